import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAddresses, useMallStore } from '@mall/shared';
import AddressPickerPage from '..';
import { renderPage } from '../../../test-support/render-page';
import { address } from '../../../test-support/fixtures';

jest.mock('@mall/shared', () => ({
  ...jest.requireActual('@mall/shared'),
  listAddresses: jest.fn(),
}));

const home = address({ addrId: 1, receiver: 'Sok Dara', addr: '12 Street 51', commonAddr: 1 });
const office = address({ addrId: 2, receiver: 'Chan Sophea', addr: '7 Norodom Blvd', commonAddr: 0 });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listAddresses).mockResolvedValue([home, office]);
  useMallStore.setState({ selectedAddress: home });
});

test('for an order, choosing an address selects it and goes back to confirm with the order', async () => {
  renderPage(<AddressPickerPage face="mobile" />, '/mobile/confirm/address?basketIds=1');

  await userEvent.setup().click(await screen.findByRole('button', { name: /Chan Sophea/ }));

  expect(useMallStore.getState().selectedAddress?.addrId).toBe(2);
  expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/mobile/confirm?basketIds=1');
});

test('opened from the centre it is an address book: nothing to choose, edit and add stay in the book', async () => {
  renderPage(<AddressPickerPage face="mobile" />, '/mobile/confirm/address?from=centre');

  const row = (await screen.findByText('Chan Sophea')).closest('li') as HTMLElement;
  expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { pressed: true })).not.toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    '/mobile/confirm/address/edit?from=centre&addrId=2',
  );
  expect(screen.getByRole('link', { name: 'Add a new address' })).toHaveAttribute(
    'href',
    '/mobile/confirm/address/edit?from=centre',
  );
  expect(useMallStore.getState().selectedAddress?.addrId).toBe(1);
});
