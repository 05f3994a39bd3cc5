import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ERROR_CODE,
  ApiError,
  addAddress,
  deleteAddress,
  listAddresses,
  updateAddress,
  useMallStore,
} from '@mall/shared';
import AddressEditPage from '..';
import { renderPage } from '../../../test-support/render-page';
import { address } from '../../../test-support/fixtures';
import { makeSiteSettings } from '../../../../../shared/src/test-support/site-settings';

jest.mock('@mall/shared', () => ({
  ...jest.requireActual('@mall/shared'),
  addAddress: jest.fn(),
  deleteAddress: jest.fn(),
  updateAddress: jest.fn(),
  listAddresses: jest.fn(),
}));

beforeEach(() => {
  jest.clearAllMocks();
  useMallStore.setState({ selectedAddress: null, webInfo: null });
});

const chooseKhan = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.selectOptions(screen.getByRole('combobox', { name: 'Khan (district)' }), name);

test('an empty form shows the three prompts and saves nothing', async () => {
  renderPage(<AddressEditPage face="mobile" />, '/mobile/confirm/address/edit?basketIds=1');

  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));

  expect(screen.getByText("Please enter the receiver's name")).toBeInTheDocument();
  expect(screen.getByText('Please enter your phone number')).toBeInTheDocument();
  expect(screen.getByText('Please enter the delivery address')).toBeInTheDocument();
  expect(screen.getByText('Please choose the khan')).toBeInTheDocument();
  expect(addAddress).not.toHaveBeenCalled();
});

test('a new address is saved with its type and default switch, then back to the list with the order', async () => {
  jest.mocked(addAddress).mockResolvedValue(address({ addrId: 12 }));
  renderPage(<AddressEditPage face="mobile" />, '/mobile/confirm/address/edit?basketIds=1,2');
  const user = userEvent.setup();

  await user.type(screen.getByRole('textbox', { name: 'Receiver' }), '  Sok Dara ');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '012 345 678');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), '12 Street 51');
  await chooseKhan(user, 'Boeng Keng Kang');
  await user.click(screen.getByRole('radio', { name: 'Company' }));
  await user.click(screen.getByRole('switch', { name: 'Set as default address' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(addAddress).toHaveBeenCalledWith({
    receiver: 'Sok Dara',
    mobile: '012345678',
    addr: '12 Street 51',
    addrType: 2,
    commonAddr: 1,
    khan: 'boeng-keng-kang',
  });
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(
      '/mobile/confirm/address?basketIds=1%2C2',
    ),
  );
});

test('the 11th address is refused with the translated 31 and the form keeps its values', async () => {
  jest
    .mocked(addAddress)
    .mockRejectedValue(
      new ApiError('api', { codeId: ERROR_CODE.tooManyAddresses, msg: 'Addresses Can not More than Ten' }),
    );
  renderPage(<AddressEditPage face="mobile" />, '/mobile/confirm/address/edit');
  const user = userEvent.setup();

  await user.type(screen.getByRole('textbox', { name: 'Receiver' }), 'Sok Dara');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '012345678');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), '12 Street 51');
  await chooseKhan(user, 'Doun Penh');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('You can save at most 10 addresses.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Receiver' })).toHaveValue('Sok Dara');
});

test('editing loads the address, saves the change and refreshes the chosen one', async () => {
  const current = address({ addrId: 7, receiver: 'Sok Dara' });
  useMallStore.setState({ selectedAddress: current });
  jest.mocked(listAddresses).mockResolvedValue([current]);
  jest.mocked(updateAddress).mockResolvedValue({ ...current, receiver: 'Sok Dara Jr' });
  renderPage(<AddressEditPage face="mobile" />, '/mobile/confirm/address/edit?addrId=7&basketIds=1');
  const user = userEvent.setup();

  const receiver = await screen.findByRole('textbox', { name: 'Receiver' });
  await waitFor(() => expect(receiver).toHaveValue('Sok Dara'));
  // The default address stays the default until another one takes over.
  const makeDefault = screen.getByRole('switch', { name: 'Set as default address' });
  expect(makeDefault).toBeChecked();
  expect(makeDefault).toBeDisabled();
  await user.type(receiver, ' Jr');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(updateAddress).toHaveBeenCalledWith(expect.objectContaining({ addrId: 7, receiver: 'Sok Dara Jr' }));
  await waitFor(() => expect(useMallStore.getState().selectedAddress?.receiver).toBe('Sok Dara Jr'));
});

