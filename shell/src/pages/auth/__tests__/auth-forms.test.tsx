import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import md5 from 'md5';
import { ERROR_CODE, useMallStore } from '@mall/shared';
import { loadRemotePage } from '../../../federation/remote-pages';
import { mockApi } from '../../../test-support/mock-api';
import { fakeRemotePage, renderApp } from '../../../test-support/render-app';

jest.mock('../../../federation/remote-pages', () => ({
  loadRemotePage: jest.fn(),
  registerMallRemotes: jest.fn(),
}));

beforeEach(() => {
  localStorage.clear();
  useMallStore.setState({ token: null, member: null, cart: [] });
  jest.mocked(loadRemotePage).mockImplementation(async (remote, page) => fakeRemotePage(`${remote}/${page}`));
});

test('the login form is labelled and says what is missing', async () => {
  const calls = mockApi();
  renderApp('/mobile/user/login');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Sign in' }));
  expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Please enter your phone number');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
  expect(calls.some((call) => call.url === '/member/login')).toBe(false);

  await user.type(screen.getByLabelText('Phone number'), '12ab');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getByText('This phone number does not look right')).toBeInTheDocument();
});

test('the password goes to the API as its MD5 hash, and a wrong one shows the translated error', async () => {
  const calls = mockApi({
    'POST /member/login': () => ({ status: 401, body: { codeId: ERROR_CODE.wrongPassword, msg: 'Wrong password' } }),
  });
  renderApp('/mobile/user/login');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Phone number'), '012345678');
  await user.type(screen.getByLabelText('Password'), 'my pass');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(calls.some((call) => call.url === '/member/login')).toBe(true));
  expect(calls.find((call) => call.url === '/member/login')?.body).toEqual({
    userMobile: '012345678',
    loginPassword: md5('my pass'),
  });
  expect(md5('my pass')).toMatch(/^[0-9a-f]{32}$/);
});

test('register: the two passwords must match', async () => {
  const calls = mockApi();
  renderApp('/laptop/user/register');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Phone number'), '012345678');
  await user.type(screen.getByLabelText('Verification code'), '123456');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Enter the password again'), 'secret2');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
  expect(calls.some((call) => call.url === '/member/register')).toBe(false);
});

test('register: sending the code starts the resend countdown; a valid form signs the member in', async () => {
  const calls = mockApi({
    'POST /member/getVcode': () => ({ body: { data: null } }),
    'POST /member/register': () => ({ body: { data: { token: 't-9', nickName: 'Sokha', mobile: '012345678' } } }),
  });
  const router = renderApp('/mobile/user/register');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Phone number'), '012345678');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('button', { name: /Resend in 60 s/ })).toBeDisabled();
  expect(calls.find((call) => call.url === '/member/getVcode')?.body).toEqual({
    registerOrBind: 1,
    mobile: '012345678',
  });

  await user.type(screen.getByLabelText('Verification code'), '123456');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Enter the password again'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/index'));
  expect(calls.find((call) => call.url === '/member/register')?.body).toEqual({
    mobile: '012345678',
    password: md5('secret1'),
    validCode: '123456',
  });
  expect(useMallStore.getState().member).toEqual({ nickName: 'Sokha', mobile: '012345678' });
});
