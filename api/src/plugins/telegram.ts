// The shop bot's update handling (services/telegram.ts), when TELEGRAM_BOT_TOKEN is set: updates come to the webhook
// route, or, with TELEGRAM_UPDATES=polling (development's default), the API asks for them from when it is ready.
import type { FastifyInstance } from 'fastify';
import { createShopBot, type ShopBot } from '../services/telegram';

declare module 'fastify' {
  interface FastifyInstance {
    telegram: ShopBot | undefined;
  }
}

export function registerTelegram(app: FastifyInstance): void {
  const bot = createShopBot(app.db, app.config, (error) => app.log.error({ err: error }, 'telegram update failed'));
  app.decorate('telegram', bot);
  app.addHook('onReady', async () => {
    if (bot && app.config.telegram.updates === 'polling') {
      bot.startPolling((error) => app.log.error({ err: error }, 'telegram polling stopped'));
    }
  });
  app.addHook('onClose', async () => bot?.stop());
}
