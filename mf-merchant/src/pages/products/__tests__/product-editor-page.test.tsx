import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@mall/shared';
import { arrangePhotos, getProduct, saveProduct, uploadPhoto } from '../../../api/merchant-api';
import { CATEGORIES, makePhoto, makeProduct, TAGS } from '../../../test-support/fixtures';
import { renderConsole } from '../../../test-support/render-console';

jest.mock('../../../api/merchant-api', () => ({
  listCategories: jest.fn(),
  listTags: jest.fn(),
  getProduct: jest.fn(),
  saveProduct: jest.fn(),
  uploadPhoto: jest.fn(),
  arrangePhotos: jest.fn(),
}));

const saveMock = jest.mocked(saveProduct);

beforeEach(async () => {
  jest.clearAllMocks();
  const api = await import('../../../api/merchant-api');
  jest.mocked(api.listCategories).mockResolvedValue(CATEGORIES);
  jest.mocked(api.listTags).mockResolvedValue(TAGS);
  jest.mocked(getProduct).mockResolvedValue(makeProduct());
});

const location = () => screen.getByRole('status', { name: 'location' });

describe('a new product', () => {
  it('says which fields to correct, keeps what was typed, then creates it and opens it for its photos', async () => {
    const user = userEvent.setup({ delay: null });
    saveMock.mockResolvedValue(makeProduct({ prodId: 42, version: 1 }));
    renderConsole('/merchant/products/new');
    await screen.findByRole('heading', { name: 'New product' });
    expect(screen.getByLabelText('Choose photos')).toBeDisabled();
    expect(screen.getByText('Create the product first, then add its photos.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name in Chinese'), '芒果');
    await user.type(screen.getByLabelText('Price (US$)'), '12.5.0');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(screen.getByText('Some fields need correcting before saving: see the messages above.')).toBeInTheDocument();
    expect(screen.getByText('Choose a category.')).toBeInTheDocument();
    expect(
      screen.getAllByText('Give the product its name in this language too: shoppers read it in each.'),
    ).toHaveLength(2);
    expect(screen.getByText('Type a price above zero, such as 12.50.')).toBeInTheDocument();
    expect(saveMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name in Chinese')).toHaveValue('芒果');

    await user.type(screen.getByLabelText('Name in Khmer'), 'ស្វាយ');
    await user.type(screen.getByLabelText('Name in English'), 'Mango');
    await user.selectOptions(screen.getByLabelText('Category'), 'Fruit');
    await user.clear(screen.getByLabelText('Price (US$)'));
    // As people write it in Khmer and Chinese shops too: a comma for the cents.
    await user.type(screen.getByLabelText('Price (US$)'), '2,75');
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '40');
    await user.click(screen.getByRole('checkbox', { name: 'New' }));
    await user.click(screen.getByRole('checkbox', { name: 'On sale (shoppers can see and buy it)' }));
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(location()).toHaveTextContent('/merchant/products/42'));
    const sent = saveMock.mock.calls[0][0];
    expect(sent).not.toHaveProperty('prodId');
    expect(sent).toMatchObject({
      prodNameCn: '芒果',
      prodNameKh: 'ស្វាយ',
      prodNameEn: 'Mango',
      categoryId: 4,
      tags: [1],
      status: 1,
      skus: [{ price: 2.75, oriPrice: 2.75, stock: 40 }],
    });
  });
  it('names a variant left without a name from its specs, and says so before saving', async () => {
    const user = userEvent.setup({ delay: null });
    saveMock.mockResolvedValue(makeProduct({ prodId: 43, version: 1 }));
    renderConsole('/merchant/products/new');
    await screen.findByRole('heading', { name: 'New product' });
    await user.type(screen.getByLabelText('Name in Khmer'), 'ម្រេចកំពត');
    await user.type(screen.getByLabelText('Name in English'), 'Kampot pepper');
    await user.type(screen.getByLabelText('Name in Chinese'), '贡布胡椒');
    await user.selectOptions(screen.getByLabelText('Category'), 'Fruit');
    await user.type(screen.getByLabelText('Variant', { exact: true }), 'Weight: 250 g');
    expect(screen.getByText('A name left empty is made from the specs: “250 g”.')).toBeInTheDocument();
    expect(screen.getByLabelText('Variant name in Chinese')).toHaveAttribute('placeholder', '250 g');
    await user.type(screen.getByLabelText('Variant name in Chinese'), '250 克');
    await user.type(screen.getByLabelText('Price (US$)'), '9.75');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(saveMock).toHaveBeenCalled());
    expect(saveMock.mock.calls[0][0].skus).toEqual([
      expect.objectContaining({
        specValues: { Weight: '250 g' },
        skuNameKh: '250 g',
        skuNameEn: '250 g',
        skuNameCn: '250 克',
      }),
    ]);
  });
});

