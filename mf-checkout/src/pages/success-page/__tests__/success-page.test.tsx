import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster, changeI18nLanguage, getOrder, initI18n, payOrders, useMallStore, type Order } from '@mall/shared';
import SuccessPage from '..';
import { getShopperTelegram, makeShopperTelegramLink } from '../../../../../shared/src/shopper-telegram/api';
import { renderPage } from '../../../test-support/render-page';

jest.mock('@mall/shared', () => ({
  ...jest.requireActual('@mall/shared'),
  getOrder: jest.fn(),
  payOrders: jest.fn(),
}));
jest.mock('../../../../../shared/src/shopper-telegram/api', () => ({
  getShopperTelegram: jest.fn(),
  makeShopperTelegramLink: jest.fn(),
}));

const transfer = {
  payType: 1 as const,
  amount: 21.5,
  bankName: 'ABA Bank',
  accountName: 'Phsar Penh Co., Ltd.',
  accountNumber: '000 123 456',
  reference: 'PP202611210001',
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getShopperTelegram).mockResolvedValue({ available: false, linked: false, linkedAt: null });
});

test('after a reload, the bank-transfer details are asked again and can be copied', async () => {
  jest.mocked(getOrder).mockResolvedValue({ orderNumber: 'PP202611210001', status: 1, paymentMethod: 1 } as Order);
  jest.mocked(payOrders).mockResolvedValue(transfer);
  // user-event puts its own clipboard on navigator.
  const user = userEvent.setup();
  renderPage(<SuccessPage face="mobile" />, '/mobile/confirm/success?orderNumber=PP202611210001');

  expect(await screen.findByRole('heading', { name: 'Transfer $21.50 to complete your order' })).toBeInTheDocument();
  expect(payOrders).toHaveBeenCalledWith({ orderNumbers: 'PP202611210001', payType: 1 });
  expect(screen.getByText('ABA Bank')).toBeInTheDocument();
  expect(screen.getByText('Phsar Penh Co., Ltd.')).toBeInTheDocument();
  expect(screen.getByText('000 123 456')).toBeInTheDocument();
  expect(screen.getByText('$21.50')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Copy Account number' }));
  expect(await navigator.clipboard.readText()).toBe('000 123 456');
  const toasts = screen.getByRole('region', { name: 'Notifications' });
  expect(await within(toasts).findByText('Copied')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute(
    'href',
    '/mobile/centre/order/details?orderNumber=PP202611210001',
  );
});

test('a cash order says to pay the rider, and asks for no payment', async () => {
  jest
    .mocked(getOrder)
    .mockResolvedValue({ orderNumber: 'PP202611210002', status: 2, paymentMethod: 3, amount: 23 } as Order);
  renderPage(<SuccessPage face="mobile" />, '/mobile/confirm/success?orderNumber=PP202611210002');

  expect(
    await screen.findByText('Pay the rider $23.00 in cash when your order arrives. Nothing to pay now.'),
  ).toBeInTheDocument();
  expect(payOrders).not.toHaveBeenCalled();
});

test('the instruction handed over by confirm is shown without asking the server', async () => {
  initI18n('en');
  render(
    <MemoryRouter
      initialEntries={[
        {
          pathname: '/laptop/success',
          search: '?orderNumber=PP1',
          state: {
            instruction: {
              payType: 2,
              amount: 60,
              deeplink: 'abamobilebank://pay?token=x',
              qrString: '00020101021229370016A000000677010111011300660000000005802KH5303840540560.006304ABCD',
              expiresAt: '2026-11-21T21:00:00+07:00',
            },
          },
        },
      ]}
    >
      <Routes>
        <Route path="*" element={<SuccessPage face="laptop" />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );

  expect(screen.getByRole('heading', { name: 'Pay $60.00 in your bank app' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay in the app' })).toBeInTheDocument();
  // The QR encoder loads on demand; the first transform of it can take a moment.
  expect(
    await screen.findByRole('img', { name: 'Payment QR code for order PP1' }, { timeout: 8000 }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Pay before .*9:00.*PM.*\(Phnom Penh time\)/)).toBeInTheDocument();
  expect(getOrder).not.toHaveBeenCalled();
  expect(payOrders).not.toHaveBeenCalled();
});

test('an order that is no longer to pay is not asked to be paid again', async () => {
  jest.mocked(getOrder).mockResolvedValue({ orderNumber: 'PP2', status: 2, paymentMethod: 1 } as Order);
  renderPage(<SuccessPage face="laptop" />, '/laptop/success?orderNumber=PP2');

  expect(await screen.findByText('Thank you, this order is already paid')).toBeInTheDocument();
  expect(payOrders).not.toHaveBeenCalled();
});

test.each([
  ['km', 'ស្កេន KHQR នេះដោយប្រើកម្មវិធីធនាគារណាមួយនៅកម្ពុជា', 'កូដ QR សម្រាប់បង់ប្រាក់ការបញ្ជាទិញ PP3'],
  ['en', 'Scan this KHQR with any Cambodian bank app', 'Payment QR code for order PP3'],
  ['zh', '请用任意一家柬埔寨银行的手机应用扫描此 KHQR 码', '订单 PP3 的付款二维码'],
] as const)('a KHQR (no app link) is shown to scan, without an app button (%s)', async (language, hint, qrName) => {
  jest.mocked(getOrder).mockResolvedValue({ orderNumber: 'PP3', status: 1, paymentMethod: 2 } as Order);
  jest.mocked(payOrders).mockResolvedValue({
    payType: 2,
    amount: 21,
    deeplink: null,
    qrString:
      '00020101021229180014phsarpenh@aclb520459995303840540521.005802KH5910Phsar Penh6010Phnom Penh62070103PP363041234',
    expiresAt: '2026-11-21T21:00:00+07:00',
  });
  renderPage(<SuccessPage face="mobile" />, '/mobile/confirm/success?orderNumber=PP3');
  await changeI18nLanguage(language);

  expect(await screen.findByText(hint)).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: qrName }, { timeout: 8000 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /app|កម្មវិធី|应用/ })).not.toBeInTheDocument();
});

test("a KHQR in riel: the shopper chooses riel and gets the QR of the frozen riel total, with Bakong's app link", async () => {
  const user = userEvent.setup();
  jest.mocked(getOrder).mockResolvedValue({ orderNumber: 'PP4', status: 1, paymentMethod: 2 } as Order);
  const dollars = {
    payType: 2 as const,
    amount: 21,
    amountRiel: 86_100,
    deeplink: 'https://bakong.page.link/usd',
    qrString: '00020101021229180014phsarpenh@aclb520459995303840540521.005802KH63041234',
    expiresAt: '2026-11-21T21:00:00+07:00',
  };
  jest
    .mocked(payOrders)
    .mockResolvedValueOnce(dollars)
    .mockResolvedValueOnce({
      ...dollars,
      currency: 'KHR',
      deeplink: 'https://bakong.page.link/khr',
      qrString: '00020101021229180014phsarpenh@aclb5204599953031165405861005802KH63041234',
    });
  renderPage(<SuccessPage face="mobile" />, '/mobile/confirm/success?orderNumber=PP4');

  expect(await screen.findByRole('heading', { name: 'Pay $21.00 in your bank app' })).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Riel' }));

  expect(await screen.findByRole('heading', { name: 'Pay 86,100៛ in your bank app' })).toBeInTheDocument();
  expect(payOrders).toHaveBeenLastCalledWith({ orderNumbers: 'PP4', payType: 2, currency: 'KHR' });
  expect(screen.getByRole('radio', { name: 'Riel' })).toBeChecked();
  // On the phone, the bank app opens from the link; the KHQR is there for any other bank's app.
  expect(screen.getByRole('button', { name: 'Pay in the app' })).toBeInTheDocument();
  expect(screen.getByText('Or scan this KHQR with any Cambodian bank app')).toBeInTheDocument();
});

describe('order updates on Telegram', () => {
  const signIn = (signedIn: boolean) =>
    useMallStore.setState({
      token: signedIn ? 'token' : null,
      member: signedIn ? { nickName: 'Dara', mobile: '012345678' } : null,
    });
  afterEach(() => signIn(false));
  const cashOrder = () =>
    jest
      .mocked(getOrder)
      .mockResolvedValue({ orderNumber: 'PP202611210003', status: 2, paymentMethod: 3, amount: 23 } as Order);

  test('a signed-in member gets a one-time link to the shop bot, with what to do in Telegram', async () => {
    cashOrder();
    signIn(true);
    jest.mocked(getShopperTelegram).mockResolvedValue({ available: true, linked: false, linkedAt: null });
    jest.mocked(makeShopperTelegramLink).mockResolvedValue({
      url: 'https://t.me/phsar_bot?start=m-abc',
      expiresAt: '2026-11-21T10:30:00.000Z',
    });
    const user = userEvent.setup();
    renderPage(<SuccessPage face="mobile" />, '/mobile/confirm/success?orderNumber=PP202611210003');

    await user.click(await screen.findByRole('button', { name: 'Get updates on Telegram' }));
    expect(makeShopperTelegramLink).toHaveBeenCalledWith('PP202611210003');
    const open = await screen.findByRole('link', { name: 'Open Telegram' });
    expect(open).toHaveAttribute('href', 'https://t.me/phsar_bot?start=m-abc');
    expect(screen.getByText('In Telegram, tap Start to finish.')).toBeInTheDocument();
  });

  test('a member already linked is told so, with no button', async () => {
    cashOrder();
    signIn(true);
    jest
      .mocked(getShopperTelegram)
      .mockResolvedValue({ available: true, linked: true, linkedAt: '2026-11-21T10:00:00.000Z' });
    renderPage(<SuccessPage face="mobile" />, '/mobile/confirm/success?orderNumber=PP202611210003');
    expect(await screen.findByText('Order updates on Telegram are on.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get updates on Telegram' })).not.toBeInTheDocument();
  });

  test('no button without a shop bot, nor for a visitor', async () => {
    cashOrder();
    signIn(true);
    renderPage(<SuccessPage face="mobile" />, '/mobile/confirm/success?orderNumber=PP202611210003');
    await screen.findByText('Pay the rider $23.00 in cash when your order arrives. Nothing to pay now.');
    await waitFor(() => expect(getShopperTelegram).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Get updates on Telegram' })).not.toBeInTheDocument();

    signIn(false);
    jest.mocked(getShopperTelegram).mockClear();
    renderPage(<SuccessPage face="laptop" />, '/laptop/confirm/success?orderNumber=PP202611210003');
    await screen.findAllByText('Pay the rider $23.00 in cash when your order arrives. Nothing to pay now.');
    expect(getShopperTelegram).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Get updates on Telegram' })).not.toBeInTheDocument();
  });
});
