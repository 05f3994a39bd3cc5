// The shop bot set by the owner in the console, against a stand-in Bot API server: a token checked with getMe (saved,
// or refused with 162) and never in an answer nor the audit, the bot taking it at once (no restart), a webhook secret
// made when there is none and never shown in full, a test message per chat (arrived, or Telegram's answer), owners
// only (131), a reminder delay at or beyond the payment window refused (99); and the timed messages: an unconfirmed
// transfer's reminder once per order, before the payment window cancels it (how long it waited, when it will be
// cancelled), the day's summary once per day however many runs come at once; a removed token removed once.
import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { addAddress, buyNow, client, onSaleSkus, orderStatusOf, quickMember, setSku } from '../../../test/commerce';
import { signInStaff, type SignedInStaff } from '../../../test/merchant';
import {
  standInBotApi,
  startUpdate,
  STAND_IN_BOT,
  STAND_IN_WEBHOOK_SECRET,
  standInSettings,
} from '../../../test/telegram-stand-in';
import { sendDailySummary, sendTransferReminders } from '../../services/telegram';
import { reminderMinutesWithin, shopBotSettings } from '../../services/telegram-settings';
import { enqueueScheduled, STALE_CLAIM_MS } from '../../services/jobs/runner';
import { jobSchedules, TELEGRAM_SCHEDULES } from '../../services/jobs/handlers';
import { defaultConfig } from '../../config';
import { confirmTransfer } from '../../services/payment';

const ORDERS_CHAT = standInSettings('').ordersChatId!;
const OPERATOR_TOKEN = standInSettings('').token!;
const NEW_TOKEN = '4242:a-new-token-of-the-tests';
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** 20:30 in Phnom Penh on 27 November 2026 (13:30 UTC). */
const EVENING = Date.UTC(2026, 10, 27, 13, 30);

type Bot = Awaited<ReturnType<typeof standInBotApi>>;

