import { sql } from 'kysely';
import type { CartItem } from '../db/schema';
import { compiledOnce, type Executor } from './executor';

const cartLines = compiledOnce((db) =>
  db.selectFrom('cart_item').selectAll().where('member_id', '=', 0).orderBy('id', 'asc'),
);

export async function listCartLines(db: Executor, memberId: number): Promise<CartItem[]> {
  return cartLines(db, [memberId]);
}

export async function findCartLineBySku(db: Executor, memberId: number, skuId: number): Promise<CartItem | undefined> {
  return db
    .selectFrom('cart_item')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('sku_id', '=', skuId)
    .executeTakeFirst();
}

export async function findCartLines(db: Executor, memberId: number, basketIds: number[]): Promise<CartItem[]> {
  if (basketIds.length === 0) return [];
  return db
    .selectFrom('cart_item')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('id', 'in', [...new Set(basketIds)])
    .orderBy('id', 'asc')
    .execute();
}

/**
 * Adds `count` units of a SKU to the member's line of it, creating the line: one statement, so parallel adds meet
 * on the line's unique key (member, SKU) and each is counted. Nothing is written (undefined) when the line would
 * exceed the SKU's stock or the product's maximum per order (`defaultMax` when the merchant set none).
 */
export async function addToCartLine(
  db: Executor,
  line: { memberId: number; skuId: number; count: number; now: number; defaultMax: number },
): Promise<number | undefined> {
  const { memberId, skuId, count, now, defaultMax } = line;
  const { rows } = await sql<{ count: number }>`
    INSERT INTO cart_item (member_id, shop_id, prod_id, sku_id, count, created_at)
    SELECT ${memberId}, product.shop_id, sku.prod_id, sku.id, ${count}, ${now}
    FROM sku INNER JOIN product ON product.id = sku.prod_id
    WHERE sku.id = ${skuId} AND sku.stock >= ${count} AND COALESCE(product.max_per_order, ${defaultMax}) >= ${count}
    ON CONFLICT (member_id, sku_id) DO UPDATE SET count = cart_item.count + excluded.count
    WHERE cart_item.count + excluded.count <= (SELECT stock FROM sku WHERE sku.id = excluded.sku_id)
      AND cart_item.count + excluded.count <=
        (SELECT COALESCE(max_per_order, ${defaultMax}) FROM product WHERE product.id = excluded.prod_id)
    RETURNING count`.execute(db);
  return rows.length === 0 ? undefined : Number(rows[0].count);
}

/** Sets a line's count, in the same statement as the check against stock and the product's maximum: true if set. */
export async function setCartLineCount(
  db: Executor,
  line: { memberId: number; basketId: number; count: number; defaultMax: number },
): Promise<boolean> {
  const { memberId, basketId, count, defaultMax } = line;
  const result = await db
    .updateTable('cart_item')
    .set({ count })
    .where('id', '=', basketId)
    .where('member_id', '=', memberId)
    .where((eb) =>
      eb.and([
        eb(eb.selectFrom('sku').select('stock').whereRef('sku.id', '=', 'cart_item.sku_id'), '>=', count),
        eb(
          eb
            .selectFrom('product')
            .select((p) => p.fn.coalesce('max_per_order', p.val(defaultMax)).as('max'))
            .whereRef('product.id', '=', 'cart_item.prod_id'),
          '>=',
          count,
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCartLines(db: Executor, memberId: number, basketIds: number[]): Promise<number> {
  if (basketIds.length === 0) return 0;
  const result = await db
    .deleteFrom('cart_item')
    .where('member_id', '=', memberId)
    .where('id', 'in', [...new Set(basketIds)])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
