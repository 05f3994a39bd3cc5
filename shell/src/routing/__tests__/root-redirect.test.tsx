import { screen, waitFor } from '@testing-library/react';
import { loadRemotePage } from '../../federation/remote-pages';
import { mockApi } from '../../test-support/mock-api';
import { fakeRemotePage, renderApp } from '../../test-support/render-app';

jest.mock('../../federation/remote-pages', () => ({
  loadRemotePage: jest.fn(),
  registerMallRemotes: jest.fn(),
}));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

function pretendDevice(userAgent: string, maxTouchPoints = 0) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(window.navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
}

beforeEach(() => {
  mockApi();
  jest.mocked(loadRemotePage).mockImplementation(async (remote, page) => fakeRemotePage(`${remote}/${page}`));
});

afterEach(() => jest.restoreAllMocks());

test('a phone at / goes to the mobile home page', async () => {
  pretendDevice(IPHONE, 5);
  const router = renderApp('/');
  await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/index'));
  expect(await screen.findByRole('heading', { name: 'catalog/HomePage (mobile)' })).toBeInTheDocument();
});

test('a desktop at / goes to the desktop home page', async () => {
  pretendDevice(WINDOWS);
  const router = renderApp('/');
  await waitFor(() => expect(router.state.location.pathname).toBe('/laptop/index'));
  expect(await screen.findByRole('heading', { name: 'catalog/HomePage (laptop)' })).toBeInTheDocument();
});

test('?prodId= goes straight to that face’s product page, keeping prodId', async () => {
  pretendDevice(IPHONE, 5);
  const router = renderApp('/?prodId=42');
  await waitFor(() => expect(router.state.location.pathname).toBe('/mobile/product'));
  expect(router.state.location.search).toBe('?prodId=42');
  expect(await screen.findByRole('heading', { name: 'catalog/ProductPage (mobile)' })).toBeInTheDocument();
});

test('?prodId= on a desktop opens the desktop product page', async () => {
  pretendDevice(WINDOWS);
  const router = renderApp('/?prodId=7');
  await waitFor(() => expect(router.state.location.pathname).toBe('/laptop/product'));
  expect(router.state.location.search).toBe('?prodId=7');
});
