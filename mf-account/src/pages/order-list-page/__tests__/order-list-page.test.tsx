import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ERROR_CODE,
  ApiError,
  cancelOrder,
  payOrders,
  changeCartItem,
  getCart,
  getOrder,
  getOrderCount,
  listOrders,
  useMallStore,
} from '@mall/shared';
import { makeOrder, pageOf } from '../../../test-support/fixtures';
import { findToast, renderPage } from '../../../test-support/render-page';
import OrderListPage from '..';

jest.mock('@mall/shared', () => ({
  ...jest.requireActual('@mall/shared'),
  cancelOrder: jest.fn(),
  confirmReceipt: jest.fn(),
  deleteOrder: jest.fn(),
  payOrders: jest.fn(),
  listOrders: jest.fn(),
  getOrder: jest.fn(),
  getOrderCount: jest.fn(),
  changeCartItem: jest.fn(),
}));
// refreshCart fetches the cart from beside itself, so the fetch is stubbed where it lives.
jest.mock('../../../../../shared/src/api/cart', () => ({
  ...jest.requireActual('../../../../../shared/src/api/cart'),
  getCart: jest.fn(),
}));

const listOrdersMock = jest.mocked(listOrders);
const cancelMock = jest.mocked(cancelOrder);

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(getOrderCount)
    .mockResolvedValue({ all: 1, toPay: 1, toDelivered: 0, toReceive: 0, completed: 0, cancelled: 0 });
  listOrdersMock.mockResolvedValue(pageOf([makeOrder()]));
});

describe('order list', () => {
  it('asks the server for the status code of the tab chosen', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<OrderListPage face="laptop" />, { url: '/laptop/centre/order/list' });
    await screen.findByRole('article', { name: /PP202611210001/ });
    expect(listOrdersMock).toHaveBeenLastCalledWith({ current: 1, size: 10, status: 0 });

    await user.click(screen.getByRole('tab', { name: /^To receive/ }));
    await waitFor(() => expect(listOrdersMock).toHaveBeenLastCalledWith({ current: 1, size: 10, status: 3 }));
    expect(screen.getByRole('tab', { name: /^To receive/ })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: /^Cancelled/ }));
    await waitFor(() => expect(listOrdersMock).toHaveBeenLastCalledWith({ current: 1, size: 10, status: 6 }));
  });

  it('opens on the tab named by the status query and says when it is empty', async () => {
    listOrdersMock.mockResolvedValue(pageOf([]));
    renderPage(<OrderListPage face="mobile" />, { url: '/mobile/centre/order?status=1' });
    expect(await screen.findByText('No orders waiting for payment.')).toBeInTheDocument();
    expect(listOrdersMock).toHaveBeenCalledWith({ current: 1, size: 10, status: 1 });
    expect(screen.getByRole('link', { name: 'Go shopping' })).toHaveAttribute('href', '/mobile/index');
  });

  it('cancels an unpaid order only after the shopper confirms', async () => {
    const user = userEvent.setup({ delay: null });
    cancelMock.mockResolvedValue(null);
    jest.mocked(getOrder).mockResolvedValue(makeOrder({ status: 6 }));
    renderPage(<OrderListPage face="laptop" />, { url: '/laptop/centre/order/list?status=1' });
    const card = await screen.findByRole('article', { name: /PP202611210001/ });

    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(cancelMock).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(cancelMock).toHaveBeenCalledWith('PP202611210001', { silent: true }));
    expect(await findToast('Order cancelled')).toBeInTheDocument();
    // a cancelled order leaves the "to pay" tab
    expect(await screen.findByText('No orders waiting for payment.')).toBeInTheDocument();
  });

  it('shows the translated refusal when the order was shipped meanwhile (10)', async () => {
    const user = userEvent.setup({ delay: null });
    cancelMock.mockRejectedValue(
      new ApiError('api', { codeId: ERROR_CODE.orderShipped, msg: 'The order has been shipped', status: 409 }),
    );
    jest.mocked(getOrder).mockResolvedValue(makeOrder({ status: 3 }));
    renderPage(<OrderListPage face="laptop" />, { url: '/laptop/centre/order/list' });
    const card = await screen.findByRole('article', { name: /PP202611210001/ });

    await user.click(within(card).getByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await findToast('This order has already been shipped.')).toBeInTheDocument();
    // the order shows its new state and what can be done now
    expect(await within(card).findByRole('button', { name: 'Confirm receipt' })).toBeInTheDocument();
    expect(within(card).getByText('To receive')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('offers retry when the orders cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    listOrdersMock.mockRejectedValueOnce(new ApiError('network'));
    renderPage(<OrderListPage face="laptop" />, { url: '/laptop/centre/order/list' });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /PP202611210001/ })).toBeInTheDocument();
  });

  it('pays with the chosen method and shows the instruction on the success page', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(payOrders).mockResolvedValue({
      payType: 2,
      amount: 26,
      deeplink: 'bank://pay',
      qrString: 'QR',
      expiresAt: '2026-11-21T15:05:00+07:00',
    });
    renderPage(<OrderListPage face="mobile" />, { url: '/mobile/centre/order?status=1' });
    const card = await screen.findByRole('article', { name: /PP202611210001/ });
    await user.click(within(card).getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for your order' });
    await user.click(within(dialog).getByLabelText('ABA Mobile app'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(payOrders).toHaveBeenCalledWith({ orderNumbers: 'PP202611210001', payType: 2 }, { silent: true }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/mobile/confirm/success?orderNumber=PP202611210001'),
    );
  });

  it('buys a completed order again: its lines go into the cart, then the cart opens', async () => {
    const user = userEvent.setup({ delay: null });
    const order = makeOrder({ status: 5 });
    order.items.push({ ...order.items[0], prodId: 9, skuId: 91, prodCount: 1 });
    listOrdersMock.mockResolvedValue(pageOf([order]));
    jest
      .mocked(changeCartItem)
      .mockRejectedValueOnce(new ApiError('api', { codeId: ERROR_CODE.productRemoved }))
      .mockResolvedValue({ list: [] });
    const line = {
      basketId: 5,
      count: 1,
      prodId: 9,
      shopId: 1,
      skuId: 91,
      pic: '',
      price: 12.5,
      stock: 9,
      valid: true,
    } as never;
    jest.mocked(getCart).mockResolvedValue({ list: [line] });
    renderPage(<OrderListPage face="laptop" />, { url: '/laptop/centre/order/list?status=5' });
    await user.click(await screen.findByRole('button', { name: 'Buy again' }));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/laptop/centre/cart'));
    expect(changeCartItem).toHaveBeenCalledWith({ count: 2, prodId: 7, shopId: 1, skuId: 71 });
    expect(changeCartItem).toHaveBeenCalledWith({ count: 1, prodId: 9, shopId: 1, skuId: 91 });
    expect(useMallStore.getState().cart).toEqual([line]);
    expect(await findToast('Some goods are no longer available; the rest are in your cart')).toBeInTheDocument();
  });
});
