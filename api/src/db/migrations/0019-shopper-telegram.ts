import { sql, type Kysely, type Migration } from 'kysely';

// The shopper hears of the order on Telegram too, when they opt in. A signed-in member asks for a one-time deep link
// (its token stored hashed, used once, expiring; the order it was asked from, whose news is sent once linked); the
// bot's /start with it links that chat to the member. Of the shopper the bot keeps the chat id only (no Telegram
// user name or phone). Each order message is now written down by order, event and channel (sms | telegram): the SMS
// and the Telegram message of one event are each sent once.
export function shopperTelegram(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('member_telegram_token')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('order_number', 'text')
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createTable('member_telegram')
        .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
        // Telegram's ids pass 2^31 (text: one type on both databases).
        .addColumn('chat_id', 'text', (c) => c.notNull().unique())
        .addColumn('linked_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('order_notice_by_channel')
        .addColumn('order_number', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_notice_channel_pk', ['order_number', 'event', 'channel'])
        .execute();
      await sql`insert into order_notice_by_channel (order_number, event, channel, status, created_at)
        select order_number, event, 'sms', status, created_at from order_notice`.execute(db);
      await db.schema.dropTable('order_notice').execute();
      await db.schema.alterTable('order_notice_by_channel').renameTo('order_notice').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema
        .createTable('order_notice_sms')
        .addColumn('order_number', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_notice_pk', ['order_number', 'event'])
        .execute();
      await sql`insert into order_notice_sms (order_number, event, status, created_at)
        select order_number, event, status, created_at from order_notice where channel = 'sms'`.execute(db);
      await db.schema.dropTable('order_notice').execute();
      await db.schema.alterTable('order_notice_sms').renameTo('order_notice').execute();
      await db.schema.dropTable('member_telegram').execute();
      await db.schema.dropTable('member_telegram_token').execute();
    },
  };
}
