// The shop speaking (issue 33), timed: 100 orders placed 50 at a time on the embedded default (SQLite, jobs run from
// the outbox inside the API, JOB_POLL_MS 250) while an orders member's console holds the event stream open. For each
// order: its create_time to the console's `order` event, and to its "placed" SMS handed to the sender. With
// REDIS_URL the events go through Redis, as between two API instances.
//   node --import tsx bench/order-notices.ts
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../api/src/app';
import { defaultConfig } from '../api/src/config';
import { migrateToLatest, openDatabase } from '../api/src/db';
import { seedTestMall } from '../api/src/seed';
import { DevSmsSender } from '../api/src/services/sms';
import { addAddress, buyNow, client, onSaleSkus, quickMember, setSku } from '../api/test/commerce';
import { signInStaff } from '../api/test/merchant';

const ORDERS = 100;
const AT_ONCE = 50;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-notices-'));
  const opened = await openDatabase(path.join(dir, 'mall.db'));
  await migrateToLatest(opened.db);
  await seedTestMall(opened.db);
  const texted = new Map<string, number>();
  const sms = new DevSmsSender(() => {});
  const send = sms.sendText.bind(sms);
  sms.sendText = async (mobile, text) => {
    await send(mobile, text);
    const number = /order (\d+)/.exec(text)?.[1];
    if (number) texted.set(number, Date.now());
  };
  const app = await buildApp({
    db: opened.db,
    dialect: opened.dialect,
    sms,
    config: {
      authRequestsPerMinute: 1e6,
      browseRequestsPerMinute: 1e6,
      staffRequestsPerMinute: 1e6,
      redisUrl: process.env.REDIS_URL || undefined,
      photos: { ...defaultConfig().photos, dir: path.join(dir, 'photos') },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const heard = new Map<string, number>();
  let stream: http.ClientRequest | undefined;
  try {
    const clerk = await signInStaff(app, opened.db, 'orders');
    const ticket = (
      await app.inject({
        method: 'POST',
        url: '/api/merchant/live/ticket',
        headers: { authorization: `Bearer ${clerk.token}` },
      })
    ).json().data.ticket as string;
    const { port } = app.server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      stream = http.get(`http://127.0.0.1:${port}/api/merchant/live?ticket=${ticket}`, (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          for (const match of chunk.matchAll(/"orderNumber":"(\d+)"/g)) heard.set(match[1], Date.now());
        });
        setTimeout(resolve, 300);
      });
    });

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
    while ((texted.size < ORDERS || heard.size < ORDERS) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const created = new Map(
      (await opened.db.selectFrom('order').select(['order_number', 'create_time']).execute()).map((row) => [
        row.order_number,
        Number(row.create_time),
      ]),
    );
    const report = (what: string, times: Map<string, number>) => {
      const latencies = [...times].map(([number, at]) => at - (created.get(number) ?? NaN)).sort((a, b) => a - b);
      const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
      return `${what}: ${times.size} of ${ORDERS}, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${latencies.at(-1)} ms`;
    };
    const mobiles = await opened.db.selectFrom('member').select('mobile').execute();
    const sent = mobiles.reduce((sum, { mobile }) => sum + sms.textsFor(mobile).length, 0);
    console.log(
      `${ORDERS} orders placed ${AT_ONCE} at a time (${process.env.REDIS_URL ? 'events through Redis' : 'in-process events'}):\n` +
        `  ${report('create_time to the console event', heard)}\n` +
        `  ${report('create_time to the placed SMS', texted)}; ${sent} messages sent in all`,
    );
  } finally {
    stream?.destroy();
    await app.close();
    await opened.close();
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
