import type { CartInfo } from '../contracts/entities';
import type { CartChange } from '../contracts/payloads';
import { apiGet, apiPost } from './client';

export function getCart(): Promise<CartInfo> {
  return apiGet<CartInfo>('/shopCart/info');
}

/**
 * SPEC §7: the cart change call passes its error body back to the caller instead of a toast:
 * it rejects with an `ApiError` carrying `codeId` and `msg` (120 no stock, 121 removed, 122 not yours…).
 */
export function changeCartItem(change: CartChange): Promise<CartInfo> {
  return apiPost<CartInfo>('/shopCart/changeItem', change, { silent: true });
}

export function deleteCartItems(basketIds: number[]): Promise<CartInfo> {
  return apiPost<CartInfo>('/shopCart/deleteItem', { basketIds });
}
