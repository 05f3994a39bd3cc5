import { ORDER_STATUS, PAY_TYPE, type OrderCount, type OrderStatus, type OrderStatusFilter } from '@mall/shared';

export type OrderTabKey = 'all' | 'toPay' | 'toDelivered' | 'toReceive' | 'completed' | 'cancelled';

export interface OrderTab {
  key: OrderTabKey;
  status: OrderStatusFilter;
}

/** The visible tabs, in order; `status` is the list filter code sent to myOrder/myOrder. */
export const ORDER_TABS: readonly OrderTab[] = [
  { key: 'all', status: 0 },
  { key: 'toPay', status: ORDER_STATUS.toPay },
  { key: 'toDelivered', status: ORDER_STATUS.toDelivered },
  { key: 'toReceive', status: ORDER_STATUS.toReceive },
  { key: 'completed', status: ORDER_STATUS.completed },
  { key: 'cancelled', status: ORDER_STATUS.cancelled },
];

/** The tab named by the `status` query value; anything else (missing, 4, text) is the "all" tab. */
export function tabForStatusQuery(value: string | null | undefined): OrderTab {
  const code = Number(value);
  return ORDER_TABS.find((tab) => tab.status === code) ?? ORDER_TABS[0];
}

/** The label of an order state or a tab's filter code, from the shared catalogue (`common:orderStatus`). */
export function statusLabelKey(status: OrderStatusFilter): string {
  return `common:orderStatus.${status}`;
}

export type OrderActionKind = 'pay' | 'cancel' | 'confirmReceipt' | 'delete' | 'buyAgain';

/**
 * What a shopper may do with an order in each state. A cash order may be cancelled until it ships, and completes when
 * the shop records the cash the rider took (so the shopper has no receipt to confirm).
 */
export function actionsFor(status: OrderStatus, paymentMethod?: number | null): OrderActionKind[] {
  if (paymentMethod === PAY_TYPE.cashOnDelivery && status === ORDER_STATUS.toDelivered) return ['cancel'];
  if (paymentMethod === PAY_TYPE.cashOnDelivery && status === ORDER_STATUS.toReceive) return [];
  switch (status) {
    case ORDER_STATUS.toPay:
      return ['cancel', 'pay'];
    case ORDER_STATUS.toReceive:
      return ['confirmReceipt'];
    case ORDER_STATUS.completed:
    case ORDER_STATUS.cancelled:
    case ORDER_STATUS.refunded:
      return ['delete', 'buyAgain'];
    default:
      return [];
  }
}

/** The count shown on a shortcut or tab; "all" has none. */
export function countForTab(counts: OrderCount | null | undefined, key: OrderTabKey): number | undefined {
  if (!counts || key === 'all') return undefined;
  return counts[key];
}
