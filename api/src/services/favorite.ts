// Favourites: a toggle per product, and the member's page of favourite products (newest first).
import { ERROR_CODE, MallError } from '../errors';
import { clock } from '../clock';
import type { Lang } from '../lib/lang';
import { offsetOf, pageOf, type Page } from '../lib/paging';
import type { Executor } from '../repositories/executor';
import * as favorites from '../repositories/favorite-repository';
import { findProductOnSale, summaryRowsOf } from '../repositories/catalog';
import { lockMember } from '../repositories/member';
import type { PagingQuery } from '../schemas/common';
import { summarize, type ProductSummary } from './catalog';

/**
 * Each toggle changes the favourite exactly once: one member's toggles take turns (the member's row locked to the end
 * of the transaction), so each sees what the one before it did and takes it back or adds it. Without the turn, 100
 * toggles at once on PostgreSQL each kept finding the other state changed under them (the test in fair-stock).
 */
export async function toggleFavorite(db: Executor, memberId: number, prodId: number): Promise<{ isCollect: boolean }> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    // Taking a favourite back works even for a removed product; adding one needs a product on sale.
    if ((await favorites.removeFavorite(trx, memberId, prodId)) > 0) return { isCollect: false };
    if (!(await findProductOnSale(trx, prodId))) throw new MallError(ERROR_CODE.productRemoved);
    await favorites.addFavorite(trx, memberId, prodId, clock.now());
    return { isCollect: true };
  });
}

export async function pageFavorites(
  db: Executor,
  memberId: number,
  paging: PagingQuery,
  lang: Lang,
): Promise<Page<ProductSummary>> {
  const { current, size } = paging;
  const { prodIds, total } = await favorites.pageFavoriteProductIds(db, memberId, offsetOf(current, size), size);
  return pageOf(await summarize(db, await summaryRowsOf(db, prodIds), lang), total, current, size);
}
