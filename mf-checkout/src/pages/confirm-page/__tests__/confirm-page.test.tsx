import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ERROR_CODE,
  ApiError,
  createBuyNowConfirmation,
  createCartConfirmation,
  getCart,
  getOrderCount,
  payOrders,
  placeBuyNowOrder,
  placeCartOrder,
  quoteDelivery,
  useMallStore,
} from '@mall/shared';
import ConfirmPage from '..';
import { renderPage } from '../../../test-support/render-page';
import { address, confirmation } from '../../../test-support/fixtures';
import { makeSiteSettings } from '../../../../../shared/src/test-support/site-settings';

jest.mock('@mall/shared', () => ({
  ...jest.requireActual('@mall/shared'),
  createCartConfirmation: jest.fn(),
  createBuyNowConfirmation: jest.fn(),
  placeCartOrder: jest.fn(),
  placeBuyNowOrder: jest.fn(),
  payOrders: jest.fn(),
  getCart: jest.fn(),
  getOrderCount: jest.fn(),
  quoteDelivery: jest.fn(),
}));

const transfer = {
  payType: 1 as const,
  amount: 21,
  bankName: 'ABA Bank',
  accountName: 'Phsar Penh Co., Ltd.',
  accountNumber: '000 123 456',
  reference: 'PP202611210001',
};

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  useMallStore.setState({ selectedAddress: null, cart: [], webInfo: null });
  jest.mocked(getCart).mockResolvedValue({ list: [] });
  jest
    .mocked(getOrderCount)
    .mockResolvedValue({ all: 1, toPay: 1, toDelivered: 0, toReceive: 0, completed: 0, cancelled: 0 });
  jest.mocked(payOrders).mockResolvedValue(transfer);
  jest.mocked(quoteDelivery).mockResolvedValue({ productAmount: 20, deliveryFee: 1, amount: 21, amountRiel: 86_100 });
});

test('placing needs a shipping address and a payment method, and says so without placing', async () => {
  jest.mocked(createCartConfirmation).mockResolvedValue(confirmation({ address: null }));
  renderPage(<ConfirmPage face="laptop" />, '/laptop/confirm?basketIds=1,2');
  const user = userEvent.setup();

  await user.click(await screen.findByRole('button', { name: 'Place order' }));

  expect(createCartConfirmation).toHaveBeenCalledWith([1, 2]);
  expect(await screen.findAllByText('Please choose a delivery address')).not.toHaveLength(0);
  expect(screen.getByText('Please choose a payment method')).toBeInTheDocument();
  expect(placeCartOrder).not.toHaveBeenCalled();
});

test("shows the riel the server figured beside each dollar amount, not the shop's rate the page holds", async () => {
  useMallStore.setState({
    webInfo: makeSiteSettings({
      rielRate: 4500,
      rielStep: 100,
    }),
  });
  jest.mocked(createCartConfirmation).mockResolvedValue(confirmation());
  renderPage(<ConfirmPage face="mobile" />, '/mobile/confirm?basketIds=1');

  // $21 at the confirmation's 4,100: 86,100 riel, in the amounts and beside the total in the bar.
  expect(await screen.findAllByText('86,100៛')).toHaveLength(2);
  expect(screen.getByText('82,000៛')).toBeInTheDocument(); // the items, $20
  expect(screen.getAllByText('41,000៛')).not.toHaveLength(0); // one item, $10
  expect(screen.queryByText('94,500៛')).not.toBeInTheDocument();
});

test('with an address but no payment method, only the payment prompt shows', async () => {
  jest.mocked(createCartConfirmation).mockResolvedValue(confirmation());
  renderPage(<ConfirmPage face="mobile" />, '/mobile/confirm?basketIds=1');

  await userEvent.setup().click(await screen.findByRole('button', { name: 'Place order' }));

  // The page's own messages (toasts of earlier tests may still be fading out).
  const toasts = screen.getByRole('region', { name: 'Notifications' });
  await screen.findAllByRole('alert');
  const onPage = screen.getAllByRole('alert').filter((alert) => !toasts.contains(alert));
  expect(onPage).toHaveLength(1);
  expect(onPage[0]).toHaveTextContent('Please choose a payment method');
  expect(screen.getByText('Sok Dara')).toBeInTheDocument();
  expect(placeCartOrder).not.toHaveBeenCalled();
});

