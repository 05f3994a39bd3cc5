import type { CartInfo, CartItem } from '../contracts/entities';
import { useMallStore } from '../store';
import { getCart } from './cart';

/** How many carts have reached the store: a fetched cart that another overtook on its way is not applied. */
let applied = 0;

function apply(cart: CartInfo): CartItem[] {
  applied += 1;
  useMallStore.getState().setCart(cart.list);
  return cart.list;
}

/**
 * The one way the cart reaches the store (the header's badge, the cart dropdown, STORE): with the server's
 * answer to a cart call when there is one, otherwise fetched. Resolves to the list, or null when the fetch
 * failed (the cart page fetches it again anyway). A fetch that was on its way while a newer cart arrived (the
 * answer to an "add to cart" tapped as the page started) leaves that newer cart in place: the server may have
 * answered the fetch before it took the change.
 */
export async function refreshCart(answer?: CartInfo): Promise<CartItem[] | null> {
  if (answer) return apply(answer);
  const before = applied;
  let cart: CartInfo;
  try {
    cart = await getCart();
  } catch {
    return null;
  }
  if (applied !== before) return useMallStore.getState().cart;
  return apply(cart);
}
