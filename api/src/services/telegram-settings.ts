// The shop bot's settings: the owner sets the token, the webhook secret, the orders and catalogue chats, the minutes
// after which an unconfirmed transfer is told (before the payment window cancels it) and the hour of the daily summary
// in the console; the operator's environment (TELEGRAM_*) gives each value the console never saved. The Bot API's
// address (TELEGRAM_API_ROOT), the shop's language and how updates come (TELEGRAM_UPDATES) stay the operator's. The
// token and the secret are never sent back to a browser nor written in the audit log: the owner sees whether each is
// set, the bot's @name and the secret's last four characters.
import { randomBytes } from 'node:crypto';
import { Api, GrammyError } from 'grammy';
import type { AppConfig, TelegramSettings } from '../config';
import { clock } from '../clock';
import { ERROR_CODE, MallError } from '../errors';
import { writeAudit } from '../repositories/audit';
import type { Executor } from '../repositories/executor';
import { clearTelegramToken, findTelegramSetting, writeTelegramSetting } from '../repositories/telegram-repository';
import type { StaffCall } from './staff-call';
import { RetryAfter } from './jobs/runner';

/** An unconfirmed transfer is told to the orders chat this many minutes after it was placed, unless the owner set it:
 * half the default payment window (30 minutes), so the shop still has time to confirm before the order is cancelled. */
export const DEFAULT_REMINDER_MINUTES = 15;

/**
 * The minutes the reminder job waits: the owner's (or the default), kept under the payment window (at most its last
 * minute but one), so that the reminder comes before the expiry sweep cancels the order even when the operator
 * shortened PAYMENT_WINDOW_MINUTES after the owner saved.
 */
export function reminderMinutesWithin(minutes: number, paymentWindowMinutes: number): number {
  return Math.max(1, Math.min(minutes, paymentWindowMinutes - 1));
}

/** The daily summary goes at this hour of Phnom Penh time, unless the owner set another. */
export const DEFAULT_SUMMARY_HOUR = 20;

/** The settings the bot works with: the console's saved values over the operator's. */
export interface ShopBotSettings extends TelegramSettings {
  /** The bot's @name as getMe answered when the owner saved the token (undefined for the operator's token). */
  botUsername: string | undefined;
  reminderMinutes: number;
  summaryHour: number;
  /** Where the token came from: the console, the operator's environment, or nowhere (no bot). */
  tokenFrom: 'console' | 'operator' | null;
}

const orNone = (value: string | null | undefined) => (value ? value : undefined);

/**
 * The one reading of the shop bot's settings, for every part of it (the webhook, the bot, the jobs, the console): a
 * value saved in the console wins, even an empty chat; a value it never saved is the environment's. Read from the
 * database each time, so that every process takes an owner's change at its next message or update.
 */
export async function shopBotSettings(db: Executor, operator: TelegramSettings): Promise<ShopBotSettings> {
  const saved = await findTelegramSetting(db);
  const token = orNone(saved?.token) ?? operator.token;
  return {
    ...operator,
    token,
    webhookSecret: orNone(saved?.webhook_secret) ?? operator.webhookSecret,
    ordersChatId: saved?.orders_chat_id == null ? operator.ordersChatId : orNone(saved.orders_chat_id),
    catalogueChatId: saved?.catalogue_chat_id == null ? operator.catalogueChatId : orNone(saved.catalogue_chat_id),
    botUsername: saved?.token ? orNone(saved.bot_username) : undefined,
    reminderMinutes: Number(saved?.reminder_minutes ?? DEFAULT_REMINDER_MINUTES),
    summaryHour: Number(saved?.summary_hour ?? DEFAULT_SUMMARY_HOUR),
    tokenFrom: saved?.token ? 'console' : token ? 'operator' : null,
  };
}

/** A bot token's form (`<bot id>:<secret>`): anything else is refused before it reaches a URL. */
const TOKEN = /^\d{1,20}:[A-Za-z0-9_-]{1,200}$/;
/** A chat id (a number; groups and channels are negative) or a public channel's @name. */
const CHAT = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{3,31})$/;
/** What Telegram takes as setWebhook's secret_token. */
const SECRET = /^[A-Za-z0-9_-]{16,256}$/;