test('a double click places one order with the reserved number, pays it and goes to success', async () => {
  jest.mocked(createCartConfirmation).mockResolvedValue(confirmation());
  let finishPlacing: (value: { orderNumber: string; amount: number; amountRiel: number; status: 1 }) => void = () =>
    undefined;
  jest.mocked(placeCartOrder).mockImplementation(() => new Promise((resolve) => (finishPlacing = resolve)));
  renderPage(<ConfirmPage face="laptop" />, '/laptop/confirm?basketIds=1');
  const user = userEvent.setup();

  await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
  await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Call before coming');
  const place = screen.getByRole('button', { name: 'Place order' });
  await user.dblClick(place);
  await user.click(place);
  finishPlacing({ orderNumber: 'PP202611210001', amount: 21, amountRiel: 86_100, status: 1 });

  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(
      '/laptop/success?orderNumber=PP202611210001',
    ),
  );
  expect(placeCartOrder).toHaveBeenCalledTimes(1);
  expect(placeCartOrder).toHaveBeenCalledWith(
    expect.objectContaining({
      addrId: 7,
      basketIds: [1],
      orderNumber: 'PP202611210001',
      paymentMethod: 1,
      remarks: 'Call before coming',
      recTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\+07:00$/),
    }),
  );
  expect(payOrders).toHaveBeenCalledWith({ orderNumbers: 'PP202611210001', payType: 1 });
});

test('a refused order (120) shows the message and keeps what the shopper typed', async () => {
  jest.mocked(createBuyNowConfirmation).mockResolvedValue(confirmation());
  jest.mocked(placeBuyNowOrder).mockRejectedValue(new ApiError('api', { codeId: ERROR_CODE.noStock, msg: 'No Stock' }));
  renderPage(<ConfirmPage face="mobile" />, '/mobile/confirm?prodId=11&skuId=101&prodCount=2');
  const user = userEvent.setup();

  await user.click(await screen.findByRole('radio', { name: /ABA Mobile app/ }));
  await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Gate 3');
  await user.click(screen.getByRole('button', { name: 'Place order' }));

  expect(createBuyNowConfirmation).toHaveBeenCalledWith({ shopId: 1, prodId: 11, skuId: 101, prodCount: 2 });
  // Toasts of the tests before may still be on screen: look for the refusal among the alerts.
  expect(await screen.findByText('Not enough stock.', { selector: '[role="alert"]' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Remarks' })).toHaveValue('Gate 3');
  expect(screen.getByRole('radio', { name: /ABA Mobile app/ })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
});

test('the address chosen in the store wins over the confirmation default', async () => {
  useMallStore.setState({ selectedAddress: address({ addrId: 8, receiver: 'Chan Sophea', commonAddr: 0 }) });
  jest.mocked(createCartConfirmation).mockResolvedValue(confirmation());
  renderPage(<ConfirmPage face="mobile" />, '/mobile/confirm?basketIds=1');

  expect(await screen.findByText('Chan Sophea')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Change/ })).toHaveAttribute('href', '/mobile/confirm/address?basketIds=1');
});

test('cash on delivery, when the shop offers it, places the order with nothing to pay now', async () => {
  jest.mocked(createCartConfirmation).mockResolvedValue(confirmation({ payTypes: [1, 2, 3] }));
  jest
    .mocked(placeCartOrder)
    .mockResolvedValue({ orderNumber: 'PP202611210001', amount: 21, amountRiel: 86_100, status: 2 });
  renderPage(<ConfirmPage face="laptop" />, '/laptop/confirm?basketIds=1');
  const user = userEvent.setup();

  const cash = await screen.findByRole('radio', { name: /Cash on delivery/ });
  expect(cash).toHaveAccessibleName(expect.stringContaining('Pay the rider in cash when your order arrives.'));
  await user.click(cash);
  await user.click(screen.getByRole('button', { name: 'Place order' }));

  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(
      '/laptop/success?orderNumber=PP202611210001',
    ),
  );
  expect(placeCartOrder).toHaveBeenCalledWith(expect.objectContaining({ paymentMethod: 3 }));
  expect(payOrders).not.toHaveBeenCalled();
});

/** The amount a row of the amounts summary says (Items, Delivery, Total). */
const amountOf = (row: string) => screen.getByText(row, { selector: 'dt' }).nextElementSibling?.textContent;

test("another address than the default shows its khan's fee before the shopper commits", async () => {
  useMallStore.setState({ selectedAddress: address({ addrId: 8, khan: 'chbar-ampov', commonAddr: 0 }) });
  jest.mocked(createCartConfirmation).mockResolvedValue(confirmation());
  jest.mocked(quoteDelivery).mockResolvedValue({ productAmount: 20, deliveryFee: 3, amount: 23, amountRiel: 94_300 });
  renderPage(<ConfirmPage face="laptop" />, '/laptop/confirm?basketIds=1');

  // Each amount in dollars and in riel at the confirmation's rate; the total's riel as the quote figured it.
  await waitFor(() => expect(amountOf('Delivery')).toBe('$3.0012,300៛'));
  expect(amountOf('Total')).toBe('$23.0094,300៛');
  expect(quoteDelivery).toHaveBeenCalledWith('PP202611210001', 8, { silent: true });
  expect(screen.getByText('12 Street 51, Boeung Keng Kang 1, Chamkar Mon, Chbar Ampov')).toBeInTheDocument();
});

test('an address the shop no longer delivers to (155) is said beside it, with no amounts to commit to', async () => {
  useMallStore.setState({ selectedAddress: address({ addrId: 9, khan: 'kamboul', commonAddr: 0 }) });
  jest.mocked(createCartConfirmation).mockResolvedValue(confirmation());
  jest
    .mocked(quoteDelivery)
    .mockRejectedValue(new ApiError('api', { codeId: ERROR_CODE.outsideDeliveryArea, status: 400 }));
  renderPage(<ConfirmPage face="laptop" />, '/laptop/confirm?basketIds=1');

  expect(await screen.findByText('We do not deliver to this khan. Please choose another address.')).toBeInTheDocument();
  expect(screen.queryByText('Total', { selector: 'dt' })).not.toBeInTheDocument();
});

test('item pictures come from the configured image host', async () => {
  useMallStore.setState({ imagePath: 'https://img.phsar.test' });
  jest.mocked(createCartConfirmation).mockResolvedValue(confirmation());
  renderPage(<ConfirmPage face="laptop" />, '/laptop/confirm?basketIds=1');

  expect(await screen.findByRole('img', { name: 'Rice cooker 1' })).toHaveAttribute(
    'src',
    'https://img.phsar.test/api/images/p1.svg',
  );
  useMallStore.setState({ imagePath: '' });
});

test('a confirm page without anything to buy points back to the cart', async () => {
  renderPage(<ConfirmPage face="laptop" />, '/laptop/confirm?basketIds=abc');

  expect(screen.getByText('Nothing to check out')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/laptop/centre/cart');
  expect(createCartConfirmation).not.toHaveBeenCalled();
});

test('an expired reservation (4) reserves a new number and the next try uses it', async () => {
  jest
    .mocked(createCartConfirmation)
    .mockResolvedValueOnce(confirmation({ orderNumber: 'OLD' }))
    .mockResolvedValueOnce(confirmation({ orderNumber: 'NEW' }));
  jest
    .mocked(placeCartOrder)
    .mockRejectedValueOnce(new ApiError('api', { codeId: ERROR_CODE.orderNotFound, msg: 'Order Does not Exist' }))
    .mockResolvedValueOnce({ orderNumber: 'NEW', amount: 21, amountRiel: 86_100, status: 1 });
  renderPage(<ConfirmPage face="laptop" />, '/laptop/confirm?basketIds=1');
  const user = userEvent.setup();

  await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByText('This order does not exist.')).toBeInTheDocument();
  await waitFor(() => expect(createCartConfirmation).toHaveBeenCalledTimes(2));
  expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Place order' }));
  await waitFor(() => expect(placeCartOrder).toHaveBeenCalledTimes(2));
  expect(jest.mocked(placeCartOrder).mock.calls.map(([request]) => request.orderNumber)).toEqual(['OLD', 'NEW']);
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(
      '/laptop/success?orderNumber=NEW',
    ),
  );
});

