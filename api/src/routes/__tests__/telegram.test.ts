// The shop bot and its staff, against a stand-in Bot API server (grammY's API root pointed at it): a member links
// their Telegram account with a one-time deep link (/start <token> by webhook, and by long polling), unlinks it, and
// the owner sees who is linked; the new-order message's buttons act for a linked member whose role allows it
// (through the console's service, audited as via Telegram, the messages then edited) and refuse anyone else; the
// webhook refuses a call without the shop's secret; a 429 on one chat sends nothing twice.
import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { addAddress, buyNow, client, onSaleSkus, orderStatusOf, quickMember, setSku } from '../../../test/commerce';
import { signInStaff, type SignedInStaff } from '../../../test/merchant';
import {
  pressUpdate,
  standInBotApi,
  startUpdate,
  STAND_IN_BOT,
  STAND_IN_WEBHOOK_SECRET,
  standInSettings,
  type StandInUser,
} from '../../../test/telegram-stand-in';
import { hashToken } from '../../services/auth-tokens';
import { clock } from '../../clock';
import { confirmPayment } from '../../services/payment';

const SECRET = STAND_IN_WEBHOOK_SECRET;
const ORDERS_CHAT = standInSettings('').ordersChatId!;

let users = 0;
const telegramUser = (username: string, language_code = 'en'): StandInUser => {
  users += 1;
  return { id: 5_000_000_000 + users, first_name: username, username, language_code };
};

