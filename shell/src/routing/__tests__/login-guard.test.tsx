import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import md5 from 'md5';
import { STORAGE_KEYS, useMallStore } from '@mall/shared';
import { loadRemotePage } from '../../federation/remote-pages';
import { mockApi } from '../../test-support/mock-api';
import { fakeRemotePage, renderApp } from '../../test-support/render-app';

jest.mock('../../federation/remote-pages', () => ({
  loadRemotePage: jest.fn(),
  registerMallRemotes: jest.fn(),
}));

const loadPage = jest.mocked(loadRemotePage);
const SESSION = { token: 'token-1', nickName: 'Dara', mobile: '012345678' };

beforeEach(() => {
  localStorage.clear();
  useMallStore.setState({ token: null, member: null, cart: [] });
  loadPage.mockImplementation(async (remote, page) => fakeRemotePage(`${remote}/${page}`));
});

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Phone number'), '012 345 678');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

test('a visitor opening a login-only page lands on sign-in, with the page kept in PREV_PAGE', async () => {
  mockApi();
  const router = renderApp('/mobile/confirm?orderType=cart');
  expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/mobile/user/login');
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.prevPage)!)).toEqual({
    name: 'MobileConfirm',
    params: {},
    query: { orderType: 'cart' },
  });
  expect(loadPage).not.toHaveBeenCalledWith('checkout', 'ConfirmPage');
});

test('after signing in the kept page is restored and PREV_PAGE is cleared', async () => {
  const calls = mockApi({ 'POST /member/login': () => ({ body: { data: SESSION } }) });
  const router = renderApp('/mobile/confirm?orderType=cart');
  await screen.findByRole('heading', { name: 'Welcome back' });
  await signIn();
  expect(await screen.findByRole('heading', { name: 'checkout/ConfirmPage (mobile)' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/mobile/confirm');
  expect(router.state.location.search).toBe('?orderType=cart');
  expect(localStorage.getItem(STORAGE_KEYS.prevPage)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-1');
  expect(calls.find((call) => call.url === '/member/login')?.body).toEqual({
    userMobile: '012345678',
    loginPassword: md5('secret1'),
  });
});

test('the restored page is forced to the face signed in on (a mobile page restored on the desktop)', async () => {
  mockApi({ 'POST /member/login': () => ({ body: { data: SESSION } }) });
  localStorage.setItem(STORAGE_KEYS.prevPage, JSON.stringify({ name: 'MobileCart', query: {} }));
  const router = renderApp('/laptop/user/login');
  await screen.findByRole('heading', { name: 'Welcome back' });
  await signIn();
  await waitFor(() => expect(router.state.location.pathname).toBe('/laptop/centre/cart'));
  expect(await screen.findByRole('heading', { name: 'checkout/CartPage (laptop)' })).toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.prevPage)).toBeNull();
});

test('signing in with nothing kept goes to the face home page', async () => {
  mockApi({ 'POST /member/login': () => ({ body: { data: SESSION } }) });
  const router = renderApp('/laptop/user');
  await screen.findByRole('heading', { name: 'Welcome back' });
  expect(router.state.location.pathname).toBe('/laptop/user/login');
  await signIn();
  await waitFor(() => expect(router.state.location.pathname).toBe('/laptop/index'));
});

test('a visitor who taps the desktop cart link signs in and lands on the cart', async () => {
  mockApi({ 'POST /member/login': () => ({ body: { data: SESSION } }) });
  const router = renderApp('/laptop/index');
  await userEvent.setup().click(await screen.findByRole('link', { name: 'Cart' }));
  await screen.findByRole('heading', { name: 'Welcome back' });
  await signIn();
  await waitFor(() => expect(router.state.location.pathname).toBe('/laptop/centre/cart'));
  expect(await screen.findByRole('heading', { name: 'checkout/CartPage (laptop)' })).toBeInTheDocument();
});
