// Favourites: a toggle per product, and the member's page of favourite products (newest first).
import { MallError } from '../errors';
import { clock } from '../clock';
import { localize, type Lang } from '../lib/lang';
import { money } from '../lib/money';
import { offsetOf, pageOf, type Page } from '../lib/paging';
import type { Executor } from '../repositories/executor';
import * as favorites from '../repositories/favorite-repository';

export async function toggleFavorite(db: Executor, memberId: number, prodId: number): Promise<{ isCollect: boolean }> {
  return db.transaction().execute(async (trx) => {
    // Taking a favourite back works even for a removed product; adding one needs a product on sale.
    if ((await favorites.removeFavorite(trx, memberId, prodId)) > 0) return { isCollect: false };
    const product = await trx.selectFrom('product').select('status').where('id', '=', prodId).executeTakeFirst();
    if (!product || Number(product.status) !== 1) throw new MallError(121);
    await favorites.addFavorite(trx, memberId, prodId, clock.now());
    return { isCollect: true };
  });
}

async function productSummaries(db: Executor, prodIds: number[], lang: Lang) {
  if (prodIds.length === 0) return [];
  const rows = await db
    .selectFrom('product')
    .leftJoin('sku', (join) => join.onRef('sku.prod_id', '=', 'product.id').on('sku.status', '=', 1))
    .select((eb) => [
      'product.id',
      'product.name_kh',
      'product.name_en',
      'product.name_cn',
      'product.pic',
      'product.price_cents',
      'product.ori_price_cents',
      'product.sold_num',
      eb.fn.coalesce(eb.fn.sum<number>('sku.stock'), eb.lit(0)).as('stock'),
    ])
    .where('product.id', 'in', prodIds)
    .groupBy([
      'product.id',
      'product.name_kh',
      'product.name_en',
      'product.name_cn',
      'product.pic',
      'product.price_cents',
      'product.ori_price_cents',
      'product.sold_num',
    ])
    .execute();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return prodIds
    .map((id) => byId.get(id))
    .filter((r) => r !== undefined)
    .map((r) => ({
      prodId: Number(r.id),
      ...localize(r, 'name', lang, 'prodName'),
      pic: r.pic,
      price: money(Number(r.price_cents)),
      oriPrice: money(Number(r.ori_price_cents)),
      stock: Number(r.stock),
      soldNum: Number(r.sold_num),
    }));
}

export async function pageFavorites(
  db: Executor,
  memberId: number,
  current: number,
  size: number,
  lang: Lang,
): Promise<Page<Awaited<ReturnType<typeof productSummaries>>[number]>> {
  const { prodIds, total } = await favorites.pageFavoriteProductIds(db, memberId, offsetOf(current, size), size);
  return pageOf(await productSummaries(db, prodIds, lang), total, current, size);
}
