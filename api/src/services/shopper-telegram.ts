// The shopper hears of the order on Telegram too, when they opt in. A signed-in member asks for a one-time deep link
// (t.me/<bot>?start=m-<token>; the token hashed at rest, used once, 30 minutes); the shop bot's /start with it links
// that private chat to the member, and the bot answers in the member's language. Of the shopper the bot keeps the chat
// id only. Placed, paid, shipped and refunded then go to that chat as they go by SMS: a job each (order-telegram, in
// the change's transaction), written down by order, event and channel before it goes out, so each is sent once.
// /stop in the chat, or the member centre, unlinks.
import { GrammyError, type Bot, type Context } from 'grammy';
import type { TelegramSettings } from '../config';
import type { Db } from '../db';
import { clock, toIso } from '../clock';
import { ERROR_CODE, MallError } from '../errors';
import type { Lang } from '../lib/lang';
import type { Executor } from '../repositories/executor';
import {
  deleteMemberTelegram,
  deleteMemberTelegramOfChat,
  findMemberOrderStatus,
  findMemberTelegram,
  findMemberTelegramTokenLanguage,
  findTelegramNoticeRecipient,
  insertMemberTelegramToken,
  replaceMemberTelegram,
  useMemberTelegramToken,
} from '../repositories/member-telegram';
import { hashToken, newToken } from './auth-tokens';
import { enqueueJob } from './jobs/runner';
import {
  EVENT_OF_STATUS,
  ORDER_TELEGRAM_JOB,
  langOf,
  noticeTextOf,
  sendNoticeOnce,
  type OrderNoticeEvent,
} from './shopper-notices';
import { botUsername, honouringRetryAfter, shopBotApi, shopBotSettings } from './telegram-settings';

/** A shopper's link is good this long. */
export const SHOPPER_TELEGRAM_LINK_MS = 30 * 60_000;

/** A shopper's start token: `m-` and 43 characters; a staff member's is 43 characters without it. */
const SHOPPER_PREFIX = 'm-';
export const isShopperStartToken = (token: string) => token.startsWith(SHOPPER_PREFIX) && token.length === 45;

const WORDS: Record<Lang, { linked: string; linkInvalid: string; stopped: string; notLinked: string }> = {
  km: {
    linked: 'រួចរាល់! ពីពេលនេះតទៅ អ្នកនឹងទទួលបានដំណឹងអំពីការបញ្ជាទិញរបស់អ្នកពីផ្សារពេញនៅទីនេះ។ ផ្ញើ /stop ដើម្បីឈប់ទទួល។',
    linkInvalid: 'តំណនេះត្រូវបានប្រើរួចហើយ ឬផុតកំណត់។ សូមបើកទំព័រការបញ្ជាទិញម្តងទៀត ហើយចុច «ទទួលដំណឹងតាម Telegram»។',
    stopped: 'បានឈប់ហើយ។ អ្នកនឹងមិនទទួលបានដំណឹងអំពីការបញ្ជាទិញនៅទីនេះទៀតទេ។',
    notLinked: 'Telegram នេះមិនបានភ្ជាប់ជាមួយគណនីណាមួយនៅផ្សារពេញទេ។',
  },
  en: {
    linked: 'Done! News of your Phsar Penh orders will come here from now on. Send /stop to stop it.',
    linkInvalid:
      'This link has been used or has expired. Open your order page again and tap "Get updates on Telegram".',
    stopped: 'Stopped. No more order updates will come here.',
    notLinked: 'This chat is not linked to any Phsar Penh account.',
  },
  zh: {
    linked: '完成！今后您在金边商城的订单动态会发送到这里。发送 /stop 即可停止。',
    linkInvalid: '此链接已使用或已过期。请重新打开订单页面，点击“通过 Telegram 接收通知”。',
    stopped: '已停止，这里不会再收到订单通知。',
    notLinked: '此聊天未关联任何金边商城账号。',
  },
};

/** The member centre's and the order pages' view: whether the shop bot is set up, and whether the member is linked. */
export async function shopperTelegramState(db: Executor, operator: TelegramSettings, memberId: number) {
  const settings = await shopBotSettings(db, operator);
  const link = await findMemberTelegram(db, memberId);
  return {
    available: Boolean(settings.token),
    linked: Boolean(link),
    linkedAt: link ? toIso(Number(link.linked_at)) : null,
  };
}

/** A one-time deep link for the member (165 when the shop bot is not set up or does not answer); asked from an order
 * page, that order's news so far is sent once linked. */
