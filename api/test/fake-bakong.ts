// A local stand-in for Bakong's open API (POST /v1/check_transaction_by_md5 and /v1/generate_deeplink_by_qr), for the
// KHQR provider's tests.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeBakong {
  url: string;
  /** Transactions by the md5 of their QR string, as Bakong's `data` field. */
  transactions: Map<string, unknown>;
  requests: { path: string | undefined; authorization: string | undefined; md5: string }[];
  /** The short-link requests, as sent. */
  deeplinkRequests: { authorization: string | undefined; body: unknown }[];
  /** The next request answers HTTP 500. */
  failNext(): void;
  close(): Promise<void>;
}

export async function startFakeBakong(): Promise<FakeBakong> {
  const transactions = new Map<string, unknown>();
  const requests: FakeBakong['requests'] = [];
  const deeplinkRequests: FakeBakong['deeplinkRequests'] = [];
  let fail = false;
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    response.setHeader('content-type', 'application/json');
    response.setHeader('connection', 'close'); // no keep-alive socket outlives the test
    if (request.url === '/v1/generate_deeplink_by_qr') {
      const sent = JSON.parse(body) as { qr: string };
      deeplinkRequests.push({ authorization: request.headers.authorization, body: sent });
      if (fail) {
        fail = false;
        response.statusCode = 500;
        response.end('{}');
        return;
      }
      const id = createHash('md5').update(sent.qr).digest('hex').slice(0, 10);
      response.end(
        JSON.stringify({
          responseCode: 0,
          responseMessage: 'Getting Deeplink successfully.',
          errorCode: null,
          data: { shortLink: `https://bakong.page.link/${id}` },
        }),
      );
      return;
    }
    const { md5 } = JSON.parse(body) as { md5: string };
    requests.push({ path: request.url, authorization: request.headers.authorization, md5 });
    if (request.url !== '/v1/check_transaction_by_md5' || fail) {
      fail = false;
      response.statusCode = 500;
      response.end('{}');
      return;
    }
    const data = transactions.get(md5);
    response.end(
      JSON.stringify(
        data
          ? { responseCode: 0, responseMessage: 'Getting transaction successfully.', errorCode: null, data }
          : {
              responseCode: 1,
              responseMessage: 'Transaction could not be found. Please check and try again.',
              errorCode: 1,
              data: null,
            },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    transactions,
    requests,
    deeplinkRequests,
    failNext: () => {
      fail = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
