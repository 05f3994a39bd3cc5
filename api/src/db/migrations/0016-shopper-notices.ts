import type { Kysely, Migration } from 'kysely';

// The shop speaks. The shopper hears of the order by SMS (placed, paid, shipped, refunded). Each member may turn these messages off
// (order_sms 0) and has a language for them (null until the member places an order or saves the choice: the language
// of that page). Each message sent is written down by order and event before it goes out, so that a job tried again
// sends nothing twice. And the console's live updates: a staff member's browser opens its event stream with a ticket
// (EventSource sends no headers), good once and for a few seconds, kept here so that any API instance takes it.
export function shopperNotices(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('member')
        .addColumn('order_sms', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable('member').addColumn('lang', 'text').execute();
      await db.schema
        .createTable('order_notice')
        .addColumn('order_number', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        // 'sending' until the sender accepted it, then 'sent'
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_notice_pk', ['order_number', 'event'])
        .execute();
      await db.schema
        .createTable('staff_live_ticket')
        .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
        // the staff session that asked for it: the stream ends when that session does
        .addColumn('session_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('staff_live_ticket').execute();
      await db.schema.dropTable('order_notice').execute();
      await db.schema.alterTable('member').dropColumn('lang').execute();
      await db.schema.alterTable('member').dropColumn('order_sms').execute();
    },
  };
}
