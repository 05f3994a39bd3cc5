import type { CartInfo } from '../contracts/entities';
import type { CartChange } from '../contracts/payloads';
import { apiGet, apiPost, type CallOptions } from './client';

export function getCart(options?: CallOptions): Promise<CartInfo> {
  return apiGet<CartInfo>('/shopCart/info', undefined, options);
}

/**
 * The cart change call passes its error body back to the caller instead of a toast:
 * it rejects with an `ApiError` carrying `codeId` and `msg` (`ERROR_CODE.noStock`, `productRemoved`, `cartItemDeleted`…).
 */
export function changeCartItem(change: CartChange, options?: CallOptions): Promise<CartInfo> {
  return apiPost<CartInfo>('/shopCart/changeItem', change, { silent: true, ...options });
}

export function deleteCartItems(basketIds: number[], options?: CallOptions): Promise<CartInfo> {
  return apiPost<CartInfo>('/shopCart/deleteItem', { basketIds }, options);
}
