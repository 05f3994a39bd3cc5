// The shop's Telegram bot (grammY). A new order goes, as a job, to the orders chat (in TELEGRAM_LANGUAGE) and to each
// linked member of staff who works on orders (in the language each chose), once per chat; its buttons confirm a
// transfer or ship the order, for a linked member whose role allows it, through the console's own service. Staff
// link their account with a one-time deep link (t.me/<bot>?start=<token>). The Bot API's address is a setting
// (TELEGRAM_API_ROOT), for a self-hosted Bot API server, and for the tests' stand-in.
import { type Api, Bot, GrammyError, InlineKeyboard, type Context } from 'grammy';
import type { AppConfig, TelegramSettings } from '../config';
import { countOrdersIn, orderFigures } from '../repositories/merchant-dashboard';
import type { Db } from '../db';
import type { StaffRole } from '../db/schema';
import { clock, PHNOM_PENH_OFFSET_MS, toIso } from '../clock';
import { ERROR_CODE, MallError } from '../errors';
import type { Executor } from '../repositories/executor';
import { findOrder, listOrderItems } from '../repositories/order-repository';
import { findPaymentByReference } from '../repositories/payment-repository';
import { findProduct, findSku } from '../repositories/merchant-catalog';
import { writeAudit } from '../repositories/audit';
import {
  claimTelegramMessage,
  deleteStaffTelegram,
  findStaffOfTelegramUser,
  findStaffTelegram,
  findTelegramMessage,
  insertTelegramLinkToken,
  insertTelegramMessage,
  listLinkedStaffOfRoles,
  listStaffTelegram,
  listTelegramMessages,
  listUnconfirmedTransfers,
  releaseTelegramMessage,
  replaceStaffTelegram,
  setStaffTelegramLanguage,
  setTelegramMessageId,
  useTelegramLinkToken,
} from '../repositories/telegram-repository';
import { ORDER_STATUS } from '../schemas/codes';
import { isShopperStartToken, registerShopperCommands, startShopperLink } from './shopper-telegram';
import { formatRiel } from '../schemas/riel';
import { hashToken, newToken } from './auth-tokens';
import { ORDER_STAFF_ROLES, orderStep } from './merchant-orders';
import { phnomPenhDayAndWeek } from './merchant-dashboard';
import {
  botUsername,
  honouringRetryAfter,
  reminderMinutesWithin,
  shopBotApi,
  type ShopBotSettings,
} from './telegram-settings';
import { paymentDeadlinePassedBefore } from './expiry';
import { STALE_CLAIM_MS } from './jobs/runner';

type Language = TelegramSettings['language'];
const LANGUAGES: readonly Language[] = ['km', 'en', 'zh'];

/** A link from the console is good this long. */
export const TELEGRAM_LINK_MS = 30 * 60_000;

