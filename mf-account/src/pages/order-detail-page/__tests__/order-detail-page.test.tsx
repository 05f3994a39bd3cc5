import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODE, ApiError, deleteOrder, getOrder, getOrderCount, useMallStore } from '@mall/shared';
import { makeOrder } from '../../../test-support/fixtures';
import { findToast, renderPage } from '../../../test-support/render-page';
import OrderDetailPage from '..';
import { makeSiteSettings } from '../../../../../shared/src/test-support/site-settings';

import { getShopperTelegram, makeShopperTelegramLink } from '../../../../../shared/src/shopper-telegram/api';

jest.mock('@mall/shared', () => ({
  ...jest.requireActual('@mall/shared'),
  cancelOrder: jest.fn(),
  confirmReceipt: jest.fn(),
  deleteOrder: jest.fn(),
  payOrders: jest.fn(),
  getOrder: jest.fn(),
  getOrderCount: jest.fn(),
}));
jest.mock('../../../../../shared/src/shopper-telegram/api', () => ({
  getShopperTelegram: jest.fn(),
  makeShopperTelegramLink: jest.fn(),
}));

const completed = makeOrder({
  status: 5,
  remarks: 'Ring the bell twice',
  payTime: '2026-11-21T14:10:00+07:00',
  shipTime: '2026-11-21T16:00:00+07:00',
  finishTime: '2026-11-21T16:00:00+07:00',
  tracking: [
    { status: 1, time: '2026-11-21T14:05:00+07:00' },
    { status: 2, time: '2026-11-21T14:10:00+07:00' },
    { status: 3, time: '2026-11-21T16:00:00+07:00' },
    { status: 5, time: '2026-11-21T16:00:00+07:00' },
  ],
});

beforeEach(() => {
  jest.clearAllMocks();
  useMallStore.setState({ webInfo: null });
  jest
    .mocked(getOrderCount)
    .mockResolvedValue({ all: 1, toPay: 0, toDelivered: 0, toReceive: 0, completed: 1, cancelled: 0 });
  jest.mocked(getOrder).mockResolvedValue(completed);
  jest.mocked(getShopperTelegram).mockResolvedValue({ available: false, linked: false, linkedAt: null });
});

