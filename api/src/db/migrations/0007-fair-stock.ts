import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';

// Fair stock: a product's own maximum of units per order and per cart line (null: the shop's MAX_UNITS_PER_SKU), and
// one cart line per member and SKU, so that parallel adds meet in one upsert instead of making a line each.
export function fairStock(): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('product').addColumn('max_per_order', 'integer').execute();
      // Lines the old race split are merged into the member's first line of that SKU.
      await sql`UPDATE cart_item SET count = (
          SELECT SUM(twin.count) FROM cart_item twin
          WHERE twin.member_id = cart_item.member_id AND twin.sku_id = cart_item.sku_id)
        WHERE id IN (SELECT MIN(id) FROM cart_item GROUP BY member_id, sku_id HAVING COUNT(*) > 1)`.execute(db);
      await sql`DELETE FROM cart_item
        WHERE id NOT IN (SELECT MIN(id) FROM cart_item GROUP BY member_id, sku_id)`.execute(db);
      await db.schema.dropIndex('cart_item_member_idx').execute();
      await db.schema
        .createIndex('cart_item_member_sku_uq')
        .on('cart_item')
        .columns(['member_id', 'sku_id'])
        .unique()
        .execute();
    },
  };
}
