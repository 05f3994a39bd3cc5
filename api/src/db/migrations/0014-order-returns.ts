import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { idColumn } from './portable';

// Returns by line and quantity. Each order keeps the money refunded so far and each line the units returned so far:
// both are raised by conditional updates (never past what was paid, never past what was bought), which is what keeps
// concurrent returns and refunds of one order honest. A return is one row with its lines; orders refunded whole
// before this count as refunded in full.
export function orderReturns(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('order')
        .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('order_item')
        .addColumn('returned_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db
        .updateTable('order')
        .set((eb) => ({ refunded_cents: eb.ref('amount_cents') }))
        .where('status', '=', 8)
        .execute();

      await withId(db.schema.createTable('order_return'))
        .addColumn('order_number', 'text', (c) => c.notNull().references('order.order_number'))
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('refund_cents', 'integer', (c) => c.notNull())
        // '' when nothing was refunded; otherwise bank_transfer, mobile_app or cash.
        .addColumn('refund_method', 'text', (c) => c.notNull())
        .addColumn('refund_reference', 'text', (c) => c.notNull())
        .addColumn('restock', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_return_order_idx').on('order_return').column('order_number').execute();

      await withId(db.schema.createTable('order_return_line'))
        .addColumn('return_id', 'integer', (c) => c.notNull().references('order_return.id'))
        .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_item.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_return_line_return_idx').on('order_return_line').column('return_id').execute();
    },
  };
}
