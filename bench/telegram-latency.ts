// From an order's placement to the stand-in Bot API's sendMessage (issue 33): 100 orders placed 50 at a time on the
// embedded default (SQLite, jobs run from the outbox inside the API, JOB_POLL_MS 250), each order's message time
// minus its create_time. The stand-in is the tests' (api/test/telegram-stand-in.ts); the set-up bench/lib/orders.ts.
//   node --import tsx bench/telegram-latency.ts
import path from 'node:path';
import { buildApp } from '../api/src/app';
import { defaultConfig } from '../api/src/config';
import { standInBotApi, standInSettings } from '../api/test/telegram-stand-in';
import { latencyFromCommit, placeOrders, scratchMall, waitUntil } from './lib/orders';

const ORDERS = 100;
const AT_ONCE = 50;

async function main(): Promise<void> {
  const mall = await scratchMall('mall-telegram-');
  const bot = await standInBotApi();
  const app = await buildApp({
    db: mall.db,
    dialect: mall.dialect,
    config: {
      authRequestsPerMinute: 1e6,
      browseRequestsPerMinute: 1e6,
      photos: { ...defaultConfig().photos, dir: path.join(mall.dir, 'photos') },
      telegram: standInSettings(bot.apiRoot, { token: '123:BENCH' }),
    },
  });
  await app.ready();
  try {
    await placeOrders(app, mall.db, ORDERS, AT_ONCE);
    await waitUntil(() => bot.calls.length >= ORDERS);
    const first = new Map<string, number>();
    for (const call of bot.calls) {
      const number = /New order (\S+)/.exec(String(call.body.text))?.[1] ?? '';
      if (!first.has(number)) first.set(number, call.at);
    }
    console.log(
      `${ORDERS} orders placed ${AT_ONCE} at a time: ${bot.calls.length} sendMessage calls for ${first.size} orders; ` +
        `placement to sendMessage ${await latencyFromCommit(mall.db, first)}`,
    );
  } finally {
    await app.close();
    await bot.close();
    await mall.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
