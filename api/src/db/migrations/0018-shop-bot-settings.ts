import type { Kysely, Migration } from 'kysely';

// The shop bot set by the owner in the console (services/telegram-settings.ts): one row (id 1) of the bot's token,
// its webhook secret, the orders and catalogue chats, the minutes after which an unconfirmed transfer is told
// (before the payment window cancels the order) and the hour of the daily summary. A column left null was never saved from the console: the operator's
// environment (TELEGRAM_*) gives that value. The token and the secret are never sent back to a browser.
export function shopBotSettings(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('telegram_setting')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('token', 'text')
        // the bot's @name, as getMe answered for the saved token
        .addColumn('bot_username', 'text')
        .addColumn('webhook_secret', 'text')
        // '' once saved empty: no chat, even when the environment names one
        .addColumn('orders_chat_id', 'text')
        .addColumn('catalogue_chat_id', 'text')
        .addColumn('reminder_minutes', 'integer')
        .addColumn('summary_hour', 'integer')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('telegram_setting').execute();
    },
  };
}
