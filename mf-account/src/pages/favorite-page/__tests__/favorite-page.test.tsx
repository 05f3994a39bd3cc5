import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listFavorites, toggleFavorite } from '@mall/shared';
import { makeProduct, pageOf } from '../../../test-support/fixtures';
import { findToast, renderPage } from '../../../test-support/render-page';
import FavoritePage from '..';

jest.mock('@mall/shared', () => ({
  ...jest.requireActual('@mall/shared'),
  listFavorites: jest.fn(),
  toggleFavorite: jest.fn(),
}));

beforeEach(() => jest.clearAllMocks());

describe('favourites', () => {
  it('says what to do when there are none, with a way to browse', async () => {
    jest.mocked(listFavorites).mockResolvedValue(pageOf([]));
    renderPage(<FavoritePage face="mobile" />);
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/mobile/classify');
  });

  it('removes a product from the grid when un-favourited', async () => {
    const user = userEvent.setup({ delay: null });
    jest
      .mocked(listFavorites)
      .mockResolvedValue(
        pageOf([makeProduct(), makeProduct({ prodId: 8, prodNameEn: 'Palm sugar', prodName: 'Palm sugar' })]),
      );
    jest.mocked(toggleFavorite).mockResolvedValue({ isCollect: false });
    renderPage(<FavoritePage face="laptop" />);
    await user.click(await screen.findByRole('button', { name: 'Remove Palm sugar from favourites' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Palm sugar/ })).not.toBeInTheDocument());
    expect(toggleFavorite).toHaveBeenCalledWith(8);
    expect(await findToast('Removed from favourites')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Jasmine rice/ })).toBeInTheDocument();
  });
});
