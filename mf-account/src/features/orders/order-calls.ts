import { apiPost, type PayRequest, type PaymentInstruction } from '@mall/shared';

// The account pages answer a refusal (10, 7, 5, 11, 6, 1) themselves, next to the order it concerns, and then
// show the order's new state; shared's order calls take no CallOptions yet, so the shell would toast as well.
// TODO(shared): replace with cancelOrder/deleteOrder/confirmReceipt/payOrders(…, { silent: true }) when they take options.
const path = (orderNumber: string): string => encodeURIComponent(orderNumber);
const silent = { silent: true } as const;

export function cancelOrderSilently(orderNumber: string): Promise<null> {
  return apiPost<null>(`/myOrder/cancel/${path(orderNumber)}`, undefined, silent);
}

export function deleteOrderSilently(orderNumber: string): Promise<null> {
  return apiPost<null>(`/myOrder/${path(orderNumber)}`, undefined, silent);
}

export function confirmReceiptSilently(orderNumber: string): Promise<null> {
  return apiPost<null>(`/myOrder/receipt/${path(orderNumber)}`, undefined, silent);
}

export function payOrdersSilently({ orderNumbers, payType }: PayRequest): Promise<PaymentInstruction> {
  const joined = Array.isArray(orderNumbers) ? orderNumbers.join(',') : orderNumbers;
  return apiPost<PaymentInstruction>('/payConfig/pay', { orderNumbers: joined, payType }, silent);
}
