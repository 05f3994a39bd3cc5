// The page table (shared/src/contracts/pages.json, docs/CONTRACTS.md "Federation") for the shell's server: each
// remote's pages, the page key each face shows them at, and which ones the server draws.
import pageTable from '../../../shared/src/contracts/pages.json';

export type Face = 'laptop' | 'mobile';

interface PageWhere {
  laptop?: string;
  mobile?: string;
  serverRendered?: boolean;
}

export interface RemotePageRef {
  remote: string;
  expose: string;
}

export const PAGE_TABLE: Record<string, Record<string, PageWhere>> = pageTable;

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
