import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { getHotSearch, httpClient } from '@mall/shared';
import { renderPage } from '../../../test-support/render-page';
import SearchPage from '..';

jest.mock('@mall/shared', () => ({
  ...jest.requireActual('@mall/shared'),
  getHotSearch: jest.fn(),
}));

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;
const location = () => screen.getByRole('status', { name: 'current location' });
const hot = (hotSearchId: number, en: string) => ({
  hotSearchId,
  title: en,
  titleEn: en,
  titleKh: `${en} (km)`,
  titleCn: `${en} (zh)`,
});

beforeEach(() => {
  localStorage.clear();
  mocked(getHotSearch).mockResolvedValue({ list: [hot(1, 'Mango'), hot(2, 'Rice cooker')] });
  asked.length = 0;
});

// The suggestions come through the shared API client: its adapter answers them here.
const asked: string[] = [];
beforeAll(async () => {
  (await httpClient()).defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const q = String((config.params as { q?: string } | undefined)?.q ?? '');
    asked.push(`${config.url} ${q}`);
    const list = q.startsWith('cof')
      ? [
          { kind: 'category', id: 8, parentId: 7, name: 'Coffee & tea' },
          { kind: 'product', id: 3, name: 'Ground coffee 500 g' },
          { kind: 'product', id: 17, name: 'Coffee beans 1 kg' },
        ]
      : [];
    return { data: { data: { nearest: false, list } }, status: 200, statusText: 'OK', headers: {}, config };
  };
});

it('suggests names while typing: the arrow keys move through them, Enter opens one, Escape closes them', async () => {
  const user = userEvent.setup();
  renderPage(<SearchPage face="mobile" />, '/mobile/search');
  const box = screen.getByRole('combobox', { name: 'Search products' });
  await user.type(box, 'cof');
  const list = await screen.findByRole('listbox', { name: 'Suggestions' });
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Coffee & teaCategory', 'Ground coffee 500 g', 'Coffee beans 1 kg']);
  expect(asked.at(-1)).toBe('/search/suggest cof');

  await user.keyboard('{ArrowDown}{ArrowDown}');
  const second = within(list).getByRole('option', { name: 'Ground coffee 500 g' });
  expect(second).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', second.id);
  await user.keyboard('{Escape}');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

  await user.keyboard('{ArrowUp}{Enter}');
  expect(location()).toHaveTextContent('/mobile/classify?searchString=Coffee+beans+1+kg&isSearch=true');
});

it('opens a suggested category at its top category, by touch', async () => {
  const user = userEvent.setup();
  renderPage(<SearchPage face="mobile" />, '/mobile/search');
  await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'coffee');
  await user.click(await screen.findByRole('option', { name: 'Coffee & tea Category' }));
  expect(location()).toHaveTextContent('/mobile/classify?categoryId=7');
});

it('offers nothing for words no name holds, and Enter still searches them', async () => {
  const user = userEvent.setup();
  renderPage(<SearchPage face="mobile" />, '/mobile/search');
  const box = screen.getByRole('combobox', { name: 'Search products' });
  await user.type(box, 'zzqq');
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(box).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{Enter}');
  expect(location()).toHaveTextContent('/mobile/classify?searchString=zzqq&isSearch=true');
});

it('remembers searched words newest first, offers them again and clears them all', async () => {
  const user = userEvent.setup();
  const first = renderPage(<SearchPage face="mobile" />, '/mobile/search');
  expect(screen.getByText('Words you search for will appear here.')).toBeInTheDocument();
  await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'soap{Enter}');
  expect(location()).toHaveTextContent('/mobile/classify?searchString=soap&isSearch=true');
  first.unmount();

  const second = renderPage(<SearchPage face="mobile" />, '/mobile/search');
  await user.click(await screen.findByRole('button', { name: 'Rice cooker' }));
  expect(location()).toHaveTextContent('/mobile/classify?searchString=Rice+cooker&isSearch=true');
  second.unmount();

  renderPage(<SearchPage face="mobile" />, '/mobile/search');
  const history = screen.getByRole('region', { name: 'Recent searches' });
  const words = within(history)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(words).toEqual(['Rice cooker', 'soap']);
  await user.click(within(history).getByRole('button', { name: 'soap' }));
  expect(location()).toHaveTextContent('/mobile/classify?searchString=soap&isSearch=true');
});

it('clears the history', async () => {
  localStorage.setItem('SEARCH_HISTORY', JSON.stringify(['tea', 'soap']));
  const user = userEvent.setup();
  renderPage(<SearchPage face="mobile" />, '/mobile/search');
  await user.click(screen.getByRole('button', { name: 'Clear all' }));
  expect(screen.queryByRole('button', { name: 'tea' })).not.toBeInTheDocument();
  expect(screen.getByText('Words you search for will appear here.')).toBeInTheDocument();
  expect(localStorage.getItem('SEARCH_HISTORY')).toBeNull();
});

it('goes to the whole product list when the search is empty', async () => {
  const user = userEvent.setup();
  renderPage(<SearchPage face="mobile" />, '/mobile/search');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(location()).toHaveTextContent('/mobile/classify?isSearch=false');
  expect(localStorage.getItem('SEARCH_HISTORY')).toBeNull();
});

it('still searches when the storage refuses to be written', async () => {
  const blocked = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
  const removeItem = jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
  try {
    const user = userEvent.setup();
    renderPage(<SearchPage face="mobile" />, '/mobile/search');
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'soap{Enter}');
    expect(location()).toHaveTextContent('/mobile/classify?searchString=soap&isSearch=true');
    expect(setItem).toHaveBeenCalled();
  } finally {
    setItem.mockRestore();
    removeItem.mockRestore();
  }
});
