// The shell's server: its current release (`SHELL_RELEASE`, else its package.json version) at the root, its pages
// with the server-drawn first screen and link previews, the /api proxy and the runtime config.
import { readFileSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { proxyApi } from './api-proxy';
import { ROOT, portOf, releaseOf } from './apps';
import { FirstScreen } from './first-screen-html';
import { compressedBody, renderIndexHtml } from './index-html';
import { LinkPreviews, pageLanguageOf, withLinkPreview } from './link-preview';
import { firstScreenOf } from './page-table';
import { createManifestReader, type ReadManifest } from './remote-manifests';
import { WORKER_POLICY, securityHeaders, type ServedConfig } from './security-headers';
import { apiOriginOf, hstsOf, publicOriginOf, runtimeConfigFor } from './server-settings';
import { NO_CACHE, serveBuiltFiles, type StaticServerOptions } from './static-server';
import { withFirstScreen } from './take-over';

export interface ShellServerOptions extends StaticServerOptions {
  /** Its first screens and its reader of the remotes' manifests (a test passes its own to watch them). */
  firstScreen?: FirstScreen;
  readManifest?: ReadManifest;
}

export async function createShellServer({
  app: shell,
  env = process.env,
  logger = false,
  dir,
  firstScreen = new FirstScreen(),
  readManifest = createManifestReader(),
}: ShellServerOptions): Promise<FastifyInstance> {
  const distDir = dir ?? path.join(ROOT, shell.dir, 'dist', env.SHELL_RELEASE || releaseOf(shell));
  // The environment's config is fixed; CONFIG_FILE is read again whenever it changes, so swapping or rolling back a
  // remote is an edit of that file, seen on the next page load (never a restart, never a request's Host).
  let config: ServedConfig = await runtimeConfigFor(env);
  let configStamp = -1;
  const refreshConfig = async () => {
    if (!env.CONFIG_FILE) return;
    const { mtimeMs } = await stat(path.resolve(env.CONFIG_FILE));
    if (mtimeMs !== configStamp) [config, configStamp] = [await runtimeConfigFor(env), mtimeMs];
  };
  const hsts = hstsOf(env);
  const headersFor = (template: string, drawnStyles?: string[]) =>
    securityHeaders({ isShell: true, config, template, drawnStyles, hsts });
  const apiUrl = apiOriginOf(env);
  // The shop's public address, for the absolute URLs of link previews (README's production table).
  const siteUrl = (publicOriginOf(env)?.origin ?? `http://localhost:${portOf(shell, env)}`).replace(/\/+$/, '');
  const linkPreviews = new LinkPreviews();

  const app = await serveBuiltFiles({
    env,
    logger,
    distDir,
    setUp: (server) => proxyApi(server, apiUrl),
    headers: async () => {
      await refreshConfig();
      return headersFor('');
    },
    // A plain page (privacy, terms) has its own inline style, named by hash in its policy.
    fileHeaders: (file) => {
      if (file.endsWith('.html')) return headersFor(readFileSync(file, 'utf8'));
      if (path.relative(distDir, file) === 'sw.js') return { 'content-security-policy': WORKER_POLICY };
      return {};
    },
    // The shell's server bundle (server/first-screen.cjs) is the server's, not the browser's.
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
  });

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
    const redirect = firstScreen.entryRedirectOf(request.url, request.headers, distDir);
    if (redirect) {
      // Decided by the device: no cache may hand a phone's answer to a desktop.
      reply.header('cache-control', NO_CACHE).header('vary', 'User-Agent, Sec-CH-UA-Mobile');
      return reply.redirect(redirect, 302);
    }
    const { html: page, files } = await indexTemplate();
    const urlPath = request.url.split('?')[0];
    const language = pageLanguageOf(request.url, request.headers['accept-language']);
    const [indexHtml, parts, preview] = await Promise.all([
      renderIndexHtml(page, config, urlPath, { shellFiles: files, language, readManifest }),
      firstScreen.partsFor({
        url: request.url,
        screen: firstScreenOf(urlPath),
        config,
        apiUrl,
        clientAddress: request.ip,
        distDir,
        language,
        fetchManifest: readManifest,
      }),
      linkPreviews.headFor({ url: request.url, language, apiUrl, siteUrl }),
    ]);
    const drawn = withFirstScreen(indexHtml, parts);
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
