import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listFavorites, toggleFavorite, type ProductSummary } from '@mall/shared';
import { showToast } from '../feedback';
import type { LoadState } from '../orders/use-order-list';

export const FAVORITE_PAGE_SIZE = 20;

/** The member's favourites, newest first, a page at a time; un-favouriting removes one from the grid. */
export function useFavorites() {
  const { t } = useTranslation('account');
  const [products, setProducts] = useState<ProductSummary[]>([]);
  const [state, setState] = useState<LoadState>('loading');
  const [page, setPage] = useState({ current: 0, pages: 0, total: 0 });
  const [loadingMore, setLoadingMore] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const request = useRef(0);

  const load = useCallback(async (current: number) => {
    const id = ++request.current;
    if (current === 1) setState('loading');
    else setLoadingMore(true);
    try {
      const result = await listFavorites({ current, size: FAVORITE_PAGE_SIZE });
      if (id !== request.current) return;
      setProducts((prev) =>
        current === 1
          ? result.records
          : [...prev, ...result.records.filter((p) => !prev.some((q) => q.prodId === p.prodId))],
      );
      setPage({ current: result.current, pages: result.pages, total: result.total });
      setState('ready');
    } catch {
      if (id !== request.current) return;
      if (current === 1) setState('error');
    } finally {
      if (id === request.current) setLoadingMore(false);
    }
  }, []);

  useEffect(() => {
    void load(1);
  }, [load]);

  async function unfavorite(product: ProductSummary) {
    setBusyId(product.prodId);
    try {
      let { isCollect } = await toggleFavorite(product.prodId);
      // It had already gone from the favourites elsewhere, so the toggle added it back: take it out again.
      if (isCollect) ({ isCollect } = await toggleFavorite(product.prodId));
      if (!isCollect) {
        setProducts((list) => list.filter((item) => item.prodId !== product.prodId));
        setPage((prev) => ({ ...prev, total: Math.max(prev.total - 1, 0) }));
        showToast(t('common:message.collectCancel'));
      }
    } catch {
      // the shell has shown why
    } finally {
      setBusyId(null);
    }
  }

  const hasMore = state === 'ready' && page.current < page.pages;

  return {
    products,
    state,
    total: page.total,
    hasMore,
    loadingMore,
    busyId,
    loadMore: () => {
      if (hasMore && !loadingMore) void load(page.current + 1);
    },
    reload: () => void load(1),
    unfavorite,
  };
}
