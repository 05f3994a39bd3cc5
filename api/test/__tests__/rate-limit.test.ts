// Per-client limits on the sign-in calls and the product lists: 429 with code 123 past the limit, per address,
// counted in this process or, with Redis, across processes.
import { randomInt } from 'node:crypto';
import net from 'node:net';
import { createTestApp, uniqueMobile, md5, type TestApp } from '../helpers';
import { ERROR_MESSAGES } from '../../src/errors';
import { ERROR_CODE } from '../../src/schemas/codes';

const LOW = { authRequestsPerMinute: 3, browseRequestsPerMinute: 5 };
// Other test runs may share the Redis: an address of our own keeps our counts apart.
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const login = (t: TestApp, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/member/login',
    remoteAddress,
    payload: { userMobile: uniqueMobile(), loginPassword: md5('x') },
  });
const search = (t: TestApp, remoteAddress: string) =>
  t.app.inject({ url: '/api/prod/pageBySearch?prodName=a', remoteAddress });

describe('rate limits in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { config: LOW });
  });
  afterAll(() => t.close());

  it('answers 429/123 with the catalogue message past the limit, to that address only', async () => {
    const address = someAddress();
    for (let i = 0; i < LOW.authRequestsPerMinute; i++) expect((await login(t, address)).json().codeId).toBe(114);
    const limited = await login(t, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ codeId: ERROR_CODE.tooManyAttempts, msg: ERROR_MESSAGES[123] });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login(t, someAddress())).json().codeId).toBe(114);
    // Other calls are not limited.
    expect((await t.app.inject({ url: '/api/indexImgs', remoteAddress: address })).statusCode).toBe(200);
  });

  it('lets at most the limit through when a burst of searches arrives at once', async () => {
    const address = someAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, () => search(t, address)));
    const passed = answers.filter((a) => a.statusCode === 200).length;
    // Exactly the limit: each request of the burst reads its own count (plugins/rate-limit.ts, MemoryStore).
    expect(passed).toBe(LOW.browseRequestsPerMinute);
    expect(answers.filter((a) => a.statusCode === 429 && a.json().codeId === ERROR_CODE.tooManyAttempts)).toHaveLength(
      20 - passed,
    );
    // One after another: exactly the limit (a fresh address).
    const other = someAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= LOW.browseRequestsPerMinute; i++) statuses.push((await search(t, other)).statusCode);
    expect(statuses).toEqual([...Array(LOW.browseRequestsPerMinute).fill(200), 429]);
  });

  it('says so in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/member/getVcode', 'post'],
      ['/api/member/register', 'post'],
      ['/api/member/login', 'post'],
      ['/api/member/forget', 'post'],
      ['/api/prod/pageBySearch', 'get'],
      ['/api/prod/prodListByTagIdSelect', 'post'],
    ]) {
      expect(doc.paths[path][method].description).toMatch(/429 with codeId 123/);
    }
    expect(doc.paths['/api/prod/prodInfo'].get.description ?? '').not.toMatch(/429/);
    expect(doc.paths['/api/member/getVcode'].post.description).toMatch(
      /10 in 24 hours \(CODES_PER_MOBILE_PER_DAY\); more: HTTP 429 with codeId 22/,
    );
  });
});

describe('rate limits when Redis does not answer', () => {
  it('lets requests through (the shop stays open)', async () => {
    const t = await createTestApp('sqlite', { config: { ...LOW, redisUrl: 'redis://127.0.0.1:1' } });
    try {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 5 }, () => login(t, someAddress())));
      expect(answers.map((a) => a.json().codeId)).toEqual([114, 114, 114, 114, 114]);
      console.log(`5 sign-ins with Redis down: ${Date.now() - started} ms`);
    } finally {
      await t.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp('sqlite', { config: { ...LOW, redisUrl } });
    b = await createTestApp('sqlite', { config: { ...LOW, redisUrl } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('two API instances count one limit for an address', async () => {
    const address = someAddress();
    expect((await login(a, address)).json().codeId).toBe(114);
    expect((await login(b, address)).json().codeId).toBe(114);
    expect((await login(a, address)).json().codeId).toBe(114);
    const limited = await login(b, address);
    expect([limited.statusCode, limited.json().codeId]).toEqual([429, 123]);
    expect((await login(a, address)).statusCode).toBe(429);
    expect((await login(b, someAddress())).statusCode).toBe(404);
  });
});

/** A TCP proxy to Redis that the test cuts (every connection ended, new ones refused) and puts back. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  const listen = (port = 0) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen();
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    restore: () => listen(port),
    close: () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  };
}

(redisUrl ? describe : describe.skip)('rate limits when Redis goes away under way', () => {
  it('counts while Redis answers, lets requests through while it is gone, and counts again once it is back', async () => {
    const proxy = await cuttableProxy(new URL(redisUrl!));
    const t = await createTestApp('sqlite', { config: { ...LOW, redisUrl: proxy.url } });
    const address = someAddress();
    try {
      for (let i = 0; i < LOW.authRequestsPerMinute; i += 1) expect((await login(t, address)).statusCode).toBe(404);
      expect((await login(t, address)).statusCode).toBe(429);

      await proxy.cut();
      const started = Date.now();
      const whileGone = await Promise.all(Array.from({ length: 5 }, () => login(t, address)));
      // Open: the limited address is let through (its code says the mobile is unknown), each within seconds.
      expect(whileGone.map((a) => a.json().codeId)).toEqual([114, 114, 114, 114, 114]);
      expect(Date.now() - started).toBeLessThan(5000);

      await proxy.restore();
      let limitedAgain = false;
      for (const deadline = Date.now() + 10_000; !limitedAgain && Date.now() < deadline;) {
        limitedAgain = (await login(t, address)).statusCode === 429;
        if (!limitedAgain) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(limitedAgain).toBe(true);
    } finally {
      await t.close();
      await proxy.close();
    }
  }, 30_000);
});
