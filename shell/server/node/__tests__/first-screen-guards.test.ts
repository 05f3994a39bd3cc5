/** @jest-environment node */
// The shell server's first screen under attack and misconfiguration (issue 23): drawings count against each
// shopper, a thin drawing is never kept or shared, the cache is keyed on the page's normalised address and bounded,
// one client cannot fill the render queue, the policy allows only the template's inline script, the server
// bundle is not served, HSTS over HTTPS, and an API address with a path is refused at start.
import fs from 'node:fs';
import os from 'node:os';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { APPS, createStaticServer, firstScreenOf } from '../shell-server';
import { get as getAnswer, listen as listenOn } from './http-get';
import { FirstScreen } from '../first-screen-html';
import { DRAWING_LIMITS } from '../render-queue';
import { RENDERED_CACHE_LIMITS } from '../rendered-cache';
import { withFirstScreen } from '../take-over';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-guards-'));
const TEMPLATE_SCRIPT = 'window.early=1';
const TEMPLATE_STYLE = '.boot{height:56px}';
const SHELL_CSS = '.header{height:56px}';
const SHELL_HTML = `<!doctype html><html lang="en"><head><title>Phsar Penh</title><style>${TEMPLATE_STYLE}</style><link rel="stylesheet" href="/main.css"><script>${TEMPLATE_SCRIPT}</script></head><body><div id="root"></div><noscript>on</noscript><script defer src="/main.js"></script></body></html>`;
const PAGES = ['HomePage', 'ClassifyPage', 'ProductPage'];
const PRODUCT_CSS = '.gallery{aspect-ratio:1}';
const MANIFEST = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    { name: 'ProductPage', assets: { css: { sync: ['product.css'], async: [] }, js: { sync: [], async: [] } } },
  ],
};

// The shell's server bundle, reduced to what the Node half calls: it draws the address it is given, notes each
// drawing, lacks its data for products 13 and 5013 (the API refused), carries an injected script and style for product 66, and takes
// 300 ms for products 5000 and up.
const FAKE_BUNDLE = `
const drawings = [];
module.exports = {
  drawings,
  sharedModules: {},
  entryRedirect: () => null,
  async renderFirstScreen(request) {
    drawings.push(request);
    const prodId = Number(/prodId=(\\d+)/.exec(request.url)?.[1] ?? 0);
    if (prodId >= 5000) await new Promise((resolve) => setTimeout(resolve, 300));
    const injected = prodId === 66 ? '<script>alert(document.cookie)</script><style>body{display:none}</style>' : '';
    return {
      html: '<main><h1>Drawn ' + request.url + '</h1>' + injected + '</main>',
      payload: { language: request.language, url: request.url, data: {} },
      missing: prodId % 1000 === 13 ? { 'product:13': 'Request failed with status code 429' } : {},
    };
  },
};`;

const BUNDLE = path.join(dist, 'shell', 'server', 'first-screen.cjs');
// The server loads the bundle with Node's own require: the same module, so the same list of drawings.
const drawings = (): { url: string; clientAddress: string }[] => createRequire(__filename)(BUNDLE).drawings;
const servers: FastifyInstance[] = [];
let shellPort = 0;
let manifestUrl = '';
const byName = (name: string) => APPS.find((app) => app.name === name)!;
// The shell server's first screens, watched by the tests.
const firstScreen = new FirstScreen();

const get = (url: string, headers: Record<string, string> = {}, port = shellPort) => getAnswer(port, url, headers);
const listen = (server: FastifyInstance) => listenOn(servers, server);

function shellEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const name of ['CONFIG_FILE', 'API_URL', 'PUBLIC_ORIGIN', 'TRUST_PROXY']) if (!(name in extra)) delete env[name];
  return env;
}

const drawn = (body: string) => /<h1>Drawn ([^<]*)<\/h1>/.exec(body)?.[1];

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'shell', 'server'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'catalog', 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'shell', 'index.html'), SHELL_HTML);
  fs.writeFileSync(path.join(dist, 'shell', 'main.css'), SHELL_CSS);
  fs.writeFileSync(BUNDLE, FAKE_BUNDLE);
  fs.writeFileSync(path.join(dist, 'catalog', 'mf-manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(dist, 'catalog', 'product.css'), PRODUCT_CSS);
  for (const page of PAGES)
    fs.writeFileSync(path.join(dist, 'catalog', 'server', `${page}.cjs`), 'module.exports.default = {};');
  const catalog = await listen(await createStaticServer({ app: byName('catalog'), dir: path.join(dist, 'catalog') }));
  manifestUrl = `http://127.0.0.1:${catalog}/mf-manifest.json`;
  const env = shellEnv({
    REMOTE_CATALOG_URL: manifestUrl,
    TRUST_PROXY: '127.0.0.1',
  });
  shellPort = await listen(
    await createStaticServer({ app: byName('shell'), env, dir: path.join(dist, 'shell'), firstScreen }),
  );
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  fs.rmSync(dist, { recursive: true, force: true });
});