const WORDS: Record<Language, Record<string, string>> = {
  km: {
    newOrder: 'ការបញ្ជាទិញថ្មី',
    amount: 'សរុប',
    deliverTo: 'ដឹកជញ្ជូនទៅ',
    wished: 'ពេលវេលាចង់បាន',
    payment: 'ការទូទាត់',
    payType1: 'ផ្ទេរប្រាក់តាមធនាគារ',
    payType2: 'កម្មវិធីធនាគារ (KHQR)',
    payType3: 'បង់ប្រាក់សុទ្ធពេលទទួលទំនិញ (អ្នកដឹកជញ្ជូនប្រមូលប្រាក់)',
    status: 'ស្ថានភាព',
    status1: 'រង់ចាំការទូទាត់',
    status2: 'រង់ចាំដឹកជញ្ជូន',
    status3: 'កំពុងដឹកជញ្ជូន',
    status5: 'បានបញ្ចប់',
    status6: 'បានបោះបង់',
    status7: 'ទំនិញត្រូវបានប្រគល់មកវិញ',
    status8: 'បានសងប្រាក់វិញ',
    confirmTransfer: 'បញ្ជាក់ការផ្ទេរប្រាក់',
    ship: 'ដឹកជញ្ជូន',
    linked: 'រួចរាល់! គណនី Telegram នេះបានភ្ជាប់ជាមួយ {name} ក្នុងហាង។ អ្នកនឹងទទួលបានការបញ្ជាទិញថ្មីនៅទីនេះ។',
    linkInvalid: 'តំណនេះមិនស្គាល់ ប្រើរួចហើយ ឬផុតកំណត់។ សូមបង្កើតតំណថ្មីពីផ្ទាំងគ្រប់គ្រងហាង។',
    hello: 'សូមស្វាគមន៍! ដើម្បីភ្ជាប់គណនីរបស់អ្នក សូមបើកតំណពីផ្ទាំងគ្រប់គ្រងហាង។',
    notLinked: 'គណនី Telegram នេះមិនទាន់ភ្ជាប់ជាមួយបុគ្គលិកហាងទេ។ សូមភ្ជាប់វាពីផ្ទាំងគ្រប់គ្រងហាងជាមុនសិន។',
    notYourRole: 'តួនាទីរបស់អ្នកមិនអនុញ្ញាតឱ្យធ្វើការនេះទេ។ សូមសួរម្ចាស់ហាង។',
    refused: 'មិនអាចធ្វើការនេះលើការបញ្ជាទិញនេះបានទេ៖ វាស្ថិតក្នុងស្ថានភាព «{status}»។',
    doneConfirmTransfer: 'បានបញ្ជាក់ការផ្ទេរប្រាក់។',
    doneShip: 'ការបញ្ជាទិញត្រូវបានដឹកជញ្ជូន។',
    stockLow: 'ស្តុកជិតអស់៖ {product} នៅសល់ {left}។',
    paidKhqr: 'បានទទួលការទូទាត់ KHQR {amount} សម្រាប់ការបញ្ជាទិញ {orders} (លេខយោង {reference})។ អាចដឹកជញ្ជូនបានហើយ។',
  },
  en: {
    newOrder: 'New order',
    amount: 'Amount',
    deliverTo: 'Deliver to',
    wished: 'Wished time',
    payment: 'Payment',
    payType1: 'Bank transfer',
    payType2: 'Bank app (KHQR)',
    payType3: 'Cash on delivery (the rider collects it)',
    status: 'Status',
    status1: 'Waiting for payment',
    status2: 'To ship',
    status3: 'On its way',
    status5: 'Completed',
    status6: 'Cancelled',
    status7: 'Goods returned',
    status8: 'Refunded',
    confirmTransfer: 'Confirm transfer',
    ship: 'Ship',
    linked: 'Done! This Telegram account is now linked to {name} at the shop. New orders will reach you here.',
    linkInvalid: 'This link is unknown, already used or expired. Make a new one in the shop console.',
    hello: 'Welcome! To link your account, open the link from the shop console.',
    notLinked: 'This Telegram account is not linked to anyone at the shop. Link it from the shop console first.',
    notYourRole: 'Your role does not allow this. Ask the shop owner.',
    refused: 'This cannot be done to this order: it is "{status}".',
    doneConfirmTransfer: 'Transfer confirmed.',
    doneShip: 'Order shipped.',
    stockLow: 'Low stock: {product} has {left} left.',
    paidKhqr: 'KHQR payment received: {amount} for order {orders} (reference {reference}). Ready to ship.',
  },
  zh: {
    newOrder: '新订单',
    amount: '金额',
    deliverTo: '收货地址',
    wished: '期望送达时间',
    payment: '支付方式',
    payType1: '银行转账',
    payType2: '银行App（KHQR）',
    payType3: '货到付款（由配送员收款）',
    status: '状态',
    status1: '待付款',
    status2: '待发货',
    status3: '配送中',
    status5: '已完成',
    status6: '已取消',
    status7: '已退货',
    status8: '已退款',
    confirmTransfer: '确认转账',
    ship: '发货',
    linked: '完成！此 Telegram 账号已与店铺的 {name} 关联，新订单会发送到这里。',
    linkInvalid: '此链接无效、已使用或已过期。请在店铺后台重新生成。',
    hello: '欢迎！要关联您的账号，请打开店铺后台中的链接。',
    notLinked: '此 Telegram 账号未与店铺的任何员工关联。请先在店铺后台关联。',
    notYourRole: '您的角色无权执行此操作。请联系店主。',
    refused: '此订单当前无法执行该操作：订单状态为「{status}」。',
    doneConfirmTransfer: '已确认转账。',
    doneShip: '订单已发货。',
    stockLow: '库存不足：{product} 仅剩 {left} 件。',
    paidKhqr: '已收到 KHQR 付款：{amount}，订单 {orders}（参考号 {reference}）。可以发货了。',
  },
};

