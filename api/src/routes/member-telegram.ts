// member/telegram*: a signed-in shopper links a Telegram chat for order updates through a one-time deep link, sees
// whether it is linked, and unlinks it (services/shopper-telegram.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../schemas/common';
import { ShopperTelegram, ShopperTelegramLink, ShopperTelegramLinkBody } from '../schemas/member';
import { memberIdOf, memberOnly } from '../plugins/auth';
import { requestLanguage } from '../lib/lang';
import { createShopperTelegramLink, shopperTelegramState, unlinkShopperTelegram } from '../services/shopper-telegram';

const memberTelegram: FastifyPluginAsyncTypebox = async (app) => {
  const signedIn = memberOnly(app, 'member');

  app.get(
    '/member/telegram',
    {
      ...signedIn,
      schema: {
        ...signedIn.schema,
        summary:
          'Whether order updates on Telegram can be had (the shop bot is set up), and whether the member has them',
        response: { 200: Envelope(ShopperTelegram) },
      },
    },
    async (request) => ({ data: await shopperTelegramState(app.db, app.config.telegram, memberIdOf(request)) }),
  );

  app.post(
    '/member/telegram/link',
    {
      ...signedIn,
      schema: {
        ...signedIn.schema,
        summary:
          "A one-time deep link (30 minutes) to the shop bot: its Start links that chat for order updates, confirmed in the page's language (165: no shop bot; 4: not the member's order)",
        body: ShopperTelegramLinkBody,
        response: { 200: Envelope(ShopperTelegramLink) },
      },
    },
    async (request) => ({
      data: await createShopperTelegramLink(
        app.db,
        app.config.telegram,
        memberIdOf(request),
        requestLanguage(request),
        request.body.orderNumber,
      ),
    }),
  );

  app.post(
    '/member/telegram/unlink',
    {
      ...signedIn,
      schema: {
        ...signedIn.schema,
        summary: 'Stops the order updates on Telegram (the chat is forgotten; /stop in the chat does the same)',
        response: { 200: Envelope(ShopperTelegram) },
      },
    },
    async (request) => ({ data: await unlinkShopperTelegram(app.db, app.config.telegram, memberIdOf(request)) }),
  );
};
export default memberTelegram;
