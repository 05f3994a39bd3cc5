import type { CartInfo, CartItem } from '../contracts/entities';
import { useMallStore } from '../store';
import { getCart } from './cart';

/**
 * The one way the cart reaches the store (the header's badge, the cart dropdown, STORE): with the server's
 * answer to a cart call when there is one, otherwise fetched. Resolves to the list, or null when the fetch
 * failed (the cart page fetches it again anyway).
 */
export async function refreshCart(answer?: CartInfo): Promise<CartItem[] | null> {
  let cart = answer;
  if (!cart) {
    try {
      cart = await getCart();
    } catch {
      return null;
    }
  }
  useMallStore.getState().setCart(cart.list);
  return cart.list;
}