export interface ShopBotSetupInput {
  /** A new token; '' or absent keeps the one there is. */
  token?: string;
  ordersChatId: string;
  catalogueChatId: string;
  /** A secret of the owner's; '' or absent keeps the one there is (or makes one when there is none). */
  webhookSecret?: string;
  /** Replace the webhook secret with a new one made here. */
  newWebhookSecret?: boolean;
  /** 1 up to the payment window's minutes − 1 (99 otherwise). */
  reminderMinutes: number;
  summaryHour: number;
}

/** setWebhook after a save: done, refused or unanswered, not needed (token and secret as they were), impossible (the
 * shop's public address, PUBLIC_ORIGIN, is not https: Telegram calls https only), or not used (no token, or updates
 * by long polling). */
export type WebhookState = 'set' | 'failed' | 'unchanged' | 'noHttps' | 'notUsed';

/** What the owner sees: never the token nor the whole secret. */
export async function shopBotSetupView(db: Executor, config: AppConfig) {
  const settings = await shopBotSettings(db, config.telegram);
  return {
    tokenSet: Boolean(settings.token),
    tokenFrom: settings.tokenFrom,
    operatorTokenSet: Boolean(config.telegram.token),
    botUsername: settings.token ? await botUsername(settings).catch(() => null) : null,
    ordersChatId: settings.ordersChatId ?? '',
    catalogueChatId: settings.catalogueChatId ?? '',
    webhookSecretSet: Boolean(settings.webhookSecret),
    webhookSecretEnd: settings.webhookSecret ? settings.webhookSecret.slice(-4) : null,
    updates: settings.updates,
    webhookUrl: settings.updates === 'webhook' ? webhookUrlOf(config) : null,
    reminderMinutes: reminderMinutesWithin(settings.reminderMinutes, config.paymentWindowMinutes),
    summaryHour: settings.summaryHour,
    paymentWindowMinutes: config.paymentWindowMinutes,
  };
}

const webhookUrlOf = (config: AppConfig) => `${config.publicOrigin}/api/telegram/webhook`;

const apiOf = (settings: Pick<TelegramSettings, 'apiRoot'>, token: string) =>
  new Api(token, { apiRoot: settings.apiRoot });

/** getMe for a new token: its @name, 162 when Telegram refuses it, 160 when the Bot API did not answer. */
async function checkToken(apiRoot: string, token: string): Promise<string> {
  if (!TOKEN.test(token)) throw new MallError(ERROR_CODE.telegramTokenRefused);
  try {
    return (await apiOf({ apiRoot }, token).getMe()).username;
  } catch (error) {
    if (error instanceof GrammyError) throw new MallError(ERROR_CODE.telegramTokenRefused);
    throw new MallError(ERROR_CODE.telegramOff);
  }
}

const chatOf = (text: string) => {
  const chat = text.trim();
  if (chat !== '' && !CHAT.test(chat)) throw new MallError(ERROR_CODE.telegramChatInvalid);
  return chat;
};

/** 24 random bytes in base64url: 32 of Telegram's secret characters. */
const newSecret = () => randomBytes(24).toString('base64url');

/**
 * Saves the owner's settings (the token checked with getMe first), audited without the token nor the secret; in
 * webhook mode, tells Telegram where to send the updates, with the secret (setWebhook), when the token or the secret
 * changed. Answers the view, and whether the webhook was set.
 */
