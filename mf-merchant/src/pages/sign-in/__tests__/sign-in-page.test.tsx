import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@mall/shared';
import { currentStaff, listProducts, signIn, signOut } from '../../../api/merchant-api';
import { useStaffSession } from '../../../features/session/staff-session';
import { OWNER, renderConsole } from '../../../test-support/render-console';

jest.mock('../../../api/merchant-api', () => ({
  signIn: jest.fn(),
  signOut: jest.fn(),
  currentStaff: jest.fn(),
  listProducts: jest.fn(),
  listCategories: jest.fn().mockResolvedValue([]),
  getDashboard: jest.fn().mockResolvedValue({ orders: null, lowStock: { threshold: 5, total: 0, skus: [] } }),
  listOrders: jest.fn(),
}));

const signInMock = jest.mocked(signIn);
const emptyPage = { records: [], total: 0, current: 1, size: 20, pages: 0 };

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  localStorage.removeItem('MERCHANT_TRUSTED_TOKEN');
  jest.mocked(listProducts).mockResolvedValue(emptyPage);
});

const location = () => screen.getByRole('status', { name: 'location' });

describe('the console guard', () => {
  it('sends a visitor without a staff token to the sign-in page, remembering where they were going', async () => {
    renderConsole('/merchant/orders?status=2', { staff: null });
    expect(await screen.findByRole('heading', { name: 'Sign in to your shop' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/merchant/login?next=%2Fmerchant%2Forders%3Fstatus%3D2');
  });

  it('asks the server who is signed in when only the token is known', async () => {
    jest.mocked(currentStaff).mockResolvedValue({ ...OWNER, role: 'catalogue', name: 'Dara' });
    renderConsole('/merchant/products', { staff: null, token: 'kept-token' });
    expect(await screen.findByText(/Dara/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Products' })).toBeInTheDocument();
  });
});

describe('signing in', () => {
  it('signs in, keeps the staff token apart from the member’s, and goes where the guard came from', async () => {
    const user = userEvent.setup({ delay: null });
    signInMock.mockResolvedValue({ token: 'staff-1', staff: { ...OWNER, role: 'orders' } });
    jest.mocked((await import('../../../api/merchant-api')).listOrders).mockResolvedValue(emptyPage);
    renderConsole('/merchant/login?next=%2Fmerchant%2Forders', { staff: null });

    await user.type(screen.getByLabelText('Login name'), 'sokha');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(location()).toHaveTextContent('/merchant/orders'));
    expect(signInMock).toHaveBeenCalledWith('sokha', 'secret-pass', { trusted: false });
    expect(sessionStorage.getItem('MERCHANT_TOKEN')).toBe('staff-1');
    expect(localStorage.getItem('TOKEN')).not.toBe('staff-1');
  });

  it('"Trust this browser" keeps the token in localStorage under its own key (new tabs stay signed in); unticked, only the tab keeps it', async () => {
    const user = userEvent.setup({ delay: null });
    signInMock.mockResolvedValue({ token: 'staff-trusted', staff: OWNER });
    renderConsole('/merchant/login', { staff: null });
    const trust = screen.getByRole('checkbox', { name: /Trust this browser/ });
    expect(trust).not.toBeChecked();
    expect(trust).toHaveAccessibleDescription(/never on a shared one/);
    await user.type(screen.getByLabelText('Login name'), 'sokha');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(trust);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toHaveTextContent('/merchant/home'));
    expect(signInMock).toHaveBeenCalledWith('sokha', 'secret-pass', { trusted: true });
    expect(localStorage.getItem('MERCHANT_TRUSTED_TOKEN')).toBe('staff-trusted');
    expect(sessionStorage.getItem('MERCHANT_TOKEN')).toBeNull();
    expect(localStorage.getItem('TOKEN')).not.toBe('staff-trusted');
    // Sign-out ends the server's session and clears both places.
    jest.mocked(signOut).mockResolvedValue(null);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(localStorage.getItem('MERCHANT_TRUSTED_TOKEN')).toBeNull());
    expect(sessionStorage.getItem('MERCHANT_TOKEN')).toBeNull();
    expect(signOut).toHaveBeenCalled();
  });

  it('takes a recovery code in place of the six-digit code ("Use a recovery code"), and says when it is wrong or used (148)', async () => {
    const user = userEvent.setup({ delay: null });
    signInMock
      .mockRejectedValueOnce(new ApiError('api', { codeId: 133, status: 401 }))
      .mockRejectedValueOnce(new ApiError('api', { codeId: 148, status: 401 }))
      .mockResolvedValueOnce({ token: 'staff-1', staff: OWNER });
    renderConsole('/merchant/login', { staff: null });
    await user.type(screen.getByLabelText('Login name'), 'sokha');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    expect(screen.queryByLabelText('Six-digit code from your authenticator app')).not.toBeInTheDocument();
    const code = screen.getByLabelText('Recovery code');
    await user.type(code, 'abcde-23456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This recovery code is wrong or was used already. Each code works once.',
    );
    expect(signInMock).toHaveBeenLastCalledWith('sokha', 'secret-pass', {
      recoveryCode: 'ABCDE-23456',
      trusted: false,
    });
    expect(code).toHaveValue('ABCDE-23456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toHaveTextContent('/merchant/home'));
  });

  it('never follows a next address outside the console', async () => {
    const user = userEvent.setup({ delay: null });
    signInMock.mockResolvedValue({ token: 'staff-1', staff: OWNER });
    renderConsole('/merchant/login?next=https%3A%2F%2Fevil.example', { staff: null });
    await user.type(screen.getByLabelText('Login name'), 'sokha');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toHaveTextContent('/merchant/home'));
  });

  it('asks for the six-digit code when the server wants it (133), keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    signInMock
      .mockRejectedValueOnce(new ApiError('api', { codeId: 133, status: 401 }))
      .mockRejectedValueOnce(new ApiError('api', { codeId: 133, status: 401 }))
      .mockResolvedValueOnce({ token: 'staff-1', staff: OWNER });
    renderConsole('/merchant/login', { staff: null });

    await user.type(screen.getByLabelText('Login name'), 'sokha');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('Six-digit code from your authenticator app');
    expect(screen.getByLabelText('Login name')).toHaveValue('sokha');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');

    await user.type(code, '12a3456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The six-digit code is missing or wrong');
    expect(signInMock).toHaveBeenLastCalledWith('sokha', 'secret-pass', { totp: '123456', trusted: false });

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toHaveTextContent('/merchant/home'));
  });

  it('says a wrong login or password, and that ten wrong tries pause the login, keeping the login name', async () => {
    const user = userEvent.setup({ delay: null });
    signInMock.mockRejectedValue(new ApiError('api', { codeId: 115, status: 400 }));
    renderConsole('/merchant/login', { staff: null });
    await user.type(screen.getByLabelText('Login name'), 'sokha');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The same words whether the login is unknown, the password wrong or the login locked (the API cannot tell them
    // apart either).
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The login name or password is wrong. After ten wrong tries in a row, signing in to this login is paused for 15 minutes.',
    );
    expect(screen.getByLabelText('Login name')).toHaveValue('sokha');
  });
});

describe('signing out', () => {
  it('ends the staff session even when the server cannot be reached', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(signOut).mockRejectedValue(new ApiError('network'));
    renderConsole('/merchant/products');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toHaveTextContent('/merchant/login'));
    expect(useStaffSession.getState().token).toBeNull();
    expect(sessionStorage.getItem('MERCHANT_TOKEN')).toBeNull();
  });
});