describe.each(databases)('Telegram: staff links and order buttons (%s)', (kind) => {
  let t: TestApp;
  let bot: Awaited<ReturnType<typeof standInBotApi>>;
  let owner: SignedInStaff;
  let clerk: SignedInStaff;
  let cataloguer: SignedInStaff;
  beforeAll(async () => {
    bot = await standInBotApi();
    t = await createTestApp(kind, {
      config: { telegram: standInSettings(bot.apiRoot) },
    });
    owner = await signInStaff(t.app, t.db, 'owner');
    clerk = await signInStaff(t.app, t.db, 'orders');
    cataloguer = await signInStaff(t.app, t.db, 'catalogue');
  });
  afterAll(async () => {
    await t.close();
    await bot.close();
  });
  beforeEach(() => bot.calls.splice(0));

  const webhook = (update: unknown, secret: string | null = SECRET) =>
    t.app.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      payload: update as object,
      headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
    });
  const merchant = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/merchant/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A deep link made in the console, opened by `user`: the bot's reply. */
  async function link(staff: SignedInStaff, user: StandInUser, language: 'km' | 'en' | 'zh') {
    const made = await merchant('POST', 'me/telegram/link', staff.token, { language });
    expect(made.statusCode).toBe(200);
    const url = new URL(made.json().data.url);
    const token = url.searchParams.get('start')!;
    expect((await webhook(startUpdate(user, token))).statusCode).toBe(200);
    return { url, token };
  }

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

  it('refuses a webhook call without the secret, or with another, and reads nothing of it (161)', async () => {
    for (const secret of [null, 'not-the-secret', `${SECRET}x`]) {
      const answer = await webhook(startUpdate(telegramUser('someone'), 'whatever'), secret);
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({
        status: 403,
        body: { codeId: 161, msg: expect.any(String) },
      });
    }
    expect(bot.calls).toEqual([]);
  });

  it('links a member from a one-time deep link (stored hashed), once; the member unlinks; the owner sees who is linked', async () => {
    const user = telegramUser('sokha');
    const { url, token } = await link(clerk, user, 'km');
    expect(`${url.origin}${url.pathname}`).toBe(`https://t.me/${STAND_IN_BOT.username}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
    const stored = await t.db.selectFrom('telegram_link_token').selectAll().execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // The bot answers in the language the member chose.
    const [reply] = bot.callsOf('sendMessage');
    expect(reply.body.chat_id).toBe(user.id);
    expect(String(reply.body.text)).toContain('ភ្ជាប់');
    const mine = (await merchant('GET', 'me/telegram', clerk.token)).json().data;
    expect(mine).toEqual({ botReady: true, link: { username: 'sokha', language: 'km', linkedAt: expect.any(String) } });
    const staff = (await merchant('GET', 'staff', owner.token)).json().data as Array<{
      staffId: number;
      telegram: unknown;
    }>;
    expect(staff.find((member) => member.staffId === clerk.staffId)?.telegram).toEqual(mine.link);
    expect(staff.find((member) => member.staffId === owner.staffId)?.telegram).toBeNull();

    // Used once: the same link opened by someone else links nobody.
    bot.calls.splice(0);
    const stranger = telegramUser('stranger', 'zh');
    expect((await webhook(startUpdate(stranger, token))).statusCode).toBe(200);
    expect(String(bot.callsOf('sendMessage')[0].body.text)).toContain('已使用或已过期');
    const links = await t.db.selectFrom('staff_telegram').select(['staff_id', 'telegram_user_id']).execute();
    expect(links).toEqual([{ staff_id: clerk.staffId, telegram_user_id: String(user.id) }]);

    const changed = await merchant('POST', 'me/telegram/language', clerk.token, { language: 'zh' });
    expect(changed.json().data.link.language).toBe('zh');
    expect((await merchant('POST', 'me/telegram/unlink', clerk.token)).statusCode).toBe(200);
    const unlinked = await merchant('POST', 'me/telegram/language', clerk.token, { language: 'en' });
    expect({ status: unlinked.statusCode, codeId: unlinked.json().codeId }).toEqual({ status: 404, codeId: 3 });
    expect((await merchant('GET', 'me/telegram', clerk.token)).json().data.link).toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'staff')
      .where('entity_id', '=', String(clerk.staffId))
      .where('action', 'like', 'telegram-%')
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['telegram-link', 'telegram-unlink']);
  });

  it('100 people opening the same link at once: one is linked, 99 are told it is used', async () => {
    const made = (await merchant('POST', 'me/telegram/link', owner.token, { language: 'en' })).json().data;
    const token = new URL(made.url).searchParams.get('start')!;
    const crowd = Array.from({ length: 100 }, (_, i) => telegramUser(`crowd${i}`));
    const answers = await Promise.all(crowd.map((user) => webhook(startUpdate(user, token))));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const replies = bot.callsOf('sendMessage').map((call) => String(call.body.text));
    expect(replies.filter((text) => text.startsWith('Done!'))).toHaveLength(1);
    expect(replies.filter((text) => text.includes('already used or expired'))).toHaveLength(99);
    const linked = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'telegram-link')
      .where('entity_id', '=', String(owner.staffId))
      .execute();
    expect(linked).toHaveLength(1);
    await merchant('POST', 'me/telegram/unlink', owner.token);
  });

  it('refuses an expired link', async () => {
    const made = (await merchant('POST', 'me/telegram/link', clerk.token, { language: 'en' })).json().data;
    const token = new URL(made.url).searchParams.get('start')!;
    const realNow = clock.now;
    clock.now = () => realNow() + 31 * 60_000;
    try {
      await webhook(startUpdate(telegramUser('late'), token));
    } finally {
      clock.now = realNow;
    }
    expect(String(bot.callsOf('sendMessage')[0].body.text)).toContain('expired');
    expect((await merchant('GET', 'me/telegram', clerk.token)).json().data.link).toBeNull();
  });

  it("sends a new order to the orders chat and to linked order staff in their language, with the state's button", async () => {
    await link(clerk, telegramUser('dara'), 'zh');
    bot.calls.splice(0);
    const orderNumber = await placedTransferOrder();
    const sent = bot.callsOf('sendMessage');
    expect(sent.map((call) => String(call.body.chat_id)).sort()).toEqual(
      [
        ORDERS_CHAT,
        String((await t.db.selectFrom('staff_telegram').select('chat_id').executeTakeFirstOrThrow()).chat_id),
      ].sort(),
    );
    const toChat = sent.find((call) => String(call.body.chat_id) === ORDERS_CHAT)!;
    const toClerk = sent.find((call) => String(call.body.chat_id) !== ORDERS_CHAT)!;
    expect(String(toChat.body.text)).toContain(`New order ${orderNumber}`);
    expect(String(toClerk.body.text)).toContain(`新订单 ${orderNumber}`);
    expect(toChat.body.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Confirm transfer', callback_data: `o:${orderNumber}:confirmTransfer` }]],
    });
    expect(toClerk.body.reply_markup).toEqual({
      inline_keyboard: [[{ text: '确认转账', callback_data: `o:${orderNumber}:confirmTransfer` }]],
    });
  });

  it('acts on a press by a linked orders member (audited as via Telegram, every copy edited); refuses a stranger and a catalogue member', async () => {
    const clerkUser = telegramUser('vanna');
    const catalogueUser = telegramUser('bopha', 'km');
    await link(clerk, clerkUser, 'en');
    await link(cataloguer, catalogueUser, 'km');
    const orderNumber = await placedTransferOrder();
    const chatMessage = bot
      .callsOf('sendMessage')
      .findIndex((call) => String(call.body.chat_id) === ORDERS_CHAT && String(call.body.text).includes(orderNumber));
    const inChat = await t.db
      .selectFrom('telegram_message')
      .select('message_id')
      .where('key', '=', `order:${orderNumber}`)
      .where('chat_id', '=', ORDERS_CHAT)
      .executeTakeFirstOrThrow();
    expect(chatMessage).toBeGreaterThanOrEqual(0);
    const where = { chatId: ORDERS_CHAT, messageId: Number(inChat.message_id) };
    const auditCount = async () =>
      (await t.db.selectFrom('audit_log').select('id').where('entity_id', '=', orderNumber).execute()).length;

    bot.calls.splice(0);
    const stranger = telegramUser('passerby', 'zh');
    await webhook(pressUpdate(stranger, `o:${orderNumber}:confirmTransfer`, where));
    await webhook(pressUpdate(catalogueUser, `o:${orderNumber}:confirmTransfer`, where));
    expect(bot.calls.map((call) => call.method)).toEqual(['answerCallbackQuery', 'answerCallbackQuery']);
    expect(String(bot.calls[0].body.text)).toContain('未与店铺的任何员工关联');
    expect(String(bot.calls[1].body.text)).toContain('តួនាទីរបស់អ្នកមិនអនុញ្ញាត');
    expect(await orderStatusOf(t.db, orderNumber)).toBe(1);
    expect(await auditCount()).toBe(0);

    bot.calls.splice(0);
    await webhook(pressUpdate(clerkUser, `o:${orderNumber}:confirmTransfer`, where));
    expect(await orderStatusOf(t.db, orderNumber)).toBe(2);
    expect(bot.callsOf('answerCallbackQuery')[0].body.text).toBe('Transfer confirmed.');
    const edits = bot.callsOf('editMessageText');
    // The orders chat and the clerk's own copy (the catalogue member gets no orders).
    expect(edits).toHaveLength(2);
    const chatEdit = edits.find((call) => String(call.body.chat_id) === ORDERS_CHAT)!;
    expect(chatEdit.body.message_id).toBe(where.messageId);
    expect(String(chatEdit.body.text)).toContain('Status: To ship');
    expect(chatEdit.body.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Ship', callback_data: `o:${orderNumber}:ship` }]],
    });

    bot.calls.splice(0);
    await webhook(pressUpdate(stranger, `o:${orderNumber}:ship`, where));
    expect(await orderStatusOf(t.db, orderNumber)).toBe(2);
    await webhook(pressUpdate(clerkUser, `o:${orderNumber}:ship`, where));
    expect(await orderStatusOf(t.db, orderNumber)).toBe(3);
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['staff_id', 'action', 'after'])
      .where('entity', '=', 'order')
      .where('entity_id', '=', orderNumber)
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => [entry.staff_id, entry.action, JSON.parse(entry.after!).via])).toEqual([
      [clerk.staffId, 'confirmTransfer', 'telegram'],
      [clerk.staffId, 'ship', 'telegram'],
    ]);
    const shipped = bot.callsOf('editMessageText').find((call) => String(call.body.chat_id) === ORDERS_CHAT)!;
    expect(String(shipped.body.text)).toContain('Status: On its way');
    expect(shipped.body.reply_markup).toBeUndefined();

    // A second press on a stale button changes nothing and says why.
    bot.calls.splice(0);
    await webhook(pressUpdate(clerkUser, `o:${orderNumber}:ship`, where));
    expect(await orderStatusOf(t.db, orderNumber)).toBe(3);
    expect(String(bot.callsOf('answerCallbackQuery')[0].body.text)).toContain('On its way');
    expect(await auditCount()).toBe(2);
  });

  it('100 presses of Confirm transfer at once by a linked member: one step, one audit entry', async () => {
    const clerkUser = telegramUser('quick');
    await link(clerk, clerkUser, 'en');
    const orderNumber = await placedTransferOrder();
    bot.calls.splice(0);
    const where = { chatId: ORDERS_CHAT, messageId: 1 };
    await Promise.all(
      Array.from({ length: 100 }, () => webhook(pressUpdate(clerkUser, `o:${orderNumber}:confirmTransfer`, where))),
    );
    expect(await orderStatusOf(t.db, orderNumber)).toBe(2);
    const steps = await t.db.selectFrom('audit_log').select('action').where('entity_id', '=', orderNumber).execute();
    expect(steps).toEqual([{ action: 'confirmTransfer' }]);
    const answered = bot.callsOf('answerCallbackQuery').map((call) => call.body.text);
    // Each press is answered: confirmed (a press that met the payment already settled gets the same answer, as the
    // console's does), or refused once the order had moved on; the order moved once either way.
    expect(answered).toHaveLength(100);
    expect(answered.filter((text) => text !== 'Transfer confirmed.' && !String(text).includes('To ship'))).toEqual([]);
  });

  it('refuses a press from a linked member who was disabled since, and a /start in a group links no one', async () => {
    const leaver = await signInStaff(t.app, t.db, 'orders');
    const leaverUser = telegramUser('leaver');
    await link(leaver, leaverUser, 'en');
    const { version } = (await merchant('GET', 'staff', owner.token))
      .json()
      .data.find((member: { staffId: number }) => member.staffId === leaver.staffId);
    const disabled = await merchant('POST', 'staff/update', owner.token, {
      staffId: leaver.staffId,
      disabled: true,
      version,
      confirm: true,
    });
    expect(disabled.statusCode).toBe(200);
    const orderNumber = await placedTransferOrder();
    bot.calls.splice(0);
    await webhook(pressUpdate(leaverUser, `o:${orderNumber}:confirmTransfer`, { chatId: ORDERS_CHAT, messageId: 1 }));
    expect(await orderStatusOf(t.db, orderNumber)).toBe(1);
    expect(bot.calls.map((call) => [call.method, call.body.show_alert])).toEqual([['answerCallbackQuery', true]]);

    const made = (await merchant('POST', 'me/telegram/link', clerk.token, { language: 'en' })).json().data;
    const inGroup = startUpdate(telegramUser('group-member'), new URL(made.url).searchParams.get('start')!);
    inGroup.message.chat = { id: -300, type: 'group', first_name: 'Orders' };
    bot.calls.splice(0);
    await webhook(inGroup);
    expect(String(bot.callsOf('sendMessage')[0].body.text)).toContain('open the link from the shop console');
    expect(await t.db.selectFrom('staff_telegram').select('staff_id').where('chat_id', '=', '-300').execute()).toEqual(
      [],
    );
  });

  it('a KHQR payment received is told to the order staff once, and the order messages then offer Ship', async () => {
    await link(clerk, telegramUser('sreymom'), 'km');
    const [sku] = await onSaleSkus(t.db, 1, 4);
    await setSku(t.db, sku.skuId, { stock: 100 });
    const member = await quickMember(t.db);
    const api = client(t.app, member.token);
    const { orderNumber } = await buyNow(api, sku, 1, await addAddress(api));
    await api.post('payConfig/pay', { orderNumbers: orderNumber, payType: 2 });
    await t.app.jobs.tick();
    const placed = bot.callsOf('sendMessage').filter((call) => String(call.body.text).includes(orderNumber!));
    // A bank app's order waits for the bank, not for a person: no button yet.
    expect(placed.map((call) => call.body.reply_markup)).toEqual([undefined, undefined]);
    const { reference } = await t.db
      .selectFrom('payment')
      .select('reference')
      .where('order_numbers', 'like', `%${orderNumber}%`)
      .executeTakeFirstOrThrow();

    bot.calls.splice(0);
    await confirmPayment(t.db, reference, 30);
    await confirmPayment(t.db, reference, 30);
    await t.app.jobs.tick();
    const sent = bot.callsOf('sendMessage');
    expect(sent.map((call) => String(call.body.chat_id)).filter((chat) => chat === ORDERS_CHAT)).toHaveLength(1);
    expect(sent).toHaveLength(2);
    const toChat = sent.find((call) => String(call.body.chat_id) === ORDERS_CHAT)!;
    expect(String(toChat.body.text)).toMatch(
      new RegExp(`^KHQR payment received: \\$\\d+\\.\\d\\d for order ${orderNumber}`),
    );
    const toClerk = sent.find((call) => String(call.body.chat_id) !== ORDERS_CHAT)!;
    expect(String(toClerk.body.text)).toContain('បានទទួលការទូទាត់ KHQR');
    const edits = bot.callsOf('editMessageText');
    expect(edits).toHaveLength(2);
    expect(edits.map((call) => call.body.reply_markup)).toContainEqual({
      inline_keyboard: [[{ text: 'Ship', callback_data: `o:${orderNumber}:ship` }]],
    });
  });

  it('the order that takes a SKU down to the low-stock line tells the catalogue chat and catalogue staff, once', async () => {
    await link(cataloguer, telegramUser('kunthea'), 'zh');
    const LOW_STOCK: number = (await merchant('GET', 'dashboard', owner.token)).json().data.lowStock.threshold;
    const [sku] = await onSaleSkus(t.db, 1, 5);
    await setSku(t.db, sku.skuId, { stock: LOW_STOCK + 2 });
    const member = await quickMember(t.db);
    const api = client(t.app, member.token);
    const address = await addAddress(api);
    bot.calls.splice(0);
    await buyNow(api, sku, 1, address);
    await t.app.jobs.tick();
    const lowStock = () => bot.callsOf('sendMessage').filter((call) => String(call.body.chat_id) !== ORDERS_CHAT);
    const orderStaffChats = new Set(
      (await t.db.selectFrom('staff_telegram').select('chat_id').where('staff_id', '=', clerk.staffId).execute()).map(
        (row) => String(row.chat_id),
      ),
    );
    const toCatalogue = () => lowStock().filter((call) => !orderStaffChats.has(String(call.body.chat_id)));
    expect(toCatalogue()).toEqual([]);
    await buyNow(api, sku, 2, address);
    await t.app.jobs.tick();
    expect(toCatalogue().map((call) => String(call.body.chat_id))).toEqual(
      expect.arrayContaining([standInSettings('').catalogueChatId]),
    );
    expect(toCatalogue()).toHaveLength(2);
    const inChat = toCatalogue().find((call) => call.body.chat_id === standInSettings('').catalogueChatId)!;
    expect(String(inChat.body.text)).toMatch(new RegExp(`^Low stock: .+ has ${LOW_STOCK - 1} left\\.$`));
    const toMember = toCatalogue().find((call) => call.body.chat_id !== standInSettings('').catalogueChatId)!;
    expect(String(toMember.body.text)).toContain(`仅剩 ${LOW_STOCK - 1} 件`);
    await buyNow(api, sku, 1, address);
    await t.app.jobs.tick();
    expect(toCatalogue()).toHaveLength(2);
  });

  it('a 429 on one chat: the job waits retry_after, then sends only to the chats it has not reached', async () => {
    await link(clerk, telegramUser('kosal'), 'en');
    bot.calls.splice(0);
    bot.answerTooManyRequests(1, 1);
    const orderNumber = await placedTransferOrder();
    const ofOrder = () => bot.callsOf('sendMessage').filter((call) => String(call.body.text).includes(orderNumber));
    expect(ofOrder()).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.app.jobs.tick();
    await t.app.jobs.tick();
    const chats = ofOrder().map((call) => String(call.body.chat_id));
    expect(chats).toHaveLength(3);
    expect(chats.filter((chat) => chat === ORDERS_CHAT)).toHaveLength(1);
    expect(chats[1]).toBe(chats[2]);
  });
});

describe.each(databases)('Telegram: long polling (%s)', (kind) => {
  it('links a member from a /start the bot asked for with getUpdates', async () => {
    const bot = await standInBotApi();
    const t = await createTestApp(kind, {
      config: {
        telegram: standInSettings(bot.apiRoot, {
          ordersChatId: undefined,
          updates: 'polling',
          webhookSecret: undefined,
        }),
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
      const user = telegramUser('polled');
      bot.deliver(startUpdate(user, new URL(made.json().data.url).searchParams.get('start')!));
      const deadline = Date.now() + 5000;
      while (bot.callsOf('sendMessage').length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(String(bot.callsOf('sendMessage')[0]?.body.text)).toContain('Done!');
      const row = await t.db.selectFrom('staff_telegram').selectAll().executeTakeFirst();
      expect(row).toEqual(expect.objectContaining({ staff_id: staff.staffId, telegram_user_id: String(user.id) }));
      // The webhook is not how this deployment hears its updates.
      const refused = await t.app.inject({ method: 'POST', url: '/api/telegram/webhook', payload: { update_id: 1 } });
      expect(refused.statusCode).toBe(403);
    } finally {
      await t.close();
      await bot.close();
    }
  });
});
