import type { Face } from './contracts/federation';
import { STORAGE_KEYS, safeStorage } from './storage-keys';

/** Face-neutral page keys: `pagePath(face, page)` finds the page's route on either site. */
export type PageKey =
  | 'home'
  | 'launch'
  | 'index'
  | 'classify'
  | 'search'
  | 'product'
  | 'confirm'
  | 'success'
  | 'aboutUs'
  | 'about'
  | 'contact'
  | 'help'
  | 'refund'
  | 'download'
  | 'user'
  | 'login'
  | 'register'
  | 'resetPassword'
  | 'centre'
  | 'order'
  | 'orderList'
  | 'orderDetail'
  | 'address'
  | 'addressEdit'
  | 'cart'
  | 'favorite'
  | 'centreContact';

export interface RouteEntry {
  /** `Laptop` / `Mobile` + the page key in PascalCase (`LaptopIndex`, `MobileUser`); the bases are `Laptop` and `Mobile`. */
  name: string;
  face: Face;
  page: PageKey;
  /** absolute; `:param?` marks an optional segment */
  path: string;
  loginRequired: boolean;
  /** the enclosing route's name (for nested layouts) */
  parent?: string;
  /** the index child of its parent: same path as the parent */
  index?: boolean;
  /** a route that only redirects to another of the same face */
  redirectTo?: PageKey;
}

type RouteSpec = Omit<RouteEntry, 'name' | 'face' | 'parent'> & { parent?: PageKey };

const pascal = (page: PageKey): string => page.charAt(0).toUpperCase() + page.slice(1);
const faceName = (face: Face): string => (face === 'laptop' ? 'Laptop' : 'Mobile');

function table(face: Face, specs: RouteSpec[]): RouteEntry[] {
  const nameOf = (page: PageKey): string => (page === 'home' ? faceName(face) : `${faceName(face)}${pascal(page)}`);
  return specs.map(({ parent, ...spec }) => ({
    ...spec,
    face,
    name: nameOf(spec.page),
    ...(parent ? { parent: nameOf(parent) } : {}),
  }));
}

/** Desktop route table (base /laptop); help, refund and download are the other screens the specification names (docs/DECISIONS.md). */
export const LAPTOP_ROUTES: readonly RouteEntry[] = table('laptop', [
  { page: 'home', path: '/laptop', loginRequired: false, redirectTo: 'index' },
  { page: 'index', path: '/laptop/index', loginRequired: false },
  { page: 'classify', path: '/laptop/classify/:categoryId?', loginRequired: false },
  { page: 'product', path: '/laptop/product', loginRequired: false },
  { page: 'confirm', path: '/laptop/confirm', loginRequired: true },
  { page: 'success', path: '/laptop/success', loginRequired: true },
  { page: 'aboutUs', path: '/laptop/aboutUs', loginRequired: false },
  { page: 'about', path: '/laptop/aboutUs', loginRequired: false, parent: 'aboutUs', index: true },
  { page: 'contact', path: '/laptop/aboutUs/contact', loginRequired: false, parent: 'aboutUs' },
  { page: 'help', path: '/laptop/aboutUs/help', loginRequired: false, parent: 'aboutUs' },
  { page: 'refund', path: '/laptop/aboutUs/refund', loginRequired: false, parent: 'aboutUs' },
  { page: 'download', path: '/laptop/aboutUs/download', loginRequired: false, parent: 'aboutUs' },
  { page: 'user', path: '/laptop/user', loginRequired: false, redirectTo: 'login' },
  { page: 'login', path: '/laptop/user/login', loginRequired: false, parent: 'user' },
  { page: 'register', path: '/laptop/user/register', loginRequired: false, parent: 'user' },
  { page: 'resetPassword', path: '/laptop/user/password', loginRequired: false, parent: 'user' },
  { page: 'centre', path: '/laptop/centre', loginRequired: true, redirectTo: 'order' },
  { page: 'order', path: '/laptop/centre/order', loginRequired: true, parent: 'centre', redirectTo: 'orderList' },
  { page: 'orderList', path: '/laptop/centre/order/list', loginRequired: true, parent: 'order' },
  { page: 'orderDetail', path: '/laptop/centre/order/detail', loginRequired: true, parent: 'order' },
  { page: 'address', path: '/laptop/centre/address', loginRequired: true, parent: 'centre' },
  { page: 'cart', path: '/laptop/centre/cart', loginRequired: true, parent: 'centre' },
  { page: 'favorite', path: '/laptop/centre/favorite', loginRequired: true, parent: 'centre' },
  { page: 'centreContact', path: '/laptop/centre/contact', loginRequired: true, parent: 'centre' },
]);

