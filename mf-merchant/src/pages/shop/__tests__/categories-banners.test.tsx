import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@mall/shared';
import {
  deleteCategory,
  getProduct,
  listBanners,
  listCategories,
  listProducts,
  saveBanner,
  saveCategory,
  uploadPicture,
} from '../../../api/merchant-api';
import type { MerchantBanner, MerchantCategory } from '@mall/shared';
import { CATEGORIES, makeProduct, makeRow, pageOf } from '../../../test-support/fixtures';
import { renderConsole } from '../../../test-support/render-console';

jest.mock('../../../api/merchant-api', () => ({
  listCategories: jest.fn(),
  saveCategory: jest.fn(),
  deleteCategory: jest.fn(),
  listBanners: jest.fn(),
  saveBanner: jest.fn(),
  deleteBanner: jest.fn(),
  uploadPicture: jest.fn(),
  listProducts: jest.fn(),
  getProduct: jest.fn(),
}));

const JASMINE: MerchantCategory = {
  categoryId: 9,
  parentId: 3,
  nameKh: 'អង្ករម្លិះ',
  nameEn: 'Jasmine rice',
  nameCn: '茉莉香米',
  pic: '/api/images/photo/abc-320.jpg',
  seq: 2,
  version: 5,
};
const TREE = [...CATEGORIES.map((category) => ({ ...category, version: 1 })), JASMINE];
const PICTURE = (name: string) => ({
  hash: name,
  width: 1080,
  height: 400,
  placeholder: '#aabbcc',
  url: `/api/images/photo/${name}-1080.jpg`,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listCategories).mockResolvedValue(TREE);
});

