// Security headers on every API answer, and no-store on every staff answer (the shell's and the remotes' are in shell/server/node/security-headers.ts).
// The API answers JSON and SVG, never a page, except the OpenAPI viewer at /api/docs, which loads its own files
// (its bundle adds style elements as it runs).
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const DOCS_POLICY =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
const COMMON = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' };

// A year, the shop's own host only: its subdomains may be someone else's to decide.
const HSTS = { 'strict-transport-security': 'max-age=31536000' };

/**
 * HSTS when the shop is HTTPS: its public origin says so (PUBLIC_ORIGIN), or a trusted proxy's X-Forwarded-Proto
 * does for the request (Fastify's request.protocol believes it only with TRUST_PROXY).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { publicOrigin, trustProxy }: Pick<AppConfig, 'publicOrigin' | 'trustProxy'>,
): void {
  const alwaysHttps = publicOrigin?.startsWith('https://') === true;
  const api = { ...COMMON, 'content-security-policy': API_POLICY };
  const docs = { ...COMMON, 'content-security-policy': DOCS_POLICY };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/docs') ? docs : api);
    // Staff answers hold shoppers' mobiles and addresses, the staff list, the bank account: no cache keeps them, a
    // refusal included (set before any route runs, so every answer of the path carries it).
    if (request.url.startsWith('/api/merchant/')) reply.header('cache-control', 'no-store');
    if (alwaysHttps || (trustProxy !== false && request.protocol === 'https')) reply.headers(HSTS);
    done();
  });
}