describe.each(databases)('Telegram: the owner sets the shop bot (%s)', (kind) => {
  let t: TestApp;
  let bot: Bot;
  let owner: SignedInStaff;
  let clerk: SignedInStaff;
  beforeAll(async () => {
    bot = await standInBotApi();
    t = await createTestApp(kind, {
      config: { telegram: standInSettings(bot.apiRoot), publicOrigin: 'https://shop.example' },
    });
    owner = await signInStaff(t.app, t.db, 'owner');
    clerk = await signInStaff(t.app, t.db, 'orders');
  });
  afterAll(async () => {
    await t.close();
    await bot.close();
  });
  beforeEach(() => bot.calls.splice(0));

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/merchant/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const form = (change: object = {}) => ({
    ordersChatId: ORDERS_CHAT,
    catalogueChatId: '-200',
    reminderMinutes: 15,
    summaryHour: 20,
    ...change,
  });
  const webhook = (update: unknown, secret: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      payload: update as object,
      headers: { 'x-telegram-bot-api-secret-token': secret },
    });

  it("shows the operator's bot until an owner sets one: its @name, never the token nor the whole secret", async () => {
    const answer = await call('GET', 'telegram/settings', owner.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      tokenSet: true,
      tokenFrom: 'operator',
      operatorTokenSet: true,
      botUsername: STAND_IN_BOT.username,
      ordersChatId: ORDERS_CHAT,
      catalogueChatId: '-200',
      webhookSecretSet: true,
      webhookSecretEnd: STAND_IN_WEBHOOK_SECRET.slice(-4),
      updates: 'webhook',
      webhookUrl: `${t.app.config.publicOrigin}/api/telegram/webhook`,
      reminderMinutes: 15,
      summaryHour: 20,
      paymentWindowMinutes: t.app.config.paymentWindowMinutes,
    });
    expect(answer.body).not.toContain(OPERATOR_TOKEN);
    expect(answer.body).not.toContain(STAND_IN_WEBHOOK_SECRET);
  });

  it('refuses everyone but owners (131)', async () => {
    for (const [method, url, payload] of [
      ['GET', 'telegram/settings', undefined],
      ['POST', 'telegram/settings/save', form({ token: NEW_TOKEN })],
      ['POST', 'telegram/test', { chat: 'orders' }],
    ] as const) {
      const answer = await call(method, url, clerk.token, payload);
      expect({ status: answer.statusCode, codeId: answer.json().codeId }).toEqual({ status: 403, codeId: 131 });
    }
    expect(bot.calls).toEqual([]);
  });

  it('refuses a token Telegram refuses (162), a malformed one without asking, a wrong chat (163) or secret (164)', async () => {
    bot.refuseToken('999:revoked-token');
    const refused = await call('POST', 'telegram/settings/save', owner.token, form({ token: '999:revoked-token' }));
    expect({ status: refused.statusCode, codeId: refused.json().codeId }).toEqual({ status: 400, codeId: 162 });
    expect(bot.calls.map((c) => [c.method, c.token])).toEqual([['getMe', '999:revoked-token']]);

    bot.calls.splice(0);
    const malformed = await call('POST', 'telegram/settings/save', owner.token, form({ token: '1:a/../getMe?x' }));
    expect(malformed.json().codeId).toBe(162);
    const chat = await call('POST', 'telegram/settings/save', owner.token, form({ ordersChatId: 'the orders group' }));
    expect({ status: chat.statusCode, codeId: chat.json().codeId }).toEqual({ status: 400, codeId: 163 });
    const secret = await call('POST', 'telegram/settings/save', owner.token, form({ webhookSecret: 'short' }));
    expect({ status: secret.statusCode, codeId: secret.json().codeId }).toEqual({ status: 400, codeId: 164 });
    // A reminder at or after the payment window would come when the order is already cancelled (99), as would none.
    const window = t.app.config.paymentWindowMinutes;
    for (const reminderMinutes of [window, window + 1, 0, 1.5]) {
      const late = await call(
        'POST',
        'telegram/settings/save',
        owner.token,
        form({ token: NEW_TOKEN, reminderMinutes }),
      );
      expect({ status: late.statusCode, codeId: late.json().codeId }).toEqual({ status: 400, codeId: 99 });
    }
    expect(
      (await call('POST', 'telegram/settings/save', owner.token, form({ reminderMinutes: window }))).json().msg,
    ).toContain(`1 to ${window - 1}`);
    expect(bot.calls).toEqual([]);
    // Nothing was saved.
    expect((await call('GET', 'telegram/settings', owner.token)).json().data.tokenFrom).toBe('operator');
    expect(await t.db.selectFrom('telegram_setting').selectAll().execute()).toEqual([]);
  });

  it('saves a token after getMe, sets the webhook with the secret, and the bot uses it at once; never shown, never audited', async () => {
    const saved = await call(
      'POST',
      'telegram/settings/save',
      owner.token,
      form({ token: NEW_TOKEN, reminderMinutes: 6 }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(
      expect.objectContaining({ tokenSet: true, tokenFrom: 'console', reminderMinutes: 6, webhook: 'set' }),
    );
    expect(bot.calls.map((c) => [c.method, c.token])).toEqual([
      ['getMe', NEW_TOKEN],
      ['setWebhook', NEW_TOKEN],
    ]);
    expect(bot.callsOf('setWebhook')[0].body).toEqual(
      expect.objectContaining({
        url: `${t.app.config.publicOrigin}/api/telegram/webhook`,
        secret_token: STAND_IN_WEBHOOK_SECRET,
      }),
    );
    for (const answer of [saved, await call('GET', 'telegram/settings', owner.token)]) {
      expect(answer.body).not.toContain(NEW_TOKEN);
      expect(answer.body).not.toContain(STAND_IN_WEBHOOK_SECRET);
    }
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'settings')
      .where('entity_id', '=', 'telegram')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].after!)).toEqual(expect.objectContaining({ tokenChanged: true, reminderMinutes: 6 }));
    expect(JSON.stringify(audit)).not.toContain(NEW_TOKEN);
    expect(JSON.stringify(audit)).not.toContain(STAND_IN_WEBHOOK_SECRET);

    // An update now goes to a bot of the new token: its answer is sent with it.
    bot.calls.splice(0);
    const update = startUpdate({ id: 5_100_000_001, first_name: 'Someone', username: 'someone' }, '');
    expect((await webhook(update, STAND_IN_WEBHOOK_SECRET)).statusCode).toBe(200);
    expect(bot.callsOf('sendMessage').map((c) => c.token)).toEqual([NEW_TOKEN]);

    // Saving again without a token keeps it (and does not ask Telegram again).
    bot.calls.splice(0);
    const again = await call('POST', 'telegram/settings/save', owner.token, form({ token: '' }));
    expect(again.json().data).toEqual(expect.objectContaining({ tokenFrom: 'console', webhook: 'unchanged' }));
    expect(bot.calls).toEqual([]);
  });

  it('makes a new webhook secret on request: the webhook takes it and no longer the old one', async () => {
    const saved = await call('POST', 'telegram/settings/save', owner.token, form({ newWebhookSecret: true }));
    expect(saved.json().data.webhook).toBe('set');
    const secret = String(bot.callsOf('setWebhook')[0].body.secret_token);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(saved.body).not.toContain(secret);
    expect(saved.json().data.webhookSecretEnd).toBe(secret.slice(-4));
    const update = startUpdate({ id: 5_100_000_002, first_name: 'Other' }, '');
    expect((await webhook(update, STAND_IN_WEBHOOK_SECRET)).statusCode).toBe(403);
    expect((await webhook(update, secret)).statusCode).toBe(200);
  });

  it("removes the console's token: the server's bot again (webhook moved to it), then none; owners only; audited", async () => {
    const clear = (token: string) => call('POST', 'telegram/settings/clearToken', token);
    const audits = () =>
      t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'settings')
        .where('entity_id', '=', 'telegram')
        .where('action', '=', 'clearToken')
        .execute();
    const saved = await call('POST', 'telegram/settings/save', owner.token, form({ token: NEW_TOKEN }));
    expect(saved.json().data.tokenFrom).toBe('console');
    const url = `${t.app.config.publicOrigin}/api/telegram/webhook`;
    const { webhook_secret: secret } = await t.db.selectFrom('telegram_setting').selectAll().executeTakeFirstOrThrow();

    // Not an owner's call (131): nothing removed, no one asked.
    bot.calls.splice(0);
    const refused = await clear(clerk.token);
    expect({ status: refused.statusCode, codeId: refused.json().codeId }).toEqual({ status: 403, codeId: 131 });
    expect(bot.calls).toEqual([]);
    expect((await call('GET', 'telegram/settings', owner.token)).json().data.tokenFrom).toBe('console');

    const cleared = await clear(owner.token);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toEqual(
      expect.objectContaining({
        tokenSet: true,
        tokenFrom: 'operator',
        botUsername: STAND_IN_BOT.username,
        webhook: 'set',
      }),
    );
    // The removed bot's webhook (still this shop's) is deleted; the server's bot gets it, with the same secret.
    expect(bot.calls.filter((c) => c.method !== 'getMe').map((c) => [c.method, c.token])).toEqual([
      ['getWebhookInfo', NEW_TOKEN],
      ['deleteWebhook', NEW_TOKEN],
      ['setWebhook', OPERATOR_TOKEN],
    ]);
    expect(bot.callsOf('setWebhook')[0].body).toEqual(expect.objectContaining({ url, secret_token: secret }));
    expect(cleared.body).not.toContain(OPERATOR_TOKEN);
    const [row] = await t.db.selectFrom('telegram_setting').selectAll().execute();
    expect({ token: row.token, bot: row.bot_username, orders: row.orders_chat_id }).toEqual({
      token: null,
      bot: null,
      orders: ORDERS_CHAT,
    });

    // The bot answers updates with the server's token at once.
    bot.calls.splice(0);
    const update = startUpdate({ id: 5_100_000_003, first_name: 'Third' }, '');
    expect((await webhook(update, String(secret))).statusCode).toBe(200);
    expect(bot.callsOf('sendMessage').map((c) => c.token)).toEqual([OPERATOR_TOKEN]);

    const [entry] = await audits();
    expect({
      staff: Number(entry.staff_id),
      before: JSON.parse(entry.before!),
      after: JSON.parse(entry.after!),
    }).toEqual({
      staff: owner.staffId,
      before: expect.objectContaining({ bot: STAND_IN_BOT.username, tokenFrom: 'console' }),
      after: expect.objectContaining({ bot: null, tokenFrom: 'operator' }),
    });
    expect(JSON.stringify(entry)).not.toContain(NEW_TOKEN);

    // Nothing more to remove: nothing done, nothing audited.
    bot.calls.splice(0);
    const again = await clear(owner.token);
    expect(again.json().data).toEqual(expect.objectContaining({ tokenFrom: 'operator', webhook: 'unchanged' }));
    expect(bot.calls.filter((c) => c.method !== 'getMe')).toEqual([]);
    expect(await audits()).toHaveLength(1);
  });

  it('sends a test message to a chat: arrived, or what Telegram answered (chat not found)', async () => {
    const arrived = await call('POST', 'telegram/test', owner.token, { chat: 'orders' });
    expect(arrived.json().data).toEqual({ chatId: ORDERS_CHAT, delivered: true, refusal: null, answer: null });
    expect(bot.callsOf('sendMessage')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ chat_id: ORDERS_CHAT }) }),
    ]);
    expect(String(bot.callsOf('sendMessage')[0].body.text)).toContain('test message');

    bot.chatNotFound('-200');
    const lost = await call('POST', 'telegram/test', owner.token, { chat: 'catalogue' });
    expect({ status: lost.statusCode, data: lost.json().data }).toEqual({
      status: 200,
      data: { chatId: '-200', delivered: false, refusal: 'chatNotFound', answer: 'Bad Request: chat not found' },
    });

    await call('POST', 'telegram/settings/save', owner.token, form({ catalogueChatId: '' }));
    const none = await call('POST', 'telegram/test', owner.token, { chat: 'catalogue' });
    expect({ status: none.statusCode, codeId: none.json().codeId }).toEqual({ status: 400, codeId: 163 });
  });
});

