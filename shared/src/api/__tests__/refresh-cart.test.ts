import type { CartInfo, CartItem } from '../../contracts/entities';
import { useMallStore } from '../../store';
import { getCart } from '../cart';
import { refreshCart } from '../refresh-cart';

jest.mock('../cart', () => ({ getCart: jest.fn() }));

const line = { basketId: 1, count: 1, prodId: 7, skuId: 70, shopId: 1, price: 12.5 } as CartItem;
const cartOf = (list: CartItem[]): CartInfo => ({ list }) as CartInfo;

beforeEach(() => useMallStore.setState({ cart: [] }));

test('a fetched cart reaches the store', async () => {
  jest.mocked(getCart).mockResolvedValue(cartOf([line]));
  await expect(refreshCart()).resolves.toEqual([line]);
  expect(useMallStore.getState().cart).toEqual([line]);
});

test('a fetch overtaken by the answer to a cart change leaves that newer cart in place', async () => {
  let answerFetch!: (cart: CartInfo) => void;
  jest.mocked(getCart).mockReturnValue(new Promise((resolve) => (answerFetch = resolve)));
  // The session's start asks for the cart; the shopper's "add to cart" is answered first.
  const fetching = refreshCart();
  await refreshCart(cartOf([line]));
  answerFetch(cartOf([]));

  await expect(fetching).resolves.toEqual([line]);
  expect(useMallStore.getState().cart).toEqual([line]);
});
