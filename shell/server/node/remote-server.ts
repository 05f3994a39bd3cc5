// A remote's server: every release under its dist/ (`/<release>/mf-manifest.json`: config.json picks one), open to
// the shell's origin (Access-Control-Allow-Origin), and nothing else.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ROOT } from './apps';
import { securityHeaders } from './security-headers';
import { hstsOf } from './server-settings';
import { serveBuiltFiles, type StaticServerOptions } from './static-server';

const ANY_ORIGIN = { 'access-control-allow-origin': '*' };

export async function createRemoteServer({
  app: remote,
  env = process.env,
  logger = false,
  dir,
}: StaticServerOptions): Promise<FastifyInstance> {
  const headers = securityHeaders({ isShell: false, template: '', hsts: hstsOf(env) });
  const app = await serveBuiltFiles({
    env,
    logger,
    distDir: dir ?? path.join(ROOT, remote.dir, 'dist'),
    headers: () => headers,
    fileHeaders: () => ANY_ORIGIN,
  });
  app.setNotFoundHandler((_request, reply) => {
    reply.headers(ANY_ORIGIN).code(404).send({ error: 'Not found' });
  });
  return app;
}
