// The shop as an app without the store: Chromium finds it installable, a service worker controls it after a
// reload, and with the network cut a page seen before opens with its data and pictures while an unseen one shows
// the translated offline page; nothing that moves money or stock goes through offline. On a persistent profile,
// as an installed app has (an incognito context is never installable).
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices, type BrowserContext, type Page, type Response, type Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { buildEdited, ROOT, defaultRemotes, removeTree, serveRemote, serveShell, type Served } from './deploy-support';
import {
  addToCartOnProductPage,
  anyProduct,
  apiToken,
  callApi,
  registerMember,
  signIn,
  waitForTakeOver,
} from './support';

interface AppProfile {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A phone's Chromium with a profile on disk, service workers allowed. */
async function openProfile(baseURL: string, locale = 'en-US'): Promise<AppProfile> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mall-web-app-'));
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  const context = await chromium.launchPersistentContext(dir, {
    ...phone,
    baseURL,
    locale,
    timezoneId: 'Asia/Phnom_Penh',
    serviceWorkers: 'allow',
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// context.setOffline reaches a service worker through DevTools' network emulation, which a worker Chromium starts
// again may miss (microsoft/playwright#2311; in one CI run the worker fetched an unseen page while "offline"). The
// worker's own requests are also refused, as a phone without a network refuses them.
const refuseWorkerRequest = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback();

async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  if (offline) {
    await context.setOffline(true);
    await context.route('**', refuseWorkerRequest);
  } else {
    await context.unroute('**', refuseWorkerRequest);
    await context.setOffline(false);
  }
}

/** Waits for the worker to be active, then reloads: from then on it controls the page. */
async function underWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.ready.then((registration) => !!registration.active));
  await page.reload();
  await waitForTakeOver(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

test.describe('the installable app', () => {
  test.skip(({ isMobile }) => !isMobile, 'the app opens on the phone face; one run is enough');

  test('Chromium finds the shop installable, with a manifest in the shopper language', async ({ baseURL }) => {
    const app = await openProfile(baseURL!, 'km-KH');
    try {
      const { page, context } = app;
      await page.goto('/mobile/index');
      await waitForTakeOver(page);
      await page.waitForFunction(() => navigator.serviceWorker?.ready.then((registration) => !!registration.active));
      // The shell server links it at once; behind nginx (a static page) the page does once it has loaded.
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.km.webmanifest');
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      const parsed = JSON.parse(manifest.data!) as Record<string, unknown>;
      expect(manifest.url).toMatch(/\/manifest\.km\.webmanifest$/);
      expect(parsed).toMatchObject({ name: 'ផ្សារពេញ', start_url: '/mobile/index', display: 'standalone' });
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      // The shopper picks Chinese: the page links the Chinese manifest.
      await page.evaluate(() => localStorage.setItem('LANGUAGE', 'Cn'));
      await page.reload();
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.zh.webmanifest');
    } finally {
      await app.close();
    }
  });

  test('offline: a product seen opens with its name and picture, an unseen page says offline, the cart waits', async ({
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const product = await anyProduct(request);
    const other = await anyOtherProduct(request, product.prodId);
    const member = await registerMember(request);
    const app = await openProfile(baseURL!);
    try {
      const { page, context } = app;
      await signIn(page, 'mobile', member);
      await page.goto(`/mobile/product?prodId=${product.prodId}`);
      await waitForTakeOver(page);
      await underWorker(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: product.prodName })).toBeVisible();

      await setOffline(context, true);
      await page.goto(`/mobile/product?prodId=${product.prodId}`);
      await expect(main.getByRole('heading', { name: product.prodName })).toBeVisible();
      const picture = main.getByRole('img', { name: product.prodName }).first();
      await expect(picture).toBeVisible();
      expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

      // Nothing that moves stock goes through, nor waits to be sent later.
      await waitForTakeOver(page);
      await addToCartOnProductPage(page, product);
      await expect(page.getByText('Cannot reach the shop. Check your connection and try again.')).toBeVisible();

      // A page never opened: the offline page, in the shopper's language, with a retry.
      await page.goto(`/mobile/product?prodId=${other}`);
      await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
      await page.evaluate(() => localStorage.setItem('LANGUAGE', 'Kh'));
      await page.reload();
      await expect(page.getByRole('heading', { name: 'អ្នកមិនមានអ៊ីនធឺណិតទេ' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'ព្យាយាមម្ដងទៀត' })).toBeVisible();
      await page.evaluate(() => localStorage.setItem('LANGUAGE', 'Cn'));
      await page.reload();
      await expect(page.getByRole('heading', { name: '您已离线' })).toBeVisible();
      await page.evaluate(() => localStorage.setItem('LANGUAGE', 'En'));

      // Back online: the notice goes and the page is read again.
      await page.goto(`/mobile/product?prodId=${product.prodId}`);
      await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
      await page.evaluate(() => ((window as unknown as { beforeReconnect: boolean }).beforeReconnect = true));
      await setOffline(context, false);
      await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);
      // Read again: the mark set on the page before is gone (asked while the page reloads, there is no answer yet).
      await expect
        .poll(() =>
          page
            .evaluate(() => (window as unknown as { beforeReconnect?: boolean }).beforeReconnect ?? false)
            .catch(() => true),
        )
        .toBe(false);
      await expect(main.getByRole('heading', { name: product.prodName })).toBeVisible();
      // Nothing was kept to be sent later: the cart is as empty as before.
      const token = await apiToken(request, member);
      const cart = await callApi<unknown>(request, 'GET', 'shopCart/info', { token });
      expect(JSON.stringify(cart)).not.toContain(`"prodId":${product.prodId}`);
    } finally {
      await app.close();
    }
  });

  test('signing out leaves nothing of the member in the caches, and no set-up link or console page is kept', async ({
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = await registerMember(request);
    const app = await openProfile(baseURL!);
    try {
      const { page } = app;
      await signIn(page, 'mobile', member);
      await page.goto('/mobile/index');
      await waitForTakeOver(page);
      await underWorker(page);
      // The member's favourite, opened from the home page: the shell reads it with the member's token.
      const link = page.getByRole('main').locator('a[href*="prodId="]').first();
      const prodId = Number(new URL((await link.getAttribute('href'))!, baseURL).searchParams.get('prodId'));
      const token = await apiToken(request, member);
      await callApi(request, 'POST', 'user/collection/addOrCancel', { token, body: { prodId } });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`prodId=${prodId}`));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      // A set-up link opened on the phone (its token is the owner's key to the console).
      await page.goto('/merchant/setup?token=a-set-up-link-of-the-journey');
      await page.waitForLoadState('networkidle');

      const kept = await cachedEntries(page);
      const read = kept.find((entry) => entry.url.includes('prodInfo') && entry.url.includes(`prodId=${prodId}`));
      expect(read, 'the product read is kept for offline, as everyone’s copy').toBeDefined();
      expect(read!.body).not.toContain('"isCollect":true');
      expect(kept.filter((entry) => entry.body.includes('"isCollect":true')).map((entry) => entry.url)).toEqual([]);
      expect(kept.filter((entry) => /token=|\/merchant(\/|$)/.test(entry.url)).map((entry) => entry.url)).toEqual([]);

      await page.goto('/mobile/centre');
      await waitForTakeOver(page);
      kept.push(...(await cachedEntries(page)));
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
      // Signed out, the shop loads the next page once the caches are emptied: what was seen signed in is gone (the
      // page loaded after it may be kept again: it is everyone's).
      await page.waitForURL((url) => !url.pathname.startsWith('/mobile/centre'));
      await waitForTakeOver(page);
      const seenSignedIn = (entry: { url: string }) =>
        entry.url.includes(`prodId=${prodId}`) || new URL(entry.url).pathname === '/mobile/centre';
      expect(kept.filter(seenSignedIn).length).toBeGreaterThan(0);
      expect((await cachedEntries(page)).filter(seenSignedIn).map((entry) => entry.url)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

/** Every entry of the worker's caches: its cache, address and body (as text). */
function cachedEntries(page: Page): Promise<Array<{ cache: string; url: string; body: string }>> {
  return page.evaluate(async () => {
    const entries: Array<{ cache: string; url: string; body: string }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const body =
          response && response.type !== 'opaque' && !/\.(js|css|png|jpe?g|webp|avif|svg)(\?|$)/.test(request.url)
            ? await response.text()
            : '';
        entries.push({ cache: name, url: request.url, body });
      }
    }
    return entries;
  });
}

/** Another product than `prodId`, never opened in the journey's profile. */
async function anyOtherProduct(request: Parameters<typeof anyProduct>[0], prodId: number): Promise<number> {
  const page = await callApi<{ records: Array<{ prodId: number }> }>(request, 'GET', 'prod/pageBySearch', {
    params: { prodName: '', current: 1, size: 20 },
  });
  return page.records.find((record) => record.prodId !== prodId)!.prodId;
}

/** Every address a load asks for, the worker's own fetches and what it answers from its caches alike. */
async function addressesOf(context: BrowserContext, load: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const note = (request: { url(): string }) => void seen.push(request.url());
  context.on('request', note);
  try {
    await load();
  } finally {
    context.off('request', note);
  }
  return seen;
}

/** The JS and CSS file names of a remote's release folder (…/dist/<release>). */
function releaseFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => path.posix.basename(file));
}

/** Remote files the worker's caches hold as opaque answers (status unknown): none, now that they load with CORS. */
function opaqueCopies(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const opaque: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (response?.type === 'opaque') opaque.push(`${name}: ${request.url}`);
      }
    }
    return opaque;
  });
}

