// A stand-in Telegram Bot API server for tests and benches (grammY's API root pointed at it): records every call
// and answers 429 with retry_after on demand.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Call {
  method: string;
  body: Record<string, unknown>;
  at: number;
}

/** Answers as the Bot API documents: `{ ok: true, result }`, or `{ ok: false, error_code: 429, parameters }`. */
export async function standInBotApi() {
  const calls: Call[] = [];
  let tooManyRequests = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const method = (request.url ?? '').split('/').pop() ?? '';
      calls.push({ method, body: raw ? JSON.parse(raw) : {}, at: Date.now() });
      response.setHeader('content-type', 'application/json');
      if (tooManyRequests > 0) {
        tooManyRequests -= 1;
        response.statusCode = 429;
        response.end(
          JSON.stringify({
            ok: false,
            error_code: 429,
            description: 'Too Many Requests: retry after 1',
            parameters: { retry_after: 1 },
          }),
        );
        return;
      }
      response.end(
        JSON.stringify({
          ok: true,
          result: { message_id: calls.length, date: 0, chat: { id: -100, type: 'group', title: 'Orders' }, text: '' },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiRoot: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    answerTooManyRequests: (times: number) => (tooManyRequests = times),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
