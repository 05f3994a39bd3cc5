// The server goes down in the middle of a burst of orders and comes back: stock, orders and their items still
// agree, and the shoppers' retries (same orderNumbers) make each order at most once.
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { databases } from '../helpers';
import { openDatabase, type Db } from '../../src/db';
import { buildApp } from '../../src/app';
import {
  addAddress,
  client,
  type Answer,
  createTestDatabase,
  onSaleSkus,
  orderItemOf,
  quickMember,
  recTimeIn,
  setSku,
  soldNumOf,
  stockOf,
  tally,
  type SkuFixture,
} from '../commerce';

const BUYERS = 30;
const UNITS = 2;

/** BUYERS members, each with an address and a buy-now confirmation of UNITS of the SKU: what each will place. */
async function confirmedBuyers(db: Db, app: FastifyInstance, sku: SkuFixture) {
  const buyers = [];
  for (let i = 0; i < BUYERS; i += 1) {
    const { token } = await quickMember(db);
    const api = client(app, token);
    const addrId = await addAddress(api);
    const { orderNumber } = (await api.post('order/CreateOrderConfirmation', { orderItem: orderItemOf(sku, UNITS) }))
      .body.data;
    buyers.push({ token, body: { orderNumber, addrId, recTime: recTimeIn(24), paymentMethod: 1 } });
  }
  return buyers;
}

describe.each(databases)('restart in the middle of a burst (%s)', (kind) => {
  it('leaves stock and orders consistent, and retries place each order at most once', async () => {
    const database = await createTestDatabase(kind);
    try {
      let opened = await openDatabase(database.url);
      let app = await buildApp({ db: opened.db, dialect: opened.dialect });
      const [sku] = await onSaleSkus(opened.db, 1, 5);
      await setSku(opened.db, sku.skuId, { stock: 40 }); // enough for 20 of the 30 buyers of 2 units
      const soldBefore = await soldNumOf(opened.db, sku.prodId);

      const buyers = await confirmedBuyers(opened.db, app, sku);

      // The burst; the server dies after about a third of it has been sent.
      const first: Answer[] = buyers.map(() => ({ status: 0, body: null }));
      const burst = buyers.map(async ({ token, body }, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 2));
        first[i] = await client(app, token)
          .post('order/confirmation', body)
          .catch(() => ({ status: 0, body: null }));
      });
      await new Promise((resolve) => setTimeout(resolve, BUYERS * 2 * 0.35));
      // SQLite: the file is closed under open transactions (they roll back). PostgreSQL: the pool ends; what has
      // not reached the database by then fails, and a request still waiting for a connection waits forever (an
      // ended pg pool never serves its queue), so it counts as lost once the pool has finished ending.
      const dying = app;
      await opened.close().catch(() => undefined);
      await Promise.race([Promise.all(burst), new Promise((resolve) => setTimeout(resolve, 1_000))]);
      await dying.close().catch(() => undefined);
      expect(first.some((a) => a.status !== 200)).toBe(true); // the crash was felt

      opened = await openDatabase(database.url);
      app = await buildApp({ db: opened.db, dialect: opened.dialect });
      try {
        const retries = await Promise.all(
          buyers.map(({ token, body }) => client(app, token).post('order/confirmation', body)),
        );
        for (const [i, answer] of retries.entries()) {
          expect([200, 409]).toContain(answer.status);
          if (first[i].status === 200) expect(answer).toEqual(first[i]); // a placed order answers the same after the restart
          if (answer.status === 409) expect(answer.body.codeId).toBe(120);
        }
        const placed = retries.filter((a) => a.status === 200).length;
        expect(placed).toBe(20);

        const items = await opened.db
          .selectFrom('order_item')
          .select(['order_number', 'prod_count'])
          .where('sku_id', '=', sku.skuId)
          .execute();
        expect(items).toHaveLength(placed);
        expect(new Set(items.map((i) => i.order_number)).size).toBe(placed);
        expect(await stockOf(opened.db, sku.skuId)).toBe(40 - placed * UNITS);
        expect(await soldNumOf(opened.db, sku.prodId)).toBe(soldBefore + placed * UNITS);
        const orders = await opened.db.selectFrom('order').select('order_number').execute();
        expect(orders).toHaveLength(placed);
        const events = await opened.db.selectFrom('order_event').select('order_number').execute();
        expect(events).toHaveLength(placed);
      } finally {
        await app.close();
        await opened.close();
      }
    } finally {
      await database.drop();
    }
  }, 60_000);
});

