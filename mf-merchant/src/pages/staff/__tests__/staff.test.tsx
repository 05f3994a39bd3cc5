import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, changeI18nLanguage, useMallStore, type LanguageCode } from '@mall/shared';
import { inviteStaff, listAudit, listStaff, resetStaffPassword, updateStaff } from '../../../api/merchant-api';
import type { AuditEntry, Staff } from '@mall/shared';
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
    await user.click(await screen.findByRole('button', { name: 'Reset password: Dara' }));
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

const PEPPER = { kh: 'ម្រេចកំពត ២៥០ ក្រាម', en: 'Kampot pepper 250 g', cn: '贡布胡椒 250 克' };
const entryOf = (overrides: Partial<AuditEntry>): AuditEntry => ({
  auditId: 5,
  staffId: 1,
  staffName: 'Sokha',
  action: 'bulk',
  entity: 'sku',
  entityId: '1179',
  subject: PEPPER,
  related: {},
  before: null,
  after: null,
  time: '2026-11-25T10:00:00+07:00',
  ...overrides,
});
const PRICE = entryOf({ before: { price: 9.75, stock: 11, version: 3 }, after: { price: 9.5, stock: 11, version: 4 } });

async function speak(language: LanguageCode) {
  await act(async () => {
    await changeI18nLanguage(language);
    useMallStore.setState({ language });
  });
}

describe('the activity log', () => {
  afterEach(() => speak('en'));

  it('says who changed what in a sentence, with names not ids, in the console’s language', async () => {
    jest.mocked(listAudit).mockResolvedValue(pageOf([PRICE]));
    renderConsole('/merchant/audit');
    const log = await screen.findByRole('list', { name: 'Activity log' });
    expect(
      within(log).getByText('Sokha changed the price of Kampot pepper 250 g from $9.75 to $9.50'),
    ).toBeInTheDocument();
    expect(log).not.toHaveTextContent('1179');
    expect(log).not.toHaveTextContent('{');
    await speak('km');
    expect(await screen.findByText('Sokha បានប្ដូរតម្លៃ ម្រេចកំពត ២៥០ ក្រាម ពី $9.75 ទៅ $9.50')).toBeInTheDocument();
    await speak('zh');
    expect(await screen.findByText('Sokha 将 贡布胡椒 250 克 的价格从 $9.75 改为 $9.50')).toBeInTheDocument();
  });

  it('says when a recovery code was used, typed wrong, or a new set made', async () => {
    const who = { kh: 'Sokha', en: 'Sokha', cn: 'Sokha' };
    const staffEntry = (auditId: number, action: string, after: Record<string, unknown> | null) =>
      entryOf({ auditId, action, entity: 'staff', entityId: '1', subject: who, after });
    jest
      .mocked(listAudit)
      .mockResolvedValue(
        pageOf([
          staffEntry(11, 'recovery-used', { address: '10.0.0.8', left: 9 }),
          staffEntry(12, 'recovery-wrong', { address: '10.0.0.9' }),
          staffEntry(13, 'recovery-codes', null),
        ]),
      );
    renderConsole('/merchant/audit');
    const log = await screen.findByRole('list', { name: 'Activity log' });
    expect(within(log).getByText('Sokha signed in with a recovery code')).toBeInTheDocument();
    expect(within(log).getByText('A wrong recovery code was typed to sign in as Sokha')).toBeInTheDocument();
    expect(within(log).getByText('Sokha made a new set of recovery codes')).toBeInTheDocument();
  });

  it("says when the shop bot's token saved in the console was removed, and what the bot is then", async () => {
    const removed = (auditId: number, tokenFrom: string | null) =>
      entryOf({
        auditId,
        action: 'clearToken',
        entity: 'settings',
        entityId: 'telegram',
        subject: null,
        before: { bot: 'phsar_shop_bot', tokenFrom: 'console' },
        after: { bot: null, tokenFrom },
      });
    jest.mocked(listAudit).mockResolvedValue(pageOf([removed(14, 'operator'), removed(15, null)]));
    renderConsole('/merchant/audit');
    const log = await screen.findByRole('list', { name: 'Activity log' });
    const toServer = within(log)
      .getByText("Sokha removed the shop bot's token: the bot from the server's settings is used")
      .closest('li')!;
    expect(toServer).not.toHaveTextContent('console');
    expect(within(log).getByText("Sokha removed the shop bot's token: the shop bot is off")).toBeInTheDocument();
    await speak('km');
    expect(await screen.findByText('Sokha បានលុបកូដសម្ងាត់របស់បូតហាង៖ ឥឡូវប្រើបូតពីការកំណត់របស់ម៉ាស៊ីនមេ')).toBeInTheDocument();
    await speak('zh');
    expect(await screen.findByText('Sokha 移除了店铺机器人的令牌：店铺机器人已停用')).toBeInTheDocument();
  });

  it('lists what else changed as from → to, naming the category, and shows a merchant’s text as text', async () => {
    jest.mocked(listAudit).mockResolvedValue(
      pageOf([
        entryOf({
          auditId: 6,
          action: 'update',
          entity: 'product',
          entityId: '7',
          subject: { kh: 'អង្ករ', en: 'Rice', cn: '大米' },
          related: {
            'category:3': { kh: 'គ្រឿងទេស', en: 'Spices', cn: '香料' },
            'category:4': { kh: 'អង្ករ', en: 'Rice and grains', cn: '米面' },
          },
          before: { prodNameEn: 'Rice', categoryId: 3, status: 1, version: 2 },
          after: { prodNameEn: '<img src=x onerror=alert(1)>', categoryId: 4, status: 0, version: 3 },
        }),
        entryOf({
          auditId: 7,
          action: 'update',
          entity: 'staff',
          entityId: '2',
          subject: { kh: 'Dara', en: 'Dara', cn: 'Dara' },
          before: { role: 'catalogue', disabled: false },
          after: { role: 'orders', disabled: false },
        }),
        entryOf({
          auditId: 8,
          action: 'update',
          entity: 'settings',
          entityId: 'site',
          subject: null,
          before: { phone: '012 345 678', bankName: 'ABA', openingHours: '8-17' },
          after: { phone: '012 999 888', bankName: 'ABA', openingHours: '7-18' },
        }),
      ]),
    );
    const { container } = renderConsole('/merchant/audit');
    expect(await screen.findByText('Sokha edited the product “Rice”')).toBeInTheDocument();
    const [first] = within(screen.getByRole('list', { name: 'Activity log' })).getAllByRole('listitem');
    const changes = within(first).getAllByRole('term');
    expect(changes.map((term) => term.textContent)).toEqual(['Name (English)', 'Category', 'On sale']);
    expect(screen.getByText('Spices')).toBeInTheDocument();
    expect(screen.getByText('Rice and grains')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('Sokha changed the role of Dara from Catalogue to Orders')).toBeInTheDocument();
    const settings = screen.getByText('Sokha changed the shop settings').closest('li')!;
    expect(
      within(settings)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Phone', 'opening hours']);
    expect(settings).toHaveTextContent('012 345 678 → 012 999 888');
  });

  it('filters by person, kind and dates', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(listAudit).mockResolvedValue(pageOf([PRICE]));
    renderConsole('/merchant/audit');
    await screen.findByRole('list', { name: 'Activity log' });
    await user.selectOptions(screen.getByLabelText('Who'), 'Dara');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Prices and stock');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(listAudit).toHaveBeenLastCalledWith({
        current: 1,
        size: 30,
        staffId: 2,
        entity: 'sku',
        from: '2026-11-01',
      }),
    );
  });
});
