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

/** Which remote module draws the first screen of a path: `/` and the bases show the home page. */
export function firstScreenOf(urlPath: string): { remote: string; expose?: string } | undefined {
  if (urlPath === '/' || /^\/(laptop|mobile)\/?$/.test(urlPath)) return remotePageAt('mobile', 'index');
  const [, face, page = '', child = ''] = urlPath.split('/');
  if (isShellPageBelowRemote(face, urlPath)) return undefined;
  // A path's first segment is the page key of its top route; below it (but a category), only the remote is known.
  const target = remotePageAt(face, page);
  return target && { remote: target.remote, expose: child && page !== 'classify' ? undefined : target.expose };
}

/**
 * The query parameters each drawn page reads, and the values it accepts (the catalogue's pages: use-classify.ts,
 * product-page): the drawing's address keeps only these, so `?b=1`, `?b=2` … or `?prodId=x` are one drawing, not a
 * new cache entry each. A page that reads a new parameter adds it here.
 */
const POSITIVE_ID = /^[1-9]\d{0,9}$/;
const PAGE_QUERY: Record<string, Record<string, RegExp>> = {
  HomePage: {},
  ClassifyPage: { categoryId: POSITIVE_ID, tagId: POSITIVE_ID, searchString: /^[\s\S]{1,100}$/, isSearch: /^true$/ },
  ProductPage: { prodId: POSITIVE_ID },
};

/** The page's address as drawn and cached: its path, and only the parameters it reads with values it accepts, sorted. */
export function drawnAddress(url: string, expose: string): string {
  const [pathname = '/', query = ''] = url.split('?');
  const accepted = PAGE_QUERY[expose] ?? {};
  const search = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of Object.keys(accepted).sort()) {
    const value = search.get(name);
    if (value !== null && accepted[name].test(value)) kept.set(name, value);
  }
  const rest = kept.toString();
  return `${pathname.replace(/(.)\/+$/, '$1')}${rest ? `?${rest}` : ''}`;
}