const NAME_COLUMN = { km: 'kh', en: 'en', zh: 'cn' } as const;

const languageOf = (value: string | undefined | null, fallback: Language): Language =>
  LANGUAGES.includes(value as Language) ? (value as Language) : fallback;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** The steps an order's buttons take, by its state: what its callback data names. */
type ButtonStep = 'confirmTransfer' | 'ship';

const callbackOf = (orderNumber: string, step: ButtonStep) => `o:${orderNumber}:${step}`;

function stepsOf(order: { status: number; payment_method: number }): ButtonStep[] {
  if (Number(order.status) === ORDER_STATUS.toPay && Number(order.payment_method) === 1) return ['confirmTransfer'];
  if (Number(order.status) === ORDER_STATUS.toDelivered) return ['ship'];
  return [];
}

/** What an order's messages are keyed on (one per chat), and its reminder's. */
const orderKey = (orderNumber: string) => `order:${orderNumber}`;
const reminderKey = (orderNumber: string) => `remind:${orderNumber}`;

/** The order's message: number, lines, amount, address, wished time, payment method, state; and its buttons. */
export async function orderMessage(
  db: Executor,
  orderNumber: string,
  language: Language,
  heading?: string,
): Promise<{ text: string; keyboard: InlineKeyboard } | undefined> {
  const order = await findOrder(db, orderNumber);
  if (!order) return undefined;
  const items = await listOrderItems(db, [orderNumber]);
  const words = WORDS[language];
  const column = NAME_COLUMN[language];
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const lines = items.map((item) => {
    const product = item[`prod_name_${column}`] || item.prod_name_en;
    const sku = item[`sku_name_${column}`] || item.sku_name_en;
    return `• ${product}${sku ? ` (${sku})` : ''} × ${item.prod_count}: ${dollars(Number(item.price_cents) * Number(item.prod_count))}`;
  });
  const text = [
    ...(heading ? [heading, ''] : []),
    `${words.newOrder} ${orderNumber}`,
    ...lines,
    `${words.amount}: ${dollars(Number(order.amount_cents))}${order.amount_riel === null ? '' : ` · ${formatRiel(Number(order.amount_riel), language)}`}`,
    `${words.deliverTo}: ${order.receiver}, ${order.receiver_mobile}, ${order.addr}`,
    `${words.wished}: ${toIso(Number(order.rec_time)).slice(0, 16).replace('T', ' ')}`,
    `${words.payment}: ${words[`payType${Number(order.payment_method)}`] ?? words.payType1}`,
    `${words.status}: ${words[`status${order.status}`] ?? order.status}`,
  ].join('\n');
  const keyboard = new InlineKeyboard();
  for (const step of stepsOf(order)) keyboard.text(words[step], callbackOf(orderNumber, step));
  return { text, keyboard };
}

/** The buttons, or none: an empty keyboard is left out (an edited message then loses its buttons). */
const markupOf = (keyboard: InlineKeyboard) =>
  keyboard.inline_keyboard.some((row) => row.length > 0) ? { reply_markup: keyboard } : {};

