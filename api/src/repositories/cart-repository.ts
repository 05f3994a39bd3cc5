import type { CartItem } from '../db/schema';
import { compiledOnce, type Executor } from './executor';

const cartLines = compiledOnce((db) =>
  db.selectFrom('cart_item').selectAll().where('member_id', '=', 0).orderBy('id', 'asc'),
);

export async function listCartLines(db: Executor, memberId: number): Promise<CartItem[]> {
  return cartLines(db, [memberId]);
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

export async function findCartLineBySku(db: Executor, memberId: number, skuId: number): Promise<CartItem | undefined> {
  return db
    .selectFrom('cart_item')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('sku_id', '=', skuId)
    .executeTakeFirst();
}

export async function insertCartLine(
  db: Executor,
  line: { memberId: number; shopId: number; prodId: number; skuId: number; count: number; now: number },
): Promise<void> {
  await db
    .insertInto('cart_item')
    .values({
      member_id: line.memberId,
      shop_id: line.shopId,
      prod_id: line.prodId,
      sku_id: line.skuId,
      count: line.count,
      created_at: line.now,
    })
    .execute();
}

export async function setCartLineCount(db: Executor, memberId: number, basketId: number, count: number): Promise<void> {
  await db
    .updateTable('cart_item')
    .set({ count })
    .where('id', '=', basketId)
    .where('member_id', '=', memberId)
    .execute();
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
