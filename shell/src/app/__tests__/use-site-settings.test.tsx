import { act, screen } from '@testing-library/react';
import { useMallStore } from '@mall/shared';
import { loadRemotePage } from '../../federation/remote-pages';
import { mockApi } from '../../test-support/mock-api';
import { fakeRemotePage, renderApp } from '../../test-support/render-app';
import { makeSiteSettings } from '../../../../shared/src/test-support/site-settings';

jest.mock('../../federation/remote-pages', () => ({
  loadRemotePage: jest.fn(),
  registerMallRemotes: jest.fn(),
}));

const settingsCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.endsWith('/web/webInforMation'));

test('the laptop fetches the site settings once at start, even when STORE holds a copy', async () => {
  jest.mocked(loadRemotePage).mockImplementation(async (remote, page) => fakeRemotePage(`${remote}/${page}`));
  const calls = mockApi();
  const stale = makeSiteSettings({
    phone: '011 111 111',
    email: 'old@phsar.test',
    rielRate: 4000,
    rielStep: 100,
  });
  useMallStore.setState({ webInfo: stale });

  renderApp('/laptop/index');

  expect(await screen.findByRole('link', { name: /012 345 678/ })).toBeInTheDocument();
  expect(screen.queryByText(/011 111 111/)).not.toBeInTheDocument();
  // The header and the footer both show them: one call.
  expect(screen.getByRole('link', { name: /facebook/i })).toBeInTheDocument();
  expect(settingsCalls(calls)).toHaveLength(1);
});

test('a phone page the server did not draw asks for the settings once (the riel rate), the contact page not again', async () => {
  jest.mocked(loadRemotePage).mockImplementation(async (remote, page) => fakeRemotePage(`${remote}/${page}`));
  const calls = mockApi();

  const app = renderApp('/mobile/index');

  expect(await screen.findByRole('heading', { name: 'catalog/HomePage (mobile)' })).toBeInTheDocument();
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(calls.map((call) => call.url)).toEqual([expect.stringMatching(/\/web\/webInforMation$/)]);

  await app.navigate('/mobile/centre/contact');

  expect(await screen.findByRole('link', { name: '012 345 678' })).toBeInTheDocument();
  expect(settingsCalls(calls)).toHaveLength(1);
});