/**
 * The telegram-order job: the order to the orders chat and to each linked member who works on orders. A chat the
 * order already reached (a try cut short by a 429, or a runner lost mid-way) is skipped: each message is recorded
 * with what it is about and where it went. Off when no bot is set.
 */
export async function sendNewOrder(db: Executor, settings: TelegramSettings, orderNumber: string): Promise<void> {
  await sendToStaff(db, settings, orderAudience(settings), orderKey(orderNumber), (language) =>
    orderMessage(db, orderNumber, language),
  );
}

/** Who hears of a thing: a shared chat (in the shop's language) and the linked members of some roles. */
interface Audience {
  chatId: string | undefined;
  roles: readonly StaffRole[];
}
const orderAudience = (settings: TelegramSettings): Audience => ({
  chatId: settings.ordersChatId,
  roles: ['owner', ...ORDER_STAFF_ROLES],
});
const catalogueAudience = (settings: TelegramSettings): Audience => ({
  chatId: settings.catalogueChatId,
  roles: ['owner', 'catalogue'],
});

/**
 * A message about `key` to the audience's chat and to each of its linked members, each in its language; a chat
 * that already has it is skipped (each send is recorded by key and chat). `once`: the chat's record is claimed
 * before the send (and released when the send fails), so that runs at the same time send it once between them.
 */
async function sendToStaff(
  db: Executor,
  settings: TelegramSettings,
  audience: Audience,
  key: string,
  messageIn: (language: Language) => Promise<{ text: string; keyboard?: InlineKeyboard } | undefined>,
  once = false,
): Promise<void> {
  const api = shopBotApi(settings);
  if (!api) return;
  const members = await listLinkedStaffOfRoles(db, audience.roles);
  const chats = new Map<string, Language>();
  if (audience.chatId) chats.set(audience.chatId, settings.language);
  for (const member of members) {
    if (!chats.has(member.chat_id)) chats.set(member.chat_id, languageOf(member.language, settings.language));
  }
  for (const [chatId, language] of chats) {
    if (once) {
      const now = clock.now();
      if (!(await claimTelegramMessage(db, { key, chatId, language, now, staleBefore: now - STALE_CLAIM_MS })))
        continue;
    } else if (await findTelegramMessage(db, key, chatId)) continue;
    const message = await messageIn(language);
    let sent: { message_id: number } | undefined;
    try {
      sent =
        message &&
        (await honouringRetryAfter(() =>
          api.sendMessage(chatId, message.text, message.keyboard ? markupOf(message.keyboard) : {}),
        ));
    } finally {
      if (once && !sent) await releaseTelegramMessage(db, key, chatId);
    }
    if (!sent) return;
    if (once) {
      await setTelegramMessageId(db, key, chatId, sent.message_id);
      continue;
    }
    await insertTelegramMessage(db, {
      key,
      chat_id: chatId,
      message_id: sent.message_id,
      language,
      sent_at: clock.now(),
    });
  }
}

/**
 * The telegram-paid job: a KHQR payment arrived (the bank app's notice or check): how much, for which orders, to
 * the order staff; then each order's messages are edited to their new state (with its Ship button).
 */
export async function sendPaymentReceived(db: Db, settings: TelegramSettings, reference: string): Promise<void> {
  const payment = await findPaymentByReference(db, reference);
  if (!payment || payment.status !== 'paid') return;
  const orderNumbers = JSON.parse(payment.order_numbers) as string[];
  const amount = `$${(Number(payment.received_cents ?? payment.amount_cents) / 100).toFixed(2)}`;
  await sendToStaff(db, settings, orderAudience(settings), `paid:${reference}`, async (language) => ({
    text: fill(WORDS[language].paidKhqr, { amount, orders: orderNumbers.join(', '), reference }),
  }));
  const api = shopBotApi(settings);
  if (!api) return;
  for (const orderNumber of orderNumbers) {
    await honouringRetryAfter(() => refreshOrderMessages(api, db, orderNumber, undefined));
  }
}

