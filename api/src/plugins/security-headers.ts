// Security headers on every API answer (the shell's and the remotes' are in shell/server/node/security-headers.ts).
// The API answers JSON and SVG, never a page, except the OpenAPI viewer at /api/docs, which loads its own files
// (its bundle adds style elements as it runs).
import type { FastifyInstance } from 'fastify';

const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const DOCS_POLICY =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
const COMMON = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' };

export function registerSecurityHeaders(app: FastifyInstance): void {
  const api = { ...COMMON, 'content-security-policy': API_POLICY };
  const docs = { ...COMMON, 'content-security-policy': DOCS_POLICY };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/docs') ? docs : api);
    done();
  });
}
