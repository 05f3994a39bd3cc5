import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getHotSearch,
  listCategories,
  listProductTags,
  listProductsByTag,
  searchProducts,
  suggestSearch,
} from '@mall/shared';
import { renderPage } from '../../../test-support/render-page';
import { category, page, summary, tag } from '../../../test-support/fixtures';
import ClassifyPage from '..';

jest.mock('@mall/shared', () => ({
  ...jest.requireActual('@mall/shared'),
  listCategories: jest.fn(),
  listProductTags: jest.fn(),
  listProductsByTag: jest.fn(),
  searchProducts: jest.fn(),
  suggestSearch: jest.fn(),
  getHotSearch: jest.fn(),
}));

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  mocked(listCategories).mockImplementation(async (parentId = 0) =>
    parentId === 0
      ? [category(1, 'Fresh food'), category(2, 'Phones')]
      : [category(11, 'Fruit', 1), category(12, 'Vegetables', 1)],
  );
  mocked(listProductTags).mockResolvedValue([]);
  mocked(listProductsByTag).mockImplementation(async (query) =>
    page(
      [
        summary(query.current! * 10 + 1, `Mango p${query.current}`),
        summary(query.current! * 10 + 2, `Papaya p${query.current}`),
      ],
      query.current,
      3,
    ),
  );
  mocked(searchProducts).mockResolvedValue(page([summary(5, 'Rice cooker')]));
});

it.each(['laptop', 'mobile'] as const)(
  'says the amount range is wrong when min is above max and keeps what was typed (%s)',
  async (face) => {
    const user = userEvent.setup();
    renderPage(<ClassifyPage face={face} />, `/${face}/classify`);
    await screen.findByRole('link', { name: /Mango p1/ });
    if (face === 'mobile') await user.click(screen.getByRole('button', { name: 'Filter' }));

    await user.type(screen.getByLabelText('Min price'), '20');
    await user.type(screen.getByLabelText('Max price'), '5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Please check the price range')).toBeInTheDocument();
    expect(screen.getByLabelText('Min price')).toHaveValue('20');
    expect(screen.getByLabelText('Max price')).toHaveValue('5');
    expect(mocked(listProductsByTag)).not.toHaveBeenCalledWith(expect.objectContaining({ minPrice: 20 }));

    await user.clear(screen.getByLabelText('Max price'));
    await user.type(screen.getByLabelText('Max price'), '25.50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByText('Please check the price range')).not.toBeInTheDocument();
    expect(mocked(listProductsByTag)).toHaveBeenLastCalledWith(
      expect.objectContaining({ minPrice: 20, maxPrice: 25.5, current: 1 }),
    );
  },
);

it('filters by the category in the laptop path, then by a subcategory, and sorts', async () => {
  const user = userEvent.setup();
  renderPage(<ClassifyPage face="laptop" />, '/laptop/classify/1', '/laptop/classify/:categoryId?');
  expect(await screen.findByRole('heading', { name: 'Fresh food', level: 1 })).toBeInTheDocument();
  expect(mocked(listProductsByTag)).toHaveBeenCalledWith(expect.objectContaining({ categoryIds: [1], sort: 0 }));

  await user.click(await screen.findByRole('button', { name: 'Fruit' }));
  expect(mocked(listProductsByTag)).toHaveBeenLastCalledWith(expect.objectContaining({ categoryIds: [11] }));

  await user.click(screen.getByRole('tab', { name: 'Price: low to high' }));
  expect(mocked(listProductsByTag)).toHaveBeenLastCalledWith(expect.objectContaining({ categoryIds: [11], sort: 2 }));
});

it('pages on desktop and loads more on mobile', async () => {
  const user = userEvent.setup();
  const { unmount } = renderPage(<ClassifyPage face="laptop" />, '/laptop/classify');
  await screen.findByRole('link', { name: /Mango p1/ });
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByRole('link', { name: /Mango p2/ })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Mango p1/ })).not.toBeInTheDocument();
  unmount();

  sessionStorage.clear();
  renderPage(<ClassifyPage face="mobile" />, '/mobile/classify');
  await screen.findByRole('link', { name: /Mango p1/ });
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: /Mango p2/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Mango p1/ })).toBeInTheDocument();
});

it('shows search results from pageBySearch when isSearch is true', async () => {
  renderPage(<ClassifyPage face="mobile" />, '/mobile/classify?searchString=rice&isSearch=true');
  const results = await screen.findByRole('list', { name: 'Results for “rice”' });
  expect(within(results).getByRole('link', { name: /Rice cooker/ })).toBeInTheDocument();
  expect(mocked(searchProducts)).toHaveBeenCalledWith({ prodName: 'rice', current: 1, size: 10 });
  expect(mocked(listProductsByTag)).not.toHaveBeenCalled();
});

