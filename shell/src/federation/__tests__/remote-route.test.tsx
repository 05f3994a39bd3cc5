import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteContractError } from '../contract-check';
import { loadRemotePage, RemotePageError } from '../remote-pages';
import { mockApi } from '../../test-support/mock-api';
import { fakeRemotePage, renderApp } from '../../test-support/render-app';

jest.mock('../remote-pages', () => ({
  ...jest.requireActual('../remote-pages'),
  loadRemotePage: jest.fn(),
  registerMallRemotes: jest.fn(),
}));

const loadPage = jest.mocked(loadRemotePage);

beforeEach(() => {
  mockApi();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

test('a remote that cannot load shows a translated message; Retry loads it again', async () => {
  let catalogUp = false;
  loadPage.mockImplementation(async (remote, page) => {
    if (remote === 'catalog' && !catalogUp) throw new RemotePageError(`${remote}/${page}`);
    return fakeRemotePage(`${remote}/${page}`);
  });
  renderApp('/laptop/product?prodId=3');

  expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
  expect(screen.getByText(/The rest of the shop still works/)).toBeInTheDocument();
  // The header and footer are the shell's: still there.
  expect(screen.getByRole('search')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();

  catalogUp = true;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'catalog/ProductPage (laptop)' })).toBeInTheDocument();
  expect(loadPage.mock.calls.filter(([remote]) => remote === 'catalog')).toHaveLength(2);
});

test('a remote refused for its contract version says that part of the shop is being updated, with Retry', async () => {
  let refused = true;
  loadPage.mockImplementation(async (remote, page) => {
    if (remote === 'catalog' && refused) {
      throw new RemotePageError(
        `${remote}/${page}`,
        new RemoteContractError('catalog', ['@mall/shared ^2.0.0 (the shell has 1.0.0)']),
      );
    }
    return fakeRemotePage(`${remote}/${page}`);
  });
  // A page no other test has loaded (loaded pages are kept for the session).
  renderApp('/mobile/search');

  expect(await screen.findByRole('heading', { name: 'This part of the shop is being updated' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'This page could not be loaded' })).not.toBeInTheDocument();
  refused = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'catalog/SearchPage (mobile)' })).toBeInTheDocument();
});

test('only the failing remote’s routes are affected', async () => {
  loadPage.mockImplementation(async (remote, page) => {
    if (remote === 'catalog') throw new RemotePageError(`${remote}/${page}`);
    return fakeRemotePage(`${remote}/${page}`);
  });
  const router = renderApp('/mobile/index');
  expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();

  await router.navigate('/mobile/centre');
  expect(await screen.findByRole('heading', { name: 'account/CentrePage (mobile)' })).toBeInTheDocument();
  await router.navigate('/mobile/centre/about');
  expect(await screen.findByRole('heading', { name: 'About Phsar Penh' })).toBeInTheDocument();
});

test('a remote page that crashes while drawing is contained by its route', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadPage.mockImplementation(async () => {
    return function Broken(): never {
      throw new Error('boom');
    };
  });
  renderApp('/mobile/index');
  expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
});