/** Mobile route table (base /mobile). */
export const MOBILE_ROUTES: readonly RouteEntry[] = table('mobile', [
  { page: 'home', path: '/mobile', loginRequired: false, redirectTo: 'index' },
  { page: 'launch', path: '/mobile/launch', loginRequired: false },
  { page: 'index', path: '/mobile/index', loginRequired: false },
  { page: 'user', path: '/mobile/user', loginRequired: false, redirectTo: 'login' },
  { page: 'login', path: '/mobile/user/login', loginRequired: false, parent: 'user' },
  { page: 'register', path: '/mobile/user/register', loginRequired: false, parent: 'user' },
  { page: 'resetPassword', path: '/mobile/resetPassword', loginRequired: false },
  { page: 'search', path: '/mobile/search', loginRequired: false },
  { page: 'classify', path: '/mobile/classify', loginRequired: false },
  { page: 'product', path: '/mobile/product', loginRequired: false },
  { page: 'cart', path: '/mobile/cart', loginRequired: true },
  { page: 'centre', path: '/mobile/centre', loginRequired: false },
  { page: 'about', path: '/mobile/centre/about', loginRequired: false },
  { page: 'contact', path: '/mobile/centre/contact', loginRequired: false },
  { page: 'help', path: '/mobile/centre/help', loginRequired: false },
  { page: 'refund', path: '/mobile/centre/refund', loginRequired: false },
  { page: 'download', path: '/mobile/centre/download', loginRequired: false },
  { page: 'orderList', path: '/mobile/centre/order', loginRequired: true },
  { page: 'orderDetail', path: '/mobile/centre/order/details', loginRequired: true },
  { page: 'favorite', path: '/mobile/favorite', loginRequired: true },
  { page: 'confirm', path: '/mobile/confirm', loginRequired: true },
  { page: 'address', path: '/mobile/confirm/address', loginRequired: true },
  { page: 'addressEdit', path: '/mobile/confirm/address/edit', loginRequired: true },
  { page: 'success', path: '/mobile/confirm/success', loginRequired: true },
]);

export const ROUTES: readonly RouteEntry[] = [...LAPTOP_ROUTES, ...MOBILE_ROUTES];

export function routesOf(face: Face): readonly RouteEntry[] {
  return face === 'laptop' ? LAPTOP_ROUTES : MOBILE_ROUTES;
}

/** The page a face does not have, and where it goes instead on that face. */
const COUNTERPART: Partial<Record<PageKey, PageKey>> = {
  launch: 'index',
  search: 'classify',
  aboutUs: 'about',
  addressEdit: 'address',
  centreContact: 'contact',
  order: 'orderList',
};

export function routeByName(name: string): RouteEntry | undefined {
  return ROUTES.find((route) => route.name === name);
}

/** The route of a page on a face (its counterpart when the face lacks it, else the face's index). */
export function routeFor(face: Face, page: PageKey): RouteEntry {
  const routes = routesOf(face);
  const exact =
    routes.find((route) => route.page === page && !route.index) ?? routes.find((route) => route.page === page);
  if (exact) return exact;
  const counterpart = COUNTERPART[page];
  if (counterpart) return routeFor(face, counterpart);
  return routes.find((route) => route.page === 'index')!;
}