export async function saveShopBotSetup(
  { db, staffId }: StaffCall,
  config: AppConfig,
  input: ShopBotSetupInput,
): Promise<{ view: Awaited<ReturnType<typeof shopBotSetupView>>; webhook: WebhookState }> {
  // The reminder must come before the order is cancelled: at or beyond the window it never would.
  const { reminderMinutes } = input;
  if (!Number.isInteger(reminderMinutes) || reminderMinutes < 1 || reminderMinutes >= config.paymentWindowMinutes) {
    throw new MallError(
      ERROR_CODE.badRequest,
      `Request Error: reminderMinutes must be 1 to ${config.paymentWindowMinutes - 1} (the payment window is ${config.paymentWindowMinutes} minutes)`,
    );
  }
  const ordersChatId = chatOf(input.ordersChatId);
  const catalogueChatId = chatOf(input.catalogueChatId);
  const typedSecret = input.webhookSecret?.trim() ?? '';
  if (typedSecret !== '' && !SECRET.test(typedSecret)) throw new MallError(ERROR_CODE.telegramSecretInvalid);
  const typedToken = input.token?.trim() ?? '';
  const botUsername = typedToken ? await checkToken(config.telegram.apiRoot, typedToken) : undefined;

  const { after, changed } = await db.transaction().execute(async (trx) => {
    const saved = await findTelegramSetting(trx);
    const was = await shopBotSettings(trx, config.telegram);
    const secret =
      typedSecret ||
      (input.newWebhookSecret ? newSecret() : (saved?.webhook_secret ?? (was.webhookSecret ? null : newSecret())));
    await writeTelegramSetting(trx, {
      token: typedToken || (saved?.token ?? null),
      bot_username: typedToken ? (botUsername ?? null) : (saved?.bot_username ?? null),
      webhook_secret: secret,
      orders_chat_id: ordersChatId,
      catalogue_chat_id: catalogueChatId,
      reminder_minutes: reminderMinutes,
      summary_hour: input.summaryHour,
      updated_at: clock.now(),
    });
    const now = await shopBotSettings(trx, config.telegram);
    const tokenChanged = now.token !== was.token;
    const secretChanged = now.webhookSecret !== was.webhookSecret;
    await writeAudit(
      trx,
      {
        staffId,
        action: 'update',
        entity: 'settings',
        entityId: 'telegram',
        before: audited(was),
        after: { ...audited(now), tokenChanged, webhookSecretChanged: secretChanged },
      },
      clock.now(),
    );
    return { after: now, changed: tokenChanged || secretChanged };
  });
  return { view: await shopBotSetupView(db, config), webhook: await webhookAfter(config, after, changed) };
}

/** What the audit keeps of the settings: never the token nor the secret (a save adds whether each changed). */
const audited = (s: ShopBotSettings) => ({
  bot: s.botUsername ?? null,
  ordersChatId: s.ordersChatId ?? '',
  catalogueChatId: s.catalogueChatId ?? '',
  reminderMinutes: s.reminderMinutes,
  summaryHour: s.summaryHour,
});

/** In webhook mode, after a change of the token or the secret: setWebhook for the bot there is now, with the secret
 * (Telegram calls https only: 'noHttps' when PUBLIC_ORIGIN is not). */
async function webhookAfter(config: AppConfig, after: ShopBotSettings, changed: boolean): Promise<WebhookState> {
  if (!after.token || after.updates !== 'webhook') return 'notUsed';
  if (!changed) return 'unchanged';
  if (!config.publicOrigin.startsWith('https://')) return 'noHttps';
  try {
    await apiOf(after, after.token).setWebhook(webhookUrlOf(config), {
      secret_token: after.webhookSecret,
      allowed_updates: ['message', 'callback_query'],
    });
    return 'set';
  } catch {
    return 'failed';
  }
}

/**
 * Removes the token an owner saved in the console: the bot is the environment's again (TELEGRAM_BOT_TOKEN), or there
 * is none. The chats, the secret and the times stay as saved. Audited (action 'clearToken') without the token; nothing
 * is done nor audited when the console has no token. Every process takes it as it takes a saved token (the settings
 * are read each time; the bot is made again when the token differs). In webhook mode (https), Telegram is told to stop
 * sending the removed bot's updates here (deleteWebhook, only when its webhook is still this shop's: the owner may
 * already have pointed that bot elsewhere; not answering is no failure, a revoked token's bot gets nothing anyway),
 * and the environment's bot, if any, is given the webhook with the secret as a saved token is.
 */
export async function clearShopBotToken(
  { db, staffId }: StaffCall,
  config: AppConfig,
): Promise<{ view: Awaited<ReturnType<typeof shopBotSetupView>>; webhook: WebhookState }> {
  const { was, after, cleared } = await db.transaction().execute(async (trx) => {
    const was = await shopBotSettings(trx, config.telegram);
    const cleared = await clearTelegramToken(trx, clock.now());
    const now = await shopBotSettings(trx, config.telegram);
    if (cleared) {
      await writeAudit(
        trx,
        {
          staffId,
          action: 'clearToken',
          entity: 'settings',
          entityId: 'telegram',
          before: { ...audited(was), tokenFrom: was.tokenFrom },
          after: { ...audited(now), tokenFrom: now.tokenFrom },
        },
        clock.now(),
      );
    }
    return { was, after: now, cleared };
  });
  const changed = cleared && after.token !== was.token;
  const https = config.publicOrigin.startsWith('https://');
  if (changed && was.token && was.updates === 'webhook' && https) {
    const removed = apiOf(was, was.token);
    try {
      if ((await removed.getWebhookInfo()).url === webhookUrlOf(config)) await removed.deleteWebhook();
    } catch {
      // Unanswered, or refused (a revoked token: Telegram sends nothing more for it anyway): left as it is. Should its
      // updates still come, they carry the secret and go to the bot there is now, as before this change.
    }
  }
  return { view: await shopBotSetupView(db, config), webhook: await webhookAfter(config, after, changed) };
}