describe('order detail', () => {
  it('a cash order says to pay the rider, and may be cancelled until it ships', async () => {
    jest.mocked(getOrder).mockResolvedValue(makeOrder({ status: 2, paymentMethod: 3, amount: 23 }));
    renderPage(<OrderDetailPage face="laptop" />, { url: '/laptop/centre/order/detail?orderNumber=PP202611210001' });
    expect(
      await screen.findByText('Cash on delivery: pay the rider $23.00 in cash when your order arrives.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('shows the tracking newest first in Phnom Penh time, the amounts and the remarks', async () => {
    renderPage(<OrderDetailPage face="laptop" />, { url: '/laptop/centre/order/detail?orderNumber=PP202611210001' });
    const tracking = await screen.findByRole('region', { name: 'Order tracking' });
    const steps = within(tracking).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Completed'),
      expect.stringContaining('Shipped'),
      expect.stringContaining('Payment confirmed'),
      expect.stringContaining('Order placed'),
    ]);
    expect(steps[3]).toHaveTextContent('Nov 21, 2026, 2:05 PM');
    expect(getOrder).toHaveBeenCalledWith('PP202611210001');
    expect(screen.getByText('Ring the bell twice')).toBeInTheDocument();
    expect(screen.getByText('Bank transfer')).toBeInTheDocument();
    expect(screen.getByText('$26.00')).toBeInTheDocument();
  });

  it('shows the riel frozen with the order, whatever the shop’s rate is now; none for an order placed before', async () => {
    useMallStore.setState({
      webInfo: makeSiteSettings({
        delivery: { fee: 1, freeFrom: 50, area: [] },
        rielRate: 4500,
        rielStep: 100,
      }),
    });
    const { unmount } = renderPage(<OrderDetailPage face="mobile" />, {
      url: '/mobile/centre/order/detail?orderNumber=PP202611210001',
    });
    // Placed at 4,000 riel a dollar: $26 is 104,000 riel (at today's 4,500 it would be 117,000).
    expect(await screen.findByText('104,000៛')).toBeInTheDocument();
    expect(screen.getByText('100,000៛')).toBeInTheDocument(); // the items, $25
    expect(screen.queryByText('117,000៛')).not.toBeInTheDocument();
    unmount();

    jest.mocked(getOrder).mockResolvedValue({ ...completed, rielRate: null, rielStep: null, amountRiel: null });
    renderPage(<OrderDetailPage face="mobile" />, { url: '/mobile/centre/order/detail?orderNumber=PP202611210002' });
    expect(await screen.findAllByText('$26.00')).not.toHaveLength(0);
    expect(screen.queryByText(/៛/)).not.toBeInTheDocument();
  });

  it('says who brings a shipped order: the rider, a tap to call them, and the shop’s note', async () => {
    jest.mocked(getOrder).mockResolvedValue({
      ...completed,
      delivery: { rider: 'Sokha', riderPhone: '012 777 888', note: 'Blue Honda, about 30 minutes' },
    });
    renderPage(<OrderDetailPage face="mobile" />, { url: '/mobile/centre/order/detail?orderNumber=PP202611210001' });
    const tracking = await screen.findByRole('region', { name: 'Order tracking' });
    expect(within(tracking).getByText('Rider').nextElementSibling).toHaveTextContent('Sokha 012 777 888');
    expect(within(tracking).getByRole('link', { name: '012 777 888' })).toHaveAttribute('href', 'tel:012777888');
    expect(within(tracking).getByText('Blue Honda, about 30 minutes')).toBeInTheDocument();
  });

  it('shows the units the shop took back and the money refunded', async () => {
    jest.mocked(getOrder).mockResolvedValue({
      ...completed,
      refunded: 12.5,
      items: [{ ...completed.items[0], returnedCount: 1 }],
    });
    renderPage(<OrderDetailPage face="mobile" />, { url: '/mobile/centre/order/detail?orderNumber=PP202611210001' });
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).getByText('1 returned')).toBeInTheDocument();
    expect(within(items).getByText('Refunded to you: $12.50')).toBeInTheDocument();
  });

  it('says nothing of returns when nothing came back', async () => {
    renderPage(<OrderDetailPage face="mobile" />, { url: '/mobile/centre/order/detail?orderNumber=PP202611210001' });
    expect(await screen.findByText('Ring the bell twice')).toBeInTheDocument();
    expect(screen.queryByText(/returned/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Refunded to you/)).not.toBeInTheDocument();
  });

  it('copies the order number', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<OrderDetailPage face="mobile" />, { url: '/mobile/centre/order/details?orderNumber=PP202611210001' });
    await user.click(await screen.findByRole('button', { name: 'Copy order number' }));
    expect(writeText).toHaveBeenCalledWith('PP202611210001');
    expect(await findToast('Copied')).toBeInTheDocument();
  });

  it('goes back to the list after deleting the order', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(deleteOrder).mockResolvedValue(null);
    renderPage(<OrderDetailPage face="mobile" />, { url: '/mobile/centre/order/details?orderNumber=PP202611210001' });
    await user.click(await screen.findByRole('button', { name: 'Delete order' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete order' }));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent(/^\/mobile\/centre\/order$/));
    expect(deleteOrder).toHaveBeenCalledWith('PP202611210001', { silent: true });
  });

  it('says so when the order does not exist, with the way back', async () => {
    jest.mocked(getOrder).mockRejectedValue(new ApiError('api', { codeId: ERROR_CODE.orderNotFound }));
    renderPage(<OrderDetailPage face="laptop" />, { url: '/laptop/centre/order/detail?orderNumber=nope' });
    expect(await screen.findByRole('heading', { name: 'We could not find this order.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute(
      'href',
      '/laptop/centre/order/list',
    );
  });
});

describe('order updates on Telegram on the order page', () => {
  it('an open order offers them: a one-time link to the shop bot for this order', async () => {
    jest.mocked(getOrder).mockResolvedValue(makeOrder({ status: 2, paymentMethod: 3, amount: 23 }));
    jest.mocked(getShopperTelegram).mockResolvedValue({ available: true, linked: false, linkedAt: null });
    jest
      .mocked(makeShopperTelegramLink)
      .mockResolvedValue({ url: 'https://t.me/phsar_bot?start=m-abc', expiresAt: '2026-11-21T10:30:00.000Z' });
    renderPage(<OrderDetailPage face="mobile" />, { url: '/mobile/centre/order/details?orderNumber=PP202611210001' });
    const box = await screen.findByRole('region', { name: 'Get updates on Telegram' });
    await userEvent.click(within(box).getByRole('button', { name: 'Get updates on Telegram' }));
    expect(makeShopperTelegramLink).toHaveBeenCalledWith('PP202611210001');
    expect(await within(box).findByRole('link', { name: 'Open Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/phsar_bot?start=m-abc',
    );
  });

  it('a completed order, or a shop without a bot, shows no button', async () => {
    jest.mocked(getShopperTelegram).mockResolvedValue({ available: true, linked: false, linkedAt: null });
    renderPage(<OrderDetailPage face="laptop" />, { url: '/laptop/centre/order/detail?orderNumber=PP202611210001' });
    await screen.findByRole('region', { name: 'Order tracking' });
    expect(screen.queryByRole('button', { name: 'Get updates on Telegram' })).not.toBeInTheDocument();
  });

  it('a linked member is told the updates are on', async () => {
    jest.mocked(getOrder).mockResolvedValue(makeOrder({ status: 1 }));
    jest
      .mocked(getShopperTelegram)
      .mockResolvedValue({ available: true, linked: true, linkedAt: '2026-11-21T10:00:00.000Z' });
    renderPage(<OrderDetailPage face="laptop" />, { url: '/laptop/centre/order/detail?orderNumber=PP202611210001' });
    expect(await screen.findByText('Order updates on Telegram are on.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get updates on Telegram' })).not.toBeInTheDocument();
  });
});