/**
 * The telegram-stock job: an order took a SKU down to the low-stock line (LOW_STOCK): the product, the SKU and the
 * stock left now, to the catalogue chat and linked owners and catalogue members.
 */
export async function sendStockLow(db: Db, settings: TelegramSettings, skuId: number, key: string): Promise<void> {
  const sku = await findSku(db, skuId);
  const product = sku && (await findProduct(db, Number(sku.prod_id)));
  if (!sku || !product) return;
  await sendToStaff(db, settings, catalogueAudience(settings), key, async (language) => {
    const column = NAME_COLUMN[language];
    const name = product[`name_${column}`] || product.name_en;
    const variant = sku[`name_${column}`] || sku.name_en;
    return {
      text: fill(WORDS[language].stockLow, {
        product: variant ? `${name} (${variant})` : name,
        left: String(sku.stock),
      }),
    };
  });
}

const linkView = (link: { username: string | null; language: string; linked_at: number }) => ({
  username: link.username,
  language: languageOf(link.language, 'en'),
  linkedAt: toIso(Number(link.linked_at)),
});

/** The signed-in member's Telegram: linked or not, and whether a link can be made. */
export async function myTelegram(db: Executor, settings: TelegramSettings, staffId: number) {
  const link = await findStaffTelegram(db, staffId);
  return { botReady: Boolean(settings.token), link: link ? linkView(link) : null };
}

/** Who is linked, by staff id: the owner's staff list. */
export async function telegramOfStaff(db: Executor) {
  return new Map((await listStaffTelegram(db)).map((link) => [link.staff_id, linkView(link)]));
}

/** A one-time deep link that links the member's Telegram account when the bot receives its /start. */
export async function createTelegramLink(
  db: Executor,
  settings: ShopBotSettings,
  staffId: number,
  language: Language,
): Promise<{ url: string; expiresAt: string }> {
  const username = await botUsername(settings);
  // Telegram's start parameter: up to 64 of A-Z, a-z, 0-9, _ and -; base64url of 32 bytes is 43.
  const token = newToken();
  const expiresAt = clock.now() + TELEGRAM_LINK_MS;
  await insertTelegramLinkToken(db, { tokenHash: hashToken(token), staffId, language, expiresAt });
  return { url: `https://t.me/${username}?start=${token}`, expiresAt: toIso(expiresAt) };
}

/** The language of the bot's messages to the signed-in member (404 when their Telegram is not linked). */
export async function setTelegramLanguage(db: Db, staffId: number, language: Language): Promise<void> {
  if (!(await setStaffTelegramLanguage(db, staffId, language))) throw new MallError(ERROR_CODE.notFound);
}

export async function unlinkTelegram(db: Db, staffId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const link = await deleteStaffTelegram(trx, staffId);
    if (!link) return;
    await writeAudit(
      trx,
      {
        staffId,
        action: 'telegram-unlink',
        entity: 'staff',
        entityId: staffId,
        before: { telegram: link.username ?? link.telegram_user_id },
        after: null,
      },
      clock.now(),
    );
  });
}

/** /start <token>: links the sender's account to the token's member (once); the member's language, or undefined
 * when the token is unknown, used or expired. */
async function linkFromStart(
  db: Db,
  token: string,
  account: { userId: string; chatId: string; username: string | null },
): Promise<Language | undefined> {
  return db.transaction().execute(async (trx) => {
    const now = clock.now();
    const used = await useTelegramLinkToken(trx, hashToken(token), now);
    if (!used) return undefined;
    await replaceStaffTelegram(trx, {
      staff_id: used.staff_id,
      telegram_user_id: account.userId,
      chat_id: account.chatId,
      username: account.username,
      language: used.language,
      linked_at: now,
    });
    await writeAudit(
      trx,
      {
        staffId: used.staff_id,
        action: 'telegram-link',
        entity: 'staff',
        entityId: used.staff_id,
        before: null,
        after: { telegram: account.username ?? account.userId },
      },
      now,
    );
    return languageOf(used.language, 'en');
  });
}