// PostgreSQL ends the API's connections in the middle of a burst (pg_terminate_backend on this test's database only,
// as a server restart does): the calls cut off answer 503/126, nothing is half-written, and the same API process,
// not restarted, serves the retries.
const postgresUrl = process.env.TEST_DATABASE_URL;
(postgresUrl ? describe : describe.skip)('PostgreSQL ends its connections in the middle of a burst', () => {
  it('answers 503 with code 126, recovers without a restart, and leaves no order half-written', async () => {
    const database = await createTestDatabase('postgres');
    const dbName = new URL(database.url).pathname.slice(1);
    const admin = new Client({ connectionString: postgresUrl });
    await admin.connect();
    const opened = await openDatabase(database.url, {
      size: 10,
      connectTimeoutMs: 2000,
      statementTimeoutMs: 15_000,
      idleInTransactionTimeoutMs: 10_000,
    });
    const app = await buildApp({ db: opened.db, dialect: opened.dialect });
    try {
      const [sku] = await onSaleSkus(opened.db, 1, 6);
      await setSku(opened.db, sku.skuId, { stock: 40 });
      const soldBefore = await soldNumOf(opened.db, sku.prodId);
      const buyers = await confirmedBuyers(opened.db, app, sku);

      let bursting = true;
      let felt = false;
      const burst = Promise.all(
        buyers.map(async ({ token, body }, i) => {
          await new Promise((resolve) => setTimeout(resolve, i * 5));
          const answer = await client(app, token).post('order/confirmation', body);
          felt ||= answer.status === 503;
          return answer;
        }),
      ).finally(() => (bursting = false));
      // Every backend of this database but the admin's own, again and again once a third has gone: for 60 ms, and
      // on until a call has felt it (a busy machine may have answered every call in flight before the first cut).
      let terminated = 0;
      await new Promise((resolve) => setTimeout(resolve, BUYERS * 5 * 0.35));
      const cutUntil = Date.now() + 60;
      while (bursting && (Date.now() < cutUntil || !felt)) {
        const { rows } = await admin.query(
          'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [dbName],
        );
        terminated += rows.filter((r: { ended: boolean }) => r.ended).length;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const first = await burst;
      expect(terminated).toBeGreaterThan(0);
      const tallied = tally(first);
      expect(tallied['503/126']).toBeGreaterThan(0); // the cut was felt, and said as 126
      expect(Object.keys(tallied).every((key) => ['200/ok', '409/120', '503/126'].includes(key))).toBe(true);

      // The same process serves the retries: every buyer learns where it stands. A connection the last cut ended
      // while idle in the pool may fail one more call (503 again, as a shopper would see and retry): at most twice.
      let again503 = 0;
      const retries = await Promise.all(
        buyers.map(async ({ token, body }) => {
          for (let attempt = 0; ; attempt += 1) {
            const answer = await client(app, token).post('order/confirmation', body);
            if (answer.status !== 503 || attempt === 2) return answer;
            again503 += 1;
          }
        }),
      );
      expect(again503).toBeLessThanOrEqual(10);
      for (const [i, answer] of retries.entries()) {
        expect([200, 409]).toContain(answer.status);
        if (first[i].status === 200) expect(answer).toEqual(first[i]);
        if (answer.status === 409) expect(answer.body.codeId).toBe(120);
      }
      const placed = retries.filter((a) => a.status === 200).length;
      expect(placed).toBe(20);
      const items = await opened.db
        .selectFrom('order_item')
        .select('order_number')
        .where('sku_id', '=', sku.skuId)
        .execute();
      expect(new Set(items.map((i) => i.order_number)).size).toBe(placed);
      expect(items).toHaveLength(placed);
      expect(await opened.db.selectFrom('order').select('order_number').execute()).toHaveLength(placed);
      expect(await opened.db.selectFrom('order_event').select('order_number').execute()).toHaveLength(placed);
      expect(await stockOf(opened.db, sku.skuId)).toBe(40 - placed * UNITS);
      expect(await soldNumOf(opened.db, sku.prodId)).toBe(soldBefore + placed * UNITS);
    } finally {
      await app.close();
      await opened.close();
      await admin.end();
      await database.drop();
    }
  }, 60_000);
});
