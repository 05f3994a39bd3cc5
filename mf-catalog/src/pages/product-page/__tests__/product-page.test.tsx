import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ERROR_CODE,
  ApiError,
  changeCartItem,
  getProduct,
  listProductsByTag,
  toggleFavorite,
  useMallStore,
} from '@mall/shared';
import { renderPage } from '../../../test-support/render-page';
import { page, shirt, summary } from '../../../test-support/fixtures';
import ProductPage from '..';

jest.mock('@mall/shared', () => ({
  ...jest.requireActual('@mall/shared'),
  getProduct: jest.fn(),
  changeCartItem: jest.fn(),
  toggleFavorite: jest.fn(),
  listProductsByTag: jest.fn(),
}));

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
const location = () => screen.getByRole('status', { name: 'current location' });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  useMallStore.setState({ token: null, member: null, cart: [] });
  mocked(getProduct).mockResolvedValue(shirt());
  mocked(changeCartItem).mockResolvedValue({ list: [] });
  mocked(listProductsByTag).mockResolvedValue(page([summary(7, 'Linen shirt'), summary(8, 'Batik shirt')]));
});

const signIn = () =>
  useMallStore.setState({ token: 'member-token', member: { nickName: 'Dara', mobile: '012345678' } });

it.each(['laptop', 'mobile'] as const)(
  'asks for a specification before adding to the cart, then adds the chosen SKU (%s)',
  async (face) => {
    signIn();
    const user = userEvent.setup();
    renderPage(<ProductPage face={face} />, `/${face}/product?prodId=7`);
    await screen.findByText('Linen shirt');

    // Before a choice: what the options cost, lowest to highest.
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByText('$12.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findAllByText('Please choose the product options')).not.toHaveLength(0);
    expect(mocked(changeCartItem)).not.toHaveBeenCalled();

    const size = screen.getByRole('group', { name: 'Size' });
    const colour = screen.getByRole('group', { name: 'Colour' });
    await user.click(within(size).getByRole('button', { name: 'M' }));
    // M comes only in red: blue is not a choice with it.
    expect(within(colour).getByRole('button', { name: 'Blue' })).toBeDisabled();
    await user.click(within(colour).getByRole('button', { name: 'Red' }));
    expect(screen.getByText('$12.00')).toBeInTheDocument();
    expect(screen.getByText('3 in stock')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(mocked(changeCartItem)).toHaveBeenCalledWith({ count: 2, prodId: 7, shopId: 1, skuId: 73 });
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
  },
);

it.each(['laptop', 'mobile'] as const)('asks to add a quantity when the shopper empties it (%s)', async (face) => {
  signIn();
  const user = userEvent.setup();
  renderPage(<ProductPage face={face} />, `/${face}/product?prodId=7`);
  await screen.findByText('Linen shirt');
  await user.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'M' }));
  await user.click(within(screen.getByRole('group', { name: 'Colour' })).getByRole('button', { name: 'Red' }));

  await user.clear(screen.getByRole('textbox', { name: 'Quantity' }));
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findAllByText('Please add a quantity')).not.toHaveLength(0);
  expect(mocked(changeCartItem)).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(mocked(changeCartItem)).toHaveBeenCalledWith({ count: 1, prodId: 7, shopId: 1, skuId: 73 });
});

it('keeps the quantity within the chosen SKU’s stock and buys now with the order item in the address', async () => {
  signIn();
  const user = userEvent.setup();
  renderPage(<ProductPage face="laptop" />, '/laptop/product?prodId=7');
  await screen.findByText('Linen shirt');
  // S/Blue is sold out, so choosing S leaves only red.
  await user.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'S' }));
  expect(within(screen.getByRole('group', { name: 'Colour' })).getByRole('button', { name: 'Blue' })).toBeDisabled();
  await user.click(within(screen.getByRole('group', { name: 'Colour' })).getByRole('button', { name: 'Red' }));
  const increase = screen.getByRole('button', { name: 'Increase quantity' });
  for (let i = 0; i < 6; i += 1) if (!(increase as HTMLButtonElement).disabled) await user.click(increase);
  expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('5');
  expect(increase).toBeDisabled();

  // M in red has only 3: the quantity comes down to it.
  await user.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'M' }));
  expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
  await user.click(within(screen.getByRole('group', { name: 'Size' })).getByRole('button', { name: 'S' }));

  await user.click(screen.getByRole('button', { name: 'Buy now' }));
  expect(location()).toHaveTextContent('/laptop/confirm?prodId=7&skuId=71&prodCount=3');
});

it('sends a visitor who taps the heart to sign in, remembering the product', async () => {
  const user = userEvent.setup();
  renderPage(<ProductPage face="mobile" />, '/mobile/product?prodId=7');
  await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
  expect(location()).toHaveTextContent('/mobile/user/login');
  expect(mocked(toggleFavorite)).not.toHaveBeenCalled();
  expect(JSON.parse(localStorage.getItem('PREV_PAGE') ?? 'null')).toEqual({
    name: 'MobileProduct',
    query: { prodId: '7' },
  });
});

it('toggles the favourite for a member with the collection toasts', async () => {
  signIn();
  const user = userEvent.setup();
  mocked(toggleFavorite).mockResolvedValueOnce({ isCollect: true }).mockResolvedValueOnce({ isCollect: false });
  renderPage(<ProductPage face="laptop" />, '/laptop/product?prodId=7');
  await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
  expect(await screen.findByText('Added to favourites')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove from favourites' }));
  expect(await screen.findByText('Removed from favourites')).toBeInTheDocument();
  expect(mocked(toggleFavorite)).toHaveBeenCalledWith(7);
});

it('shows a friendly page with a way home for a removed product', async () => {
  mocked(getProduct).mockRejectedValue(new ApiError('api', { codeId: ERROR_CODE.productRemoved }));
  renderPage(<ProductPage face="laptop" />, '/laptop/product?prodId=999');
  expect(await screen.findByRole('heading', { name: 'This product is no longer available' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/laptop/index');
});

it('says out of stock and does not let anyone buy a sold-out product', async () => {
  signIn();
  const soldOut = shirt();
  soldOut.stock = 0;
  soldOut.skuList = soldOut.skuList.map((sku) => ({ ...sku, stock: 0 }));
  mocked(getProduct).mockResolvedValue(soldOut);
  renderPage(<ProductPage face="mobile" />, '/mobile/product?prodId=7');
  expect(await screen.findByRole('button', { name: 'Out of stock' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();
});

it('suggests best sellers from the same category, without the product itself', async () => {
  renderPage(<ProductPage face="laptop" />, '/laptop/product?prodId=7');
  const related = await screen.findByRole('list', { name: 'You may also like' });
  expect(within(related).getByRole('link', { name: /Batik shirt/ })).toHaveAttribute(
    'href',
    '/laptop/product?prodId=8',
  );
  expect(within(related).queryByRole('link', { name: /Linen shirt/ })).not.toBeInTheDocument();
  expect(mocked(listProductsByTag)).toHaveBeenCalledWith(expect.objectContaining({ categoryIds: [3], sort: 1 }));
});
