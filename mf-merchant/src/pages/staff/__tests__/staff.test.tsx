import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@mall/shared';
import { inviteStaff, listAudit, listStaff, resetStaffPassword, updateStaff } from '../../../api/merchant-api';
import type { Staff } from '@mall/shared';
import { pageOf } from '../../../test-support/fixtures';
import { OWNER, renderConsole } from '../../../test-support/render-console';

jest.mock('../../../api/merchant-api', () => ({
  listStaff: jest.fn(),
  inviteStaff: jest.fn(),
  updateStaff: jest.fn(),
  resetStaffPassword: jest.fn(),
  listAudit: jest.fn(),
}));

const CATALOGUE: Staff = {
  staffId: 2,
  login: 'dara',
  name: 'Dara',
  role: 'catalogue',
  totpEnabled: false,
  disabled: false,
  createdAt: '2026-11-20T09:00:00+07:00',
  version: 3,
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listStaff).mockResolvedValue([OWNER, CATALOGUE]);
});

describe('staff', () => {
  it('invites a staff member and shows the one-time link to copy', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(inviteStaff).mockResolvedValue({
      staff: { ...CATALOGUE, staffId: 9, login: 'chenda', name: 'Chenda' },
      setupUrl: '/merchant/setup?token=one-time-abc',
    });
    renderConsole('/merchant/staff');
    await user.click(await screen.findByRole('button', { name: 'Invite a staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a staff member' });
    await user.click(within(dialog).getByRole('button', { name: 'Create the invitation' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a name and a login name.');

    await user.type(within(dialog).getByLabelText('Name'), 'Chenda');
    await user.type(within(dialog).getByLabelText('Login name'), 'chenda');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Orders');
    await user.click(within(dialog).getByRole('button', { name: 'Create the invitation' }));

    expect(inviteStaff).toHaveBeenCalledWith({ login: 'chenda', name: 'Chenda', role: 'orders' });
    expect(await within(dialog).findByText('http://localhost/merchant/setup?token=one-time-abc')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('asks before a role change, naming the person and the change; cancelled, nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(updateStaff).mockResolvedValueOnce({ ...CATALOGUE, role: 'owner', version: 4 });
    renderConsole('/merchant/staff');
    const select = await screen.findByLabelText('Role of Dara');
    await user.selectOptions(select, 'Owner');
    const question = screen.getByRole('alertdialog', { name: 'Change the role of Dara?' });
    expect(question).toHaveTextContent('From Catalogue to Owner. What Dara may do changes at once.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(updateStaff).not.toHaveBeenCalled();
    expect(select).toHaveValue('catalogue');

    await user.selectOptions(select, 'Owner');
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Change the role of Dara?' })).getByRole('button', {
        name: 'Change role',
      }),
    );
    expect(updateStaff).toHaveBeenCalledWith({ staffId: 2, role: 'owner', version: 3, confirm: true });
    expect(await screen.findByText('The role of Dara is now: Owner.')).toHaveAttribute('role', 'status');
  });

  it('asks before disabling, announces it, and says why the last owner stays', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(updateStaff).mockResolvedValueOnce({ ...CATALOGUE, disabled: true, version: 4 });
    jest.mocked(updateStaff).mockRejectedValueOnce(new ApiError('api', { codeId: 142, status: 409 }));
    renderConsole('/merchant/staff');
    await user.click(await screen.findByRole('button', { name: 'Disable Dara' }));
    expect(updateStaff).not.toHaveBeenCalled();
    const question = screen.getByRole('alertdialog', { name: 'Disable Dara?' });
    expect(question).toHaveTextContent(
      'Dara is signed out at once and cannot sign in until an owner enables them again.',
    );
    await user.click(within(question).getByRole('button', { name: 'Disable' }));
    expect(updateStaff).toHaveBeenCalledWith({ staffId: 2, disabled: true, version: 3, confirm: true });
    expect(await screen.findByText('Dara is disabled.')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Disable Dara' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop needs at least one owner');
    expect(screen.getByRole('button', { name: 'Disable Sokha' })).toBeDisabled();
  });

  it('resets a password after asking, and gives the new set-up link to hand over', async () => {
    const user = userEvent.setup({ delay: null });
    jest
      .mocked(resetStaffPassword)
      .mockResolvedValue({ staff: CATALOGUE, setupUrl: '/merchant/setup?token=fresh-xyz' });
    renderConsole('/merchant/staff');
    await user.click(await screen.findByRole('button', { name: 'Reset the password of Dara' }));
    const question = screen.getByRole('alertdialog', { name: 'Reset the password of Dara?' });
    expect(question).toHaveTextContent('Their current password stops working now');
    await user.click(within(question).getByRole('button', { name: 'Reset password' }));
    expect(resetStaffPassword).toHaveBeenCalledWith({ staffId: 2, confirm: true });
    const link = await screen.findByRole('dialog', { name: 'New set-up link for Dara' });
    expect(within(link).getByText('http://localhost/merchant/setup?token=fresh-xyz')).toBeInTheDocument();
    expect(within(link).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByText('The password of Dara is reset. Give them the new set-up link.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('keeps the owner pages from other roles: a catalogue member is sent to the products', async () => {
    renderConsole('/merchant/staff', { staff: CATALOGUE });
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/merchant/products');
    expect(listStaff).not.toHaveBeenCalled();
  });
});

describe('the audit log', () => {
  it('filters by who, what and when, and shows a merchant’s text as text', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(listAudit).mockResolvedValue(
      pageOf([
        {
          auditId: 5,
          staffId: 2,
          staffName: 'Dara',
          action: 'product.save',
          entity: 'product',
          entityId: '7',
          before: { prodNameEn: 'Rice' },
          after: { prodNameEn: '<img src=x onerror=alert(1)>' },
          time: '2026-11-25T10:00:00+07:00',
        },
      ]),
    );
    const { container } = renderConsole('/merchant/audit');
    expect(await screen.findByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Who'), 'Dara');
    await user.type(screen.getByLabelText('What'), 'product');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(listAudit).toHaveBeenLastCalledWith({
        current: 1,
        size: 30,
        staffId: 2,
        entity: 'product',
        from: '2026-11-01',
      }),
    );
  });
});