test('a confirmation the server refuses says why and leads back to the cart', async () => {
  jest
    .mocked(createCartConfirmation)
    .mockRejectedValue(new ApiError('api', { codeId: ERROR_CODE.noStock, msg: 'No Stock' }));
  renderPage(<ConfirmPage face="mobile" />, '/mobile/confirm?basketIds=8');

  expect(await screen.findByText('Not enough stock.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/mobile/cart');
  expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
});

test('a trip to the address pages keeps the remarks, time and payment choice', async () => {
  jest.mocked(createCartConfirmation).mockResolvedValue(confirmation());
  const first = renderPage(<ConfirmPage face="mobile" />, '/mobile/confirm?basketIds=1');
  const user = userEvent.setup();

  await user.click(await screen.findByRole('radio', { name: /ABA Mobile app/ }));
  await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Leave at the gate');
  const windowSelect = screen.getByRole('combobox', { name: 'Time (Phnom Penh)' });
  const lastWindow = within(windowSelect).getAllByRole('option').at(-1)!.getAttribute('value')!;
  await user.selectOptions(windowSelect, lastWindow);
  first.unmount();

  renderPage(<ConfirmPage face="mobile" />, '/mobile/confirm?basketIds=1');
  expect(await screen.findByRole('textbox', { name: 'Remarks' })).toHaveValue('Leave at the gate');
  expect(screen.getByRole('radio', { name: /ABA Mobile app/ })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Time (Phnom Penh)' })).toHaveValue(lastWindow);
});
