// telegram/webhook (the shop bot's updates, from Telegram) and merchant/me/telegram*: a member of staff links their
// own Telegram account through a one-time deep link, sees it, and unlinks it.
import { timingSafeEqual } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyEnvelope, Envelope } from '../schemas/common';
import { MyTelegram, TelegramLink, TelegramLinkBody } from '../schemas/merchant';
import { ERROR_CODE, MallError } from '../errors';
import { staffOf, staffOnly } from '../plugins/staff-auth';
import { createTelegramLink, myTelegram, setTelegramLanguage, unlinkTelegram } from '../services/telegram';

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

  app.post(
    '/telegram/webhook',
    {
      // Checked before the body is read: a caller without the secret costs nothing more.
      onRequest: (request, _reply, done) => {
        const { webhookSecret, token } = app.config.telegram;
        const refused = !token || !sameSecret(request.headers[SECRET_HEADER], webhookSecret);
        done(refused ? new MallError(ERROR_CODE.telegramWebhookRefused) : undefined);
      },
      schema: {
        tags: ['telegram'],
        summary: "The shop bot's updates (Telegram's webhook): refused (161) without X-Telegram-Bot-Api-Secret-Token",
        body: Type.Object({ update_id: Type.Integer() }, { additionalProperties: true }),
        response: { 200: EmptyEnvelope },
      },
    },
    async (request) => {
      await app.telegram?.handleUpdate(request.body);
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
    async (request) => ({ data: await myTelegram(app.db, app.config.telegram, staffOf(request).id) }),
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
      data: await createTelegramLink(app.db, app.config.telegram, staffOf(request).id, request.body.language),
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
      return { data: await myTelegram(app.db, app.config.telegram, staffId) };
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
};
export default telegram;