export type RouteParams = Record<string, string | number | undefined | null>;
export type RouteQuery = Record<string, string | number | boolean | undefined | null>;

export interface PathOptions {
  params?: RouteParams;
  query?: RouteQuery;
}

function fillPath(pattern: string, params: RouteParams, leftover: RouteQuery): string {
  const used = new Set<string>();
  const filled = pattern.replace(/\/:(\w+)(\?)?/g, (_segment, key: string, optional?: string) => {
    used.add(key);
    const value = params[key];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`pagePath: missing param "${key}" for ${pattern}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  for (const [key, value] of Object.entries(params)) if (!used.has(key)) leftover[key] = value;
  return filled;
}

function queryString(query: RouteQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A link to a page on a face, e.g. `pagePath('mobile', 'product', { query: { prodId: 3 } })` → `/mobile/product?prodId=3`.
 * A param the face's path has no segment for goes into the query (laptop classify has `:categoryId`, mobile does not).
 */
export function pagePath(face: Face, page: PageKey, { params = {}, query = {} }: PathOptions = {}): string {
  const route = routeFor(face, page);
  const extraQuery: RouteQuery = {};
  const path = fillPath(route.path, params, extraQuery);
  return `${path}${queryString({ ...extraQuery, ...query })}`;
}

function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split(/(\/:\w+\??)/)
    .map((part) => {
      const param = /^\/:(\w+)(\?)?$/.exec(part);
      if (!param) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return param[2] ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');
  return new RegExp(`^${body}/?$`, 'i');
}

const MATCHERS = ROUTES.map((route) => ({ route, regExp: patternToRegExp(route.path) }));

/** The route a pathname shows (query and hash ignored); for a shared path the parent wins (same rules). */
/**
 * Mobile has no address-book page: the member centre opens the checkout's address list with
 * `?from=centre`, which makes it an address book (nothing to choose for an order; back returns to the centre).
 */
export const ADDRESS_BOOK_QUERY = { from: 'centre' } as const;

export function isAddressBook(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get('from') === ADDRESS_BOOK_QUERY.from;
}

export function matchRoute(pathname: string): RouteEntry | undefined {
  const clean = pathname.split(/[?#]/)[0] || '/';
  return MATCHERS.find(({ regExp }) => regExp.test(clean))?.route;
}

/** Route guard: is this pathname one that needs a signed-in member? */
export function isLoginRequired(pathname: string): boolean {
  return matchRoute(pathname)?.loginRequired ?? false;
}

/** The page to come back to after signing in, kept in PREV_PAGE. */
export interface RememberedPage {
  name: string;
  params?: RouteParams;
  query?: RouteQuery;
}

export interface RestoredPage extends RememberedPage {
  /** ready to navigate to */
  path: string;
}

export function rememberPage(page: RememberedPage): void {
  safeStorage.set(STORAGE_KEYS.prevPage, JSON.stringify(page));
}

/** Reads and clears PREV_PAGE; the name is forced to the face's variant (a `LaptopCart` on a phone opens `MobileCart`). */
export function takeRememberedPage(face: Face): RestoredPage | null {
  const raw = safeStorage.get(STORAGE_KEYS.prevPage);
  safeStorage.remove(STORAGE_KEYS.prevPage);
  if (!raw) return null;
  let remembered: RememberedPage;
  try {
    remembered = JSON.parse(raw) as RememberedPage;
  } catch {
    return null;
  }
  if (!remembered || typeof remembered.name !== 'string') return null;
  const page = routeByName(remembered.name)?.page ?? 'index';
  const route = routeFor(face, page);
  const params = remembered.params ?? {};
  const query = remembered.query ?? {};
  return { name: route.name, params, query, path: pagePath(face, route.page, { params, query }) };
}
