// The shopper hears of the order on Telegram too, against the stand-in Bot API: a signed-in member asks for a
// one-time deep link (hashed at rest, used once, expiring), the bot's /start with it links that chat (its id only)
// and answers in the member's language; placed, paid, shipped (with the rider) and refunded then reach the chat in the
// member's language, each once per order even with its job run 100 times at once; a 429 is waited out; the member
// centre's unlink and /stop stop them; without a bot, there is nothing to ask for (165).
import { createTestApp, databases, type TestApp } from '../../../test/helpers';
import { addAddress, buyNow, client, onSaleSkus, quickMember, setSku, type SkuFixture } from '../../../test/commerce';
import { signInStaff, type SignedInStaff } from '../../../test/merchant';
import {
  standInBotApi,
  startUpdate,
  STAND_IN_BOT,
  STAND_IN_WEBHOOK_SECRET,
  standInSettings,
  type StandInUser,
} from '../../../test/telegram-stand-in';
import { hashToken } from '../../services/auth-tokens';
import { clock } from '../../clock';
import { orderStep } from '../../services/merchant-orders';
import { sendOrderTelegram } from '../../services/shopper-telegram';
import type { Lang } from '../../lib/lang';
import { formatRiel } from '../../schemas/riel';

let users = 0;
const telegramUser = (name: string, language_code = 'en'): StandInUser => {
  users += 1;
  return { id: 6_000_000_000 + users, first_name: name, language_code };
};

