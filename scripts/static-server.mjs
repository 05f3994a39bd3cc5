// Static server for one front-end app's builds (shell or a remote). Runs inside `npm start` or alone:
//   node scripts/static-server.mjs mf-catalog            (port from CATALOG_PORT, default 8081)
//   node scripts/static-server.mjs shell                 (port from SHELL_PORT, default 8080)
import { readdir, readFile, stat } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { entryRedirectOf, renderFirstScreenParts, withFirstScreen } from './render-first-screen.mjs';
import fastifyStatic from '@fastify/static';
import { securityHeaders } from './security-headers.mjs';
import { remotePageAt } from './page-table.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The front-end apps: workspace directory, federation name, port env and default port. */
export const APPS = [
  { dir: 'shell', name: 'shell', portEnv: 'SHELL_PORT', defaultPort: 8080 },
  { dir: 'mf-catalog', name: 'catalog', portEnv: 'CATALOG_PORT', defaultPort: 8081 },
  { dir: 'mf-checkout', name: 'checkout', portEnv: 'CHECKOUT_PORT', defaultPort: 8082 },
  { dir: 'mf-account', name: 'account', portEnv: 'ACCOUNT_PORT', defaultPort: 8083 },
  { dir: 'mf-merchant', name: 'merchant', portEnv: 'MERCHANT_PORT', defaultPort: 8084 },
];
export const REMOTES = APPS.filter((app) => app.name !== 'shell');

/** An app's release: the version in its package.json (under `root`, the repository by default). */
export function releaseOf(app, root = ROOT) {
  return JSON.parse(readFileSync(path.join(root, app.dir, 'package.json'), 'utf8')).version;
}

/** Where an app's current release is built: dist/<release>/, beside the releases before it. */
export function releaseDirOf(app, root = ROOT) {
  return path.join(root, app.dir, 'dist', releaseOf(app, root));
}

export function portOf(app, env = process.env) {
  return Number(env[app.portEnv] || app.defaultPort);
}

const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const NO_CACHE = 'no-cache';
const LONG_CACHE = 'public, max-age=31536000, immutable';

function setHeader(target, name, value) {
  if (typeof target.setHeader === 'function') target.setHeader(name, value);
  else target.header(name, value);
}

function cacheControlFor(filePath) {
  return HASHED_FILE.test(filePath.replace(/\.(gz|br)$/, '')) ? LONG_CACHE : NO_CACHE;
}

/**
 * The runtime config, from configuration only (never from a request's Host): CONFIG_FILE if given, else the
 * environment, each remote at REMOTE_<NAME>_URL or on PUBLIC_HOST (default localhost) at its port.
 */
export async function runtimeConfigFor(env = process.env) {
  if (env.CONFIG_FILE) return JSON.parse(await readFile(path.resolve(env.CONFIG_FILE), 'utf8'));
  const host = env.PUBLIC_HOST || 'localhost';
  const remoteUrl = (app) =>
    env[`REMOTE_${app.name.toUpperCase()}_URL`] ||
    `http://${host}:${portOf(app, env)}/${releaseOf(app)}/mf-manifest.json`;
  return {
    apiBaseUrl: env.API_BASE_URL || '/api',
    imagePath: env.IMAGE_PATH || '',
    remotes: Object.fromEntries(REMOTES.map((app) => [app.name, remoteUrl(app)])),
  };
}

/** Which remote module draws the first screen of a path: `/` and the bases show the home page. */
export function firstScreenOf(urlPath) {
  if (urlPath === '/' || /^\/(laptop|mobile)\/?$/.test(urlPath)) return remotePageAt('mobile', 'index');
  const [, face, page = '', child = ''] = urlPath.split('/');
  if (page === 'centre' && ['about', 'contact', 'help', 'refund', 'download'].includes(child)) return undefined;
  // A path's first segment is the page key of its top route; below it (but a category), only the remote is known.
  const target = remotePageAt(face, page);
  return target && { remote: target.remote, expose: child && page !== 'classify' ? undefined : target.expose };
}

