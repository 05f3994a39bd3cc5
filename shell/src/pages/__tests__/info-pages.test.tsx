import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMallStore } from '@mall/shared';
import { loadRemotePage } from '../../federation/remote-pages';
import { mockApi } from '../../test-support/mock-api';
import { fakeRemotePage, renderApp } from '../../test-support/render-app';

jest.mock('../../federation/remote-pages', () => ({
  loadRemotePage: jest.fn(),
  registerMallRemotes: jest.fn(),
}));

beforeEach(() => {
  useMallStore.setState({ webInfo: null });
  jest.mocked(loadRemotePage).mockImplementation(async (remote, page) => fakeRemotePage(`${remote}/${page}`));
});

test('the desktop footer leads to the help centre, the refund terms and the app', async () => {
  mockApi();
  renderApp('/laptop/index');
  const footer = await screen.findByRole('contentinfo');
  await userEvent.click(within(footer).getByRole('link', { name: 'Help centre' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
  const moreHelp = screen.getByRole('navigation', { name: 'More help' });
  expect(within(moreHelp).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy.html');

  await userEvent.click(within(footer).getByRole('link', { name: 'Refund terms' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Refund terms' })).toBeInTheDocument();

  await userEvent.click(within(footer).getByRole('link', { name: 'Get the app' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Get the Phsar Penh app' })).toBeInTheDocument();
});

test('the download page takes the store links and the QR code from the site settings', async () => {
  mockApi();
  renderApp('/mobile/centre/download');
  expect(await screen.findByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
    'href',
    'https://apps.apple.com/app/id1',
  );
  expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
    'href',
    'https://play.google.com/store/apps/details?id=kh.test',
  );
  const qr = screen.getByRole('img', { name: 'QR code to download the Phsar Penh app' });
  expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
});

test('without store links the download page says the app is not available yet', async () => {
  mockApi({
    'GET /web/webInforMation': () => ({
      body: {
        data: {
          phone: '1',
          phoneCn: '2',
          email: 'a@b.kh',
          facebook: '',
          appStoreUrl: '',
          googlePlayUrl: '',
          appDownloadUrl: '',
        },
      },
    }),
  });
  renderApp('/laptop/aboutUs/download');
  expect(await screen.findByText(/not available yet/)).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
});

test('a new page gets its translated title and the focus on its heading', async () => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  mockApi();
  renderApp('/laptop/aboutUs');
  expect(await screen.findByRole('heading', { level: 1, name: 'About Phsar Penh' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('About us · Phsar Penh'));

  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'About us' })).getByRole('link', { name: 'Refund terms' }),
  );
  const heading = await screen.findByRole('heading', { level: 1, name: 'Refund terms' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(document.title).toBe('Refund terms · Phsar Penh');
}, 20_000);
