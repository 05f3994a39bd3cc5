import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { ApiError, useMallStore } from '@mall/shared';
import { confirmTotp, listProducts, setUpAccount, signIn } from '../../../api/merchant-api';
import { pageOf } from '../../../test-support/fixtures';
import { OWNER, renderConsole } from '../../../test-support/render-console';

jest.mock('../../../api/merchant-api', () => ({
  setUpAccount: jest.fn(),
  signIn: jest.fn(),
  confirmTotp: jest.fn(),
  listProducts: jest.fn(),
  listCategories: jest.fn().mockResolvedValue([]),
  getDashboard: jest.fn().mockResolvedValue({ orders: null, lowStock: { threshold: 5, total: 0, skus: [] } }),
}));

const URI = 'otpauth://totp/Phsar%20Penh:sokha?secret=JBSWY3DPEHPK3PXP&issuer=Phsar%20Penh';

afterEach(() => act(() => useMallStore.getState().setLanguage('en')));

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listProducts).mockResolvedValue(pageOf([]));
});

const location = () => screen.getByRole('status', { name: 'location' });

async function setPassword(user: ReturnType<typeof userEvent.setup>, password: string, again = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Type the password again'), again);
  await user.click(screen.getByRole('button', { name: 'Set password' }));
}

describe('the one-time set-up link', () => {
  it('sets an owner’s password, shows the QR code to enroll, and signs in with the first code', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(setUpAccount).mockResolvedValue({ staff: { ...OWNER, totpEnabled: false }, totpUri: URI });
    jest.mocked(signIn).mockResolvedValue({ token: 'staff-1', staff: OWNER });
    renderConsole('/merchant/setup?token=link-123', { staff: null });

    // Nine characters: the API refuses fewer than ten, so the console says so before sending, keeping what was typed.
    await setPassword(user, 'nine-char');
    expect(screen.getByRole('alert')).toHaveTextContent('The password needs at least 10 characters.');
    expect(screen.getByLabelText('New password')).toHaveValue('nine-char');
    expect(setUpAccount).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Type the password again'));
    await setPassword(user, 'long-enough-1', 'long-enough-2');
    expect(screen.getByRole('alert')).toHaveTextContent('The two passwords are not the same.');
    await user.clear(screen.getByLabelText('Type the password again'));
    await user.type(screen.getByLabelText('Type the password again'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(setUpAccount).toHaveBeenCalledWith('link-123', 'long-enough-1');
    expect(
      await screen.findByRole('img', { name: 'QR code to add this shop to your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Six-digit code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() => expect(location()).toHaveTextContent('/merchant/home'));
    // Signing in with the first code is what turns the second step on (outside production too); the code is spent.
    expect(signIn).toHaveBeenCalledWith('sokha', 'long-enough-1', { totp: '123456' });
    expect(confirmTotp).not.toHaveBeenCalled();
  });

  it('after the first code, shows the ten recovery codes once with the warning to keep them, then opens the console', async () => {
    const user = userEvent.setup({ delay: null });
    const codes = Array.from({ length: 10 }, (_, i) => `ABCD${i}-EFGH${i}`);
    jest
      .mocked(setUpAccount)
      .mockResolvedValue({ staff: { ...OWNER, totpEnabled: false }, totpUri: URI, recoveryCodes: codes });
    jest.mocked(signIn).mockResolvedValue({ token: 'staff-1', staff: OWNER });
    renderConsole('/merchant/setup?token=link-123', { staff: null });
    await setPassword(user, 'long-enough-1');
    await user.type(await screen.findByLabelText('Six-digit code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    expect(await screen.findByRole('heading', { name: 'Keep these recovery codes' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent('ABCD0-EFGH0');
    expect(screen.getByRole('note')).toHaveTextContent(/shown only now/);
    expect(screen.getByRole('button', { name: 'Copy the codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/merchant/setup');

    await user.click(screen.getByRole('button', { name: 'I have kept them, continue' }));
    await waitFor(() => expect(location()).toHaveTextContent('/merchant/home'));
  });

  it('says when the link is unknown, used or expired (134), keeping the password typed', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(setUpAccount).mockRejectedValue(new ApiError('api', { codeId: 134, status: 400 }));
    renderConsole('/merchant/setup?token=used', { staff: null });
    await setPassword(user, 'long-enough-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is unknown, already used or expired.');
    expect(screen.getByLabelText('New password')).toHaveValue('long-enough-1');
  });

  it.each([
    ['en', 'This password is too common or too easy to guess'],
    ['km', 'ពាក្យសម្ងាត់នេះសាមញ្ញពេក ឬងាយទាយពេក'],
    ['zh', '此密码太常见或太容易被猜到'],
  ] as const)('says in %s why a common password is refused (147), keeping what was typed', async (language, reason) => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(setUpAccount).mockRejectedValue(new ApiError('api', { codeId: 147, status: 400 }));
    renderConsole('/merchant/setup?token=link-123', { staff: null });
    await setPassword(user, 'password123');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common or too easy to guess');
    expect(setUpAccount).toHaveBeenCalledWith('link-123', 'password123');
    // The same form sent again once the page is in the language: the refusal is said in it.
    await act(() => useMallStore.getState().setLanguage(language));
    await user.type(screen.getAllByDisplayValue('password123')[0]!, '{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(reason));
    expect(setUpAccount).toHaveBeenCalledTimes(2);
    expect(screen.getAllByDisplayValue('password123')).toHaveLength(2);
  });
});
