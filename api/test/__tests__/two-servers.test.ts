// Two API processes on one PostgreSQL database: sessions and stock are the database's, not a process's.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { openDatabase } from '../../src/db';
import { createTestDatabase, onSaleSkus, quickMember, recTimeIn, setSku, stockOf, type Answer } from '../commerce';

const run = process.env.TEST_DATABASE_URL ? describe : describe.skip;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const started: ChildProcess[] = [];

async function startServer(databaseUrl: string): Promise<{ base: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/server.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, DATABASE_URL: databaseUrl, API_PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', RATE_LIMIT_AUTH_PER_MINUTE: '100000', RATE_LIMIT_BROWSE_PER_MINUTE: '100000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + 60_000; // a loaded 2-core machine takes its time to compile and start
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited: ${output}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, process: child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the API did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function call(base: string, method: 'GET' | 'POST', url: string, token?: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${base}/${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

run('two API processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let servers: { base: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    servers = await Promise.all([startServer(database.url), startServer(database.url)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      started.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
    await database?.drop();
  }, 30_000);

  it('a token from one works on the other, and signing out on one ends it on both', async () => {
    const [a, b] = servers.map((s) => s.base);
    const mobile = '012999888';
    expect((await call(a, 'POST', 'member/getVcode', undefined, { registerOrBind: 1, mobile })).status).toBe(200);
    const { code } = (await call(a, 'GET', `dev/outbox?mobile=${mobile}`)).body.data;
    const password = createHash('md5').update('secret123').digest('hex');
    const registered = await call(b, 'POST', 'member/register', undefined, { mobile, password, validCode: code });
    expect(registered.status).toBe(200);
    const { token } = registered.body.data;
    expect(await call(a, 'GET', 'shopCart/info', token)).toEqual({ status: 200, body: { data: { list: [] } } });
    expect((await call(b, 'GET', 'address/list', token)).status).toBe(200);
    expect((await call(a, 'GET', 'member/logout', token)).status).toBe(200);
    expect((await call(b, 'GET', 'shopCart/info', token)).body.codeId).toBe(112);
  }, 15_000);

  it('50 buyers across both processes for the last 10 units: exactly 10 orders', async () => {
    const opened = await openDatabase(database.url);
    try {
      const [sku] = await onSaleSkus(opened.db, 1, 2);
      await setSku(opened.db, sku.skuId, { stock: 10 });
      const orderItem = { shopId: sku.shopId, prodId: sku.prodId, skuId: sku.skuId, prodCount: 1 };
      const buyers = await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          const base = servers[i % 2].base;
          const { token } = await quickMember(opened.db);
          const address = await call(base, 'POST', 'address/addAddr', token, { receiver: 'Vanna', mobile: '011222333', addr: 'Street 63', addrType: 1 });
          const confirmation = await call(base, 'POST', 'order/CreateOrderConfirmation', token, { orderItem });
          return { token, base, body: { orderNumber: confirmation.body.data.orderNumber, addrId: address.body.data.addrId, recTime: recTimeIn(24), paymentMethod: 2 } };
        }),
      );
      const answers = await Promise.all(buyers.map(({ token, base, body }) => call(base, 'POST', 'order/confirmation', token, body)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
      expect(answers.filter((a) => a.status === 409 && a.body.codeId === 120)).toHaveLength(40);
      expect(await stockOf(opened.db, sku.skuId)).toBe(0);
      expect(await opened.db.selectFrom('order_item').select('id').where('sku_id', '=', sku.skuId).execute()).toHaveLength(10);
    } finally {
      await opened.close();
    }
  }, 30_000);
});
