import { ORDER_STATUS, PAY_TYPE } from '@mall/shared';
import type { OrderAction } from '../../api/merchant-api';

/**
 * What the console offers on an order in each state, as the operator commands allow it (the API decides, and its
 * refusals are shown): a transfer is confirmed while the order waits for payment, a paid order is shipped, a
 * delivered one can come back, a returned one is refunded.
 */
export function actionsFor(status: number, paymentMethod?: number | null): OrderAction[] {
  // A cash order: the rider brings the cash back (which completes it), or the goods if the shopper refused them.
  if (paymentMethod === PAY_TYPE.cashOnDelivery && status === ORDER_STATUS.toDelivered)
    return ['ship', 'cashDelivered', 'cashRefused'];
  if (paymentMethod === PAY_TYPE.cashOnDelivery && status === ORDER_STATUS.toReceive)
    return ['cashDelivered', 'cashRefused'];
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