export type TestChat = 'orders' | 'catalogue';

const TEST_WORDS: Record<TelegramSettings['language'], Record<TestChat, string>> = {
  km: {
    orders: 'សារសាកល្បងពីផ្ទាំងគ្រប់គ្រងហាង៖ ការបញ្ជាទិញថ្មី និងសេចក្ដីសង្ខេបប្រចាំថ្ងៃនឹងមកដល់ក្រុមនេះ។',
    catalogue: 'សារសាកល្បងពីផ្ទាំងគ្រប់គ្រងហាង៖ ដំណឹងស្តុកជិតអស់នឹងមកដល់ក្រុមនេះ។',
  },
  en: {
    orders: 'A test message from the shop console: new orders and the daily summary will come to this chat.',
    catalogue: 'A test message from the shop console: low-stock notices will come to this chat.',
  },
  zh: {
    orders: '来自店铺后台的测试消息：新订单和每日汇总将发送到此聊天。',
    catalogue: '来自店铺后台的测试消息：库存不足提醒将发送到此聊天。',
  },
};

/** Why Telegram did not take the message, for the console to say in words (its own answer is shown as well). */
export type TestRefusal = 'chatNotFound' | 'botNotInChat' | 'other';

function refusalOf(error: GrammyError): TestRefusal {
  if (/chat not found/i.test(error.description)) return 'chatNotFound';
  if (error.error_code === 403) return 'botNotInChat';
  return 'other';
}

/**
 * A test message to the orders or catalogue chat, in the shop's language, through the Bot API: whether it arrived,
 * or what Telegram answered (its description, e.g. "Bad Request: chat not found"). 160 without a bot or when the
 * Bot API did not answer; 163 when that chat is not set.
 */
export async function sendTestMessage(db: Executor, operator: TelegramSettings, chat: TestChat) {
  const settings = await shopBotSettings(db, operator);
  if (!settings.token) throw new MallError(ERROR_CODE.telegramOff);
  const chatId = chat === 'orders' ? settings.ordersChatId : settings.catalogueChatId;
  if (!chatId) throw new MallError(ERROR_CODE.telegramChatInvalid);
  try {
    await apiOf(settings, settings.token).sendMessage(chatId, TEST_WORDS[settings.language][chat]);
    return { chatId, delivered: true, refusal: null, answer: null };
  } catch (error) {
    if (!(error instanceof GrammyError)) throw new MallError(ERROR_CODE.telegramOff);
    return { chatId, delivered: false, refusal: refusalOf(error), answer: error.description };
  }
}

// Reaching the shop's bot, for the staff's messages (telegram.ts) and the shoppers' (shopper-telegram.ts) alike.

/** Telegram's 429 as the job runner's RetryAfter: the job waits retry_after, and the wait is not a failed try. */
export async function honouringRetryAfter<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GrammyError && error.error_code === 429) {
      throw new RetryAfter((error.parameters.retry_after ?? 1) * 1000, error.description);
    }
    throw error;
  }
}

/** The shop bot's Bot API client, or none without a token. */
export const shopBotApi = (settings: TelegramSettings) =>
  settings.token ? apiOf(settings, settings.token) : undefined;

/** The bot's @name, for deep links (as getMe answered when the owner saved the token, or asked of the Bot API once
 * per token). */
const usernames = new Map<string, Promise<string>>();
export async function botUsername(settings: ShopBotSettings): Promise<string> {
  const api = shopBotApi(settings);
  if (!api) throw new MallError(ERROR_CODE.telegramOff);
  if (settings.botUsername) return settings.botUsername;
  const cacheKey = `${settings.apiRoot} ${settings.token}`;
  let username = usernames.get(cacheKey);
  if (!username) {
    username = api.getMe().then((me) => me.username);
    usernames.set(cacheKey, username);
  }
  try {
    return await username;
  } catch {
    usernames.delete(cacheKey);
    throw new MallError(ERROR_CODE.telegramOff);
  }
}
