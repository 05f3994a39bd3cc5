import type { Kysely, Migration } from 'kysely';

// Riel beside the dollar: the shop's rate (riel per dollar) and rounding step in force when an order was placed, and
// the order's total in riel at that rate as rounded then, frozen with the order. Orders placed before have neither (null): their rate was
// never recorded, and a rate guessed today would be a figure the shopper was never shown.
export function orderRiel(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('order').addColumn('riel_rate', 'integer').execute();
      await db.schema.alterTable('order').addColumn('riel_step', 'integer').execute();
      await db.schema.alterTable('order').addColumn('amount_riel', 'bigint').execute();
    },
  };
}
