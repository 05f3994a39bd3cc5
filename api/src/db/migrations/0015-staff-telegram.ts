import type { Kysely, Migration } from 'kysely';

// The shop bot and its staff: each member of staff links their own Telegram account through a one-time deep link
// (its token stored hashed, used once, expiring), and the messages the bot sent, one per thing and chat (so that a
// job tried again sends nothing twice, and a button's press can edit every copy of its order's message).
export function staffTelegram(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('telegram_link_token')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema
        .createTable('staff_telegram')
        .addColumn('staff_id', 'integer', (c) => c.primaryKey().references('staff.id'))
        // Telegram's ids pass 2^31 (text: one type on both databases).
        .addColumn('telegram_user_id', 'text', (c) => c.notNull().unique())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('username', 'text')
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('linked_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('telegram_message')
        // What the message is about (`order:<number>`), and where it went.
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('chat_id', 'text', (c) => c.notNull())
        .addColumn('message_id', 'bigint', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('telegram_message_pk', ['key', 'chat_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('telegram_message').execute();
      await db.schema.dropTable('staff_telegram').execute();
      await db.schema.dropTable('telegram_link_token').execute();
    },
  };
}
