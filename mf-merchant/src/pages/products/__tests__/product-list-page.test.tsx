import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@mall/shared';
import { bulkEdit, exportProducts, getProduct, importProducts, listProducts } from '../../../api/merchant-api';
import { CATEGORIES, makeProduct, makeRow, pageOf, TAGS } from '../../../test-support/fixtures';
import { renderConsole } from '../../../test-support/render-console';

jest.mock('../../../api/merchant-api', () => ({
  listProducts: jest.fn(),
  listCategories: jest.fn(),
  listTags: jest.fn(),
  getProduct: jest.fn(),
  bulkEdit: jest.fn(),
  exportProducts: jest.fn(),
  importProducts: jest.fn(),
}));

const listMock = jest.mocked(listProducts);

beforeEach(async () => {
  jest.clearAllMocks();
  const api = await import('../../../api/merchant-api');
  jest.mocked(api.listCategories).mockResolvedValue(CATEGORIES);
  jest.mocked(api.listTags).mockResolvedValue(TAGS);
  listMock.mockResolvedValue(
    pageOf([makeRow(), makeRow({ prodId: 8, prodNameEn: 'Mango', prodName: 'Mango', status: 0 })], 1, 3),
  );
});

describe('the product list', () => {
  it('asks the server for each page and each filter, and keeps the filters in the address', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole('/merchant/products');
    expect(await screen.findByRole('link', { name: 'Jasmine rice 5 kg' })).toHaveAttribute(
      'href',
      '/merchant/products/7',
    );
    expect(listMock).toHaveBeenLastCalledWith({ current: 1, size: 20 });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listMock).toHaveBeenLastCalledWith({ current: 2, size: 20 }));

    await user.selectOptions(screen.getByLabelText('Category'), 'Fruit');
    await waitFor(() => expect(listMock).toHaveBeenLastCalledWith({ current: 1, size: 20, categoryId: 4 }));
    await user.selectOptions(screen.getByLabelText('Status'), 'Off sale');
    await user.selectOptions(screen.getByLabelText('Stock'), 'Running low');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'rice');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listMock).toHaveBeenLastCalledWith({
        current: 1,
        size: 20,
        categoryId: 4,
        status: 0,
        stock: 'low',
        q: 'rice',
      }),
    );
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('stock=low');

    // The export writes what the list finds, all its pages.
    jest.mocked(exportProducts).mockReturnValue(new Promise(() => undefined));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(exportProducts).toHaveBeenCalledWith({ q: 'rice', categoryId: 4, status: 0, stock: 'low' });
  });

  it('shows skeleton rows in the table while the page loads', async () => {
    listMock.mockReturnValue(new Promise(() => undefined));
    const { container } = renderConsole('/merchant/products');
    expect(await screen.findByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('tbody tr')).toHaveLength(8);
  });

  it('edits the chosen products’ prices and stock in one call, with each SKU’s version, sending only what changed', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getProduct).mockImplementation(async (prodId) =>
      prodId === 7
        ? makeProduct()
        : makeProduct({
            prodId: 8,
            prodNameEn: 'Mango',
            skus: [
              { ...makeProduct().skus[0], skuId: 81, specValues: { Weight: '1 kg' }, skuNameEn: '1 kg', version: 9 },
            ],
          }),
    );
    jest.mocked(bulkEdit).mockResolvedValue({ updated: 1, refused: [{ skuId: 81, codeId: 132 }] });
    renderConsole('/merchant/products');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Jasmine rice 5 kg' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Mango' }));
    await user.click(screen.getByRole('button', { name: 'Edit prices and stock (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Prices and stock' });
    const price = await within(dialog).findByLabelText('Price of Jasmine rice 5 kg 5 kg');
    await user.clear(price);
    await user.type(price, '11.90');
    const stock = within(dialog).getByLabelText('Stock of Mango 1 kg');
    await user.clear(stock);
    await user.type(stock, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(bulkEdit).toHaveBeenCalledWith([
      { skuId: 71, version: 2, price: 11.9 },
      { skuId: 81, version: 9, stock: 12 },
    ]);
    expect(await within(dialog).findByText('1 saved, 1 not saved: see the reasons below.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Someone else saved this since you opened it.');
  });

  it('takes a price as people type it (1,95), refuses one that is not a price and says why', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getProduct).mockResolvedValue(makeProduct());
    renderConsole('/merchant/products');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Jasmine rice 5 kg' }));
    await user.click(screen.getByRole('button', { name: 'Edit price and stock (1)' }));
    const price = await screen.findByLabelText('Price of Jasmine rice 5 kg 5 kg');
    await user.clear(price);
    await user.type(price, '1,95');
    expect(price).not.toHaveAttribute('aria-invalid');
    await user.type(price, '.5');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByText(/A price is in dollars, such as 1\.95 or 1,95/)).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '1,95');
    jest.mocked(bulkEdit).mockResolvedValue({ updated: 1, refused: [] });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(bulkEdit).toHaveBeenCalledWith([expect.objectContaining({ price: 1.95 })]);
    // A good save says so.
    expect(await screen.findByText('Saved: the price or stock of 1 variant changed.')).toBeInTheDocument();
  });

  it('imports a CSV only after a clean dry run, listing every bad row with its reason', async () => {
    const user = userEvent.setup({ delay: null });
    jest
      .mocked(importProducts)
      .mockResolvedValueOnce({
        rows: 3,
        created: 0,
        updated: 0,
        errors: [{ line: 3, column: 'price', problem: 'badPrice', reason: 'not a price: "abc"' }],
      })
      .mockResolvedValueOnce({ rows: 3, created: 1, updated: 2, errors: [] })
      .mockResolvedValueOnce({ rows: 3, created: 1, updated: 2, errors: [] });
    renderConsole('/merchant/products');
    await screen.findByRole('link', { name: 'Jasmine rice 5 kg' });
    const file = new File(['prodId,price\n7,12.5\n8,abc\n'], 'products.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Import CSV…'), file);

    const dialog = await screen.findByRole('dialog', { name: 'Import products.csv' });
    // The console says the problem in its own language, not the API's English reason.
    expect(await within(dialog).findByRole('cell', { name: 'A price in dollars, such as 12.50.' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Import now' })).not.toBeInTheDocument();
    expect(importProducts).toHaveBeenLastCalledWith('prodId,price\n7,12.5\n8,abc\n', true);

    await user.upload(screen.getByLabelText('Import CSV…'), file);
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Import now' }));
    expect(importProducts).toHaveBeenLastCalledWith('prodId,price\n7,12.5\n8,abc\n', false);
    expect(await screen.findByText('Import finished: 1 added, 2 updated.')).toBeInTheDocument();
  });

  it('says what went wrong when the list cannot be read, and tries again', async () => {
    const user = userEvent.setup({ delay: null });
    listMock.mockRejectedValueOnce(new ApiError('network'));
    renderConsole('/merchant/products');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Mango' })).toBeInTheDocument();
  });
});
