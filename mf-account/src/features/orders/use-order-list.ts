import { getOrder, listOrders, usePagedList, type Order, type OrderStatusFilter } from '@mall/shared';

// The address book still takes the load-state name from here.

export const ORDER_PAGE_SIZE = 10;

/** The member's orders with one status filter: a page at a time (laptop) or appended (mobile). */
export function useOrderList(status: OrderStatusFilter) {
  const list = usePagedList<Order>({
    key: status,
    load: (page) => listOrders({ current: page, size: ORDER_PAGE_SIZE, status }),
    idOf: (order) => order.orderNumber,
  });
  const { update } = list;

  return {
    ...list,
    orders: list.records,
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
      if (fresh !== null && (status === 0 || fresh.status === status)) {
        const shown = fresh;
        update((prev) => ({ ...prev, records: prev.records.map((o) => (o.orderNumber === orderNumber ? shown : o)) }));
        return;
      }
      const left = list.records.filter((o) => o.orderNumber !== orderNumber);
      // The last one shown left but others remain on later pages: fetch them rather than say "none".
      if (left.length === 0 && list.total > 1) {
        list.reload();
        return;
      }
      update((prev) => ({
        ...prev,
        records: prev.records.filter((o) => o.orderNumber !== orderNumber),
        total: Math.max(prev.total - 1, 0),
      }));
    },
  };
}