describe.each(databases)("Telegram: the console's token removed, the server having none (%s)", (kind) => {
  let t: TestApp;
  let bot: Bot;
  let owner: SignedInStaff;
  beforeAll(async () => {
    bot = await standInBotApi();
    t = await createTestApp(kind, {
      config: { telegram: standInSettings(bot.apiRoot, { token: undefined }), publicOrigin: 'https://shop.example' },
    });
    owner = await signInStaff(t.app, t.db, 'owner');
  });
  afterAll(async () => {
    await t.close();
    await bot.close();
  });

  const call = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/merchant/${url}`, headers: bearer(owner.token), payload: payload ?? {} });
  const save = () =>
    call('telegram/settings/save', {
      token: NEW_TOKEN,
      ordersChatId: ORDERS_CHAT,
      catalogueChatId: '',
      reminderMinutes: 15,
      summaryHour: 20,
    });

  it("stops the bot: no token, the webhook refused, and its webhook deleted only while it is still this shop's", async () => {
    expect((await save()).json().data).toEqual(expect.objectContaining({ tokenFrom: 'console', webhook: 'set' }));
    const secret = String(bot.callsOf('setWebhook').at(-1)!.body.secret_token);
    bot.calls.splice(0);
    const cleared = await call('telegram/settings/clearToken');
    expect(cleared.json().data).toEqual(
      expect.objectContaining({
        tokenSet: false,
        tokenFrom: null,
        operatorTokenSet: false,
        botUsername: null,
        webhook: 'notUsed',
      }),
    );
    expect(bot.calls.map((c) => [c.method, c.token])).toEqual([
      ['getWebhookInfo', NEW_TOKEN],
      ['deleteWebhook', NEW_TOKEN],
    ]);
    const update = startUpdate({ id: 5_100_000_004, first_name: 'Fourth' }, '');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      payload: update,
      headers: { 'x-telegram-bot-api-secret-token': secret },
    });
    expect({ status: refused.statusCode, codeId: refused.json().codeId }).toEqual({ status: 403, codeId: 161 });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'clearToken').execute();
    expect(audit.map((entry) => JSON.parse(entry.after!).tokenFrom)).toEqual([null]);

    // The owner already pointed the bot at another server: its webhook is left alone.
    await save();
    await fetch(`${bot.apiRoot}/bot${NEW_TOKEN}/setWebhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://elsewhere.example/hook' }),
    });
    bot.calls.splice(0);
    expect((await call('telegram/settings/clearToken')).json().data.tokenSet).toBe(false);
    expect(bot.calls.map((c) => c.method)).toEqual(['getWebhookInfo']);
  });

  it('removes the token once when a hundred removals come at once: one audit entry, one deleteWebhook', async () => {
    await save();
    bot.calls.splice(0);
    const before = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'clearToken').execute();
    const answers = await Promise.all(Array.from({ length: 100 }, () => call('telegram/settings/clearToken')));
    expect(answers.map((answer) => [answer.statusCode, answer.json().data.tokenSet])).toEqual(
      Array.from({ length: 100 }, () => [200, false]),
    );
    const audit = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'clearToken').execute();
    expect(audit.length - before.length).toBe(1);
    expect(bot.callsOf('deleteWebhook')).toHaveLength(1);
  });
});