beforeEach(() => drawings().splice(0));

describe('the first screen under traffic', () => {
  it("draws with the shopper's address, named to the API through the trusted proxy", async () => {
    const page = await get('/mobile/product?prodId=7', { 'x-forwarded-for': '198.51.100.7' });
    expect(drawn(page.body)).toBe('/mobile/product?prodId=7');
    expect(drawings().map((drawing) => drawing.clientAddress)).toEqual(['198.51.100.7']);
  });

  it('keys the drawing on the normalised address: unknown parameters and values make no new drawing', async () => {
    const urls = [
      '/mobile/index',
      ...Array.from({ length: 30 }, (_, index) => `/mobile/index?b=${index}`),
      '/mobile/index/?utm_source=x',
      '/mobile/product?prodId=8',
      '/mobile/product?prodId=8&b=1',
      '/mobile/product?b=2&prodId=8',
      '/mobile/product?prodId=x',
      '/mobile/product?prodId=-1',
      '/mobile/product',
    ];
    const pages = [];
    for (const url of urls) pages.push(await get(url));
    expect(pages.map((page) => drawn(page.body))).toEqual([
      ...Array.from({ length: 32 }, () => '/mobile/index'),
      ...Array.from({ length: 3 }, () => '/mobile/product?prodId=8'),
      ...Array.from({ length: 3 }, () => '/mobile/product'),
    ]);
    // (as sets: the cache keeps a drawing 2 s, a slow machine may draw home twice)
    expect(new Set(drawings().map((drawing) => drawing.url))).toEqual(
      new Set(['/mobile/index', '/mobile/product?prodId=8', '/mobile/product']),
    );
  });

  it('never keeps a drawing that lacks its data, nor gives it to another request', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = await get('/mobile/product?prodId=13', { 'x-forwarded-for': '203.0.113.9' });
    expect(drawn(first.body)).toBe('/mobile/product?prodId=13');
    // Another shopper asks after it: drawn again (not served from the cache).
    await get('/mobile/product?prodId=13', { 'x-forwarded-for': '198.51.100.8' });
    expect(drawings()).toHaveLength(2);
    // The operator is told, with the reason.
    expect(log).toHaveBeenCalledWith(expect.stringContaining('product:13: Request failed with status code 429'));
    // Nor to a shopper who asked while it was drawn: that shopper gets a drawing of their own.
    await Promise.all([
      get('/mobile/product?prodId=5013', { 'x-forwarded-for': '203.0.113.9' }),
      get('/mobile/product?prodId=5013', { 'x-forwarded-for': '198.51.100.8' }),
    ]);
    const clients = drawings().map((drawing) => drawing.clientAddress);
    expect(clients.slice(0, 2)).toEqual(['203.0.113.9', '198.51.100.8']);
    // (the two asked at once: either may reach the server first)
    expect([...clients.slice(2)].sort()).toEqual(['198.51.100.8', '203.0.113.9']);
    log.mockRestore();
  });

  it('bounds the drawing cache in entries and bytes', async () => {
    for (let start = 100; start < 100 + RENDERED_CACHE_LIMITS.entries + 60; start += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          get(`/mobile/product?prodId=${start + index}`, { 'x-forwarded-for': `198.51.100.${index}` }),
        ),
      );
    }
    const size = firstScreen.cache.size();
    expect(size.entries).toBeLessThanOrEqual(RENDERED_CACHE_LIMITS.entries);
    expect(size.entries).toBeGreaterThan(0);
    expect(size.bytes).toBeLessThanOrEqual(RENDERED_CACHE_LIMITS.bytes);
  });

  it("lets each client queue only its share of drawings, and another shopper's drawing goes first", async () => {
    // Four clients, twenty slow drawings each (300 ms): eight drawings queue, 2.4 s, past the 1.2 s deadline.
    const flood = Array.from({ length: 80 }, (_, index) =>
      get(`/mobile/product?prodId=${5100 + index}`, { 'x-forwarded-for': `203.0.113.${index % 4}` }),
    );
    // Watched while the flood is under way: each flooding client has its share under way, no more; the rest of the
    // flood is sent undrawn at once.
    const most = { ofOneClient: 0, total: 0 };
    const watch = setInterval(() => {
      const now = firstScreen.queue.underWay();
      most.ofOneClient = Math.max(most.ofOneClient, now.mostOfOneClient);
      most.total = Math.max(most.total, now.total);
    }, 5);
    while (most.total < 4 * DRAWING_LIMITS.perClient) await new Promise((resolve) => setTimeout(resolve, 10));
    const shopper = await get('/mobile/product?prodId=9', { 'x-forwarded-for': '198.51.100.9' });
    const answered = await Promise.all(flood);
    expect(drawn(shopper.body)).toBe('/mobile/product?prodId=9');
    expect(answered.every((page) => page.status === 200)).toBe(true);
    clearInterval(watch);
    expect(most.ofOneClient).toBe(DRAWING_LIMITS.perClient);
    // (the flood's share and the shopper's own drawing)
    expect(most.total).toBeLessThanOrEqual(4 * DRAWING_LIMITS.perClient + 1);
  });

  it("draws the page's own stylesheet once, and even when the page's hints lack it (their manifest came too late)", async () => {
    const productCss = `<style data-href="${manifestUrl.replace('mf-manifest.json', 'product.css')}">${PRODUCT_CSS}</style>`;
    const page = await get('/mobile/product?prodId=71');
    expect(page.body.split(productCss)).toHaveLength(2);
    const parts = await firstScreen.partsFor({
      url: '/mobile/product?prodId=72',
      screen: firstScreenOf('/mobile/product'),
      config: { apiBaseUrl: '/api', remotes: { catalog: manifestUrl } },
      apiUrl: 'http://127.0.0.1:9',
      clientAddress: '198.51.100.72',
      distDir: path.join(dist, 'shell'),
      language: 'en',
      fetchManifest: async () => MANIFEST,
    });
    // The template as the page's hints leave it when their own fetch of the manifest timed out: no hint at all.
    const drawn = withFirstScreen(SHELL_HTML, parts);
    expect(drawn.html.split(productCss)).toHaveLength(2);
    expect(drawn.drawnStyles).toContain(PRODUCT_CSS);
  });

  it('sends the page undrawn when the drawing has no manifest to name its stylesheets (the browser draws it)', async () => {
    const request = (prodId: number) => ({
      url: `/mobile/product?prodId=${prodId}`,
      screen: firstScreenOf('/mobile/product'),
      config: { apiBaseUrl: '/api', remotes: { catalog: manifestUrl } },
      apiUrl: 'http://127.0.0.1:9',
      clientAddress: '198.51.100.73',
      distDir: path.join(dist, 'shell'),
      language: 'en' as const,
    });
    // (drawn with its manifest first: the remote's page is at hand, so only the manifest differs)
    expect(await firstScreen.partsFor({ ...request(73), fetchManifest: async () => MANIFEST })).toBeDefined();
    expect(await firstScreen.partsFor({ ...request(74), fetchManifest: async () => undefined })).toBeUndefined();
  });
});

