import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';

// A payment remembers the instruction it gave (asking again returns the same one), the money that came, and when
// money that could not be taken was refunded; open_payment holds at most one open payment per order (its primary key is the guard).
export function paymentRefunds(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('payment').addColumn('instruction', 'text').execute();
      await db.schema.alterTable('payment').addColumn('received_cents', 'integer').execute();
      await db.schema.alterTable('payment').addColumn('refunded_at', 'bigint').execute();
      await db.schema
        .createTable('open_payment')
        .addColumn('order_number', 'text', (c) => c.primaryKey().references('order.order_number'))
        .addColumn('payment_id', 'integer', (c) => c.notNull().references('payment.id'))
        .execute();
      await db.schema.createIndex('open_payment_payment_idx').on('open_payment').column('payment_id').execute();
    },
  };
}
