import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODE, addAddress, ApiError, deleteAddress, listAddresses } from '@mall/shared';
import { makeAddress } from '../../../test-support/fixtures';
import { findToast, renderPage } from '../../../test-support/render-page';
import AddressPage from '..';

jest.mock('@mall/shared', () => ({
  ...jest.requireActual('@mall/shared'),
  listAddresses: jest.fn(),
  addAddress: jest.fn(),
  updateAddress: jest.fn(),
  deleteAddress: jest.fn(),
}));

const home = makeAddress();
const office = makeAddress({ addrId: 2, receiver: 'Sokha', addr: 'Norodom Blvd 12', addrType: 2, commonAddr: 0 });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listAddresses).mockResolvedValue([home, office]);
});

describe('address book', () => {
  it('lists the default first with its type labels', async () => {
    jest.mocked(listAddresses).mockResolvedValue([office, home]);
    renderPage(<AddressPage face="laptop" />);
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByText('Dara')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Default')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Home')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Company')).toBeInTheDocument();
  });

  it('keeps what was typed when a field is missing, and prompts for it', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<AddressPage face="laptop" />);
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New address' });
    await user.type(within(dialog).getByLabelText('Receiver'), 'Chenda');
    await user.type(within(dialog).getByLabelText('Phone number'), '0123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Please enter the delivery address')).toBeInTheDocument();
    expect(within(dialog).getByText('This phone number does not look right')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Receiver')).toHaveValue('Chenda');
    expect(within(dialog).getByLabelText('Phone number')).toHaveValue('0123');
    expect(addAddress).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the server refuses', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(addAddress).mockRejectedValue(new ApiError('api', { codeId: ERROR_CODE.tooManyAddresses }));
    renderPage(<AddressPage face="laptop" />);
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Receiver'), 'Chenda');
    await user.type(within(dialog).getByLabelText('Phone number'), '098 765 432');
    await user.type(within(dialog).getByLabelText('Address'), 'St 240, Chey Chumneah');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Khan (district)' }), 'Chamkar Mon');
    await user.click(within(dialog).getByLabelText('School'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(addAddress).toHaveBeenCalledWith({
        receiver: 'Chenda',
        mobile: '098765432',
        addr: 'St 240, Chey Chumneah',
        addrType: 3,
        commonAddr: 0,
        khan: 'chamkar-mon',
      }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Address')).toHaveValue('St 240, Chey Chumneah');
  });

  it('does not delete the default address, and says why', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<AddressPage face="laptop" />);
    const [defaultCard] = await screen.findAllByRole('article');
    const remove = within(defaultCard).getByRole('button', { name: 'Delete' });
    expect(remove).toHaveAccessibleDescription('The default address cannot be deleted');
    await user.click(remove);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await findToast('The default address cannot be deleted')).toBeInTheDocument();
    expect(deleteAddress).not.toHaveBeenCalled();
  });

  it('deletes another address after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(deleteAddress).mockResolvedValue(null);
    renderPage(<AddressPage face="laptop" />);
    const cards = await screen.findAllByRole('article');
    await user.click(within(cards[1]).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteAddress).toHaveBeenCalledWith(2));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('stops adding at ten addresses with a note', async () => {
    jest
      .mocked(listAddresses)
      .mockResolvedValue(
        Array.from({ length: 10 }, (_, index) => makeAddress({ addrId: index + 1, commonAddr: index === 0 ? 1 : 0 })),
      );
    renderPage(<AddressPage face="laptop" />);
    const add = await screen.findByRole('button', { name: 'Add address' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('You can keep up to 10 addresses. Delete one to add another.');
  });
});
