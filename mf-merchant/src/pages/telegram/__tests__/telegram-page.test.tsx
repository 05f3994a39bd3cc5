import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type MyTelegram, type Staff } from '@mall/shared';
import { linkTelegram, listStaff, myTelegram, setTelegramLanguage, unlinkTelegram } from '../../../api/merchant-api';
import { OWNER, renderConsole } from '../../../test-support/render-console';

jest.mock('../../../api/merchant-api', () => ({
  myTelegram: jest.fn(),
  linkTelegram: jest.fn(),
  unlinkTelegram: jest.fn(),
  setTelegramLanguage: jest.fn(),
  listStaff: jest.fn(),
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
