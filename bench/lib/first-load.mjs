// What a page's first load costs in JS, counted as the browser fetches it: a fresh Chromium context (the phone for
// /mobile pages, a laptop window for /laptop) opens the page on a running mall, with no service worker, and every
// script it fetches until the network has been idle for 500 ms (Playwright's 'networkidle', after the load event)
// is counted: the shell's files, remoteEntry.js, the exposed page's chunks and whatever the page imports on the way.
// Each body is weighed at gzip -9 (what budget.json holds), beside its raw size and the bytes on the wire.
import { gzipSync } from 'node:zlib';
import { FACES } from './browser.mjs';

/** The pages whose first load CI holds to budget.json. */
export const BUDGET_PAGES = ['/mobile/index', '/mobile/classify', '/mobile/product?prodId=1'];

const faceOf = (urlPath) => (/^\/laptop(\/|$)/.test(urlPath) ? 'laptop' : 'mobile');

/**
 * The assets (JS and CSS) one fresh load of a page fetched, each with its gzip -9, raw and wire sizes.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin e.g. http://127.0.0.1:8180
 * @param {string} urlPath e.g. /mobile/index
 */
export async function assetsOfFirstLoad(browser, origin, urlPath) {
  const context = await browser.newContext({ ...FACES[faceOf(urlPath)].context, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const assets = [];
    page.on('requestfinished', (request) => {
      const kind = request.resourceType() === 'script' ? 'js' : request.resourceType() === 'stylesheet' ? 'css' : '';
      if (!kind) return;
      assets.push(
        (async () => {
          const response = await request.response();
          const body = response ? await response.body() : Buffer.alloc(0);
          const sizes = await request.sizes();
          return {
            kind,
            url: request.url(),
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            wire: sizes.responseBodySize,
          };
        })(),
      );
    });
    const response = await page.goto(`${origin}${urlPath}`, { waitUntil: 'networkidle', timeout: 120_000 });
    if (!response?.ok()) throw new Error(`${urlPath} answered ${response?.status()}`);
    return await Promise.all(assets);
  } finally {
    await context.close();
  }
}

/**
 * The JS of one page's first load as the browser fetched it: each file with its gzip -9 size, and the total.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} urlPath
 */
export async function firstLoadOf(browser, origin, urlPath) {
  const files = (await assetsOfFirstLoad(browser, origin, urlPath))
    .filter((asset) => asset.kind === 'js')
    .map((asset) => ({ file: asset.url, gzip: asset.gzip }))
    .sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
  return { page: urlPath, files, gzip: files.reduce((total, file) => total + file.gzip, 0) };
}
