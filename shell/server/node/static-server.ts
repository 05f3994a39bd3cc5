// The front-end apps' server (the shell's pages, with the server-drawn first screen, the /api proxy and the runtime
// config; a remote's built files). `npm start` runs one per app; alone: shell/server/node/shell-server.ts.
import { readdir, readFile, stat } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync, brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ROOT, REMOTES, portOf, releaseOf, type FrontEndApp } from './apps';
import { entryRedirectOf, renderFirstScreenParts, withFirstScreen, type RemoteManifest } from './first-screen-html';
import { WORKER_POLICY, securityHeaders, type ServedConfig } from './security-headers';
import { isShellPageBelowRemote, remotePageAt } from './page-table';
import { linkPreviewHead, pageLanguageOf, withLinkPreview, type PageLanguage } from './link-preview';

const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const NO_CACHE = 'no-cache';
const LONG_CACHE = 'public, max-age=31536000, immutable';

function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(filePath.replace(/\.(gz|br)$/, '')) ? LONG_CACHE : NO_CACHE;
}

/**
 * The runtime config, from configuration only (never from a request's Host): CONFIG_FILE if given, else the
 * environment, each remote at REMOTE_<NAME>_URL or on PUBLIC_HOST (default localhost) at its port.
 */
export async function runtimeConfigFor(env: NodeJS.ProcessEnv = process.env): Promise<ServedConfig> {
  if (env.CONFIG_FILE) return JSON.parse(await readFile(path.resolve(env.CONFIG_FILE), 'utf8'));
  const host = env.PUBLIC_HOST || 'localhost';
  const remoteUrl = (app: FrontEndApp) =>
    env[`REMOTE_${app.name.toUpperCase()}_URL`] ||
    `http://${host}:${portOf(app, env)}/${releaseOf(app)}/mf-manifest.json`;
  return {
    apiBaseUrl: env.API_BASE_URL || '/api',
    imagePath: env.IMAGE_PATH || '',
    remotes: Object.fromEntries(REMOTES.map((app) => [app.name, remoteUrl(app)])),
  };
}

/**
 * The API's address for the shell server's own calls (the /api proxy, the first screen's data): API_URL, else this
 * machine at API_PORT. Its origin only, checked at start: an address with a path (`…/api`) would make every call
 * `/api/api/…`, a 404 for every drawing.
 */
export function apiOriginOf(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.API_URL || `http://127.0.0.1:${env.API_PORT || 4000}`;
  const refuse = (why: string) =>
    new Error(`API_URL=${raw}: ${why}. Give the API server's origin, e.g. API_URL=http://127.0.0.1:4000 (README).`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse('not an address');
  }
  if (url.protocol !== 'http:')
    throw refuse('the shell server speaks plain HTTP to the API (it is on a private network)');
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw refuse('an origin only, without a path (the shell adds /api itself)');
  return url.origin;
}

/**
 * PUBLIC_ORIGIN, the address shoppers open (`https://shop.example`): over HTTPS, every answer says so for a year
 * (Strict-Transport-Security). Unset: no HSTS (development, plain HTTP).
 */
export function publicOriginOf(env: NodeJS.ProcessEnv = process.env): URL | undefined {
  const raw = env.PUBLIC_ORIGIN;
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/+$/, ''))
    throw new Error(`PUBLIC_ORIGIN=${raw}: give the shop's origin, e.g. PUBLIC_ORIGIN=https://shop.example (README).`);
  return url;
}

