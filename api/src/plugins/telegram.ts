// The shop bot's update handling (services/telegram.ts), for the token in the shop bot's settings (the owner's, or
// TELEGRAM_BOT_TOKEN): updates come to the webhook route, or, with TELEGRAM_UPDATES=polling (development's default),
// the API asks for them from when it is ready. A token changed in the console makes a new bot at the next update (or
// at once in the process that saved it): no restart.
import type { FastifyInstance } from 'fastify';
import { createShopBot, type ShopBot } from '../services/telegram';
import { shopBotSettings } from '../services/telegram-settings';

export interface ShopBots {
  /** An update for the bot of the token set now (none: dropped). */
  handleUpdate(update: unknown): Promise<void>;
  /** Takes the settings as they are now: a new bot when the token changed (polling again, in polling mode). */
  reload(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    telegram: ShopBots;
  }
}

export function registerTelegram(app: FastifyInstance): void {
  const onError = (error: unknown) => app.log.error({ err: error }, 'telegram update failed');
  const polling = app.config.telegram.updates === 'polling';
  let current: { token: string; bot: ShopBot } | undefined;
  let ready = false;
  let closed = false;
  // One change at a time: two updates that find a new token make one bot.
  let queue: Promise<unknown> = Promise.resolve();

  function botNow(): Promise<ShopBot | undefined> {
    const next = queue.then(async () => {
      const settings = await shopBotSettings(app.db, app.config.telegram);
      if (current && current.token === settings.token) return current.bot;
      const old = current;
      current = undefined;
      await old?.bot.stop();
      const bot = closed ? undefined : createShopBot(app.db, app.config, settings, onError);
      if (!bot || !settings.token) return undefined;
      current = { token: settings.token, bot };
      if (polling && ready) bot.startPolling((error) => app.log.error({ err: error }, 'telegram polling stopped'));
      return bot;
    });
    queue = next.catch(() => undefined);
    return next;
  }

  app.decorate('telegram', {
    async handleUpdate(update: unknown) {
      await (await botNow())?.handleUpdate(update);
    },
    async reload() {
      await botNow();
    },
  });
  app.addHook('onReady', async () => {
    ready = true;
    if (polling) await botNow();
  });
  app.addHook('onClose', async () => {
    closed = true;
    await queue;
    await current?.bot.stop();
  });
}
