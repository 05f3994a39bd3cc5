// The page table (docs/CONTRACTS.md "Federation") for the shell's server, as @mall/shared reads it for the shell's
// routing (PAGE_TABLE): each remote's pages, the page key each face shows them at, and which ones the server draws.
import {
  PAGE_TABLE as SHARED_PAGE_TABLE,
  type Face,
  type PageTableEntry as PageWhere,
} from '../../../shared/src/contracts/federation';
import { routesOf } from '../../../shared/src/routes';

export type { Face };

export interface RemotePageRef {
  remote: string;
  expose: string;
}

export const PAGE_TABLE: Readonly<Record<string, Readonly<Record<string, PageWhere>>>> = SHARED_PAGE_TABLE;

/** Every exposed page as `{ remote, expose, ...where }`. */
export const REMOTE_PAGES: (RemotePageRef & PageWhere)[] = Object.entries(PAGE_TABLE).flatMap(([remote, pages]) =>
  Object.entries(pages).map(([expose, where]) => ({ remote, expose, ...where })),
);

/** The remote page a face shows at a page key (`index` …), if a remote draws it. */
export function remotePageAt(face: string, page: string): RemotePageRef | undefined {
  const found = REMOTE_PAGES.find((candidate) => candidate[face as Face] === page);
  return found && { remote: found.remote, expose: found.expose };
}

/** The pages the shell server draws (`catalog/HomePage` …). */
export const SERVER_RENDERED = new Set(
  REMOTE_PAGES.filter((page) => page.serverRendered).map((page) => `${page.remote}/${page.expose}`),
);

/** Whether a path is one of the shell's own pages placed below a remote's (`/mobile/centre/about`), by the route table. */
export function isShellPageBelowRemote(face: string, urlPath: string): boolean {
  if (face !== 'laptop' && face !== 'mobile') return false;
  const route = routesOf(face).find((candidate) => candidate.path === urlPath.replace(/\/$/, ''));
  return Boolean(route && !remotePageAt(face, route.page) && urlPath.split('/').length > 3);
}
