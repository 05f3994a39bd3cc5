// Which requests the service worker keeps, and where (service-worker.ts). Plain functions, tested without a worker.

import { CACHES } from '@mall/shared/web-app-caches';

export { CACHES };

/** Set on an API answer the worker took from its cache (the network did not answer). */
export const FROM_CACHE_HEADER = 'x-mall-from-cache';

/** Precached with the release; shown for a page never seen while offline. */
export const OFFLINE_PAGE = '/offline.html';

/** A file named with its content's hash, as every app's build names its chunks (name.1a2b3c4d.js). */
export function isHashedFile(url: URL): boolean {
  return /\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname);
}

/** What picks the release a page runs: the runtime config and a remote's manifest and entry (never cache-first). */
export function isReleasePicker(url: URL): boolean {
  return /(^|\/)(config\.json|mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname);
}

const GET_READS =
  /\/api\/(indexImgs|category\/categoryInfo|prod\/tag\/prodTagList|prod\/prodInfo|search\/hotSearch|web\/webInforMation|prod\/pageBySearch)$/;
const POST_READS = /\/api\/prod\/prodListByTagIdSelect$/;

/** A list's first page (no `current`, or 1): later pages are not kept. */
export function isFirstPage(query: string): boolean {
  try {
    const current = query.startsWith('{')
      ? (JSON.parse(query) as { current?: unknown }).current
      : new URLSearchParams(query).get('current');
    return current === undefined || current === null || Number(current) === 1;
  } catch {
    return false;
  }
}

/** An answer that depends on who asks: sent with a member's or a staff token (a product's favourite flag). */
export function isPersonal(request: { headers: Headers }): boolean {
  return request.headers.has('authorization');
}

// Pages never kept: the console's (a set-up link carries its token; staff pages are not for offline), any address
// with a token, and the shoppers' sign-in, registration and password pages (shared/src/routes.ts).
const UNKEPT_PAGES =
  /^\/(merchant(\/|$)|(laptop|mobile)\/user\/(login|register|password)(\/|$)|mobile\/resetPassword(\/|$))/;

/** Whether a page (a navigation) may be kept for offline. */
export function isCachedPage(url: URL): boolean {
  return !UNKEPT_PAGES.test(url.pathname) && !url.searchParams.has('token');
}

/**
 * The catalogue's reads kept for offline: the home page's banners and lists, categories, a product, a list's
 * first page. The cart, orders, addresses and payments are never kept (nor any write).
 */
export function isCachedRead(url: URL, method: string): boolean {
  if (method === 'GET') return GET_READS.test(url.pathname) && isFirstPage(url.search.slice(1));
  return method === 'POST' && POST_READS.test(url.pathname);
}

/** What in a read depends on who asks: a product's favourite flag (the API's prod/prodInfo, for a member). */
const PERSONAL_FIELDS = ['isCollect'];

/**
 * The copy of a read sent with a token that the worker may keep: the answer without what depends on who asked, so
 * that it is everyone's (offline, a product seen while signed in still opens; after sign-out it says nothing of the
 * member). Null when it is not a JSON answer: then nothing is kept.
 */
export async function anonymousCopy(response: Response): Promise<Response | null> {
  try {
    const body = (await response.clone().json()) as { data?: unknown };
    if (body.data && typeof body.data === 'object') {
      for (const field of PERSONAL_FIELDS) delete (body.data as Record<string, unknown>)[field];
    }
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(JSON.stringify(body), { status: response.status, headers });
  } catch {
    return null;
  }
}
