// The shell's /api proxy: the browser sees one origin, the API server answers.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The API's address for a request: /api/* as it is, /robots.txt and the sitemaps from /api/crawl/; else none. */
function apiPathOf(url: string): string | undefined {
  if (url.startsWith('/api/') || url === '/api') return url;
  if (/^\/(robots\.txt|sitemap(-[a-z0-9-]+)?\.xml)(\?|$)/.test(url)) return `/api/crawl${url}`;
  return undefined;
}

/** Streams /api/* (and the crawlers' files) to the API server without parsing (the browser sees one origin). */
export function proxyApi(app: FastifyInstance, apiUrl: string): void {
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
    // A browser that goes before the answer ends (the console's event stream, closed) ends the API's side too.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) upstream.destroy();
    });
    request.raw.pipe(upstream);
  });
}
