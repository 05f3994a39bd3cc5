import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOrderCount, getOrderSmsPrefs, logout, saveOrderSmsPrefs, useMallStore } from '@mall/shared';
import { findToast, renderPage } from '../../../test-support/render-page';
import CentrePage from '..';
import {
  getShopperTelegram,
  makeShopperTelegramLink,
  unlinkShopperTelegram,
} from '../../../../../shared/src/shopper-telegram/api';

jest.mock('@mall/shared', () => ({
  ...jest.requireActual('@mall/shared'),
  getOrderCount: jest.fn(),
  logout: jest.fn(),
  getOrderSmsPrefs: jest.fn(),
  saveOrderSmsPrefs: jest.fn(),
}));
jest.mock('../../../../../shared/src/shopper-telegram/api', () => ({
  getShopperTelegram: jest.fn(),
  makeShopperTelegramLink: jest.fn(),
  unlinkShopperTelegram: jest.fn(),
}));

beforeEach(() => {
  jest.clearAllMocks();
  jest
    .mocked(getOrderCount)
    .mockResolvedValue({ all: 9, toPay: 2, toDelivered: 1, toReceive: 3, completed: 2, cancelled: 1 });
  jest.mocked(getOrderSmsPrefs).mockResolvedValue({ orderSms: true, lang: 'en' });
  jest.mocked(getShopperTelegram).mockResolvedValue({ available: false, linked: false, linkedAt: null });
});

describe('member centre', () => {
  it('links the laptop menu to the centre routes', async () => {
    renderPage(<CentrePage face="laptop" />, { url: '/laptop/centre/address' });
    const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
    expect(within(menu).getByRole('link', { name: /My orders/ })).toHaveAttribute('href', '/laptop/centre/order/list');
    expect(within(menu).getByRole('link', { name: 'My addresses' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'My cart' })).toHaveAttribute('href', '/laptop/centre/cart');
    expect(within(menu).getByRole('link', { name: 'My favourites' })).toHaveAttribute(
      'href',
      '/laptop/centre/favorite',
    );
    expect(within(menu).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/laptop/centre/contact');
    expect(await within(menu).findByText('2')).toBeInTheDocument();
  });

  it('shows the member and the order shortcuts with their counts on the phone', async () => {
    renderPage(<CentrePage face="mobile" />, { url: '/mobile/centre' });
    expect(screen.getByRole('heading', { name: 'Dara' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'To receive (3)' })).toHaveAttribute(
      'href',
      '/mobile/centre/order?status=3',
    );
    expect(screen.getByRole('link', { name: 'Cancelled (1)' })).toHaveAttribute(
      'href',
      '/mobile/centre/order?status=6',
    );
  });

  it('asks a visitor to sign in and does not fetch counts', () => {
    renderPage(<CentrePage face="mobile" />, { url: '/mobile/centre', signedIn: false });
    expect(screen.getByRole('link', { name: 'Sign in or register' })).toHaveAttribute('href', '/mobile/user/login');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(getOrderCount).not.toHaveBeenCalled();
  });

  it('shows a visitor the help centre, the app and every term', () => {
    renderPage(<CentrePage face="mobile" />, { url: '/mobile/centre', signedIn: false });
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/mobile/centre/help');
    expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/mobile/centre/download');
    const terms = screen.getByRole('navigation', { name: 'Terms and policies' });
    expect(within(terms).getByRole('link', { name: 'Refund terms' })).toHaveAttribute('href', '/mobile/centre/refund');
    expect(within(terms).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy.html');
    expect(within(terms).getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms.html');
  });

  it('logs out only after the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(logout).mockResolvedValue(null);
    const storeLogout = jest.fn();
    renderPage(<CentrePage face="mobile" />, { url: '/mobile/centre' });
    useMallStore.setState({ logout: storeLogout });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Sign out?' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(storeLogout).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(storeLogout).toHaveBeenCalled());
    expect(logout).toHaveBeenCalled();
  });

  it.each(['mobile', 'laptop'] as const)('turns order updates by SMS off and on again (%s)', async (face) => {
    jest.mocked(saveOrderSmsPrefs).mockImplementation(async (orderSms) => ({ orderSms, lang: 'en' }));
    renderPage(<CentrePage face={face} />, { url: face === 'mobile' ? '/mobile/centre' : '/laptop/centre/order/list' });
    const toggle = await screen.findByRole('switch', { name: /Order updates by SMS/ });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('A text message when an order is placed, paid, shipped or refunded.');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(saveOrderSmsPrefs).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(saveOrderSmsPrefs).toHaveBeenLastCalledWith(true);
  });

  it('keeps the switch as the server has it when saving fails', async () => {
    jest.mocked(saveOrderSmsPrefs).mockRejectedValue(new Error('offline'));
    renderPage(<CentrePage face="mobile" />, { url: '/mobile/centre' });
    const toggle = await screen.findByRole('switch', { name: /Order updates by SMS/ });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
  });

  it('shows a visitor no SMS switch', () => {
    renderPage(<CentrePage face="mobile" />, { url: '/mobile/centre', signedIn: false });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(getOrderSmsPrefs).not.toHaveBeenCalled();
  });
});

describe('order updates on Telegram in the member centre', () => {
  const centreOf = (face: 'mobile' | 'laptop') =>
    renderPage(<CentrePage face={face} />, { url: face === 'mobile' ? '/mobile/centre' : '/laptop/centre/order/list' });

  it.each(['mobile', 'laptop'] as const)(
    'shows "Telegram: linked" beside the SMS switch, and stops it (%s)',
    async (face) => {
      jest
        .mocked(getShopperTelegram)
        .mockResolvedValue({ available: true, linked: true, linkedAt: '2026-11-21T10:00:00.000Z' });
      jest.mocked(unlinkShopperTelegram).mockResolvedValue({ available: true, linked: false, linkedAt: null });
      centreOf(face);
      expect(await screen.findByText('Telegram: linked')).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: /Order updates by SMS/ })).toBeChecked();
      await userEvent.click(screen.getByRole('button', { name: 'Stop Telegram updates' }));
      expect(unlinkShopperTelegram).toHaveBeenCalledTimes(1);
      expect(await findToast('No more Telegram messages about your orders.')).toBeInTheDocument();
      expect(screen.queryByText('Telegram: linked')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Get updates on Telegram' })).toBeInTheDocument();
    },
  );

  it('a member not linked gets a one-time link to the shop bot', async () => {
    jest.mocked(getShopperTelegram).mockResolvedValue({ available: true, linked: false, linkedAt: null });
    jest
      .mocked(makeShopperTelegramLink)
      .mockResolvedValue({ url: 'https://t.me/phsar_bot?start=m-xyz', expiresAt: '2026-11-21T10:30:00.000Z' });
    centreOf('mobile');
    await userEvent.click(await screen.findByRole('button', { name: 'Get updates on Telegram' }));
    expect(makeShopperTelegramLink).toHaveBeenCalledWith(undefined);
    expect(await screen.findByRole('link', { name: 'Open Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/phsar_bot?start=m-xyz',
    );
  });

  it('shows nothing of Telegram without a shop bot', async () => {
    centreOf('laptop');
    await screen.findByRole('switch', { name: /Order updates by SMS/ });
    await waitFor(() => expect(getShopperTelegram).toHaveBeenCalled());
    expect(screen.queryByText('Telegram: linked')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Telegram/ })).not.toBeInTheDocument();
  });
});
