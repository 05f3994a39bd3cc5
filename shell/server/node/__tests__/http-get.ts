// The front-end servers' tests: a plain GET (the headers as given, Host included) and a server on a free port.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function get(port: number, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

/** Listens on a free loopback port (the server joins `servers`, to be closed after the suite). */
export async function listen(servers: FastifyInstance[], server: FastifyInstance): Promise<number> {
  servers.push(server);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}
