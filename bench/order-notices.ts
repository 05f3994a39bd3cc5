// The shop speaking (issue 33), timed: 100 orders placed 50 at a time on the embedded default (SQLite, jobs run from
// the outbox inside the API, JOB_POLL_MS 250) while an orders member's console holds the event stream open. For each
// order: its create_time to the console's `order` event, and to its "placed" SMS handed to the sender. With
// REDIS_URL the events go through Redis, as between two API instances. The set-up is bench/lib/orders.ts.
//   node --import tsx bench/order-notices.ts
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../api/src/app';
import { defaultConfig } from '../api/src/config';
import { DevSmsSender } from '../api/src/services/sms';
import { signInStaff } from '../api/test/merchant';
import { latencyFromCommit, placeOrders, scratchMall, waitUntil } from './lib/orders';

const ORDERS = 100;
const AT_ONCE = 50;

async function main(): Promise<void> {
  const opened = await scratchMall('mall-notices-');
  const { dir } = opened;
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

    await placeOrders(app, opened.db, ORDERS, AT_ONCE);
    await waitUntil(() => texted.size >= ORDERS && heard.size >= ORDERS);
    const report = async (what: string, times: Map<string, number>) =>
      `${what}: ${times.size} of ${ORDERS}, ${await latencyFromCommit(opened.db, times)}`;
    const mobiles = await opened.db.selectFrom('member').select('mobile').execute();
    const sent = mobiles.reduce((sum, { mobile }) => sum + sms.textsFor(mobile).length, 0);
    console.log(
      `${ORDERS} orders placed ${AT_ONCE} at a time (${process.env.REDIS_URL ? 'events through Redis' : 'in-process events'}):\n` +
        `  ${await report('create_time to the console event', heard)}\n` +
        `  ${await report('create_time to the placed SMS', texted)}; ${sent} messages sent in all`,
    );
  } finally {
    stream?.destroy();
    await app.close();
    await opened.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