describe('defence in depth', () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const policy = (page: { headers: Record<string, unknown> }, directive: string) =>
    new RegExp(`${directive} ([^;]*)`).exec(String(page.headers['content-security-policy']))?.[1].split(' ');

  it('allows only the inline script of the template, never one inside the drawn page', async () => {
    const page = await get('/mobile/product?prodId=66');
    expect(page.body).toContain('<script>alert(document.cookie)</script>');
    const scripts = policy(page, 'script-src');
    expect(scripts).toContain(hash(TEMPLATE_SCRIPT));
    expect(scripts).not.toContain(hash('alert(document.cookie)'));
  });

  it("allows the template's inline style and the stylesheets the server drew in, never a style inside the drawn page", async () => {
    const page = await get('/mobile/product?prodId=66');
    expect(page.body).toContain('<style>body{display:none}</style>');
    expect(page.body).toContain(`<style data-href="/main.css">${SHELL_CSS}</style>`);
    const styles = policy(page, 'style-src');
    expect(styles).toContain(hash(TEMPLATE_STYLE));
    expect(styles).toContain(hash(SHELL_CSS));
    expect(styles).not.toContain(hash('body{display:none}'));
  });

  it('does not serve the server bundle to browsers', async () => {
    expect((await get('/server/first-screen.cjs')).status).toBe(404);
  });

  it('says Strict-Transport-Security only when the public origin is HTTPS', async () => {
    const dir = path.join(dist, 'shell');
    const https = await listen(
      await createStaticServer({ app: byName('shell'), env: shellEnv({ PUBLIC_ORIGIN: 'https://shop.example' }), dir }),
    );
    const plain = await listen(
      await createStaticServer({
        app: byName('shell'),
        env: shellEnv({ PUBLIC_ORIGIN: 'http://localhost:8080' }),
        dir,
      }),
    );
    expect((await get('/config.json', {}, https)).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await get('/config.json', {}, plain)).headers['strict-transport-security']).toBeUndefined();
    await expect(
      createStaticServer({ app: byName('shell'), env: shellEnv({ PUBLIC_ORIGIN: 'https://shop.example/mall' }), dir }),
    ).rejects.toThrow(/PUBLIC_ORIGIN=https:\/\/shop.example\/mall/);
  });

  it.each(['http://127.0.0.1:4000/api', 'http://127.0.0.1:4000/api/', 'localhost:4000', 'https://api.example'])(
    'refuses API_URL=%s at start, naming the setting',
    async (apiUrl) => {
      const env = shellEnv({ API_URL: apiUrl });
      await expect(createStaticServer({ app: byName('shell'), env, dir: path.join(dist, 'shell') })).rejects.toThrow(
        `API_URL=${apiUrl}`,
      );
    },
  );
});
