import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type MyTelegram, type Staff } from '@mall/shared';
import {
  confirmTotp,
  enrollTotp,
  linkTelegram,
  listStaff,
  myTelegram,
  recoveryCodesLeft,
  renewRecoveryCodes,
  setTelegramLanguage,
  unlinkTelegram,
} from '../../../api/merchant-api';
import { OWNER, renderConsole } from '../../../test-support/render-console';

jest.mock('../../../api/merchant-api', () => ({
  myTelegram: jest.fn(),
  linkTelegram: jest.fn(),
  unlinkTelegram: jest.fn(),
  setTelegramLanguage: jest.fn(),
  listStaff: jest.fn(),
  recoveryCodesLeft: jest.fn(),
  renewRecoveryCodes: jest.fn(),
  enrollTotp: jest.fn(),
  confirmTotp: jest.fn(),
  // The owners' shop bot section shares the page: still loading here (its own tests are shop-bot-section.test.tsx).
  getShopBot: jest.fn(() => new Promise(() => undefined)),
  saveShopBot: jest.fn(),
  testShopBot: jest.fn(),
}));

const CLERK: Staff = { ...OWNER, staffId: 3, login: 'vanna', name: 'Vanna', role: 'orders', totpEnabled: false };
const UNLINKED: MyTelegram = { botReady: true, link: null };
const LINKED: MyTelegram = {
  botReady: true,
  link: { username: 'vanna_pp', language: 'zh', linkedAt: '2026-11-27T10:00:00+07:00' },
};

beforeEach(() => jest.clearAllMocks());

