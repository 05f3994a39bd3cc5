// Favourites: a toggle per product, and the member's page of favourite products (newest first).
import { ERROR_CODE, MallError } from '../errors';
import { clock } from '../clock';
import type { Lang } from '../lib/lang';
import { offsetOf, pageOf, type Page } from '../lib/paging';
import type { Executor } from '../repositories/executor';
import * as favorites from '../repositories/favorite-repository';
import { findProductOnSale, summaryRowsOf } from '../repositories/catalog';
import type { PagingQuery } from '../schemas/common';
import { summarize, type ProductSummary } from './catalog';

/**
 * Each toggle changes the favourite exactly once, by a delete or an insert that does nothing on a conflict (single
 * statements, no transaction): when a parallel toggle adds it between the two, this one tries again and takes it back.
 */
export async function toggleFavorite(db: Executor, memberId: number, prodId: number): Promise<{ isCollect: boolean }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    // Taking a favourite back works even for a removed product; adding one needs a product on sale.
    if ((await favorites.removeFavorite(db, memberId, prodId)) > 0) return { isCollect: false };
    if (!(await findProductOnSale(db, prodId))) throw new MallError(ERROR_CODE.productRemoved);
    if (await favorites.addFavorite(db, memberId, prodId, clock.now())) return { isCollect: true };
  }
  throw new MallError(ERROR_CODE.requestFailed);
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
