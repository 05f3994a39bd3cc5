// What the front-end apps' servers share (shell-app-server.ts, remote-server.ts): a Fastify server of an app's built
// files, precompressed, cached by name (hashed names for a year, the rest checked each time), with the security
// headers on every answer. `npm start` runs one per app; alone: shell/server/node/shell-server.ts.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { FrontEndApp } from './apps';
import { proxyTrust } from './server-settings';

const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
export const NO_CACHE = 'no-cache';
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** `dir`: serve this folder instead (another build of the app). */
export interface StaticServerOptions {
  app: FrontEndApp;
  env?: NodeJS.ProcessEnv;
  logger?: boolean;
  dir?: string;
}

export interface FileServer {
  env: NodeJS.ProcessEnv;
  logger: boolean;
  /** The folder served at the root. */
  distDir: string;
  /** Set up before the headers hook (the shell's /api proxy answers before it). */
  setUp?: (app: FastifyInstance) => void;
  /** The headers of every answer, read anew for each request. */
  headers: () => Promise<Record<string, string>> | Record<string, string>;
  /** A built file's own headers, beside its cache-control (`file`: its path, without .gz or .br). */
  fileHeaders: (file: string) => Record<string, string>;
  allowedPath?: (pathName: string) => boolean;
}

/** The server of an app's built files; the app's own routes go on it after. */
export async function serveBuiltFiles({
  env,
  logger,
  distDir,
  setUp,
  headers,
  fileHeaders,
  allowedPath,
}: FileServer): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: proxyTrust(env.TRUST_PROXY) });
  setUp?.(app);
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(await headers());
  });
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    index: false,
    cacheControl: false,
    allowedPath,
    setHeaders(reply, filePath) {
      const file = filePath.replace(/\.(gz|br)$/, '');
      reply.header('cache-control', HASHED_FILE.test(file) ? LONG_CACHE : NO_CACHE);
      for (const [name, value] of Object.entries(fileHeaders(file))) reply.header(name, value);
    },
  });
  return app;
}