export async function createShopperTelegramLink(
  db: Executor,
  operator: TelegramSettings,
  memberId: number,
  lang: Lang,
  orderNumber: string | undefined,
): Promise<{ url: string; expiresAt: string }> {
  const settings = await shopBotSettings(db, operator);
  if (!settings.token) throw new MallError(ERROR_CODE.shopperTelegramOff);
  if (orderNumber && !(await findMemberOrderStatus(db, memberId, orderNumber))) {
    throw new MallError(ERROR_CODE.orderNotFound);
  }
  let username: string;
  try {
    username = await botUsername(settings);
  } catch (error) {
    if (error instanceof MallError) throw new MallError(ERROR_CODE.shopperTelegramOff);
    throw error;
  }
  const token = `${SHOPPER_PREFIX}${newToken()}`;
  const expiresAt = clock.now() + SHOPPER_TELEGRAM_LINK_MS;
  await insertMemberTelegramToken(db, {
    tokenHash: hashToken(token),
    memberId,
    language: lang,
    orderNumber: orderNumber ?? null,
    expiresAt,
  });
  return { url: `https://t.me/${username}?start=${token}`, expiresAt: toIso(expiresAt) };
}

export async function unlinkShopperTelegram(db: Executor, settings: TelegramSettings, memberId: number) {
  await deleteMemberTelegram(db, memberId);
  return shopperTelegramState(db, settings, memberId);
}

/** The order's news so far (its state's message), sent once the chat is linked: the job is keyed apart from the
 * change's own (which ran, and found no chat), and the message is still sent once (order_notice). */
async function enqueueCatchUp(db: Executor, memberId: number, orderNumber: string | null) {
  if (!orderNumber) return;
  const order = await findMemberOrderStatus(db, memberId, orderNumber);
  const event = order && EVENT_OF_STATUS[Number(order.status)];
  if (!event) return;
  await enqueueJob(db, {
    kind: ORDER_TELEGRAM_JOB,
    key: `${ORDER_TELEGRAM_JOB}:${orderNumber}:${event}:linked`,
    payload: { orderNumber, event },
  });
}

/** The bot's /start with a shopper's token (telegram.ts routes it here): links the private chat, once. */
export async function startShopperLink(ctx: Context, db: Db, token: string): Promise<void> {
  const chatId = String(ctx.chat!.id);
  const tokenHash = hashToken(token);
  const lang = await db.transaction().execute(async (trx) => {
    const now = clock.now();
    const used = await useMemberTelegramToken(trx, tokenHash, now);
    if (!used) return undefined;
    await replaceMemberTelegram(trx, Number(used.member_id), chatId, now);
    await enqueueCatchUp(trx, Number(used.member_id), used.order_number);
    return langOf(used.language);
  });
  if (lang) {
    await ctx.reply(WORDS[lang].linked);
    return;
  }
  const known = await findMemberTelegramTokenLanguage(db, tokenHash);
  await ctx.reply(WORDS[langOf(known ?? ctx.from?.language_code)].linkInvalid);
}

/** /stop: the chat hears nothing more (the member centre shows it unlinked). */
export function registerShopperCommands(bot: Bot, db: Db): void {
  bot.command('stop', async (ctx) => {
    const stopped = await deleteMemberTelegramOfChat(db, String(ctx.chat.id));
    const lang = langOf(stopped?.lang ?? ctx.from?.language_code);
    await ctx.reply(WORDS[lang][stopped ? 'stopped' : 'notLinked']);
  });
}

/** The order-telegram job: the order's message to the member's linked chat, once (none when not linked, or no bot). */
export async function sendOrderTelegram(
  db: Executor,
  operator: TelegramSettings,
  orderNumber: string,
  event: OrderNoticeEvent,
): Promise<void> {
  const api = shopBotApi(await shopBotSettings(db, operator));
  if (!api) return;
  const to = await findTelegramNoticeRecipient(db, orderNumber);
  if (!to) return;
  try {
    await sendNoticeOnce(db, orderNumber, event, 'telegram', () =>
      honouringRetryAfter(() => api.sendMessage(to.chat_id, noticeTextOf(to, orderNumber, event))),
    );
  } catch (error) {
    // The shopper blocked the bot (or the chat is gone): unlinked, nothing more is tried.
    if (error instanceof GrammyError && error.error_code === 403) {
      await deleteMemberTelegramOfChat(db, to.chat_id);
      return;
    }
    throw error;
  }
}
