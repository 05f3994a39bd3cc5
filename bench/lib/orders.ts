// The set-up the in-process order benches share (bench/telegram-latency.ts, bench/order-notices.ts): a scratch
// SQLite mall, shoppers each with an address, orders placed in waves, and each order's commit time to compare with
// when its message arrived.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { migrateToLatest, openDatabase, type Db } from '../../api/src/db';
import { seedTestMall } from '../../api/src/seed';
import { addAddress, buyNow, client, onSaleSkus, quickMember, setSku } from '../../api/test/commerce';
import { percentile } from '../../api/test/crash-burst';

/** A migrated, seeded SQLite database in a scratch folder; close() removes it. */
export async function scratchMall(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const opened = await openDatabase(path.join(dir, 'mall.db'));
  await migrateToLatest(opened.db);
  await seedTestMall(opened.db);
  return {
    dir,
    ...opened,
    close: async () => {
      await opened.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `orders` shoppers of one SKU (stock for all), each with an address, placed `atOnce` at a time through `app`. */
export async function placeOrders(app: FastifyInstance, db: Db, orders: number, atOnce: number): Promise<void> {
  const [sku] = await onSaleSkus(db, 1);
  await setSku(db, sku.skuId, { stock: 100_000 });
  const buyers = await Promise.all(
    Array.from({ length: orders }, async () => {
      const api = client(app, (await quickMember(db)).token);
      return { api, addrId: await addAddress(api) };
    }),
  );
  for (let i = 0; i < orders; i += atOnce) {
    const placed = await Promise.all(buyers.slice(i, i + atOnce).map(({ api, addrId }) => buyNow(api, sku, 1, addrId)));
    if (placed.some((answer) => answer.status !== 200)) throw new Error('an order was refused');
  }
}

/** Waits (60 s at most) until `done()`. */
export async function waitUntil(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** "p50 …, p95 …, max …" of each order's arrival (order number → time) less its create_time. */
export async function latencyFromCommit(db: Db, arrivals: Iterable<[string, number]>): Promise<string> {
  const created = new Map(
    (await db.selectFrom('order').select(['order_number', 'create_time']).execute()).map((row) => [
      row.order_number,
      Number(row.create_time),
    ]),
  );
  const latencies = [...arrivals].map(([number, at]) => at - (created.get(number) ?? NaN)).sort((a, b) => a - b);
  return `p50 ${percentile(latencies, 0.5)} ms, p95 ${percentile(latencies, 0.95)} ms, max ${latencies.at(-1)} ms`;
}
