// SKUs as something a member can buy: their product, price and stock, and the stock moves of an order.
import { compiledOnce, type Executor } from './executor';

export interface PurchasableSku {
  skuId: number;
  prodId: number;
  shopId: number;
  skuStatus: number;
  prodStatus: number;
  stock: number;
  /** The merchant's maximum of this product per order (null: the shop's default). */
  maxPerOrder: number | null;
  priceCents: number;
  prodPic: string;
  skuPic: string;
  prod_kh: string;
  prod_en: string;
  prod_cn: string;
  sku_kh: string;
  sku_en: string;
  sku_cn: string;
  /** JSON: { <spec name En>: <value En> } */
  specValues: string;
}

function purchasableSkus(db: Executor, skuIds: number[]) {
  return db
    .selectFrom('sku')
    .innerJoin('product', 'product.id', 'sku.prod_id')
    .select([
      'sku.id as skuId',
      'sku.prod_id as prodId',
      'product.shop_id as shopId',
      'sku.status as skuStatus',
      'product.status as prodStatus',
      'sku.stock as stock',
      'product.max_per_order as maxPerOrder',
      'sku.price_cents as priceCents',
      'product.pic as prodPic',
      'sku.pic as skuPic',
      'product.name_kh as prod_kh',
      'product.name_en as prod_en',
      'product.name_cn as prod_cn',
      'sku.name_kh as sku_kh',
      'sku.name_en as sku_en',
      'sku.name_cn as sku_cn',
      'sku.spec_values as specValues',
    ])
    .where('sku.id', 'in', skuIds);
}

// A cart holds a few SKUs: one compiled query per number of them, as every signed-in cart call reads them.
const COMPILED_UP_TO = 20;
const compiledSkus = compiledOnce((db, count) =>
  purchasableSkus(
    db,
    Array.from({ length: count }, () => 0),
  ),
);

export async function findPurchasableSkus(db: Executor, skuIds: number[]): Promise<Map<number, PurchasableSku>> {
  if (skuIds.length === 0) return new Map();
  const ids = [...new Set(skuIds)];
  const rows =
    ids.length <= COMPILED_UP_TO ? await compiledSkus(db, ids, ids.length) : await purchasableSkus(db, ids).execute();
  return new Map(
    rows.map((r) => [
      Number(r.skuId),
      {
        ...r,
        stock: Number(r.stock),
        maxPerOrder: r.maxPerOrder === null ? null : Number(r.maxPerOrder),
        priceCents: Number(r.priceCents),
      },
    ]),
  );
}

export function isOnSale(sku: PurchasableSku | undefined): sku is PurchasableSku {
  return sku !== undefined && sku.skuStatus === 1 && sku.prodStatus === 1;
}

/** The conditional decrement: true only when the SKU had `count` in stock (and now has that much less). */
/** Takes `count` of a SKU's stock when there is that much: the stock left, or undefined when there was not. */
export async function takeStock(db: Executor, skuId: number, count: number): Promise<number | undefined> {
  const row = await db
    .updateTable('sku')
    .set((eb) => ({ stock: eb('stock', '-', count) }))
    .where('id', '=', skuId)
    .where('stock', '>=', count)
    .returning('stock')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.stock);
}

export async function returnStock(db: Executor, skuId: number, count: number): Promise<void> {
  await db
    .updateTable('sku')
    .set((eb) => ({ stock: eb('stock', '+', count) }))
    .where('id', '=', skuId)
    .execute();
}

export async function addSoldNum(db: Executor, prodId: number, delta: number): Promise<void> {
  await db
    .updateTable('product')
    .set((eb) => ({ sold_num: eb('sold_num', '+', delta) }))
    .where('id', '=', prodId)
    .execute();
}
