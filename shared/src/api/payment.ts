import type { PaymentInstruction } from '../contracts/entities';
import type { PayRequest } from '../contracts/payloads';
import { apiPost, type CallOptions } from './client';

export function payOrders({ orderNumbers, payType }: PayRequest, options?: CallOptions): Promise<PaymentInstruction> {
  const joined = Array.isArray(orderNumbers) ? orderNumbers.join(',') : orderNumbers;
  return apiPost<PaymentInstruction>('/payConfig/pay', { orderNumbers: joined, payType }, options);
}