/** Every message of the order (its new-order messages and its reminders), edited to its state now (each in its own
 * language); a message already showing it is left as it is. */
async function refreshOrderMessages(
  api: Api,
  db: Db,
  orderNumber: string,
  pressed: { chatId: string; messageId: number; language: Language } | undefined,
) {
  const rows = [
    ...(await listTelegramMessages(db, orderKey(orderNumber))),
    ...(await listTelegramMessages(db, reminderKey(orderNumber))),
  ];
  // A reminder claimed but not yet sent has no message to edit.
  const copies = rows
    .filter((row) => Number(row.message_id) > 0)
    .map((row) => ({
      chatId: row.chat_id,
      messageId: Number(row.message_id),
      language: languageOf(row.language, 'en'),
    }));
  if (pressed && !copies.some((c) => c.chatId === pressed.chatId && c.messageId === pressed.messageId)) {
    copies.push(pressed);
  }
  for (const copy of copies) {
    const message = await orderMessage(db, orderNumber, copy.language);
    if (!message) return;
    try {
      await api.editMessageText(copy.chatId, copy.messageId, message.text, markupOf(message.keyboard));
    } catch (error) {
      // "message is not modified", or a message deleted in the chat: nothing to change there.
      if (!(error instanceof GrammyError && error.error_code === 400)) throw error;
    }
  }
}

const mayActOnOrders = (role: StaffRole) => role === 'owner' || ORDER_STAFF_ROLES.includes(role);

/** A button pressed: the step, by a linked member whose role allows it; anyone else is answered with a refusal. */
async function pressButton(ctx: Context, db: Db, config: AppConfig): Promise<void> {
  const shop = config.telegram.language;
  const match = /^o:(.+):(confirmTransfer|ship)$/.exec(ctx.callbackQuery?.data ?? '');
  if (!match || !ctx.from) {
    await ctx.answerCallbackQuery();
    return;
  }
  const orderNumber = match[1];
  const step = match[2] as ButtonStep;
  const member = await findStaffOfTelegramUser(db, String(ctx.from.id));
  const language = languageOf(member?.language ?? ctx.from.language_code, shop);
  const words = WORDS[language];
  if (!member || member.disabled === 1) {
    await ctx.answerCallbackQuery({ text: words.notLinked, show_alert: true });
    return;
  }
  if (!mayActOnOrders(member.role)) {
    await ctx.answerCallbackQuery({ text: words.notYourRole, show_alert: true });
    return;
  }
  const message = ctx.callbackQuery?.message;
  const pressed = message && {
    chatId: String(message.chat.id),
    messageId: message.message_id,
    language: languageOf(
      (await findTelegramMessage(db, orderKey(orderNumber), String(message.chat.id)))?.language,
      shop,
    ),
  };
  try {
    await orderStep(db, member.staff_id, step, { orderNumber }, config.paymentWindowMinutes, 'telegram');
  } catch (error) {
    if (!(error instanceof MallError)) throw error;
    const order = await findOrder(db, orderNumber);
    const status = order ? (words[`status${order.status}`] ?? String(order.status)) : '-';
    await ctx.answerCallbackQuery({ text: fill(words.refused, { status }), show_alert: true });
    if (order) await refreshOrderMessages(ctx.api, db, orderNumber, pressed);
    return;
  }
  await ctx.answerCallbackQuery({ text: words[step === 'ship' ? 'doneShip' : 'doneConfirmTransfer'] });
  await refreshOrderMessages(ctx.api, db, orderNumber, pressed);
}

