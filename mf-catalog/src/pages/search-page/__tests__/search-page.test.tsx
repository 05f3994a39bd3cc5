import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getHotSearch } from '@mall/shared';
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
});

it('remembers searched words newest first, offers them again and clears them all', async () => {
  const user = userEvent.setup();
  const first = renderPage(<SearchPage face="mobile" />, '/mobile/search');
  expect(screen.getByText('Words you search for will appear here.')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'soap{Enter}');
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
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'soap{Enter}');
    expect(location()).toHaveTextContent('/mobile/classify?searchString=soap&isSearch=true');
    expect(setItem).toHaveBeenCalled();
  } finally {
    setItem.mockRestore();
    removeItem.mockRestore();
  }
});