/** Fastify's trustProxy from TRUST_PROXY (as the API reads it): whose X-Forwarded-For names the shopper. */
function proxyTrust(raw: string | undefined): boolean | string {
  return !raw || raw === 'false' ? false : raw === 'true' || raw;
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
 * Remote manifests, read by the shell server for the page's hints and its first screen. Read again for every page,
 * so that a release re-published at the same address is named at once and never beside files of the one before.
 * While the release is unchanged the same object is returned (first-screen-html.ts keys its copies of the remote's
 * server bundle and drawings on it): the read is conditional (a 304), and a server that answers 200 anyway with the
 * same text is the same release too. Pages asked for at once share one read; when a read is too slow (a busy
 * moment) the copy read before serves on; a remote that did not answer is asked again after 1 s.
 */
const manifestCache = new Map<
  string,
  {
    manifest: RemoteManifest | undefined;
    /** The manifest's text as read: the same text is the same release. */
    text?: string;
    etag?: string;
    failedAt?: number;
    reading?: Promise<RemoteManifest | undefined>;
  }
>();
const MANIFEST_RETRY_MS = 1000;
export function fetchManifest(url: string): Promise<RemoteManifest | undefined> {
  const cached = manifestCache.get(url);
  if (cached?.reading) return cached.reading;
  if (cached?.failedAt && Date.now() - cached.failedAt < MANIFEST_RETRY_MS) return Promise.resolve(undefined);
  const reading = (async () => {
    try {
      // fetch() adds `Cache-Control: no-cache` to a conditional request unless it has one, and a server then answers
      // 200 (Node's `fresh`, @fastify/static): `max-age=0` asks it to check the copy, as a browser's reload does.
      const headers: Record<string, string> =
        cached?.manifest && cached.etag ? { 'if-none-match': cached.etag, 'cache-control': 'max-age=0' } : {};
      // With a copy to fall back on a busy moment costs 300 ms at most; without one (a server just started) the
      // first read is given 1 s, or every page of that second would go undrawn (and no more: a remote slower than
      // that is drawn by the browser, and its page must not wait for it, first-screen.spec.ts "slow").
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(cached?.manifest ? 300 : 1000) });
      const etag = response.headers.get('etag') ?? cached?.etag;
      if (response.status === 304 && cached?.manifest) {
        manifestCache.set(url, { ...cached, etag });
        return cached.manifest;
      }
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const text = await response.text();
      const manifest = text === cached?.text ? cached.manifest : (JSON.parse(text) as RemoteManifest);
      manifestCache.set(url, { manifest, text, etag });
      return manifest;
    } catch {
      // A read that failed (too slow, or a connection dropped under a flood) keeps the copy read before: a page is
      // drawn with the last release seen rather than not at all. A remote never read is asked again after 1 s.
      if (cached?.manifest) {
        manifestCache.set(url, cached);
        return cached.manifest;
      }
      manifestCache.set(url, { manifest: undefined, failedAt: Date.now() });
      return undefined;
    }
  })();
  manifestCache.set(url, { manifest: cached?.manifest, text: cached?.text, etag: cached?.etag, reading });
  return reading;
}