test('the stale-remote trap: a new catalogue release and its rollback are seen on the next load, never mixed', async ({
  isMobile,
  request,
}, testInfo) => {
  test.skip(!isMobile, 'one run is enough');
  testInfo.setTimeout(900_000);
  // A new release of the catalogue, at the same contract: one style more on the product page, so its files have new
  // hashes.
  const tree = await buildEdited('mf-catalog', (copy) =>
    appendFileSync(
      path.join(copy, 'mf-catalog/src/pages/product-page/product-page.module.css'),
      '\n.nextRelease {\n  order: 2;\n}\n',
    ),
  );
  const oldDir = path.join(ROOT, 'mf-catalog/dist', readdirSync(path.join(ROOT, 'mf-catalog/dist'))[0]);
  const newDir = path.join(tree, 'mf-catalog/dist', path.basename(oldDir));
  const oldNames = releaseFiles(oldDir);
  const newNames = releaseFiles(newDir);
  // A folder served as one release address, whose files the journey replaces (a re-publication in place).
  const inPlace = mkdtempSync(path.join(os.tmpdir(), 'mall-remote-in-place-'));
  const publish = (dir: string) => {
    rmSync(path.join(inPlace, path.basename(oldDir)), { recursive: true, force: true });
    cpSync(dir, path.join(inPlace, path.basename(oldDir)), { recursive: true });
  };
  const servers: Served[] = [];
  const shell = await serveShell();
  servers.push(shell);
  const oldRelease = await defaultRemotes();
  const oldOrigin = new URL(oldRelease.catalog).origin;
  const newServer = await serveRemote('catalog', `${tree}/mf-catalog/dist`);
  servers.push(newServer);
  const newRelease = { ...oldRelease, catalog: `${newServer.origin}/0.1.0/mf-manifest.json` };
  const product = await anyProduct(request);
  const app = await openProfile(shell.origin);
  const productPage = `/mobile/product?prodId=${product.prodId}`;
  const catalogFiles = (addresses: string[], origin: string) =>
    addresses.filter((address) => address.startsWith(origin) && /\.(js|css)$/.test(new URL(address).pathname));
  try {
    const { page, context } = app;
    const main = page.getByRole('main');
    const open = async () => {
      await page.goto(productPage);
      await waitForTakeOver(page);
      await expect(main.getByRole('heading', { name: product.prodName })).toBeVisible();
      await page.waitForLoadState('networkidle');
    };
    const names = (addresses: string[]) => addresses.map((address) => path.posix.basename(new URL(address).pathname));
    const oldFiles = names(catalogFiles(await addressesOf(context, open), oldOrigin));
    await underWorker(page);

    // The new release by config.json: the next load takes only its files, some of them new.
    shell.setRemotes(newRelease);
    const afterDeploy = await addressesOf(context, open);
    expect(names(catalogFiles(afterDeploy, newServer.origin)).filter((file) => !oldFiles.includes(file))).not.toEqual(
      [],
    );
    expect(catalogFiles(afterDeploy, oldOrigin)).toEqual([]);

    // Rolled back the same way: only the old release's files again.
    shell.setRemotes(oldRelease);
    const afterRollback = await addressesOf(context, open);
    expect(catalogFiles(afterRollback, oldOrigin).length).toBeGreaterThan(0);
    expect(catalogFiles(afterRollback, newServer.origin)).toEqual([]);

    // The new release again, then its server gone: what was seen is served from the worker's copies of that
    // release alone.
    shell.setRemotes(newRelease);
    await addressesOf(context, open);
    await newServer.close();
    servers.splice(servers.indexOf(newServer), 1);
    const unreachable = await addressesOf(context, open);
    expect(catalogFiles(unreachable, oldOrigin)).toEqual([]);

    // At one address: the old release, then the new one copied over it (same remoteEntry.js and manifest address,
    // new hashed files beside those whose content did not change), then the old one back. Each load after a
    // publication asks for the files of that release alone.
    expect(newNames.filter((file) => !oldNames.includes(file))).not.toEqual([]);
    expect(oldNames.filter((file) => !newNames.includes(file))).not.toEqual([]);
    publish(oldDir);
    const onePlace = await serveRemote('catalog', inPlace);
    servers.push(onePlace);
    shell.setRemotes({ ...oldRelease, catalog: `${onePlace.origin}/0.1.0/mf-manifest.json` });
    const seenAt = async () => names(catalogFiles(await addressesOf(context, open), onePlace.origin));
    const onlyOf = (files: string[], release: string[], other: string[]) => {
      expect(files.filter((file) => !release.includes(file))).toEqual([]);
      expect(files.filter((file) => !other.includes(file)).length).toBeGreaterThan(0);
    };
    // The shell server's page names the release's files too (its hints, the styles it draws in): asked for right
    // after a publication, it names the files of the release published, not those of the one it read before.
    const drawnWith = async () => {
      const html = await (await request.get(`${shell.origin}${productPage}`)).text();
      return names(
        catalogFiles(
          [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]),
          onePlace.origin,
        ),
      );
    };
    onlyOf(await seenAt(), oldNames, newNames);
    onlyOf(await drawnWith(), oldNames, newNames);
    publish(newDir);
    onlyOf(await drawnWith(), newNames, oldNames);
    onlyOf(await seenAt(), newNames, oldNames);
    publish(oldDir);
    onlyOf(await drawnWith(), oldNames, newNames);
    onlyOf(await seenAt(), oldNames, newNames);
    // Re-published again, then the remote unreachable: the worker's copies serve the release last seen, whole.
    publish(newDir);
    onlyOf(await seenAt(), newNames, oldNames);
    await onePlace.close();
    servers.splice(servers.indexOf(onePlace), 1);
    onlyOf(await seenAt(), newNames, oldNames);

    // The worker keeps no remote file as an opaque answer (each would cost megabytes of quota and hide its status).
    expect(await opaqueCopies(page)).toEqual([]);
  } finally {
    await app.close();
    await Promise.all(servers.map((server) => server.close()));
    removeTree(tree);
    rmSync(inPlace, { recursive: true, force: true });
  }
});