describe('my Telegram', () => {
  it('makes a one-time link in the chosen language, then shows the account once Start was pressed', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(myTelegram).mockResolvedValueOnce(UNLINKED).mockResolvedValue(LINKED);
    jest.mocked(linkTelegram).mockResolvedValue({
      url: 'https://t.me/phsar_bot?start=one-time-token',
      expiresAt: '2026-11-27T10:30:00+07:00',
    });
    renderConsole('/merchant/telegram', { staff: CLERK });
    await user.selectOptions(await screen.findByLabelText('Language of the messages'), 'Chinese');
    await user.click(screen.getByRole('button', { name: 'Make a link' }));
    expect(linkTelegram).toHaveBeenCalledWith('zh');
    expect(await screen.findByRole('link', { name: 'Open in Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/phsar_bot?start=one-time-token',
    );
    expect(screen.getByText(/works once, within 30 minutes/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I pressed Start' }));
    expect(await screen.findByText(/Linked to @vanna_pp/)).toBeInTheDocument();
    expect(screen.getByLabelText('Language of the messages')).toHaveValue('zh');
  });

  it('changes the language of the messages of a linked account', async () => {
    const user = userEvent.setup({ delay: null });
    jest
      .mocked(myTelegram)
      .mockResolvedValueOnce(LINKED)
      .mockResolvedValue({
        ...LINKED,
        link: { ...LINKED.link!, language: 'km' },
      });
    jest.mocked(setTelegramLanguage).mockResolvedValue({ ...LINKED, link: { ...LINKED.link!, language: 'km' } });
    renderConsole('/merchant/telegram', { staff: CLERK });
    await user.selectOptions(await screen.findByLabelText('Language of the messages'), 'Khmer');
    expect(setTelegramLanguage).toHaveBeenCalledWith('km');
    await waitFor(() => expect(screen.getByLabelText('Language of the messages')).toHaveValue('km'));
  });

  it('unlinks the account', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(myTelegram).mockResolvedValueOnce(LINKED).mockResolvedValue(UNLINKED);
    jest.mocked(unlinkTelegram).mockResolvedValue(null);
    renderConsole('/merchant/telegram', { staff: CLERK });
    await user.click(await screen.findByRole('button', { name: 'Unlink Telegram' }));
    expect(unlinkTelegram).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Make a link' })).toBeInTheDocument();
  });

  it('says so when the shop bot is not set up, and shows the refusal when no link can be made', async () => {
    jest.mocked(myTelegram).mockResolvedValue({ botReady: false, link: null });
    const { unmount } = renderConsole('/merchant/telegram', { staff: CLERK });
    expect(await screen.findByText(/The shop bot is not set up yet/)).toBeInTheDocument();
    unmount();

    const user = userEvent.setup({ delay: null });
    jest.mocked(myTelegram).mockResolvedValue(UNLINKED);
    jest.mocked(linkTelegram).mockRejectedValue(new ApiError('api', { codeId: 160, status: 409 }));
    renderConsole('/merchant/telegram', { staff: CLERK });
    await user.click(await screen.findByRole('button', { name: 'Make a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot be reached right now');
  });

  it('shows the owner who linked their Telegram in the staff list', async () => {
    jest.mocked(listStaff).mockResolvedValue([
      { ...OWNER, telegram: null },
      { ...CLERK, telegram: LINKED.link },
    ]);
    renderConsole('/merchant/staff');
    expect(await screen.findByRole('cell', { name: '@vanna_pp' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Not linked' })).toBeInTheDocument();
  });
});

describe('my recovery codes', () => {
  it('an owner with TOTP sees how many are left and makes a new set, asked first, shown once', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(myTelegram).mockResolvedValue(UNLINKED);
    jest.mocked(recoveryCodesLeft).mockResolvedValue({ left: 2 });
    const codes = Array.from({ length: 10 }, (_, i) => `NEWC${i}-ODES${i}`);
    jest.mocked(renewRecoveryCodes).mockResolvedValue({ codes, left: 10 });
    renderConsole('/merchant/telegram');
    const panel = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(await within(panel).findByText('2 recovery codes left.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Make a new set' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Make a new set' });
    expect(ask).toHaveTextContent('The codes you have now stop working at once.');
    await user.click(within(ask).getByRole('button', { name: 'Make a new set' }));
    expect(renewRecoveryCodes).toHaveBeenCalledTimes(1);
    expect(await within(panel).findByText('10 recovery codes left.')).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Your recovery codes' })).toHaveTextContent('NEWC0-ODES0');
  });

  it('a member without TOTP turns two-step sign-in on: the QR code, a first code, then the codes shown once', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(myTelegram).mockResolvedValue(UNLINKED);
    jest.mocked(enrollTotp).mockResolvedValue({
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Phsar:vanna?secret=JBSWY3DPEHPK3PXP&issuer=Phsar',
    });
    jest
      .mocked(confirmTotp)
      .mockRejectedValueOnce(new ApiError('api', { codeId: 133, status: 400 }))
      .mockResolvedValue({ staff: { ...CLERK, totpEnabled: true }, recoveryCodes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'] });
    jest.mocked(recoveryCodesLeft).mockResolvedValue({ left: 2 });
    renderConsole('/merchant/telegram', { staff: CLERK });
    const panel = await screen.findByRole('region', { name: 'Two-step sign-in' });
    expect(panel).toHaveTextContent('your password alone opens the console');
    expect(recoveryCodesLeft).not.toHaveBeenCalled();

    await user.click(within(panel).getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(
      await within(panel).findByRole('img', { name: 'QR code to add this shop to your authenticator app' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const code = within(panel).getByLabelText('Six-digit code from your authenticator app');
    await user.type(code, '12a34');
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The code is six digits.');
    expect(confirmTotp).not.toHaveBeenCalled();

    await user.type(code, '56');
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The six-digit code is missing or wrong.');
    expect(code).toHaveValue('123456');

    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    const shown = await screen.findByRole('region', { name: 'Keep these recovery codes' });
    expect(within(shown).getByText(/^Two-step sign-in is on./)).toBeInTheDocument();
    expect(within(shown).getByRole('list', { name: 'Your recovery codes' })).toHaveTextContent('AAAAA-BBBBB');
    expect(confirmTotp).toHaveBeenLastCalledWith('123456');

    await user.click(within(shown).getByRole('button', { name: 'I have kept them, continue' }));
    const left = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(await within(left).findByText('2 recovery codes left.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on two-step sign-in' })).not.toBeInTheDocument();
  });
});