function escapeAttribute(value: unknown): string {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

async function preloadHints(config: ServedConfig, urlPath: string): Promise<string> {
  const screen = firstScreenOf(urlPath);
  const manifestUrl = screen && config.remotes?.[screen.remote];
  if (!screen || !manifestUrl) return '';
  const links = [`<link rel="preload" href="${escapeAttribute(manifestUrl)}" as="fetch" crossorigin="anonymous">`];
  const manifest = await fetchManifest(manifestUrl);
  const entry = manifest?.metaData?.remoteEntry;
  const entryName = entry ? path.posix.join(entry.path || '', entry.name) : 'remoteEntry.js';
  // A remote's files load with `crossorigin` (webpack's crossOriginLoading, the runtime's entry script): a hint
  // must say so too, or the browser fetches the file twice (and the worker could keep only an opaque copy).
  const hint = (file: string, kind: 'script' | 'style') =>
    `<link rel="preload" href="${escapeAttribute(new URL(file, manifestUrl))}" as="${kind}" crossorigin="anonymous">`;
  links.push(hint(entryName, 'script'));
  const expose = manifest?.exposes?.find((candidate) => candidate.name === screen.expose);
  for (const file of expose?.assets?.css?.sync ?? []) links.push(hint(file, 'style'));
  for (const file of expose?.assets?.js?.sync ?? []) links.push(hint(file, 'script'));
  return links.join('');
}

/**
 * The shell's chunk of the face a path shows (`face-mobile.<hash>.js` and its CSS, named in
 * shell/src/routing/page-sources.ts): bootstrap asks for it only once it runs, so hint it from the page.
 */
export function faceLayoutHints(shellFiles: string[], urlPath: string): string {
  const face = /^\/(laptop|mobile)(\/|$)/.exec(urlPath)?.[1];
  if (!face) return '';
  const chunk = new RegExp(`^face-${face}\\.[0-9a-f]{8}\\.(js|css)$`);
  return shellFiles
    .filter((file) => chunk.test(file))
    .map(
      (file) =>
        `<link rel="preload" href="/${escapeAttribute(file)}" as="${file.endsWith('.css') ? 'style' : 'script'}">`,
    )
    .join('');
}

/**
 * Inline the config (and the hints that break the request chain) into the built index.html, and link the web app
 * manifest of the shopper's language (the page follows a later choice: shell/src/web-app/web-app-client.tsx).
 */
export async function renderIndexHtml(
  template: string,
  config: ServedConfig,
  urlPath: string,
  shellFiles: string[] = [],
  language: PageLanguage = 'en',
): Promise<string> {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const hints = faceLayoutHints(shellFiles, urlPath) + (await preloadHints(config, urlPath));
  // A data block, not a script: the page's Content-Security-Policy allows no inline script.
  const head = `<script type="application/json" id="mall-config">${json}</script>${hints}`;
  return template
    .replace('/manifest.en.webmanifest', `/manifest.${language}.webmanifest`)
    .replace('</head>', `${head}</head>`);
}

function compressedBody(request: FastifyRequest, html: string): { encoding?: string; body: string | Buffer } {
  const accepts = String(request.headers['accept-encoding'] || '');
  // Quality 5, not the default 11: each page is compressed per request, and 11 costs tens of milliseconds of CPU
  // for a few per cent fewer bytes (a flood of page requests would spend the server on compression).
  if (/\bbr\b/.test(accepts))
    return { encoding: 'br', body: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (/\bgzip\b/.test(accepts)) return { encoding: 'gzip', body: gzipSync(html) };
  return { encoding: undefined, body: html };
}

/** The API's address for a request: /api/* as it is, /robots.txt and the sitemaps from /api/crawl/; else none. */
function apiPathOf(url: string): string | undefined {
  if (url.startsWith('/api/') || url === '/api') return url;
  if (/^\/(robots\.txt|sitemap(-[a-z0-9-]+)?\.xml)(\?|$)/.test(url)) return `/api/crawl${url}`;
  return undefined;
}

/** Streams /api/* (and the crawlers' files) to the API server without parsing (the browser sees one origin). */
function proxyApi(app: FastifyInstance, apiUrl: string): void {
  const target = new URL(apiUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  app.addHook('onRequest', (request, reply, done) => {
    const apiPath = apiPathOf(request.url);
    if (!apiPath) return done();
    reply.hijack();
    const headers = { ...request.headers, host: target.host, 'x-forwarded-for': request.ip };
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: apiPath, method: request.method, headers, agent },
      (response) => {
        reply.raw.writeHead(response.statusCode || 502, response.headers);
        response.pipe(reply.raw);
      },
    );
    upstream.on('error', () => {
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(502, { 'content-type': 'application/json' });
        reply.raw.end(JSON.stringify({ codeId: 98, msg: 'The API server is not reachable' }));
      } else reply.raw.destroy();
    });
    request.raw.pipe(upstream);
  });
}

/** `dir`: serve this folder instead (another build of the app). */
export interface StaticServerOptions {
  app: FrontEndApp;
  env?: NodeJS.ProcessEnv;
  logger?: boolean;
  dir?: string;
}

/**
 * A remote's server serves every release under dist/ (`/<release>/mf-manifest.json`: config.json picks one);
 * the shell's serves its current release (`SHELL_RELEASE`, else its package.json version) at the root.
 */