test('in the address book (opened from the centre) a saved address goes back to the book, not to an order', async () => {
  jest.mocked(addAddress).mockResolvedValue(address({ addrId: 13 }));
  renderPage(<AddressEditPage face="mobile" />, '/mobile/confirm/address/edit?from=centre');
  const user = userEvent.setup();

  await user.type(screen.getByRole('textbox', { name: 'Receiver' }), 'Sok Dara');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '012345678');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), '12 Street 51');
  await chooseKhan(user, 'Doun Penh');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(
      /^\/mobile\/confirm\/address\?from=centre$/,
    ),
  );
});

test('an address other than the default can be deleted after confirming; back to the list', async () => {
  const other = address({ addrId: 8, receiver: 'Chan Sophea', commonAddr: 0 });
  useMallStore.setState({ selectedAddress: other });
  jest.mocked(listAddresses).mockResolvedValue([address({ addrId: 7 }), other]);
  jest.mocked(deleteAddress).mockResolvedValue(null);
  renderPage(<AddressEditPage face="mobile" />, '/mobile/confirm/address/edit?addrId=8&from=centre');
  const user = userEvent.setup();

  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const question = screen.getByRole('alertdialog', { name: 'Delete this address?' });
  expect(question).toHaveAccessibleDescription('The address of Chan Sophea will be removed.');
  await user.click(within(question).getByRole('button', { name: 'Delete' }));

  expect(deleteAddress).toHaveBeenCalledWith(8);
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(
      /^\/mobile\/confirm\/address\?from=centre$/,
    ),
  );
  expect(useMallStore.getState().selectedAddress).toBeNull();
});

test('the default address offers no delete', async () => {
  jest.mocked(listAddresses).mockResolvedValue([address({ addrId: 7, commonAddr: 1 })]);
  renderPage(<AddressEditPage face="mobile" />, '/mobile/confirm/address/edit?addrId=7');

  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Receiver' })).not.toHaveValue(''));
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
});

test("a khan outside the shop's area is refused before sending, saying where the shop delivers", async () => {
  useMallStore.setState({
    webInfo: makeSiteSettings({
      rielRate: 4100,
      rielStep: 100,
      delivery: {
        fee: 1,
        freeFrom: 50,
        area: [
          { khan: 'doun-penh', fee: null },
          { khan: 'chamkar-mon', fee: 2 },
        ],
      },
    }),
  });
  jest.mocked(addAddress).mockResolvedValue(address({ addrId: 14 }));
  renderPage(<AddressEditPage face="mobile" />, '/mobile/confirm/address/edit?from=centre');
  const user = userEvent.setup();
  const khan = screen.getByRole('combobox', { name: 'Khan (district)' });
  expect(within(khan).getAllByRole('option')).toHaveLength(15);

  await user.type(screen.getByRole('textbox', { name: 'Receiver' }), 'Sok Dara');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '012345678');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Street 2004');
  await chooseKhan(user, 'Saensokh');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('We deliver only to: Doun Penh, Chamkar Mon')).toBeInTheDocument();
  expect(addAddress).not.toHaveBeenCalled();

  await chooseKhan(user, 'Chamkar Mon');
  expect(screen.queryByText(/We deliver only to/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(addAddress).toHaveBeenCalledWith(expect.objectContaining({ khan: 'chamkar-mon' }));
});

test('the shop narrowed its area since: the refusal (155) is said in words', async () => {
  jest
    .mocked(addAddress)
    .mockRejectedValue(new ApiError('api', { codeId: ERROR_CODE.outsideDeliveryArea, msg: 'outside', status: 400 }));
  renderPage(<AddressEditPage face="mobile" />, '/mobile/confirm/address/edit');
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Receiver' }), 'Sok Dara');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '012345678');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Street 2004');
  await chooseKhan(user, 'Kamboul');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('We do not deliver to this khan. Please choose another address.')).toBeInTheDocument();
});