/** The largest contentful paint of the page as loaded, in ms, on a slow phone line (150 ms, 1.6 Mbit/s, CPU x4). */
async function throttledLcp(context: BrowserContext, page: Page, address: string): Promise<number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(address);
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            setTimeout(() => resolve(entries[entries.length - 1].startTime), 1000);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

test('a repeat visit on the phone takes every script from the worker', async ({ isMobile }, testInfo) => {
  test.skip(!isMobile, 'the phone face');
  test.setTimeout(180_000);
  const app = await openProfile(testInfo.project.use.baseURL!);
  try {
    const { page, context } = app;
    const firstLcp = await throttledLcp(context, page, '/mobile/index');
    await waitForTakeOver(page);
    await underWorker(page);
    await page.waitForLoadState('networkidle');

    const scripts: Array<{ url: string; fromWorker: boolean }> = [];
    const note = (response: Response) => {
      if (response.request().resourceType() === 'script' && response.frame() === page.mainFrame())
        scripts.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
    };
    page.on('response', note);
    const repeatLcp = await throttledLcp(context, page, '/mobile/index');
    await waitForTakeOver(page);
    await page.waitForLoadState('networkidle');
    page.off('response', note);

    expect(scripts.length).toBeGreaterThan(3);
    // Each script of the repeat visit came from the worker (which asks the network only for what picks a release:
    // config.json, a remote's manifest and entry, revalidated).
    expect(scripts.filter((script) => !script.fromWorker)).toEqual([]);
    const figures = `first visit LCP ${Math.round(firstLcp)} ms, repeat visit LCP ${Math.round(repeatLcp)} ms (150 ms RTT, 1.6 Mbit/s, CPU x4)`;
    testInfo.annotations.push({ type: 'lcp', description: figures });
    console.log(`/mobile/index: ${figures}`);
  } finally {
    await app.close();
  }
});