export async function createStaticServer({
  app: frontEnd,
  env = process.env,
  logger = false,
  dir,
}: StaticServerOptions): Promise<FastifyInstance> {
  const isShell = frontEnd.name === 'shell';
  const distDir =
    dir ??
    (isShell
      ? path.join(ROOT, frontEnd.dir, 'dist', env.SHELL_RELEASE || releaseOf(frontEnd))
      : path.join(ROOT, frontEnd.dir, 'dist'));
  const app = Fastify({ logger, trustProxy: proxyTrust(env.TRUST_PROXY) });
  // The environment's config is fixed; CONFIG_FILE is read again whenever it changes, so swapping or rolling back a
  // remote is an edit of that file, seen on the next page load (never a restart, never a request's Host).
  let config: ServedConfig | undefined = isShell ? await runtimeConfigFor(env) : undefined;
  let configStamp = -1;
  const refreshConfig = async () => {
    if (!isShell || !env.CONFIG_FILE) return;
    const { mtimeMs } = await stat(path.resolve(env.CONFIG_FILE));
    if (mtimeMs !== configStamp) [config, configStamp] = [await runtimeConfigFor(env), mtimeMs];
  };
  const hsts = publicOriginOf(env)?.protocol === 'https:';
  const headersFor = (template: string, drawnStyles?: string[]) =>
    securityHeaders({ isShell, config, template, drawnStyles, hsts });

  const apiUrl = apiOriginOf(env);
  // The shop's public address, for the absolute URLs of link previews (README's production table).
  const siteUrl = (publicOriginOf(env)?.origin ?? `http://localhost:${portOf(frontEnd, env)}`).replace(/\/+$/, '');
  if (isShell) proxyApi(app, apiUrl);
  app.addHook('onRequest', async (_request, reply) => {
    await refreshConfig();
    reply.headers(headersFor(''));
  });

  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    index: false,
    cacheControl: false,
    // The shell's server bundle (server/first-screen.cjs) is the server's, not the browser's.
    allowedPath: (pathName) => !(isShell && pathName.startsWith('/server/')),
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(filePath));
      if (!isShell) reply.header('access-control-allow-origin', '*');
      // A plain page (privacy, terms) has its own inline style, named by hash in its policy.
      const page = filePath.replace(/\.(gz|br)$/, '');
      if (isShell && page.endsWith('.html')) {
        for (const [name, value] of Object.entries(headersFor(readFileSync(page, 'utf8')))) reply.header(name, value);
      }
      if (isShell && path.relative(distDir, page) === 'sw.js') reply.header('content-security-policy', WORKER_POLICY);
    },
  });

  if (!isShell) {
    app.setNotFoundHandler((_request, reply) => {
      reply.header('access-control-allow-origin', '*').code(404).send({ error: 'Not found' });
    });
    return app;
  }

  // Re-read after a rebuild (the file's mtime changes); otherwise served from memory.
  let template: { mtimeMs: number; html: string; files: string[] } = { mtimeMs: -1, html: '', files: [] };
  const indexTemplate = async () => {
    const file = path.join(distDir, 'index.html');
    const { mtimeMs } = await stat(file);
    if (mtimeMs !== template.mtimeMs)
      template = { mtimeMs, html: await readFile(file, 'utf8'), files: await readdir(distDir) };
    return template;
  };
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const redirect = entryRedirectOf({ url: request.url, headers: request.headers, distDir });
    if (redirect) {
      // Decided by the device: no cache may hand a phone's answer to a desktop.
      reply.header('cache-control', NO_CACHE).header('vary', 'User-Agent, Sec-CH-UA-Mobile');
      return reply.redirect(redirect, 302);
    }
    const { html: page, files } = await indexTemplate();
    const urlPath = request.url.split('?')[0];
    const language = pageLanguageOf(request.url, request.headers['accept-language']);
    const [indexHtml, firstScreen, preview] = await Promise.all([
      renderIndexHtml(page, config!, urlPath, files, language),
      renderFirstScreenParts({
        url: request.url,
        screen: firstScreenOf(urlPath),
        config: config!,
        apiUrl,
        clientAddress: request.ip,
        distDir,
        language,
        fetchManifest,
      }),
      linkPreviewHead({ url: request.url, language, apiUrl, siteUrl }),
    ]);
    const drawn = withFirstScreen(indexHtml, firstScreen);
    const html = withLinkPreview(drawn.html, preview);
    const { encoding, body } = compressedBody(request, html);
    // The policy's hashes come from the template and the stylesheets drawn in: nothing inside the drawn page is allowed.
    reply.headers(headersFor(page, drawn.drawnStyles));
    reply.header('cache-control', NO_CACHE).header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  };

  app.get('/config.json', async (_request, reply) => {
    return reply.header('cache-control', NO_CACHE).send(config);
  });
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  // History mode: every other page address that is not a file gets the app.
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0]);
    if (wantsPage) return sendIndex(request, reply);
    return reply.code(404).send({ error: 'Not found' });
  });
  return app;
}
