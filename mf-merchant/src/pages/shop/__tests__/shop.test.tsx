import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@mall/shared';
import {
  deleteTag,
  getSettings,
  listHotSearches,
  saveHotSearch,
  saveSettings,
  saveTag,
} from '../../../api/merchant-api';
import { TAGS } from '../../../test-support/fixtures';
import { renderConsole } from '../../../test-support/render-console';

jest.mock('../../../api/merchant-api', () => ({
  listCategories: jest.fn(),
  listTags: jest.fn(),
  listHotSearches: jest.fn(),
  saveCategory: jest.fn(),
  saveTag: jest.fn(),
  saveHotSearch: jest.fn(),
  deleteTag: jest.fn(),
  deleteHotSearch: jest.fn(),
  getSettings: jest.fn(),
  saveSettings: jest.fn(),
}));

/** The settings as the console edits and sends them. */
const FIELDS = {
  phone: '023 999 999',
  phoneCn: '012 888 888',
  email: 'hello@phsarpenh.example',
  facebook: 'https://facebook.com/phsarpenh',
  appStoreUrl: '',
  googlePlayUrl: '',
  bankName: 'ABA Bank',
  accountName: 'PHSAR PENH CO',
  accountNumber: '000 111 222',
  rielRate: '4100',
  rielStep: '100',
  delivery: { fee: 1, freeFrom: 50, area: [] },
  cashOnDelivery: { enabled: false, maxPerOrder: 100, maxOpenOrders: 2 },
  version: 7,
};
/** As the API answers them: with the transfer account shoppers are shown now. */
const SHOWN = { bankName: 'ABA Bank', accountName: 'PHSAR PENH CO', accountNumber: '000 111 222', from: 'shop' };
const SETTINGS = { ...FIELDS, shownBankAccount: SHOWN };

beforeEach(async () => {
  jest.clearAllMocks();
  const api = await import('../../../api/merchant-api');
  jest.mocked(api.listTags).mockResolvedValue(TAGS.map((tag) => ({ ...tag, seq: 1, version: 2 })));
  jest.mocked(listHotSearches).mockResolvedValue([]);
  jest.mocked(getSettings).mockResolvedValue(SETTINGS);
});

describe('shelves and hot searches', () => {
  it('saves a renamed shelf with its version, and adds a hot-search word', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(saveTag).mockResolvedValue(TAGS[0]);
    jest
      .mocked(saveHotSearch)
      .mockResolvedValue({ hotSearchId: 1, titleKh: 'ស្វាយ', titleEn: 'Mango', titleCn: '芒果', seq: 0, version: 1 });
    renderConsole('/merchant/lists');
    const name = await screen.findByLabelText('Home page shelves, Row 1: Name in Chinese');
    await user.clear(name);
    await user.type(name, '新到');
    await user.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    expect(saveTag).toHaveBeenCalledWith({
      tagId: 1,
      style: 'grid',
      titleKh: 'ថ្មី',
      titleEn: 'New',
      titleCn: '新到',
      seq: 1,
      version: 2,
    });

    const addButtons = screen.getAllByRole('button', { name: 'Add' });
    await user.click(addButtons[1]);
    expect(
      await screen.findByText('Give a name in each of the three languages, and an order from 0 to 9999.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Hot searches, New: Name in Khmer'), 'ស្វាយ');
    await user.click(addButtons[1]);
    expect(saveHotSearch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Hot searches, New: Name in English'), 'Mango');
    await user.type(screen.getByLabelText('Hot searches, New: Name in Chinese'), '芒果');
    await user.click(addButtons[1]);
    await waitFor(() =>
      expect(saveHotSearch).toHaveBeenCalledWith({ titleKh: 'ស្វាយ', titleEn: 'Mango', titleCn: '芒果', seq: 0 }),
    );
  });
});