test('a new shell release installs in the background and takes over on a tap, never on a purchase page', async ({
  isMobile,
  request,
}) => {
  test.skip(!isMobile, 'one run is enough');
  test.setTimeout(120_000);
  // A copy of the shell's release served by a shell server of its own: its sw.js changes as a new release's does.
  const shellDist = path.join(ROOT, 'shell/dist');
  const release = mkdtempSync(path.join(os.tmpdir(), 'mall-shell-release-'));
  cpSync(path.join(shellDist, readdirSync(shellDist)[0]), release, { recursive: true });
  const shell = await serveShell(release);
  const product = await anyProduct(request);
  const member = await registerMember(request);
  const app = await openProfile(shell.origin);
  try {
    const { page } = app;
    await signIn(page, 'mobile', member);
    await page.goto(`/mobile/product?prodId=${product.prodId}`);
    await waitForTakeOver(page);
    await underWorker(page);
    const ready = page.getByRole('status').filter({ hasText: 'A new version of the shop is ready.' });
    await expect(ready).toHaveCount(0);

    appendFileSync(path.join(release, 'sw.js'), '\n// the next release\n');
    rmSync(path.join(release, 'sw.js.br'), { force: true });
    rmSync(path.join(release, 'sw.js.gz'), { force: true });
    // In a purchase: the cart. The new worker installs meanwhile, and the offer waits.
    await page.goto('/mobile/cart');
    await expect(page).toHaveURL(/\/mobile\/cart$/);
    await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting));
    await page.waitForTimeout(1500);
    await expect(ready).toHaveCount(0);

    await page.goto(`/mobile/product?prodId=${product.prodId}`);
    await expect(ready).toBeVisible();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Update now' }).click()]);
    await expect(ready).toHaveCount(0);
    // The release that waited now runs the page: none waits any more.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting))).toBe(false);
  } finally {
    await app.close();
    await shell.close();
    rmSync(release, { recursive: true, force: true });
  }
});