/** Remote manifests, fetched by the shell server to name the remote entry in preload hints. */
const manifestCache = new Map();
async function fetchManifest(url) {
  const cached = manifestCache.get(url);
  if (cached && Date.now() - cached.at < 10_000) return cached.manifest;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(300) });
    const manifest = response.ok ? await response.json() : undefined;
    manifestCache.set(url, { at: Date.now(), manifest });
    return manifest;
  } catch {
    manifestCache.set(url, { at: Date.now(), manifest: undefined });
    return undefined;
  }
}

function escapeAttribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

async function preloadHints(config, urlPath) {
  const screen = firstScreenOf(urlPath);
  const manifestUrl = screen && config.remotes?.[screen.remote];
  if (!manifestUrl) return '';
  const links = [`<link rel="preload" href="${escapeAttribute(manifestUrl)}" as="fetch" crossorigin="anonymous">`];
  const manifest = await fetchManifest(manifestUrl);
  const entry = manifest?.metaData?.remoteEntry;
  const entryName = entry ? path.posix.join(entry.path || '', entry.name) : 'remoteEntry.js';
  links.push(`<link rel="preload" href="${escapeAttribute(new URL(entryName, manifestUrl))}" as="script">`);
  const expose = manifest?.exposes?.find((candidate) => candidate.name === screen.expose);
  for (const file of expose?.assets?.css?.sync ?? []) {
    links.push(`<link rel="preload" href="${escapeAttribute(new URL(file, manifestUrl))}" as="style">`);
  }
  for (const file of expose?.assets?.js?.sync ?? []) {
    links.push(`<link rel="preload" href="${escapeAttribute(new URL(file, manifestUrl))}" as="script">`);
  }
  return links.join('');
}

/**
 * The shell's chunk of the face a path shows (`face-mobile.<hash>.js` and its CSS, named in
 * shell/src/routing/page-sources.ts): bootstrap asks for it only once it runs, so hint it from the page.
 */
export function faceLayoutHints(shellFiles, urlPath) {
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

/** Inline the config (and the hints that break the request chain) into the built index.html. */
export async function renderIndexHtml(template, config, urlPath, shellFiles = []) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const hints = faceLayoutHints(shellFiles, urlPath) + (await preloadHints(config, urlPath));
  // A data block, not a script: the page's Content-Security-Policy allows no inline script.
  const head = `<script type="application/json" id="mall-config">${json}</script>${hints}`;
  return template.replace('</head>', `${head}</head>`);
}

function compressedBody(request, html) {
  const accepts = String(request.headers['accept-encoding'] || '');
  if (/\bbr\b/.test(accepts)) return { encoding: 'br', body: brotliCompressSync(html) };
  if (/\bgzip\b/.test(accepts)) return { encoding: 'gzip', body: gzipSync(html) };
  return { encoding: undefined, body: html };
}

