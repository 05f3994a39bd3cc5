import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listBanners, listCategories, listProductTags, listProductsByTag, useMallStore } from '@mall/shared';
import { renderPage } from '../../../test-support/render-page';
import { category, page, summary, tag } from '../../../test-support/fixtures';
import HomePage from '..';

jest.mock('@mall/shared', () => ({
  ...jest.requireActual('@mall/shared'),
  listBanners: jest.fn(),
  listCategories: jest.fn(),
  listProductTags: jest.fn(),
  listProductsByTag: jest.fn(),
}));

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;

beforeEach(() => {
  mocked(listBanners).mockResolvedValue([{ imgUrl: '/api/images/banner/fruit-35-0.svg', prodId: 7, seq: 0 }]);
  mocked(listCategories).mockResolvedValue([category(1, 'Fresh food'), category(2, 'Phones')]);
  mocked(listProductTags).mockResolvedValue([tag(10, 'Best sellers'), tag(11, 'New arrivals')]);
  mocked(listProductsByTag).mockImplementation(async (query) =>
    query.tagId === 10 ? page([summary(1, 'Mango'), summary(2, 'Jasmine rice')]) : page([summary(3, 'Phone case')]),
  );
});

it.each(['laptop', 'mobile'] as const)(
  'shows the categories and each tag’s products from the API (%s)',
  async (face) => {
    renderPage(<HomePage face={face} />, `/${face}/index`);

    const categories = await screen.findByRole('region', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Fresh food' })).toHaveAttribute(
      'href',
      face === 'laptop' ? '/laptop/classify/1' : '/mobile/classify?categoryId=1',
    );
    expect(within(categories).getByRole('link', { name: 'Phones' })).toBeInTheDocument();

    const bestSellers = await screen.findByRole('list', { name: 'Best sellers' });
    expect(within(bestSellers).getByRole('link', { name: /Mango/ })).toHaveAttribute(
      'href',
      `/${face}/product?prodId=1`,
    );
    expect(within(bestSellers).getByRole('link', { name: /Jasmine rice/ })).toBeInTheDocument();
    const newArrivals = await screen.findByRole('list', { name: 'New arrivals' });
    expect(within(newArrivals).getByRole('link', { name: /Phone case/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More Best sellers' })).toHaveAttribute(
      'href',
      `/${face}/classify?tagId=10`,
    );

    expect(screen.getByRole('link', { name: 'Promotion 1' })).toHaveAttribute('href', `/${face}/product?prodId=7`);
    expect(mocked(listProductsByTag)).toHaveBeenCalledWith(expect.objectContaining({ tagId: 10, current: 1 }));
  },
);

it('offers a retry when the categories cannot be loaded', async () => {
  mocked(listCategories).mockRejectedValueOnce(new Error('offline'));
  renderPage(<HomePage face="laptop" />, '/laptop/index');
  const alerts = await screen.findAllByRole('alert');
  expect(alerts[0]).toHaveTextContent('We could not load this');
  await userEvent.click(within(alerts[0]).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Fresh food' })).toBeInTheDocument();
});

it('asks for the banners again in the new language, since their pictures carry words', async () => {
  renderPage(<HomePage face="mobile" />, '/mobile/index');
  await screen.findByRole('link', { name: 'Promotion 1' });
  const calls = mocked(listBanners).mock.calls.length;
  mocked(listBanners).mockResolvedValue([{ imgUrl: '/api/images/banner/fruit-35-0.svg?lang=zh', prodId: 7, seq: 0 }]);
  act(() => useMallStore.setState({ language: 'zh' }));
  await waitFor(() => expect(mocked(listBanners).mock.calls.length).toBe(calls + 1));
  await waitFor(() => expect(screen.getAllByRole('img')[0]).toHaveAttribute('src', expect.stringContaining('lang=zh')));
  act(() => useMallStore.setState({ language: 'en' }));
});