describe('deleting a shelf', () => {
  it('asks first, then deletes the shelf with the version read and says so', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(deleteTag).mockResolvedValue(null);
    renderConsole('/merchant/lists');
    await user.click(await screen.findByRole('button', { name: 'Delete New' }));
    const ask = screen.getByRole('alertdialog', { name: 'Delete “New”? Shoppers will no longer see it.' });
    expect(deleteTag).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(deleteTag).toHaveBeenCalledWith(1, 2);
    expect(await screen.findByText('Deleted.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('shop settings', () => {
  it('saves the bank account with the version read; a stale copy keeps the owner’s edits', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(saveSettings).mockRejectedValueOnce(new ApiError('api', { codeId: 132, status: 409 }));
    jest.mocked(saveSettings).mockResolvedValueOnce({ ...SETTINGS, accountNumber: '000 111 333', version: 8 });
    renderConsole('/merchant/settings');
    const number = await screen.findByLabelText('Account number');
    await user.clear(number);
    await user.type(number, '000 111 333');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else saved this since you opened it.');
    expect(screen.getByLabelText('Account number')).toHaveValue('000 111 333');
    expect(saveSettings).toHaveBeenLastCalledWith({ ...FIELDS, accountNumber: '000 111 333' });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('a riel rate the API refuses (150) says why, and what was typed stays', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(saveSettings).mockRejectedValueOnce(new ApiError('api', { codeId: 150, status: 400 }));
    renderConsole('/merchant/settings');
    const rate = await screen.findByLabelText('Riel per dollar');
    expect(screen.getByLabelText('Round riel to')).toHaveValue('100');
    await user.clear(rate);
    await user.type(rate, '41000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The riel rate must be a whole number of riel per dollar, from 1,000 to 10,000 (for example 4100).',
    );
    expect(screen.getByLabelText('Riel per dollar')).toHaveValue('41000');
    expect(saveSettings).toHaveBeenLastCalledWith({ ...FIELDS, rielRate: '41000' });
  });
});

describe('the transfer account shoppers are shown', () => {
  it("says so beside the bank fields, and that the sandbox's is a development test account", async () => {
    jest.mocked(getSettings).mockResolvedValue({
      ...FIELDS,
      bankName: '',
      accountName: '',
      accountNumber: '',
      shownBankAccount: {
        bankName: 'Sandbox Bank (test)',
        accountName: 'Phnom Penh Mall Co., Ltd.',
        accountNumber: '000 111 222',
        from: 'sandbox',
      },
    });
    renderConsole('/merchant/settings');
    expect(
      await screen.findByText(
        'Shoppers paying by transfer are shown now: Sandbox Bank (test) · Phnom Penh Mall Co., Ltd. · 000 111 222.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/That is the development sandbox’s test account/)).toBeInTheDocument();
  });
});

describe('delivery settings', () => {
  it('saves the flat fee, the threshold and the khans delivered to with their own fees', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(saveSettings).mockImplementation(async (sent) => ({ ...sent, version: 8, shownBankAccount: SHOWN }));
    renderConsole('/merchant/settings');
    const fee = await screen.findByLabelText('Delivery fee ($)');
    await user.clear(fee);
    await user.type(fee, '1.');
    expect(screen.getByText('Enter an amount in dollars, such as 1.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saveSettings).not.toHaveBeenCalled();
    await user.type(fee, '5');
    const freeFrom = screen.getByLabelText('Free delivery from ($ of products)');
    await user.clear(freeFrom);
    await user.type(freeFrom, '30');

    const farFee = screen.getByLabelText('Fee to Chbar Ampov ($)');
    expect(farFee).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Doun Penh' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chbar Ampov' }));
    await user.type(farFee, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(saveSettings).toHaveBeenCalledWith({
        ...FIELDS,
        delivery: {
          fee: 1.5,
          freeFrom: 30,
          area: [
            { khan: 'doun-penh', fee: null },
            { khan: 'chbar-ampov', fee: 3 },
          ],
        },
      }),
    );
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });
});
