import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listFavorites, toggleFavorite, usePagedList, type ProductSummary } from '@mall/shared';
import { showToast } from '../feedback';

export const FAVORITE_PAGE_SIZE = 20;

/** The member's favourites, newest first, a page at a time; un-favouriting removes one from the grid. */
export function useFavorites() {
  const { t } = useTranslation('account');
  const list = usePagedList<ProductSummary>({
    key: 'favorites',
    load: (page) => listFavorites({ current: page, size: FAVORITE_PAGE_SIZE }),
    idOf: (product) => product.prodId,
  });
  const [busyId, setBusyId] = useState<number | null>(null);

  async function unfavorite(product: ProductSummary) {
    setBusyId(product.prodId);
    try {
      let { isCollect } = await toggleFavorite(product.prodId);
      // It had already gone from the favourites elsewhere, so the toggle added it back: take it out again.
      if (isCollect) ({ isCollect } = await toggleFavorite(product.prodId));
      if (!isCollect) {
        list.update((prev) => ({
          ...prev,
          records: prev.records.filter((item) => item.prodId !== product.prodId),
          total: Math.max(prev.total - 1, 0),
        }));
        showToast(t('common:message.collectCancel'));
      }
    } catch {
      // the shell has shown why
    } finally {
      setBusyId(null);
    }
  }

  return {
    products: list.records,
    state: list.state,
    total: list.total,
    hasMore: list.hasMore,
    loadingMore: list.loadingMore,
    busyId,
    loadMore: list.loadMore,
    reload: list.reload,
    unfavorite,
  };
}
