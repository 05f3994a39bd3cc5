import { ORDER_STATUS } from '@mall/shared';
import type { OrderAction } from '../../api/merchant-api';

/**
 * What the console offers on an order in each state, as the operator commands allow it (the API decides, and its
 * refusals are shown): a transfer is confirmed while the order waits for payment, a paid order is shipped, a
 * delivered one can come back, a returned one is refunded.
 */
export function actionsFor(status: number): OrderAction[] {
  switch (status) {
    case ORDER_STATUS.toPay:
      return ['confirmTransfer'];
    case ORDER_STATUS.toDelivered:
      return ['ship'];
    case ORDER_STATUS.toReceive:
    case ORDER_STATUS.completed:
      return ['return'];
    case ORDER_STATUS.returned:
      return ['refund'];
    default:
      return [];
  }
}

export const ORDER_STATUSES = Object.values(ORDER_STATUS);
