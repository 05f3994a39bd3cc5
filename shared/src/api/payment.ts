import type { PaymentInstruction } from '../contracts/entities';
import type { PayRequest } from '../contracts/payloads';
import { apiPost, type CallOptions } from './client';

export function payOrders(
  { orderNumbers, payType, currency }: PayRequest,
  options?: CallOptions,
): Promise<PaymentInstruction> {
  const joined = Array.isArray(orderNumbers) ? orderNumbers.join(',') : orderNumbers;
  // Only a riel QR names its currency: a dollar request stays as it always was.
  const body = currency === 'KHR' ? { orderNumbers: joined, payType, currency } : { orderNumbers: joined, payType };
  return apiPost<PaymentInstruction>('/payConfig/pay', body, options);
}