describe.each(databases)('Telegram: reminders and the daily summary (%s)', (kind) => {
  let t: TestApp;
  let bot: Bot;
  beforeAll(async () => {
    bot = await standInBotApi();
    // The default payment window (30 minutes) and reminder (15): the reminder comes before the order is cancelled.
    t = await createTestApp(kind, { config: { telegram: standInSettings(bot.apiRoot), paymentWindowMinutes: 30 } });
  });
  afterAll(async () => {
    await t.close();
    await bot.close();
  });
  beforeEach(() => bot.calls.splice(0));

  const settings = () => shopBotSettings(t.db, t.app.config.telegram);
  const WINDOW = 30;
  const remind = async (now: number) => sendTransferReminders(t.db, await settings(), WINDOW, now);
  const placedAt = async (orderNumber: string) =>
    Number(
      (
        await t.db
          .selectFrom('order')
          .select('create_time')
          .where('order_number', '=', orderNumber)
          .executeTakeFirstOrThrow()
      ).create_time,
    );
  /** HH:MM of a moment in Phnom Penh (UTC+7). */
  const phnomPenhClock = (ms: number) => new Date(ms + 7 * HOUR).toISOString().slice(11, 16);

  async function placedTransferOrder() {
    const [sku] = await onSaleSkus(t.db, 1, 3);
    await setSku(t.db, sku.skuId, { stock: 100 });
    const member = await quickMember(t.db);
    const api = client(t.app, member.token);
    const { orderNumber } = await buyNow(api, sku, 1, await addAddress(api));
    await api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 1 });
    await t.app.jobs.tick();
    return orderNumber!;
  }
  const reminders = () => bot.callsOf('sendMessage').filter((c) => String(c.body.text).includes('still not confirmed'));

  it('tells an unconfirmed transfer once, after the minutes and before the window ends, with its Confirm button; not a young or confirmed one', async () => {
    const waiting = await placedTransferOrder();
    const confirmed = await placedTransferOrder();
    await confirmTransfer(t.db, confirmed, t.app.config.paymentWindowMinutes);
    expect(await orderStatusOf(t.db, confirmed)).toBe(2);
    bot.calls.splice(0);
    const placed = await placedAt(waiting);

    await remind(placed + 14 * MINUTE);
    expect(reminders()).toEqual([]);

    const later = placed + 16 * MINUTE;
    await Promise.all(Array.from({ length: 100 }, () => remind(later)));
    await remind(placed + 20 * MINUTE);
    expect(reminders()).toHaveLength(1);
    const [reminder] = reminders();
    expect(String(reminder.body.chat_id)).toBe(ORDERS_CHAT);
    expect(String(reminder.body.text)).toContain(
      `⏰ The transfer for order ${waiting} has been waiting 16 min and is still not confirmed. Unless it is confirmed by ` +
        `${phnomPenhClock(placed + WINDOW * MINUTE)} (Phnom Penh time), the order will be cancelled. Check the bank account.`,
    );
    expect(String(reminder.body.text)).not.toContain(confirmed);
    expect(reminder.body.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Confirm transfer', callback_data: `o:${waiting}:confirmTransfer` }]],
    });
    const kept = await t.db
      .selectFrom('telegram_message')
      .select(['chat_id', 'message_id'])
      .where('key', '=', `remind:${waiting}`)
      .execute();
    expect(kept).toEqual([{ chat_id: ORDERS_CHAT, message_id: expect.anything() }]);
    expect(Number(kept[0].message_id)).toBeGreaterThan(0);
    await confirmTransfer(t.db, waiting, t.app.config.paymentWindowMinutes);
  });

  it('does not tell a transfer whose payment window has ended (the sweep cancels it), nor wait past the window', async () => {
    const late = await placedTransferOrder();
    bot.calls.splice(0);
    await remind((await placedAt(late)) + WINDOW * MINUTE);
    expect(reminders().filter((c) => String(c.body.text).includes(late))).toEqual([]);
    // A delay the operator's shorter window has overtaken is kept under it.
    expect([reminderMinutesWithin(15, 30), reminderMinutesWithin(45, 30), reminderMinutesWithin(15, 1)]).toEqual([
      15, 29, 1,
    ]);
    await confirmTransfer(t.db, late, t.app.config.paymentWindowMinutes);
  });

  it("sends the day's summary once from the shop's hour, even with 100 runs at once; again the next day", async () => {
    await placedTransferOrder();
    bot.calls.splice(0);
    const summaries = () => bot.callsOf('sendMessage').filter((c) => String(c.body.text).startsWith('Daily summary'));
    await sendDailySummary(t.db, await settings(), EVENING - 1 * HOUR);
    expect(summaries()).toEqual([]);

    const s = await settings();
    await Promise.all(Array.from({ length: 100 }, () => sendDailySummary(t.db, s, EVENING)));
    expect(summaries()).toHaveLength(1);
    const text = String(summaries()[0].body.text);
    expect(text).toMatch(/^Daily summary, 2026-11-27\nOrders today: \d+\nRevenue: \$\d+\.\d\d\n/);
    expect(text).toMatch(/Waiting for payment confirmation: [1-9]\d*\nTo ship: \d+$/);
    await sendDailySummary(t.db, s, EVENING + 2 * HOUR);
    expect(summaries()).toHaveLength(1);
    await sendDailySummary(t.db, s, EVENING + 24 * HOUR);
    expect(summaries()).toHaveLength(2);
    expect(String(summaries()[1].body.text)).toContain('2026-11-28');
  });

  it("sends the day's summary whose claim a killed runner left unsent, once, after the claim went stale", async () => {
    const s = await settings();
    const day = EVENING + 3 * 24 * HOUR;
    const key = 'summary:2026-11-30';
    const summaries = () => bot.callsOf('sendMessage').filter((c) => String(c.body.text).includes('2026-11-30'));
    const leftClaim = (age: number) =>
      t.db
        .insertInto('telegram_message')
        .values({ key, chat_id: ORDERS_CHAT, message_id: 0, language: 'en', sent_at: Date.now() - age })
        .execute();
    await leftClaim(STALE_CLAIM_MS / 2);
    await sendDailySummary(t.db, s, day);
    expect(summaries()).toEqual([]);

    await t.db.deleteFrom('telegram_message').where('key', '=', key).execute();
    await leftClaim(STALE_CLAIM_MS + MINUTE);
    await Promise.all(Array.from({ length: 100 }, () => sendDailySummary(t.db, s, day)));
    expect(summaries()).toHaveLength(1);
    const kept = await t.db.selectFrom('telegram_message').selectAll().where('key', '=', key).execute();
    expect(kept.map((row) => Number(row.message_id) > 0)).toEqual([true]);
    // A summary that went out long ago is never taken over.
    await t.db.updateTable('telegram_message').set({ sent_at: 0 }).where('key', '=', key).execute();
    await sendDailySummary(t.db, s, day);
    expect(summaries()).toHaveLength(1);
  });

  it("speaks to each linked member in the language they chose (Khmer here), the orders chat in the shop's", async () => {
    const clerk = await signInStaff(t.app, t.db, 'orders');
    await t.db
      .insertInto('staff_telegram')
      .values({
        staff_id: clerk.staffId,
        telegram_user_id: '5200000001',
        chat_id: '5200000001',
        username: 'sreypov',
        language: 'km',
        linked_at: Date.now(),
      })
      .execute();
    const waiting = await placedTransferOrder();
    bot.calls.splice(0);
    const s = await settings();
    await sendDailySummary(t.db, s, EVENING + 7 * 24 * HOUR);
    await sendTransferReminders(t.db, s, WINDOW, (await placedAt(waiting)) + 16 * MINUTE);
    const to = (chat: string) =>
      bot
        .callsOf('sendMessage')
        .filter((c) => String(c.body.chat_id) === chat)
        .map((c) => String(c.body.text))
        // The summary, and this order's reminder (an earlier test's order still waits too).
        .filter((text) => !text.includes('⏰') || text.includes(waiting));
    expect(to('5200000001')).toEqual([
      expect.stringMatching(/^សេចក្ដីសង្ខេបប្រចាំថ្ងៃ 2026-12-04\nការបញ្ជាទិញថ្ងៃនេះ៖ \d+\nចំណូល៖ \$/),
      expect.stringContaining(`ការផ្ទេរប្រាក់សម្រាប់ការបញ្ជាទិញ ${waiting} បានរង់ចាំ 16 នាទីហើយ តែមិនទាន់បានបញ្ជាក់`),
    ]);
    expect(to(ORDERS_CHAT)).toEqual([
      expect.stringMatching(/^Daily summary, 2026-12-04/),
      expect.stringContaining(`${waiting} has been waiting 16 min and is still not confirmed`),
    ]);
    await t.db.deleteFrom('staff_telegram').execute();
    await confirmTransfer(t.db, waiting, t.app.config.paymentWindowMinutes);
  });

  it("does not set a webhook Telegram cannot call: the shop's public address is not https", async () => {
    const owner = await signInStaff(t.app, t.db, 'owner');
    bot.calls.splice(0);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/telegram/settings/save',
      headers: bearer(owner.token),
      payload: {
        token: NEW_TOKEN,
        ordersChatId: ORDERS_CHAT,
        catalogueChatId: '',
        reminderMinutes: 15,
        summaryHour: 20,
      },
    });
    expect(saved.json().data.webhook).toBe('noHttps');
    expect(bot.calls.map((c) => c.method)).toEqual(['getMe']);
  });

  it("runs on the runner's schedules: one job per period across the deployment (the tests' apps schedule none)", async () => {
    expect(jobSchedules(defaultConfig()).map((s) => s.kind)).toEqual(
      expect.arrayContaining(['telegram-reminders', 'telegram-summary']),
    );
    expect(jobSchedules(t.app.config).map((s) => s.kind)).not.toContain('telegram-summary');
    const now = Date.now();
    await Promise.all(Array.from({ length: 10 }, () => enqueueScheduled(t.db, TELEGRAM_SCHEDULES, now)));
    const jobs = await t.db
      .selectFrom('job')
      .select('kind')
      .where('kind', 'in', ['telegram-reminders', 'telegram-summary'])
      .execute();
    expect(jobs.map((job) => job.kind).sort()).toEqual(['telegram-reminders', 'telegram-summary']);
    await t.app.jobs.tick();
    const done = await t.db
      .selectFrom('job')
      .select('status')
      .where('kind', 'in', ['telegram-reminders', 'telegram-summary'])
      .execute();
    expect(done.map((job) => job.status)).toEqual(['done', 'done']);
  });
});