it.each(['laptop', 'mobile'] as const)(
  'offers the nearest names and the hot searches when a search finds nothing (%s)',
  async (face) => {
    mocked(searchProducts).mockResolvedValue(page([]));
    mocked(suggestSearch).mockResolvedValue({
      nearest: true,
      list: [
        { kind: 'category', id: 8, parentId: 7, name: 'Coffee & tea' },
        { kind: 'product', id: 3, name: 'Ground coffee 500 g' },
      ],
    });
    mocked(getHotSearch).mockResolvedValue({
      list: [{ hotSearchId: 1, title: 'Mango', titleEn: 'Mango', titleKh: 'ស្វាយ', titleCn: '芒果' }],
    });
    renderPage(<ClassifyPage face={face} />, `/${face}/classify?searchString=zzqq%20coffee&isSearch=true`);
    const empty = await screen.findByRole('region', { name: 'No products found' });
    expect(within(empty).getByText('Check the spelling, or try one of these.')).toBeInTheDocument();
    const nearest = await within(empty).findByRole('navigation', { name: 'Closest matches' });
    expect(mocked(suggestSearch)).toHaveBeenCalledWith('zzqq coffee', { silent: true });
    expect(within(nearest).getByRole('link', { name: 'Ground coffee 500 g' })).toHaveAttribute(
      'href',
      `/${face}/classify?searchString=Ground+coffee+500+g&isSearch=true`,
    );
    expect(within(nearest).getByRole('link', { name: 'Coffee & tea' })).toHaveAttribute(
      'href',
      face === 'laptop' ? '/laptop/classify/7' : '/mobile/classify?categoryId=7',
    );
    const hot = await within(empty).findByRole('navigation', { name: 'Popular searches' });
    expect(within(hot).getByRole('link', { name: 'Mango' })).toHaveAttribute(
      'href',
      `/${face}/classify?searchString=Mango&isSearch=true`,
    );
  },
);

it('keeps the loaded pages and filters when the shopper comes back to the same history entry', async () => {
  const user = userEvent.setup();
  const first = renderPage(<ClassifyPage face="mobile" />, '/mobile/classify');
  await screen.findByRole('link', { name: /Mango p1/ });
  await user.click(screen.getByRole('tab', { name: 'Newest' }));
  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  await screen.findByRole('link', { name: /Mango p2/ });
  first.unmount();
  mocked(listProductsByTag).mockClear();

  // MemoryRouter gives its first entry the same key again: the way back.
  renderPage(<ClassifyPage face="mobile" />, '/mobile/classify');
  expect(await screen.findByRole('link', { name: /Mango p2/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Mango p1/ })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Newest' })).toHaveAttribute('aria-selected', 'true');
  expect(mocked(listProductsByTag)).not.toHaveBeenCalled();
});

it('narrows a home shelf’s products by category and lets the shopper drop the shelf', async () => {
  mocked(listProductTags).mockResolvedValue([tag(10, 'Best sellers')]);
  const user = userEvent.setup();
  renderPage(<ClassifyPage face="mobile" />, '/mobile/classify?tagId=10');
  expect(await screen.findByRole('heading', { name: 'Best sellers' })).toBeInTheDocument();
  expect(mocked(listProductsByTag)).toHaveBeenCalledWith(expect.objectContaining({ tagId: 10 }));

  await user.click(await screen.findByRole('button', { name: 'Phones' }));
  expect(mocked(listProductsByTag)).toHaveBeenLastCalledWith(expect.objectContaining({ tagId: 10, categoryIds: [2] }));
  await user.click(screen.getByRole('button', { name: 'Remove filter: Best sellers' }));
  expect(mocked(listProductsByTag)).toHaveBeenLastCalledWith(
    expect.objectContaining({ tagId: undefined, categoryIds: [2] }),
  );
  expect(screen.queryByRole('button', { name: 'Remove filter: Best sellers' })).not.toBeInTheDocument();
});

it('puts the laptop sidebar category in the address, keeping the chosen sort', async () => {
  const user = userEvent.setup();
  renderPage(<ClassifyPage face="laptop" />, '/laptop/classify/1', '/laptop/classify/:categoryId?');
  expect(await screen.findByRole('heading', { name: 'Fresh food', level: 1 })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Newest' }));

  await user.click(await screen.findByRole('button', { name: 'Phones' }));
  expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/laptop/classify/2');
  expect(await screen.findByRole('heading', { name: 'Phones', level: 1 })).toBeInTheDocument();
  expect(mocked(listProductsByTag)).toHaveBeenLastCalledWith(expect.objectContaining({ categoryIds: [2], sort: 4 }));

  await user.click(screen.getByRole('button', { name: 'All categories' }));
  expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(/^\/laptop\/classify$/);
  expect(mocked(listProductsByTag)).toHaveBeenLastCalledWith(
    expect.objectContaining({ categoryIds: undefined, sort: 4 }),
  );
});

it('starts clean for another address loaded afresh (same "default" history key)', async () => {
  const first = renderPage(<ClassifyPage face="laptop" />, '/laptop/classify/1', '/laptop/classify/:categoryId?');
  expect(await screen.findByRole('heading', { name: 'Fresh food', level: 1 })).toBeInTheDocument();
  first.unmount();

  renderPage(<ClassifyPage face="laptop" />, '/laptop/classify/2', '/laptop/classify/:categoryId?');
  expect(await screen.findByRole('heading', { name: 'Phones', level: 1 })).toBeInTheDocument();
  expect(mocked(listProductsByTag)).toHaveBeenLastCalledWith(expect.objectContaining({ categoryIds: [2] }));
});
