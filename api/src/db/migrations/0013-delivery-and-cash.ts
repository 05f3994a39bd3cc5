import type { Kysely, Migration } from 'kysely';

// Delivery fees the shop sets, and cash on delivery. An address names its khan (null: saved before, charged the flat
// fee until edited); an order keeps the khan it was delivered to. A cash order (payment_method 3) records the cash the
// rider brought back, who recorded it and when (null until then). The fee, the free-delivery threshold, the area and
// the cash rules are settings (site_setting rows), which need no column.
export function deliveryAndCash(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('address').addColumn('khan', 'text').execute();
      await db.schema.alterTable('order').addColumn('khan', 'text').execute();
      await db.schema.alterTable('order').addColumn('cash_taken_cents', 'integer').execute();
      await db.schema.alterTable('order').addColumn('cash_recorded_by', 'integer').execute();
      await db.schema.alterTable('order').addColumn('cash_recorded_at', 'bigint').execute();
    },
  };
}