describe('categories', () => {
  it('shows the tree: each subcategory under its parent, in order', async () => {
    renderConsole('/merchant/categories');
    const rice = await screen.findByRole('region', { name: 'Subcategories of Rice' });
    expect(within(rice).getByText('Jasmine rice')).toBeInTheDocument();
    expect(within(rice).getByText('Order 2')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Subcategories of Fruit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a subcategory to Fruit' })).toBeInTheDocument();
  });

  it('saves an edit with its version and place; a stale copy keeps what was typed and says why', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(saveCategory).mockRejectedValueOnce(new ApiError('api', { codeId: 132, status: 409 }));
    jest.mocked(saveCategory).mockResolvedValueOnce({ ...JASMINE, version: 6 });
    renderConsole('/merchant/categories');
    await user.click(await screen.findByRole('button', { name: 'Edit Jasmine rice' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit category' });
    const name = within(dialog).getByLabelText('Name in Chinese');
    await user.clear(name);
    await user.type(name, '香米');
    await user.selectOptions(within(dialog).getByLabelText('Place in the tree'), 'Fruit');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else saved this since you opened it.');
    expect(within(dialog).getByLabelText('Name in Chinese')).toHaveValue('香米');
    expect(saveCategory).toHaveBeenLastCalledWith({
      categoryId: 9,
      version: 5,
      parentId: 4,
      nameKh: 'អង្ករម្លិះ',
      nameEn: 'Jasmine rice',
      nameCn: '香米',
      pic: '/api/images/photo/abc-320.jpg',
      seq: 2,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds a subcategory with its picture; names in all three languages are asked for first', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(uploadPicture).mockResolvedValue(PICTURE('mango'));
    jest.mocked(saveCategory).mockResolvedValue({ ...JASMINE, categoryId: 10 });
    renderConsole('/merchant/categories');
    await user.click(await screen.findByRole('button', { name: 'Add a subcategory to Fruit' }));
    const dialog = screen.getByRole('dialog', { name: 'New category' });
    await user.type(within(dialog).getByLabelText('Name in English'), 'Mango');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Give a name in each of the three languages');
    expect(saveCategory).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Name in Khmer'), 'ស្វាយ');
    await user.type(within(dialog).getByLabelText('Name in Chinese'), '芒果');
    const file = new File(['jpeg'], 'mango.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('Picture: Choose a picture'), file);
    expect(await within(dialog).findByRole('img', { name: 'Picture: the current picture' })).toHaveAttribute(
      'src',
      '/api/images/photo/mango-1080.jpg',
    );
    expect(uploadPicture).toHaveBeenCalledWith(file, expect.any(Function));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveCategory).toHaveBeenCalledWith({
        parentId: 4,
        nameKh: 'ស្វាយ',
        nameEn: 'Mango',
        nameCn: '芒果',
        pic: '/api/images/photo/mango-1080.jpg',
        seq: 0,
      }),
    );
  });

  it('a category that still has products is kept, and the owner is told what to do', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(deleteCategory).mockRejectedValue(new ApiError('api', { codeId: 1, status: 409 }));
    renderConsole('/merchant/categories');
    await user.click(await screen.findByRole('button', { name: 'Delete Rice' }));
    const ask = screen.getByRole('alertdialog', { name: /Delete the category “Rice”/ });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(deleteCategory).toHaveBeenCalledWith(3, 1);
    // Said in the question's dialog, where the owner is looking, not at the top of a long page.
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      'This category still has products or subcategories. Move them to another category first',
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Rice' })).toBeInTheDocument();
  });
});

describe('banners', () => {
  const BANNER: MerchantBanner = {
    bannerId: 2,
    imgUrlKh: '',
    imgUrlEn: '/api/images/photo/old-1080.jpg',
    imgUrlCn: '',
    prodId: 7,
    seq: 1,
    version: 3,
  };
  beforeEach(() => jest.mocked(listBanners).mockResolvedValue([BANNER]));

  it('adds a banner: the English picture is needed, a refused file says why, the product is found by its name', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(uploadPicture).mockRejectedValueOnce(new ApiError('api', { codeId: 138, status: 400 }));
    jest.mocked(uploadPicture).mockResolvedValueOnce(PICTURE('en'));
    jest.mocked(uploadPicture).mockResolvedValueOnce(PICTURE('km'));
    jest.mocked(saveBanner).mockResolvedValue({ ...BANNER, bannerId: 3 });
    renderConsole('/merchant/banners');
    expect(await screen.findByText('Opens product 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a banner' }));
    const dialog = screen.getByRole('dialog', { name: 'New banner' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A banner needs its English picture');

    const english = within(dialog).getByLabelText('Picture in English: Choose a picture');
    await user.upload(english, new File(['<html>'], 'page.jpg', { type: 'image/jpeg' }));
    expect(await within(dialog).findByText(/This file is not a photo we accept/)).toBeInTheDocument();
    await user.upload(english, new File(['jpeg'], 'en.jpg', { type: 'image/jpeg' }));
    await user.upload(
      within(dialog).getByLabelText('Picture in Khmer: Choose a picture'),
      new File(['jpeg'], 'km.jpg', { type: 'image/jpeg' }),
    );
    expect(within(dialog).getAllByText('None: shoppers reading this language see the English picture.')).toHaveLength(
      1,
    );
    const product = within(dialog).getByRole('group', { name: 'Product it opens' });
    expect(within(product).getByText('Opens nothing')).toBeInTheDocument();
    jest.mocked(listProducts).mockResolvedValueOnce(pageOf([], 1, 0));
    await user.type(within(product).getByRole('searchbox', { name: 'Find the product by its name' }), 'durian{Enter}');
    expect(await within(product).findByText(/No product has this name/)).toBeInTheDocument();
    jest.mocked(listProducts).mockResolvedValueOnce(pageOf([makeRow()], 1, 1));
    jest.mocked(getProduct).mockResolvedValue(makeProduct());
    const search = within(product).getByRole('searchbox', { name: 'Find the product by its name' });
    await user.clear(search);
    await user.type(search, 'jasmine');
    await user.click(within(product).getByRole('button', { name: 'Find' }));
    expect(listProducts).toHaveBeenLastCalledWith({ q: 'jasmine', current: 1, size: 8, sort: 'name' });
    await user.click(await within(product).findByRole('button', { name: 'Choose Jasmine rice 5 kg (No. 7)' }));
    expect(await within(product).findByText('Opens Jasmine rice 5 kg (No. 7)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveBanner).toHaveBeenCalledWith({
        imgUrlKh: '/api/images/photo/km-1080.jpg',
        imgUrlEn: '/api/images/photo/en-1080.jpg',
        imgUrlCn: '',
        prodId: 7,
        seq: 0,
      }),
    );
  });

  it('an edit sends the version it was read at; a stale one is refused with the 132 message', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(saveBanner).mockRejectedValue(new ApiError('api', { codeId: 132, status: 409 }));
    renderConsole('/merchant/banners');
    await user.click(await screen.findByRole('button', { name: 'Edit banner 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit banner' });
    await user.click(within(dialog).getByRole('button', { name: 'Open nothing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else saved this since you opened it.');
    expect(saveBanner).toHaveBeenCalledWith(expect.objectContaining({ bannerId: 2, version: 3, prodId: null }));
    expect(within(dialog).getByRole('button', { name: 'Load the latest copy' })).toBeInTheDocument();
  });
});