describe.each(databases)('Telegram: order updates for the shopper (%s)', (kind) => {
  let t: TestApp;
  let bot: Awaited<ReturnType<typeof standInBotApi>>;
  let sku: SkuFixture;
  let clerk: SignedInStaff;
  beforeAll(async () => {
    bot = await standInBotApi();
    // No orders chat and no staff linked: every message the stand-in gets here is a shopper's.
    t = await createTestApp(kind, {
      config: { telegram: standInSettings(bot.apiRoot, { ordersChatId: undefined, catalogueChatId: undefined }) },
    });
    [sku] = await onSaleSkus(t.db, 1, 3);
    await setSku(t.db, sku.skuId, { stock: 10_000 });
    clerk = await signInStaff(t.app, t.db, 'orders');
  });
  afterAll(async () => {
    await t.close();
    await bot.close();
  });
  beforeEach(() => bot.calls.splice(0));

  const webhook = (update: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      payload: update as object,
      headers: { 'x-telegram-bot-api-secret-token': STAND_IN_WEBHOOK_SECRET },
    });
  /** What the stand-in was asked to send to a chat. */
  const textsTo = (user: StandInUser) =>
    bot
      .callsOf('sendMessage')
      .filter((call) => Number(call.body.chat_id) === user.id)
      .map((call) => String(call.body.text));
  const step = (name: 'confirmTransfer' | 'ship' | 'return' | 'refund', orderNumber: string, more = {}) =>
    orderStep(t.db, clerk.staffId, name, { orderNumber, ...more }, 30);

  async function shopper(lang: Lang = 'en') {
    const member = await quickMember(t.db);
    const api = client(t.app, member.token, { 'accept-language': lang });
    return { ...member, api, addrId: await addAddress(api) };
  }
  type Shopper = Awaited<ReturnType<typeof shopper>>;
  async function place(who: Shopper) {
    const placed = await buyNow(who.api, sku, 1, who.addrId);
    expect(placed.status).toBe(200);
    const { amount, amountRiel } = placed.body.data as { amount: number; amountRiel: number };
    return { orderNumber: placed.orderNumber!, amount: `$${amount.toFixed(2)}`, amountRiel };
  }
  /** The member asks for a link (from an order's page, or the member centre); returns its start token. */
  async function linkToken(who: Shopper, orderNumber?: string) {
    const made = await who.api.post('member/telegram/link', orderNumber ? { orderNumber } : {});
    expect(made.status).toBe(200);
    const url = new URL(made.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://t.me/${STAND_IN_BOT.username}`);
    return url.searchParams.get('start')!;
  }
  async function optIn(who: Shopper, user: StandInUser, orderNumber?: string) {
    const token = await linkToken(who, orderNumber);
    expect((await webhook(startUpdate(user, token))).statusCode).toBe(200);
  }

  it('links the chat from a one-time /start token (stored hashed, chat id only), confirms in Khmer, and sends the order page’s news', async () => {
    const who = await shopper('km');
    expect((await who.api.get('member/telegram')).body.data).toEqual({
      available: true,
      linked: false,
      linkedAt: null,
    });
    const { orderNumber } = await place(who);
    await t.app.jobs.tick();
    expect(bot.callsOf('sendMessage')).toEqual([]);

    const token = await linkToken(who, orderNumber);
    // Telegram's start parameter: up to 64 of A-Z, a-z, 0-9, _ and -.
    expect(token).toMatch(/^m-[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.selectFrom('member_telegram_token').selectAll().execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const user = telegramUser('sokha', 'en');
    await webhook(startUpdate(user, token));
    expect(textsTo(user)).toEqual([expect.stringContaining('ពីពេលនេះតទៅ អ្នកនឹងទទួលបានដំណឹង')]);
    const links = await t.db.selectFrom('member_telegram').selectAll().where('member_id', '=', who.memberId).execute();
    expect(links).toEqual([{ member_id: who.memberId, chat_id: String(user.id), linked_at: expect.anything() }]);
    expect((await who.api.get('member/telegram')).body.data).toEqual({
      available: true,
      linked: true,
      linkedAt: expect.any(String),
    });

    // The order the link was asked from: its news so far reaches the chat once linked.
    await t.app.jobs.tick();
    expect(textsTo(user)[1]).toContain(`យើងបានទទួលការបញ្ជាទិញលេខ ${orderNumber}`);

    // Used once: opened again by someone else, nothing is linked; the refusal is in the member's language.
    const stranger = telegramUser('stranger', 'zh');
    await webhook(startUpdate(stranger, token));
    expect(textsTo(stranger)).toEqual([expect.stringContaining('ប្រើរួចហើយ ឬផុតកំណត់')]);
    const stillOne = await t.db.selectFrom('member_telegram').select('chat_id').execute();
    expect(stillOne.map((row) => row.chat_id)).not.toContain(String(stranger.id));
  });

  it('100 /start updates with the same token at once: one link, 99 refusals', async () => {
    const who = await shopper('en');
    const token = await linkToken(who);
    const crowd = Array.from({ length: 100 }, (_, i) => telegramUser(`crowd${i}`));
    const answers = await Promise.all(crowd.map((user) => webhook(startUpdate(user, token))));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const replies = bot.callsOf('sendMessage').map((call) => String(call.body.text));
    expect(replies.filter((text) => text.startsWith('Done!'))).toHaveLength(1);
    expect(replies.filter((text) => text.includes('used or has expired'))).toHaveLength(99);
    const links = await t.db.selectFrom('member_telegram').selectAll().where('member_id', '=', who.memberId).execute();
    expect(links).toHaveLength(1);
    const linkedChat = crowd.find((user) => textsTo(user)[0]?.startsWith('Done!'))!;
    expect(links[0].chat_id).toBe(String(linkedChat.id));
  });

  it('refuses an expired link, and a link for an order that is not the member’s (4)', async () => {
    const who = await shopper('zh');
    const token = await linkToken(who);
    const realNow = clock.now;
    clock.now = () => realNow() + 31 * 60_000;
    const late = telegramUser('late');
    try {
      await webhook(startUpdate(late, token));
    } finally {
      clock.now = realNow;
    }
    expect(textsTo(late)).toEqual([expect.stringContaining('已使用或已过期')]);
    expect((await who.api.get('member/telegram')).body.data.linked).toBe(false);

    const other = await shopper('en');
    const { orderNumber } = await place(other);
    const refused = await who.api.post('member/telegram/link', { orderNumber });
    expect({ status: refused.status, codeId: refused.body.codeId }).toEqual({ status: 404, codeId: 4 });
  });

  it.each([
    [
      'km',
      (n: string, a: string) => [
        `ផ្សារពេញ៖ យើងបានទទួលការបញ្ជាទិញលេខ ${n} (${a}) របស់អ្នកហើយ។ សូមអរគុណ!`,
        `ផ្សារពេញ៖ យើងបានទទួលការទូទាត់សម្រាប់ការបញ្ជាទិញលេខ ${n} (${a}) ហើយ។ យើងកំពុងរៀបចំវេចខ្ចប់ទំនិញជូនអ្នក។`,
        `ផ្សារពេញ៖ ការបញ្ជាទិញលេខ ${n} កំពុងដឹកជញ្ជូនមកកាន់អ្នក។ អ្នកដឹកជញ្ជូន៖ Dara 012999888 · J&T 7788`,
        `ផ្សារពេញ៖ យើងបានសងប្រាក់ ${a} សម្រាប់ការបញ្ជាទិញលេខ ${n} វិញហើយ។ ប្រាក់នឹងចូលគណនីដែលអ្នកបានប្រើបង់។`,
      ],
    ],
    [
      'en',
      (n: string, a: string) => [
        `Phsar Penh: we have your order ${n} (${a}). Thank you!`,
        `Phsar Penh: payment received for order ${n} (${a}). We are packing it now.`,
        `Phsar Penh: order ${n} is on its way to you. Rider: Dara 012999888 · J&T 7788`,
        `Phsar Penh: order ${n} has been refunded (${a}). The money goes back to the account you paid from.`,
      ],
    ],
    [
      'zh',
      (n: string, a: string) => [
        `金边商城：我们已收到您的订单 ${n}（${a}），谢谢！`,
        `金边商城：订单 ${n} 已收到付款（${a}），我们正在为您打包。`,
        `金边商城：订单 ${n} 已发货，正在送往您处。配送员： Dara 012999888 · J&T 7788`,
        `金边商城：订单 ${n} 已退款 ${a}，款项将退回您付款的账户。`,
      ],
    ],
  ] as const)('placed, paid, shipped and refunded reach the linked chat in %s, each once', async (lang, expected) => {
    const who = await shopper(lang);
    const user = telegramUser(`buyer-${lang}`);
    await optIn(who, user);
    const { orderNumber, amount, amountRiel } = await place(who);
    await t.app.jobs.tick();
    // Each job run 100 times at once (a retry, runners racing): one message.
    await Promise.all(
      Array.from({ length: 100 }, () => sendOrderTelegram(t.db, t.app.config.telegram, orderNumber, 'placed')),
    );
    expect((await who.api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 1 })).status).toBe(200);
    await step('confirmTransfer', orderNumber);
    await t.app.jobs.tick();
    await step('ship', orderNumber, { rider: 'Dara', riderPhone: '012999888', note: 'J&T 7788' });
    await t.app.jobs.tick();
    await Promise.all(
      Array.from({ length: 100 }, () => sendOrderTelegram(t.db, t.app.config.telegram, orderNumber, 'shipped')),
    );
    await step('return', orderNumber);
    await step('refund', orderNumber);
    await t.app.jobs.tick();
    const texts = textsTo(user).slice(1);
    expect(texts).toEqual(expected(orderNumber, `${amount} · ${formatRiel(amountRiel, lang)}`));
    // The SMS went too, each once, recorded apart.
    const notices = await t.db
      .selectFrom('order_notice')
      .select(['event', 'channel'])
      .where('order_number', '=', orderNumber)
      .orderBy('channel')
      .orderBy('event')
      .execute();
    expect(notices).toHaveLength(8);
    expect(notices.filter((notice) => notice.channel === 'telegram')).toHaveLength(4);
  });

  it('the member centre’s unlink, and /stop in the chat, stop the messages', async () => {
    const who = await shopper('en');
    const user = telegramUser('stopper');
    await optIn(who, user);
    const { orderNumber } = await place(who);
    await t.app.jobs.tick();
    expect(textsTo(user)).toHaveLength(2);

    const unlinked = await who.api.post('member/telegram/unlink');
    expect(unlinked.body.data).toEqual({ available: true, linked: false, linkedAt: null });
    await step('confirmTransfer', orderNumber);
    await t.app.jobs.tick();
    expect(textsTo(user)).toHaveLength(2);

    // Linked again, then /stop from the chat.
    await optIn(who, user);
    await webhook({
      ...startUpdate(user, ''),
      message: {
        ...startUpdate(user, '').message,
        text: '/stop',
        entities: [{ type: 'bot_command', offset: 0, length: 5 }],
      },
    });
    expect(textsTo(user).at(-1)).toBe('Stopped. No more order updates will come here.');
    expect((await who.api.get('member/telegram')).body.data.linked).toBe(false);
    await step('ship', orderNumber);
    await t.app.jobs.tick();
    expect(textsTo(user).filter((text) => text.includes(orderNumber))).toHaveLength(1);
  });

  it('a 429 from Telegram: the job waits retry_after and then sends the message once', async () => {
    const who = await shopper('en');
    const user = telegramUser('patient');
    await optIn(who, user);
    bot.answerTooManyRequests(1);
    const { orderNumber } = await place(who);
    await t.app.jobs.tick();
    const ofOrder = () => textsTo(user).filter((text) => text.includes(orderNumber));
    expect(ofOrder()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.app.jobs.tick();
    await t.app.jobs.tick();
    expect(ofOrder()).toHaveLength(2);
    const notices = await t.db
      .selectFrom('order_notice')
      .select(['status'])
      .where('order_number', '=', orderNumber)
      .where('channel', '=', 'telegram')
      .execute();
    expect(notices).toEqual([{ status: 'sent' }]);
  });
});

describe.each(databases)('Telegram: order updates without a shop bot (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('says it is not available, and refuses a link with 165', async () => {
    const member = await quickMember(t.db);
    const api = client(t.app, member.token);
    expect((await api.get('member/telegram')).body.data).toEqual({ available: false, linked: false, linkedAt: null });
    const refused = await api.post('member/telegram/link', {});
    expect({ status: refused.status, codeId: refused.body.codeId }).toEqual({ status: 409, codeId: 165 });
    const visitor = await client(t.app).get('member/telegram');
    expect(visitor.status).toBe(401);
  });
});