export interface ShopBot {
  /** An update from the webhook (or long polling): a /start, a button pressed. */
  handleUpdate(update: unknown): Promise<void>;
  /** Development: asks the Bot API for updates until stopped. */
  startPolling(onError: (error: unknown) => void): void;
  stop(): Promise<void>;
}

/** The shop bot's update handling, for the settings' token (shopBotSettings); undefined when no bot is set. */
export function createShopBot(
  db: Db,
  config: AppConfig,
  settings: TelegramSettings,
  onError: (error: unknown) => void,
): ShopBot | undefined {
  if (!settings.token) return undefined;
  const bot = new Bot(settings.token, { client: { apiRoot: settings.apiRoot } });
  bot.command('start', async (ctx) => {
    const shop = settings.language;
    const token = ctx.match.trim();
    if (!token || !ctx.from || ctx.chat.type !== 'private') {
      await ctx.reply(WORDS[languageOf(ctx.from?.language_code, shop)].hello);
      return;
    }
    // A shopper's link (m-…): their order updates (services/shopper-telegram.ts).
    if (isShopperStartToken(token)) {
      await startShopperLink(ctx, db, token);
      return;
    }
    const language = await linkFromStart(db, token, {
      userId: String(ctx.from.id),
      chatId: String(ctx.chat.id),
      username: ctx.from.username ?? null,
    });
    if (!language) {
      await ctx.reply(WORDS[languageOf(ctx.from.language_code, shop)].linkInvalid);
      return;
    }
    const member = await findStaffOfTelegramUser(db, String(ctx.from.id));
    await ctx.reply(fill(WORDS[language].linked, { name: member?.name ?? '' }));
  });
  registerShopperCommands(bot, db);
  bot.on('callback_query:data', (ctx) => pressButton(ctx, db, config));
  bot.catch((error) => onError(error.error));
  let initialised: Promise<void> | undefined;
  return {
    async handleUpdate(update) {
      initialised ??= bot.init().catch((error: unknown) => {
        initialised = undefined;
        throw error;
      });
      await initialised;
      await bot.handleUpdate(update as Parameters<typeof bot.handleUpdate>[0]);
    },
    startPolling(onPollError) {
      bot.start({ allowed_updates: ['message', 'callback_query'] }).catch(onPollError);
    },
    async stop() {
      if (bot.isRunning()) await bot.stop();
    },
  };
}

const TIMED_WORDS: Record<Language, Record<'reminder' | 'summary', string>> = {
  km: {
    reminder:
      '⏰ ការផ្ទេរប្រាក់សម្រាប់ការបញ្ជាទិញ {order} បានរង់ចាំ {waited} នាទីហើយ តែមិនទាន់បានបញ្ជាក់នៅឡើយទេ។ បើមិនបញ្ជាក់មុនម៉ោង {deadline} (ម៉ោងភ្នំពេញ) ការបញ្ជាទិញនេះនឹងត្រូវលុបចោល។ សូមពិនិត្យគណនីធនាគារ។',
    summary:
      'សេចក្ដីសង្ខេបប្រចាំថ្ងៃ {date}\nការបញ្ជាទិញថ្ងៃនេះ៖ {orders}\nចំណូល៖ {revenue}\nរង់ចាំបញ្ជាក់ការទូទាត់៖ {toConfirm}\nរង់ចាំដឹកជញ្ជូន៖ {toShip}',
  },
  en: {
    reminder:
      '⏰ The transfer for order {order} has been waiting {waited} min and is still not confirmed. Unless it is confirmed by {deadline} (Phnom Penh time), the order will be cancelled. Check the bank account.',
    summary:
      'Daily summary, {date}\nOrders today: {orders}\nRevenue: {revenue}\nWaiting for payment confirmation: {toConfirm}\nTo ship: {toShip}',
  },
  zh: {
    reminder:
      '⏰ 订单 {order} 的转账已等待 {waited} 分钟，仍未确认。如在 {deadline}（金边时间）前未确认，订单将被自动取消。请查看银行账户。',
    summary: '每日汇总 {date}\n今日订单：{orders}\n营业额：{revenue}\n待确认付款：{toConfirm}\n待发货：{toShip}',
  },
};

