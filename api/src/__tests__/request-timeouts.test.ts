// Slow clients (issue 36, item 12): a request or its headers sent a byte at a time are cut off at the time-outs, on
// a real socket, as the API is reached without nginx in front.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/helpers';

const REQUEST_TIMEOUT_MS = 3000;
const HEADERS_TIMEOUT_MS = 2000;
/** Node checks its time-outs once a second (app.ts): one check's lateness, and a second for a loaded machine. */
const SLACK_MS = 2500;
/** How long the slow client goes on sending if nothing stops it. */
const SENDS_FOR_MS = REQUEST_TIMEOUT_MS + SLACK_MS + 4000;

/** Sends `head` at once, then `trickle` one byte a second; answers when and with what the server ended it. */
function slowClient(port: number, head: string, trickle: string): Promise<{ cutAfterMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      clearInterval(timer);
      socket.destroy();
      resolve({ cutAfterMs: Date.now() - started, answer });
    };
    const timer = setInterval(() => {
      if (Date.now() - started > SENDS_FOR_MS) return finish();
      if (!socket.destroyed) socket.write(trickle[sent++ % trickle.length]!);
    }, 1000);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', finish);
    socket.on('error', finish);
  });
}

describe('request time-outs', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      config: { requestTimeoutMs: REQUEST_TIMEOUT_MS, headersTimeoutMs: HEADERS_TIMEOUT_MS },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('a sign-in body sent one byte a second is cut at the request time-out (408)', async () => {
    const head =
      'POST /api/merchant/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n{"login":"';
    const { cutAfterMs, answer } = await slowClient(port, head, 'abcdefghijklmnopqrstuvwxyz');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(cutAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(cutAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
  }, 30_000);

  it('headers sent one byte a second are cut at the headers time-out (408)', async () => {
    const { cutAfterMs, answer } = await slowClient(
      port,
      'GET /api/site/info HTTP/1.1\r\n',
      'X-Slow: aaaaaaaaaaaaaaaa',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(cutAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(cutAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
  }, 30_000);

  it('a request sent in time is answered as usual', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/merchant/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'nobody', password: 'not the password' }),
    });
    expect(res.status).toBe(401);
  });
});