describe('editing a product', () => {
  it('saves with the version it was read at, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    saveMock.mockResolvedValue(makeProduct({ prodNameEn: 'Jasmine rice 5 kg (new crop)', version: 5 }));
    renderConsole('/merchant/products/7');
    const name = await screen.findByLabelText('Name in English');
    await user.type(name, ' (new crop)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(saveMock).toHaveBeenCalledWith(
      expect.objectContaining({
        prodId: 7,
        version: 4,
        prodNameEn: 'Jasmine rice 5 kg (new crop)',
        skus: [expect.objectContaining({ skuId: 71 })],
      }),
    );
    expect(arrangePhotos).not.toHaveBeenCalled();
  });

  it('refused as stale (132): a clear message, and the merchant’s edits stay on screen', async () => {
    const user = userEvent.setup({ delay: null });
    saveMock.mockRejectedValue(new ApiError('api', { codeId: 132, status: 409 }));
    renderConsole('/merchant/products/7');
    const price = await screen.findByLabelText('Price (US$)');
    await user.clear(price);
    await user.type(price, '9.99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else saved this since you opened it. Nothing was overwritten.',
    );
    expect(screen.getByText(/Your changes are still here/)).toBeInTheDocument();
    expect(screen.getByLabelText('Price (US$)')).toHaveValue('9.99');

    jest
      .mocked(getProduct)
      .mockResolvedValue(makeProduct({ version: 6, skus: [{ ...makeProduct().skus[0], price: 13 }] }));
    await user.click(screen.getByRole('button', { name: 'Load the latest copy' }));
    await waitFor(() => expect(screen.getByLabelText('Price (US$)')).toHaveValue('13'));
  });

  it('adds photos from the file picker and the camera, shows each refusal translated, and saves their order and main photo', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getProduct).mockResolvedValue(makeProduct({ photos: [makePhoto(1)] }));
    // The first arrives, is converted while the console waits, then is ready.
    let converted: (photo: ReturnType<typeof makePhoto>) => void = () => {};
    jest
      .mocked(uploadPhoto)
      .mockImplementationOnce((_file, _prodId, onProcessing) => {
        onProcessing?.();
        return new Promise((resolve) => (converted = resolve));
      })
      .mockRejectedValueOnce(new ApiError('api', { codeId: 139, status: 400 }));
    saveMock.mockResolvedValue(makeProduct({ photos: [makePhoto(1), makePhoto(2)], version: 5 }));
    jest
      .mocked(arrangePhotos)
      .mockResolvedValue(makeProduct({ photos: [makePhoto(2), makePhoto(1)], mainPhotoId: 2, version: 6 }));
    renderConsole('/merchant/products/7');

    const camera = await screen.findByLabelText('Take a photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    const picker = screen.getByLabelText('Choose photos');
    expect(picker).toHaveAttribute('multiple');

    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kale.jpg', { type: 'image/jpeg' });
    const svg = new File(['<svg/>'], 'logo.jpg', { type: 'image/jpeg' });
    await user.upload(picker, [jpeg, svg]);
    expect(await screen.findByText('Processing kale.jpg: it appears here when ready…')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('listitem', { name: 'Photo 2 of 2' })).not.toBeInTheDocument();
    converted(makePhoto(2));
    expect(await screen.findByRole('listitem', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'logo.jpg was not added: SVG files are not accepted. Send a JPEG or PNG.',
    );
    expect(uploadPhoto).toHaveBeenCalledWith(jpeg, 7, expect.any(Function));

    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    const first = screen.getByRole('listitem', { name: 'Photo 1 of 2' });
    await user.click(within(first).getByRole('radio', { name: 'Main photo' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(arrangePhotos).toHaveBeenCalledWith({ prodId: 7, photoIds: [2, 1], mainPhotoId: 2, version: 5 }),
    );
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('takes photos dropped on the drop zone on a desktop, one upload per file', async () => {
    jest.mocked(uploadPhoto).mockResolvedValueOnce(makePhoto(5)).mockResolvedValueOnce(makePhoto(6));
    renderConsole('/merchant/products/7');
    const zone = (await screen.findByText('Drop photos here, or')).parentElement!;
    const files = [
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'back.png', { type: 'image/png' }),
    ];
    fireEvent.dragOver(zone, { dataTransfer: { files } });
    fireEvent.drop(zone, { dataTransfer: { files } });
    expect(await screen.findByRole('listitem', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    expect(uploadPhoto).toHaveBeenNthCalledWith(1, files[0], 7, expect.any(Function));
    expect(uploadPhoto).toHaveBeenNthCalledWith(2, files[1], 7, expect.any(Function));
  });
});
