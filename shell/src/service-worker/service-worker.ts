// The mall's service worker (built by workbox-webpack-plugin's InjectManifest into the shell's release as sw.js,
// served at the root so its scope is the whole site). It knows the shop is federated: the shell's own start-up
// files are precached with the release; a remote's hashed chunks are cached on first use (a hash never changes
// its content); what picks a release (config.json, a remote's mf-manifest.json and remoteEntry.js) always asks the
// network first, so a new remote release or a rollback by config is seen on the next load, and the cached copy is
// used only when the network does not answer. Nothing that changes the cart, an order or a payment is handled
// here: such a call offline fails at once, as it would without a worker, and is never queued or replayed.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import {
  CACHES,
  FROM_CACHE_HEADER,
  OFFLINE_PAGE,
  isCachedPage,
  isFirstPage,
  isHashedFile,
  anonymousCopy,
  isCachedRead,
  isPersonal,
  isReleasePicker,
} from './routes';

interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}
declare const self: WorkerScope;

const DAY = 24 * 60 * 60;
/** Long enough for a slow phone line to answer, short enough that offline opens a seen page at once. */
const NETWORK_TIMEOUT_SECONDS = 3;

precacheAndRoute(self.__WB_MANIFEST);

// An answer taken from the cache says so, for the page and for anyone reading the network log.
async function markedFromCache(cached: Response): Promise<Response> {
  const headers = new Headers(cached.headers);
  headers.set(FROM_CACHE_HEADER, '1');
  return new Response(await cached.blob(), { status: cached.status, headers });
}
const markFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && markedFromCache(cachedResponse),
};
// Only a whole answer is kept. A remote's entry, chunks and styles load with `crossorigin` (webpack's
// crossOriginLoading, the shell's entry script and hints), so the worker sees their status: an error page or an
// opaque answer (status 0: status unknown, megabytes of quota each in Chromium) is never kept.
const onlyComplete = new CacheableResponsePlugin({ statuses: [200] });

// Pages: drawn by the shell server, so the network first; a page seen before opens from the cache offline. The
// console's, sign-in pages and any address with a token go to the network only.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isCachedPage(url),
  new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY })],
  }),
);

// What picks a remote's release: always the network first, the last copy only when it does not answer.
registerRoute(
  ({ url }) => isReleasePicker(url),
  new NetworkFirst({
    cacheName: CACHES.releases,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * DAY })],
  }),
);

// A remote's hashed chunk (JS or CSS; the shell's own are precached above): its name is its content, cached on
// first use.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isHashedFile(url),
  new CacheFirst({
    cacheName: CACHES.remoteChunks,
    plugins: [
      onlyComplete,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Product pictures: bounded by count and age.
registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: CACHES.pictures,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// A read sent with a member's or a staff token is kept only as everyone's copy (a product without its favourite flag).
const keptAnonymous: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (isPersonal(request) ? anonymousCopy(response) : response),
};

// The catalogue's reads a shopper has seen (a product, a category's first page, the home page).
const seenReads = new NetworkFirst({
  cacheName: CACHES.reads,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    onlyComplete,
    keptAnonymous,
    markFromCache,
    new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY }),
  ],
});
registerRoute(({ url }) => isCachedRead(url, 'GET'), seenReads, 'GET');
// The home page's product lists are read by POST; the cache keys them by their body, as a GET with it.
registerRoute(
  ({ url }) => isCachedRead(url, 'POST'),
  async ({ request }) => {
    const body = await request.clone().text();
    if (!isFirstPage(body)) return fetch(request);
    const key = new Request(`${request.url}${request.url.includes('?') ? '&' : '?'}body=${encodeURIComponent(body)}`);
    try {
      const response = await fetch(request);
      const kept = !response.ok ? null : isPersonal(request) ? await anonymousCopy(response) : response.clone();
      if (kept) await (await caches.open(CACHES.reads)).put(key, kept);
      return response;
    } catch (error) {
      const cached = await caches.match(key, { cacheName: CACHES.reads });
      if (!cached) throw error;
      return markedFromCache(cached);
    }
  },
  'POST',
);

// A page never seen, offline: the translated offline page with a retry, not the browser's error page.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

// A new release waits until the shopper taps "update" (never in the middle of a checkout), or the next visit.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
