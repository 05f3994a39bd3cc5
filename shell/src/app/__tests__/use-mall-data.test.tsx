import { screen } from '@testing-library/react';
import { useMallStore } from '@mall/shared';
import { loadRemotePage } from '../../federation/remote-pages';
import { mockApi } from '../../test-support/mock-api';
import { fakeRemotePage, renderApp } from '../../test-support/render-app';

jest.mock('../../federation/remote-pages', () => ({
  loadRemotePage: jest.fn(),
  registerMallRemotes: jest.fn(),
}));

test('site settings are fetched again on start even when STORE holds a copy', async () => {
  jest.mocked(loadRemotePage).mockImplementation(async (remote, page) => fakeRemotePage(`${remote}/${page}`));
  const calls = mockApi();
  const stale = {
    phone: '011 111 111',
    phoneCn: '',
    email: 'old@phsar.test',
    facebook: '',
    appStoreUrl: '',
    googlePlayUrl: '',
    appDownloadUrl: '',
  };
  useMallStore.setState({ webInfo: stale });

  renderApp('/laptop/index');

  expect(await screen.findByRole('link', { name: /012 345 678/ })).toBeInTheDocument();
  expect(screen.queryByText(/011 111 111/)).not.toBeInTheDocument();
  expect(calls.filter((call) => call.url.endsWith('/web/webInforMation'))).toHaveLength(1);
});