/** Streams /api/* to the API server without parsing (the browser sees one origin). */
function proxyApi(app, apiUrl) {
  const target = new URL(apiUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') return done();
    reply.hijack();
    const headers = { ...request.headers, host: target.host, 'x-forwarded-for': request.ip };
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers, agent },
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

/**
 * A remote's server serves every release under dist/ (`/<release>/mf-manifest.json`: config.json picks one);
 * the shell's serves its current release (`SHELL_RELEASE`, else its package.json version) at the root.
 * @param {{ app: typeof APPS[number], env?: NodeJS.ProcessEnv, logger?: boolean, dir?: string }} options
 *   `dir`: serve this folder instead (another build of the app)
 */
export async function createStaticServer({ app: frontEnd, env = process.env, logger = false, dir }) {
  const isShell = frontEnd.name === 'shell';
  const distDir =
    dir ??
    (isShell
      ? path.join(ROOT, frontEnd.dir, 'dist', env.SHELL_RELEASE || releaseOf(frontEnd))
      : path.join(ROOT, frontEnd.dir, 'dist'));
  const app = Fastify({ logger });
  // The environment's config is fixed; CONFIG_FILE is read again whenever it changes, so swapping or rolling back a
  // remote is an edit of that file, seen on the next page load (never a restart, never a request's Host).
  let config = isShell ? await runtimeConfigFor(env) : undefined;
  let configStamp = -1;
  const refreshConfig = async () => {
    if (!isShell || !env.CONFIG_FILE) return;
    const { mtimeMs } = await stat(path.resolve(env.CONFIG_FILE));
    if (mtimeMs !== configStamp) [config, configStamp] = [await runtimeConfigFor(env), mtimeMs];
  };
  const headersFor = (html) => securityHeaders({ isShell, config, html });

  const apiUrl = env.API_URL || `http://127.0.0.1:${env.API_PORT || 4000}`;
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
    setHeaders(res, filePath) {
      setHeader(res, 'cache-control', cacheControlFor(filePath));
      if (!isShell) setHeader(res, 'access-control-allow-origin', '*');
      // A plain page (privacy, terms) has its own inline style, named by hash in its policy.
      const page = filePath.replace(/\.(gz|br)$/, '');
      if (isShell && page.endsWith('.html')) {
        for (const [name, value] of Object.entries(headersFor(readFileSync(page, 'utf8')))) setHeader(res, name, value);
      }
    },
  });

  if (!isShell) {
    app.setNotFoundHandler((_request, reply) => {
      reply.header('access-control-allow-origin', '*').code(404).send({ error: 'Not found' });
    });
    return app;
  }

  // Re-read after a rebuild (the file's mtime changes); otherwise served from memory.
  let template = { mtimeMs: -1, html: '', files: [] };
  const indexTemplate = async () => {
    const file = path.join(distDir, 'index.html');
    const { mtimeMs } = await stat(file);
    if (mtimeMs !== template.mtimeMs)
      template = { mtimeMs, html: await readFile(file, 'utf8'), files: await readdir(distDir) };
    return template;
  };
  const sendIndex = async (request, reply) => {
    const redirect = entryRedirectOf({ url: request.url, headers: request.headers, distDir });
    if (redirect) {
      // Decided by the device: no cache may hand a phone's answer to a desktop.
      reply.header('cache-control', NO_CACHE).header('vary', 'User-Agent, Sec-CH-UA-Mobile');
      return reply.redirect(redirect, 302);
    }
    const { html: page, files } = await indexTemplate();
    const urlPath = request.url.split('?')[0];
    const [indexHtml, firstScreen] = await Promise.all([
      renderIndexHtml(page, config, urlPath, files),
      renderFirstScreenParts({
        url: request.url,
        screen: firstScreenOf(urlPath),
        config,
        apiUrl,
        distDir,
        acceptLanguage: request.headers['accept-language'],
        fetchManifest,
      }),
    ]);
    const html = withFirstScreen(indexHtml, firstScreen);
    const { encoding, body } = compressedBody(request, html);
    reply.headers(headersFor(html));
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

async function main() {
  const name = process.argv[2] || 'shell';
  const frontEnd = APPS.find((app) => app.dir === name || app.name === name);
  if (!frontEnd) throw new Error(`Unknown app "${name}"; one of ${APPS.map((app) => app.dir).join(', ')}`);
  if (!existsSync(releaseDirOf(frontEnd))) {
    throw new Error(
      `${path.relative(ROOT, releaseDirOf(frontEnd))} is missing: run "npm run build -w ${frontEnd.dir}" first`,
    );
  }
  const server = await createStaticServer({ app: frontEnd });
  const port = portOf(frontEnd);
  await server.listen({ port, host: process.env.HOST || '0.0.0.0' });
  console.log(`${frontEnd.dir} serving on http://localhost:${port}/`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] || '').href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
