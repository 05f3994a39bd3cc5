import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODE, ApiError, changeCartItem, deleteCartItems, getCart, useMallStore } from '@mall/shared';
import CartPage from '..';
import { renderPage } from '../../../test-support/render-page';
import { cartItem } from '../../../test-support/fixtures';
import { makeSiteSettings } from '../../../../../shared/src/test-support/site-settings';

jest.mock('@mall/shared', () => ({
  ...jest.requireActual('@mall/shared'),
  getCart: jest.fn(),
  changeCartItem: jest.fn(),
  deleteCartItems: jest.fn(),
}));

const mockedGetCart = jest.mocked(getCart);
const mockedChange = jest.mocked(changeCartItem);
const mockedDelete = jest.mocked(deleteCartItems);

beforeEach(() => {
  jest.clearAllMocks();
  useMallStore.setState({ cart: [], webInfo: null });
});

test("shows each dollar amount in riel at the shop's rate, the total rounded once", async () => {
  useMallStore.setState({
    webInfo: makeSiteSettings({
      rielRate: 4050,
      rielStep: 100,
    }),
  });
  mockedGetCart.mockResolvedValue({ list: [cartItem({ basketId: 1, count: 3, price: 10.55 })] });
  renderPage(<CartPage face="laptop" />, '/laptop/centre/cart');

  // $10.55 × 4,050 = 42,727.5 riel: 42,700. Three of them, $31.65: 128,182.5 riel: 128,200 (not 3 × 42,700).
  expect(await screen.findByText('42,700៛')).toBeInTheDocument();
  expect(screen.getAllByText('128,200៛')).not.toHaveLength(0);
});

function quantityOf(name: string) {
  return within(screen.getByRole('group', { name: `Quantity of ${name} (White)` })).getByRole('textbox');
}

test('a refused quantity change (120) keeps the old count and says why', async () => {
  const line = cartItem({ basketId: 1, count: 2, stock: 20 });
  mockedGetCart.mockResolvedValue({ list: [line] });
  mockedChange.mockRejectedValue(new ApiError('api', { codeId: ERROR_CODE.noStock, msg: 'No Stock' }));
  renderPage(<CartPage face="laptop" />, '/laptop/centre/cart');

  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));

  expect(mockedChange).toHaveBeenCalledWith({ basketId: 1, count: 3, prodId: 11, shopId: 1, skuId: 101 });
  const alerts = await screen.findAllByText('Not enough stock.');
  expect(alerts.length).toBeGreaterThan(0);
  await waitFor(() => expect(quantityOf('Rice cooker 1')).toHaveValue('2'));
  expect(useMallStore.getState().cart).toEqual([line]);
});

test('line pictures come from the configured image host', async () => {
  useMallStore.setState({ imagePath: 'https://img.phsar.test' });
  mockedGetCart.mockResolvedValue({ list: [cartItem({ basketId: 1 })] });
  renderPage(<CartPage face="laptop" />, '/laptop/centre/cart');

  expect(await screen.findByRole('img', { name: 'Rice cooker 1' })).toHaveAttribute(
    'src',
    'https://img.phsar.test/api/images/p1.svg',
  );
  useMallStore.setState({ imagePath: '' });
});

test('a quantity change the server accepts updates the line and the store', async () => {
  mockedGetCart.mockResolvedValue({ list: [cartItem({ count: 2 })] });
  mockedChange.mockResolvedValue({ list: [cartItem({ count: 3 })] });
  renderPage(<CartPage face="mobile" />, '/mobile/cart');

  await userEvent.setup().click(await screen.findByRole('button', { name: 'Increase quantity' }));

  await waitFor(() => expect(quantityOf('Rice cooker 1')).toHaveValue('3'));
  expect(useMallStore.getState().cart[0].count).toBe(3);
});

test('deleting selected lines asks first, and only deletes after confirming', async () => {
  const keep = cartItem({ basketId: 2 });
  mockedGetCart.mockResolvedValue({ list: [cartItem({ basketId: 1 }), keep] });
  mockedDelete.mockResolvedValue({ list: [keep] });
  renderPage(<CartPage face="laptop" />, '/laptop/centre/cart');
  const user = userEvent.setup();

  // Everything starts selected; keep line 2.
  await user.click(await screen.findByRole('checkbox', { name: 'Select Rice cooker 2 (White)' }));
  await user.click(screen.getByRole('button', { name: 'Delete selected' }));

  const dialog = await screen.findByRole('alertdialog', { name: 'Remove from cart?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(mockedDelete).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Delete selected' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

  expect(mockedDelete).toHaveBeenCalledWith([1]);
  await waitFor(() => expect(screen.queryByText('Rice cooker 1')).not.toBeInTheDocument());
  expect(screen.getByText('Rice cooker 2')).toBeInTheDocument();
  expect(useMallStore.getState().cart).toEqual([keep]);
});

test('the delivery-fee hint says how much more buys free delivery, and the fee goes at $50', async () => {
  mockedGetCart.mockResolvedValue({
    list: [cartItem({ basketId: 1, price: 12.5, count: 2 }), cartItem({ basketId: 2, price: 30, count: 1 })],
  });
  renderPage(<CartPage face="laptop" />, '/laptop/centre/cart');
  const user = userEvent.setup();

  // Both selected: $55, free delivery.
  expect(await screen.findByText('Your order has free delivery')).toBeInTheDocument();
  expect(screen.getByText('Free')).toBeInTheDocument();

  // Only the $25 line: $1 fee, $25 short of free delivery.
  await user.click(screen.getByRole('checkbox', { name: 'Select Rice cooker 2 (White)' }));
  expect(screen.getByText('Add $25.00 more for free delivery')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Check out (1)' })).toBeEnabled();
});

test('invalid lines are greyed, marked, cannot be selected or checked out, but can be removed', async () => {
  mockedGetCart.mockResolvedValue({ list: [cartItem({ basketId: 1, valid: false })] });
  mockedDelete.mockResolvedValue({ list: [] });
  renderPage(<CartPage face="mobile" />, '/mobile/cart');
  const user = userEvent.setup();

  expect(await screen.findByText('This item is no longer available.')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Select Rice cooker 1 (White)' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Check out (0)' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(mockedDelete).toHaveBeenCalledWith([1]);
  expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
});

test('checking out goes to confirm with the selected basketIds', async () => {
  mockedGetCart.mockResolvedValue({ list: [cartItem({ basketId: 4 }), cartItem({ basketId: 9 })] });
  renderPage(<CartPage face="mobile" />, '/mobile/cart');

  await userEvent.setup().click(await screen.findByRole('button', { name: 'Check out (2)' }));

  expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/mobile/confirm?basketIds=4%2C9');
});

test('an empty cart says what to do next', async () => {
  mockedGetCart.mockResolvedValue({ list: [] });
  renderPage(<CartPage face="laptop" />, '/laptop/centre/cart');

  expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/laptop/index');
});
