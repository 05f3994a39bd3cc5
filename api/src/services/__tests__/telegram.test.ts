// A new order reaches the shop's Telegram orders chat through the job queue, once, with Telegram's 429 honoured: a
// stand-in Bot API server the test starts (grammY's API root pointed at it) records every call and answers 429 with
// retry_after on demand; through BullMQ too when TEST_REDIS_URL is set.
import { randomBytes } from 'node:crypto';
import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { addAddress, buyNow, client, onSaleSkus, quickMember } from '../../../test/commerce';
import { clock } from '../../clock';
import { defaultConfig } from '../../config';
import { signInStaff } from '../../../test/merchant';
import { STAND_IN_WEBHOOK_SECRET, standInBotApi, standInSettings, startUpdate } from '../../../test/telegram-stand-in';

describe.each(databases)('Telegram: new orders (%s)', (kind) => {
  let t: TestApp;
  let bot: Awaited<ReturnType<typeof standInBotApi>>;
  beforeAll(async () => {
    bot = await standInBotApi();
    t = await createTestApp(kind, {
      config: { telegram: standInSettings(bot.apiRoot) },
    });
  });
  afterAll(async () => {
    await t.close();
    await bot.close();
  });

  it('a placed order is sent to the orders chat once, after the 429 and its retry_after', async () => {
    const [sku] = await onSaleSkus(t.db, 1);
    const { token } = await quickMember(t.db);
    const api = client(t.app, token);
    const placed = await buyNow(api, sku, 2, await addAddress(api));
    expect(placed.status).toBe(200);
    bot.answerTooManyRequests(1);

    await t.app.jobs.tick();
    expect(bot.calls.map((call) => call.method)).toEqual(['sendMessage']);
    // Not before retry_after: the job waits (and the wait is not a failed try).
    const waiting = await t.db
      .selectFrom('job')
      .select(['status', 'attempts', 'run_at'])
      .where('key', '=', `telegram-order:${placed.orderNumber}`)
      .executeTakeFirstOrThrow();
    expect({ status: waiting.status, attempts: waiting.attempts }).toEqual({ status: 'pending', attempts: 0 });
    expect(Number(waiting.run_at) - clock.now()).toBeGreaterThan(500);
    await t.app.jobs.tick();
    expect(bot.calls).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.app.jobs.tick();
    await t.app.jobs.tick();
    expect(bot.calls.map((call) => call.method)).toEqual(['sendMessage', 'sendMessage']);
    expect(bot.calls[1].at - bot.calls[0].at).toBeGreaterThanOrEqual(1000);
    const text = String(bot.calls[1].body.text);
    expect(bot.calls[1].body.chat_id).toBe('-100');
    expect(text).toContain(`New order ${placed.orderNumber}`);
    expect(text).toMatch(/× 2: \$\d+\.\d\d/);
    expect(text).toContain('Payment: Bank transfer');
    // The riel frozen with the order beside its dollars, as the shopper's pages and messages show it.
    expect(text).toMatch(/Amount: \$\d+\.\d\d · [\d,]+៛/);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
// Without TEST_REDIS_URL (npm test on a machine without Redis) these are skipped, not an empty table (which fails).
const describeWithRedis = redisUrl ? describe.each(databases) : describe.skip.each(databases);

describeWithRedis('Telegram through BullMQ (%s)', (kind) => {
  it('a 429 on the second chat: BullMQ waits retry_after, and each chat gets the order once', async () => {
    const bot = await standInBotApi();
    const t = await createTestApp(kind, {
      config: {
        redisUrl,
        jobs: {
          ...defaultConfig().jobs,
          runInApi: false,
          timedMessages: false,
          pollMs: 20,
          backoffMs: 20,
          queueName: `telegram-${randomBytes(6).toString('hex')}`,
        },
        telegram: standInSettings(bot.apiRoot),
      },
    });
    try {
      const staff = await signInStaff(t.app, t.db, 'orders');
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/merchant/me/telegram/link',
        headers: bearer(staff.token),
        payload: { language: 'en' },
      });
      const user = { id: 6_000_000_001, first_name: 'Rith', username: 'rith' };
      await t.app.inject({
        method: 'POST',
        url: '/api/telegram/webhook',
        headers: { 'x-telegram-bot-api-secret-token': STAND_IN_WEBHOOK_SECRET },
        payload: startUpdate(user, new URL(made.json().data.url).searchParams.get('start')!),
      });
      const [sku] = await onSaleSkus(t.db, 1);
      const { token } = await quickMember(t.db);
      const api = client(t.app, token);
      const placed = await buyNow(api, sku, 1, await addAddress(api));
      bot.calls.splice(0);
      bot.answerTooManyRequests(1, 1);
      t.app.jobs.start();
      const ofOrder = () =>
        bot.callsOf('sendMessage').filter((call) => String(call.body.text).includes(placed.orderNumber!));
      const deadline = Date.now() + 10_000;
      while (ofOrder().length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const chats = ofOrder().map((call) => String(call.body.chat_id));
      expect(chats).toEqual(['-100', String(user.id), String(user.id)]);
      expect(ofOrder()[2].at - ofOrder()[1].at).toBeGreaterThanOrEqual(1000);
      const job = await t.db
        .selectFrom('job')
        .select(['status', 'attempts'])
        .where('key', '=', `telegram-order:${placed.orderNumber}`)
        .executeTakeFirstOrThrow();
      expect(job.status).toBe('done');
    } finally {
      await t.close();
      await bot.close();
    }
  });
});
