import { useCallback, useEffect, useRef, useState } from 'react';
import { getOrder, listOrders, type Order, type OrderStatusFilter } from '@mall/shared';

export const ORDER_PAGE_SIZE = 10;

export type LoadState = 'loading' | 'ready' | 'error';

export interface OrderListState {
  orders: Order[];
  current: number;
  pages: number;
  total: number;
  state: LoadState;
  loadingMore: boolean;
}

const initial: OrderListState = { orders: [], current: 0, pages: 0, total: 0, state: 'loading', loadingMore: false };

/**
 * The member's orders with one status filter. `append` (mobile) keeps earlier pages and adds the next;
 * otherwise (laptop) each page replaces the last.
 */
export function useOrderList(status: OrderStatusFilter, { append }: { append: boolean }) {
  const [list, setList] = useState<OrderListState>(initial);
  const request = useRef(0);

  const load = useCallback(
    async (page: number, keep: boolean) => {
      const id = ++request.current;
      setList((prev) => (keep ? { ...prev, loadingMore: true } : { ...initial, state: 'loading' }));
      try {
        const result = await listOrders({ current: page, size: ORDER_PAGE_SIZE, status });
        if (id !== request.current) return;
        setList((prev) => ({
          orders: keep
            ? [
                ...prev.orders,
                ...result.records.filter((o) => !prev.orders.some((p) => p.orderNumber === o.orderNumber)),
              ]
            : result.records,
          current: result.current,
          pages: result.pages,
          total: result.total,
          state: 'ready',
          loadingMore: false,
        }));
      } catch {
        if (id !== request.current) return;
        setList((prev) => (keep ? { ...prev, loadingMore: false } : { ...initial, state: 'error' }));
      }
    },
    [status],
  );

  useEffect(() => {
    void load(1, false);
  }, [load]);

  const hasMore = list.state === 'ready' && list.current < list.pages;

  return {
    ...list,
    hasMore,
    loadMore: () => {
      if (hasMore && !list.loadingMore) void load(list.current + 1, append);
    },
    goToPage: (page: number) => void load(page, false),
    reload: () => void load(1, false),
    /**
     * After an action: the order is shown in its new state where it is (the shopper keeps the scroll
     * position and the pages loaded), or leaves the list when it no longer belongs to this tab.
     */
    settle: async (orderNumber: string, deleted: boolean) => {
      let fresh: Order | null = null;
      if (!deleted) {
        try {
          fresh = await getOrder(orderNumber);
        } catch {
          fresh = null;
        }
      }
      const stays = fresh !== null && (status === 0 || fresh.status === status);
      if (stays) {
        setList((prev) => ({ ...prev, orders: prev.orders.map((o) => (o.orderNumber === orderNumber ? fresh! : o)) }));
        return;
      }
      const left = list.orders.filter((o) => o.orderNumber !== orderNumber);
      // The last one shown left but others remain on later pages: fetch them rather than say "none".
      if (left.length === 0 && list.total > 1) {
        void load(1, false);
        return;
      }
      setList((prev) => ({
        ...prev,
        orders: prev.orders.filter((o) => o.orderNumber !== orderNumber),
        total: Math.max(prev.total - 1, 0),
      }));
    },
  };
}
