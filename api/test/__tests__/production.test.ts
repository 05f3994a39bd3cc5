// Production mode: the HTTP SMS sender against a fake gateway, and the API started as a deployment starts it
// (NODE_ENV=production, real settings): it serves, sends codes through the gateway, has no development outbox,
// and refuses to start without a required setting, naming it.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HttpSmsSender } from '../../src/services/sms';
import { MallError } from '../../src/errors';
import { createTestDatabase } from '../commerce';
import { createTestApp, databases, md5 } from '../helpers';
import { COMPILED_API_DIR, compileApi, spawnApi, startApi } from '../processes';

interface Received {
  authorization?: string;
  body: { from: string; to: string; text: string };
}

/** A local SMS gateway: answers each request with the next scripted status ('hang': never answers). */
async function fakeGateway(script: Array<number | 'hang'> = []) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
      const next = script.shift() ?? 200;
      if (next === 'hang') return;
      response.writeHead(next, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

const gatewayConfig = (url: string, overrides: Partial<{ timeoutMs: number; retries: number }> = {}) => ({
  url,
  user: 'phsarpenh',
  password: 'gateway-issued-pw',
  senderId: 'PhsarPenh',
  timeoutMs: 2000,
  retries: 2,
  ...overrides,
});

describe('the HTTP SMS sender', () => {
  const log: string[] = [];

  it("posts the code to the gateway with its credentials, sender id, the international number and the shopper's language", async () => {
    const gateway = await fakeGateway();
    try {
      await new HttpSmsSender(gatewayConfig(gateway.url), (line) => log.push(line)).sendVerificationCode(
        '012345678',
        '424242',
        'km',
      );
      expect(gateway.received).toHaveLength(1);
      const [{ authorization, body }] = gateway.received;
      expect(authorization).toBe(`Basic ${Buffer.from('phsarpenh:gateway-issued-pw').toString('base64')}`);
      expect(body).toEqual({ from: 'PhsarPenh', to: '+85512345678', text: expect.stringContaining('424242') });
      expect(body.text).toMatch(/លេខកូដ/);
    } finally {
      await gateway.close();
    }
  });

  it('tries again after a 503 and after no answer within the time-out', async () => {
    const gateway = await fakeGateway([503, 'hang', 200]);
    try {
      await new HttpSmsSender(gatewayConfig(gateway.url, { timeoutMs: 300 }), (line) =>
        log.push(line),
      ).sendVerificationCode('012345678', '111111', 'en');
      expect(gateway.received).toHaveLength(3);
    } finally {
      await gateway.close();
    }
  });

  it('gives up (98) after its retries, and at once on a refusal such as 401', async () => {
    const down = await fakeGateway([503, 503, 503, 200]);
    const refusing = await fakeGateway([401, 200]);
    try {
      const send = (url: string) =>
        new HttpSmsSender(gatewayConfig(url), (line) => log.push(line)).sendVerificationCode(
          '012345678',
          '222222',
          'zh',
        );
      await expect(send(down.url)).rejects.toEqual(new MallError(98));
      expect(down.received).toHaveLength(3);
      await expect(send(refusing.url)).rejects.toEqual(new MallError(98));
      expect(refusing.received).toHaveLength(1);
      expect(log.at(-1)).toMatch(/HTTP 401/);
    } finally {
      await down.close();
      await refusing.close();
    }
  });
});

describe('the development outbox', () => {
  it('answers a caller on this machine only, and only under NODE_ENV=development', async () => {
    const mobile = '012999333';
    const ask = (t: Awaited<ReturnType<typeof createTestApp>>, remoteAddress?: string, headers = {}) =>
      t.app.inject({ url: `/api/dev/outbox?mobile=${mobile}`, remoteAddress, headers });
    const t = await createTestApp('sqlite');
    const proxied = await createTestApp('sqlite', { config: { trustProxy: true } });
    const testMode = await createTestApp('sqlite', { config: { nodeEnv: 'test' } });
    try {
      for (const app of [t, proxied, testMode]) {
        await app.app.inject({ method: 'POST', url: '/api/member/getVcode', payload: { registerOrBind: 1, mobile } });
      }
      expect((await ask(t)).statusCode).toBe(200);
      expect((await ask(t, '::1')).statusCode).toBe(200);
      expect((await ask(t, '192.168.1.20')).json()).toEqual({ codeId: 3, msg: expect.any(String) });
      // Behind a proxy on this machine, the client it names decides.
      expect((await ask(proxied, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
      expect((await ask(proxied, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
      expect((await ask(testMode)).statusCode).toBe(404);
    } finally {
      await Promise.all([t.close(), proxied.close(), testMode.close()]);
    }
  });
});

describe('NODE_ENV=production', () => {
  it('has no development routes even if an app is built with the development sender', async () => {
    const t = await createTestApp('sqlite', { config: { nodeEnv: 'production' } });
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/member/getVcode',
        payload: { registerOrBind: 1, mobile: '012999222' },
      });
      const outbox = await t.app.inject({ url: '/api/dev/outbox?mobile=012999222' });
      expect([outbox.statusCode, outbox.json().codeId]).toEqual([404, 3]);
    } finally {
      await t.close();
    }
  });

  let dir: string;
  let gateway: Awaited<ReturnType<typeof fakeGateway>>;
  // Production runs the compiled JavaScript (`npm start -w api`): so do these.
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-production-'));
    gateway = await fakeGateway();
    compileApi();
  }, 60_000);
  afterAll(async () => {
    await gateway.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(COMPILED_API_DIR, { recursive: true, force: true });
  });

  const productionEnv = (databaseUrl = path.join(dir, 'mall.db')): Record<string, string> => ({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SMS_SENDER: 'http',
    SMS_GATEWAY_URL: gateway.url,
    SMS_GATEWAY_USER: 'phsarpenh',
    SMS_GATEWAY_PASSWORD: 'gateway-issued-pw',
    SMS_SENDER_ID: 'PhsarPenh',
    SANDBOX_PAYMENT_SECRET: 'a-long-random-staging-secret',
    ALLOW_SANDBOX_PAYMENTS: '1',
    PUBLIC_ORIGIN: 'https://shop.example',
  });

  it.each(databases.map(([kind]) => kind))(
    'starts on a new %s database with the required settings, sends codes through the gateway and has no development outbox',
    async (kind) => {
      const database = await createTestDatabase(kind, { empty: true });
      const server = await startApi(productionEnv(database.url), { compiled: true });
      try {
        expect(server.output()).toMatch(/catalogue is empty: load the demo mall with `npm run mall -- seed`/);
        expect(server.output()).toMatch(/Mall API \(production mode\) listening/);
        const outbox = await fetch(`${server.base}/dev/outbox?mobile=012999111`);
        expect(outbox.status).toBe(404);
        expect(((await outbox.json()) as { codeId: number }).codeId).toBe(3);

        const post = (url: string, body: object) =>
          fetch(`${server.base}/${url}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'accept-language': 'zh' },
            body: JSON.stringify(body),
          });
        expect((await post('member/getVcode', { registerOrBind: 1, mobile: '012999111' })).status).toBe(200);
        const sms = gateway.received.at(-1)!.body;
        expect(sms.to).toBe('+85512999111');
        const code = /(\d{6})/.exec(sms.text)![1];
        expect(
          (await post('member/register', { mobile: '012999111', password: md5('secret123'), validCode: code })).status,
        ).toBe(200);
      } finally {
        await server.stop();
        await database.drop();
      }
    },
    120_000,
  );

  it.each(['Production', 'prod', ' production', 'production '])(
    'refuses to start with NODE_ENV=%j, naming the setting (a typo is not development mode)',
    async (value) => {
      const server = await spawnApi({ ...productionEnv(), NODE_ENV: value }, { compiled: true });
      try {
        const started = new Promise((resolve) => setTimeout(() => resolve('still running after 20 s'), 20_000));
        expect(await Promise.race([server.exited, started])).toBe(1);
        expect(server.output()).toMatch(/Configuration error: NODE_ENV must be one of development, test, production/);
      } finally {
        await server.stop();
      }
    },
    60_000,
  );

  it.each(['SMS_GATEWAY_PASSWORD', 'SANDBOX_PAYMENT_SECRET', 'PUBLIC_ORIGIN'])(
    'refuses to start without %s, naming it',
    async (name) => {
      const env = productionEnv();
      // Set but empty, so that a value in this process's environment cannot stand in for it.
      env[name] = '';
      const server = await spawnApi(env, { compiled: true });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(new RegExp(`Configuration error: .*${name}`));
    },
    60_000,
  );
});
