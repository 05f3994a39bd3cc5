// telegram/webhook (the shop bot's updates, from Telegram) and merchant/me/telegram*: a member of staff links their
// own Telegram account through a one-time deep link, sees it, and unlinks it; merchant/telegram/*: the owner sets the
// shop bot (token, webhook secret, chats, the reminder's minutes and the summary's hour), removes the token saved
// there (back to the server's), and sends a test message to a chat.
import { timingSafeEqual } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyEnvelope, Envelope } from '../schemas/common';
import {
  MyTelegram,
  ShopBotSaved,
  ShopBotSetup,
  ShopBotSetupBody,
  TelegramLink,
  TelegramLinkBody,
  TelegramTestBody,
  TelegramTestResult,
} from '../schemas/merchant';
import { ERROR_CODE, MallError } from '../errors';
import { staffCallOf, staffOf, staffOnly } from '../plugins/staff-auth';
import { createTelegramLink, myTelegram, setTelegramLanguage, unlinkTelegram } from '../services/telegram';
import {
  clearShopBotToken,
  saveShopBotSetup,
  sendTestMessage,
  shopBotSettings,
  shopBotSetupView,
} from '../services/telegram-settings';

/** The header Telegram sends with every webhook call: the secret_token given to setWebhook. */
const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

function sameSecret(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const telegram: FastifyPluginAsyncTypebox = async (app) => {
  const anyStaff = staffOnly(app, 'merchant staff', 'any');
  const owner = staffOnly(app, 'merchant settings', []);
  const settings = () => shopBotSettings(app.db, app.config.telegram);

  app.post(
    '/telegram/webhook',
    {
      // Checked before the body is read: a caller without the secret costs nothing more.
      onRequest: async (request) => {
        const { webhookSecret, token, updates } = await settings();
        const refused = !token || updates !== 'webhook' || !sameSecret(request.headers[SECRET_HEADER], webhookSecret);
        if (refused) throw new MallError(ERROR_CODE.telegramWebhookRefused);
      },
      schema: {
        tags: ['telegram'],
        summary: "The shop bot's updates (Telegram's webhook): refused (161) without X-Telegram-Bot-Api-Secret-Token",
        body: Type.Object({ update_id: Type.Integer() }, { additionalProperties: true }),
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await app.telegram.handleUpdate(request.body);
      return { data: null };
    },
  );

  app.get(
    '/merchant/me/telegram',
    {
      ...anyStaff,
      schema: {
        ...anyStaff.schema,
        summary: "The signed-in member's linked Telegram account (null: none), and whether the shop bot is set up",
        response: { 200: Envelope(MyTelegram) },
      },
    },
    async (request) => ({ data: await myTelegram(app.db, await settings(), staffOf(request).id) }),
  );

  app.post(
    '/merchant/me/telegram/link',
    {
      ...anyStaff,
      schema: {
        ...anyStaff.schema,
        summary: 'A one-time deep link (30 minutes) that links the Telegram account opening it (160: no shop bot)',
        body: TelegramLinkBody,
        response: { 200: Envelope(TelegramLink) },
      },
    },
    async (request) => ({
      data: await createTelegramLink(app.db, await settings(), staffOf(request).id, request.body.language),
    }),
  );

  app.post(
    '/merchant/me/telegram/language',
    {
      ...anyStaff,
      schema: {
        ...anyStaff.schema,
        summary: "The language of the shop bot's messages to the signed-in member (404: not linked)",
        body: TelegramLinkBody,
        response: { 200: Envelope(MyTelegram) },
      },
    },
    async (request) => {
      const staffId = staffOf(request).id;
      await setTelegramLanguage(app.db, staffId, request.body.language);
      return { data: await myTelegram(app.db, await settings(), staffId) };
    },
  );

  app.post(
    '/merchant/me/telegram/unlink',
    {
      ...anyStaff,
      schema: {
        ...anyStaff.schema,
        summary: "Unlink the signed-in member's Telegram account: the bot sends them nothing more",
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await unlinkTelegram(app.db, staffOf(request).id);
      return { data: null };
    },
  );

  app.get(
    '/merchant/telegram/settings',
    {
      ...owner,
      schema: {
        ...owner.schema,
        summary:
          "The shop bot as set: whether a token is, the bot's @name, the chats, reminder minutes, summary hour (never the token)",
        response: { 200: Envelope(ShopBotSetup) },
      },
    },
    async () => ({ data: await shopBotSetupView(app.db, app.config) }),
  );

  app.post(
    '/merchant/telegram/settings/save',
    {
      ...owner,
      schema: {
        ...owner.schema,
        summary:
          'Set the shop bot (owners): a new token is checked with getMe (162: refused), chats (163), the webhook secret (164; made here when none), reminder minutes under the payment window (99); audited without the secrets',
        body: ShopBotSetupBody,
        response: { 200: Envelope(ShopBotSaved) },
      },
    },
    async (request) => {
      const { view, webhook } = await saveShopBotSetup(staffCallOf(request), app.config, request.body);
      await app.telegram.reload();
      return { data: { ...view, webhook } };
    },
  );

  app.post(
    '/merchant/telegram/settings/clearToken',
    {
      ...owner,
      schema: {
        ...owner.schema,
        summary:
          "Remove the token saved in the console (owners): the bot is the server's TELEGRAM_BOT_TOKEN again, or none; in webhook mode the removed bot's webhook is deleted (if still ours) and the server's bot's set; audited without the token (nothing to do: nothing done)",
        response: { 200: Envelope(ShopBotSaved) },
      },
    },
    async (request) => {
      const { view, webhook } = await clearShopBotToken(staffCallOf(request), app.config);
      await app.telegram.reload();
      return { data: { ...view, webhook } };
    },
  );

  app.post(
    '/merchant/telegram/test',
    {
      ...owner,
      schema: {
        ...owner.schema,
        summary:
          "A test message to the orders or catalogue chat: whether it arrived, or Telegram's answer (160: no bot; 163: no such chat set)",
        body: TelegramTestBody,
        response: { 200: Envelope(TelegramTestResult) },
      },
    },
    async (request) => ({ data: await sendTestMessage(app.db, app.config.telegram, request.body.chat) }),
  );
};
export default telegram;
