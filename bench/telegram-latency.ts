// From an order's placement to the stand-in Bot API's sendMessage (issue 33): 100 orders placed 50 at a time on the
// embedded default (SQLite, jobs run from the outbox inside the API, JOB_POLL_MS 250), each order's message time
// minus its create_time. The stand-in is the tests' (api/test/telegram-stand-in.ts).
//   node --import tsx bench/telegram-latency.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/src/app';
import { defaultConfig } from '../api/src/config';
import { migrateToLatest, openDatabase } from '../api/src/db';
import { seedTestMall } from '../api/src/seed';
import { addAddress, buyNow, client, onSaleSkus, quickMember, setSku } from '../api/test/commerce';
import { standInBotApi, standInSettings } from '../api/test/telegram-stand-in';

const ORDERS = 100;
const AT_ONCE = 50;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-telegram-'));
  const opened = await openDatabase(path.join(dir, 'mall.db'));
  await migrateToLatest(opened.db);
  await seedTestMall(opened.db);
  const bot = await standInBotApi();
  const app = await buildApp({
    db: opened.db,
    dialect: opened.dialect,
    config: {
      authRequestsPerMinute: 1e6,
      browseRequestsPerMinute: 1e6,
      photos: { ...defaultConfig().photos, dir: path.join(dir, 'photos') },
      telegram: standInSettings(bot.apiRoot, { token: '123:BENCH' }),
    },
  });
  await app.ready();
  try {
    const [sku] = await onSaleSkus(opened.db, 1);
    await setSku(opened.db, sku.skuId, { stock: 100_000 });
    const buyers = await Promise.all(
      Array.from({ length: ORDERS }, async () => {
        const api = client(app, (await quickMember(opened.db)).token);
        return { api, addrId: await addAddress(api) };
      }),
    );
    for (let i = 0; i < ORDERS; i += AT_ONCE) {
      const placed = await Promise.all(
        buyers.slice(i, i + AT_ONCE).map(({ api, addrId }) => buyNow(api, sku, 1, addrId)),
      );
      if (placed.some((answer) => answer.status !== 200)) throw new Error('an order was refused');
    }
    const deadline = Date.now() + 60_000;
    while (bot.calls.length < ORDERS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const created = new Map(
      (await opened.db.selectFrom('order').select(['order_number', 'create_time']).execute()).map((row) => [
        row.order_number,
        Number(row.create_time),
      ]),
    );
    const latencies = bot.calls
      .map((call) => {
        const number = /New order (\S+)/.exec(String(call.body.text))?.[1] ?? '';
        return call.at - (created.get(number) ?? NaN);
      })
      .sort((a, b) => a - b);
    const numbers = new Set(bot.calls.map((call) => /New order (\S+)/.exec(String(call.body.text))?.[1]));
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
    console.log(
      `${ORDERS} orders placed ${AT_ONCE} at a time: ${bot.calls.length} sendMessage calls for ${numbers.size} orders; ` +
        `placement to sendMessage p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${latencies[latencies.length - 1]} ms`,
    );
  } finally {
    await app.close();
    await opened.close();
    await bot.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
