// Two API processes on one PostgreSQL database: sessions and stock are the database's, not a process's.
import { createHash } from 'node:crypto';
import { openDatabase } from '../../src/db';
import { createTestDatabase, onSaleSkus, quickMember, recTimeIn, setSku, stockOf } from '../commerce';
import { call, startApi, type ApiProcess } from '../processes';

const run = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const ENV = { NODE_ENV: 'test', RATE_LIMIT_AUTH_PER_MINUTE: '100000', RATE_LIMIT_BROWSE_PER_MINUTE: '100000' };

run('two API processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let servers: ApiProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    servers = await Promise.all([startApi({ ...ENV, DATABASE_URL: database.url }), startApi({ ...ENV, DATABASE_URL: database.url })]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
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