/** Orders one reminder run looks at (the oldest first); the next run takes the rest. */
const REMINDERS_PER_RUN = 200;

/** A moment's Phnom Penh time of day, HH:MM. */
const phnomPenhClock = (ms: number) => toIso(ms).slice(11, 16);

/**
 * The telegram-reminders job: each transfer still waiting for the shop's confirmation `reminderMinutes` after it was
 * placed, and not yet past the payment window (the expiry sweep cancels it then), is told to the orders chat and the
 * linked order staff: how long it has waited and when (Phnom Penh time) the order is cancelled unless confirmed, with
 * its Confirm transfer button. Once per order and chat, ever (claimed before the send, so runs at the same time send
 * it once).
 */
export async function sendTransferReminders(
  db: Db,
  settings: ShopBotSettings,
  paymentWindowMinutes: number,
  now = clock.now(),
): Promise<void> {
  if (!settings.token) return;
  const minutes = reminderMinutesWithin(settings.reminderMinutes, paymentWindowMinutes);
  const orders = await listUnconfirmedTransfers(
    db,
    { placedAfter: paymentDeadlinePassedBefore(paymentWindowMinutes, now), placedBefore: now - minutes * 60_000 },
    REMINDERS_PER_RUN,
  );
  for (const orderNumber of orders) {
    await sendToStaff(
      db,
      settings,
      orderAudience(settings),
      reminderKey(orderNumber),
      async (language) => {
        const order = await findOrder(db, orderNumber);
        // Confirmed (or cancelled) since it was listed: nothing to remind of.
        if (!order || Number(order.status) !== ORDER_STATUS.toPay) return undefined;
        const placed = Number(order.create_time);
        const heading = fill(TIMED_WORDS[language].reminder, {
          order: orderNumber,
          waited: String(Math.floor((now - placed) / 60_000)),
          deadline: phnomPenhClock(placed + paymentWindowMinutes * 60_000),
        });
        return orderMessage(db, orderNumber, language, heading);
      },
      true,
    );
  }
}

/** The Phnom Penh date and hour of a moment. */
export function phnomPenhDateAndHour(now: number): { date: string; hour: number } {
  return {
    date: toIso(now).slice(0, 10),
    hour: Math.floor((now + PHNOM_PENH_OFFSET_MS) / 3_600_000) % 24,
  };
}

/**
 * The telegram-summary job (run every few minutes): from the shop's hour (Phnom Penh time) on, the day's summary
 * (today's orders and revenue as the console's home counts them, the orders waiting for a confirmation and to ship)
 * to the orders chat and the linked owners and order staff, once per day and chat, keyed on the date: the whole
 * deployment sends it once, however many runs come at once.
 */
export async function sendDailySummary(db: Db, settings: ShopBotSettings, now = clock.now()): Promise<void> {
  if (!settings.token) return;
  const { date, hour } = phnomPenhDateAndHour(now);
  if (hour < settings.summaryHour) return;
  const { day } = phnomPenhDayAndWeek(now);
  const [today, toConfirm, toShip] = await Promise.all([
    orderFigures(db, day, now + 1),
    countOrdersIn(db, ORDER_STATUS.toPay),
    countOrdersIn(db, ORDER_STATUS.toDelivered),
  ]);
  await sendToStaff(
    db,
    settings,
    orderAudience(settings),
    `summary:${date}`,
    async (language) => ({
      text: fill(TIMED_WORDS[language].summary, {
        date,
        orders: String(today.orders),
        revenue: `$${(today.salesCents / 100).toFixed(2)}`,
        toConfirm: String(toConfirm),
        toShip: String(toShip),
      }),
    }),
    true,
  );
}
