import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMallStore } from '@mall/shared';
import { getDashboard, listCustomers, listOrders, listProducts } from '../../../api/merchant-api';
import type { Customer, MerchantDashboard as Dashboard } from '@mall/shared';
import { pageOf } from '../../../test-support/fixtures';
import { OWNER, renderConsole } from '../../../test-support/render-console';

jest.mock('../../../api/merchant-api', () => ({
  getDashboard: jest.fn(),
  listCustomers: jest.fn(),
  listOrders: jest.fn(),
  listProducts: jest.fn(),
  listCategories: jest.fn().mockResolvedValue([]),
}));

const ORDERS_STAFF = { ...OWNER, staffId: 3, name: 'Vanna', role: 'orders' as const };
const CATALOGUE_STAFF = { ...OWNER, staffId: 4, name: 'Dara', role: 'catalogue' as const };

const DASHBOARD: Dashboard = {
  orders: {
    today: { from: '2026-11-27', orders: 3, sales: 10.5 },
    week: { from: '2026-11-23', orders: 12, sales: 1234.5 },
    toConfirm: 2,
    toShip: 5,
  },
  lowStock: {
    threshold: 5,
    total: 4,
    skus: [
      {
        skuId: 11,
        prodId: 7,
        prodName: 'Kampot pepper',
        prodNameKh: 'ម្រេចកំពត',
        prodNameEn: 'Kampot pepper',
        prodNameCn: '贡布胡椒',
        skuName: '250 g',
        skuNameKh: '២៥០ ក្រាម',
        skuNameEn: '250 g',
        skuNameCn: '250 克',
        stock: 2,
      },
    ],
  },
};

const CUSTOMERS: Customer[] = [
  {
    memberId: 2,
    mobile: '012345678',
    nickName: 'សុខា',
    orders: 4,
    spend: 61.25,
    lastOrderAt: '2026-11-26T18:30:00+07:00',
  },
  { memberId: 5, mobile: '098765432', nickName: 'Dara', orders: 0, spend: 0, lastOrderAt: null },
];

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getDashboard).mockResolvedValue(DASHBOARD);
  jest.mocked(listCustomers).mockResolvedValue(pageOf(CUSTOMERS));
  jest.mocked(listOrders).mockResolvedValue(pageOf([]));
  jest.mocked(listProducts).mockResolvedValue(pageOf([]));
});
afterEach(() => useMallStore.getState().setLanguage('en'));

const location = () => screen.getByRole('status', { hidden: true, name: 'location' });
const card = (name: string) => screen.getByRole('region', { name });

describe('the console’s home', () => {
  it('lands an orders member on the day’s figures, each card opening its filtered list', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole('/merchant', { staff: ORDERS_STAFF });
    expect(await screen.findByRole('heading', { name: 'Today at the shop', level: 1 })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/merchant/home');
    expect(within(await screen.findByRole('region', { name: 'Today' })).getByText('3')).toBeInTheDocument();
    expect(within(card('Today')).getByText('$10.50')).toBeInTheDocument();
    expect(within(card('This week')).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(card('Transfers to confirm')).getByText('2 orders')).toBeInTheDocument();
    expect(within(card('Orders to ship')).getByText('5 orders')).toBeInTheDocument();
    const low = card('Running low (5 or fewer left)');
    expect(within(low).getByRole('link', { name: 'Kampot pepper · 250 g' })).toHaveAttribute(
      'href',
      '/merchant/products/7',
    );
    expect(within(low).getByText('2 left')).toBeInTheDocument();
    expect(within(low).getByText('and 3 more variants')).toBeInTheDocument();

    await user.click(within(card('This week')).getByRole('link', { name: 'Open these orders (This week)' }));
    await waitFor(() => expect(location()).toHaveTextContent('/merchant/orders?from=2026-11-23'));
    await waitFor(() => expect(listOrders).toHaveBeenLastCalledWith({ current: 1, size: 20, from: '2026-11-23' }));
  });

  it('opens the orders to ship from their card', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole('/merchant/home');
    await user.click(within(await screen.findByRole('region', { name: 'Orders to ship' })).getByRole('link'));
    await waitFor(() => expect(listOrders).toHaveBeenLastCalledWith({ current: 1, size: 20, status: 2 }));
  });

  it('keeps a catalogue member on Products, without the home or the customers', async () => {
    const first = renderConsole('/merchant', { staff: CATALOGUE_STAFF });
    await waitFor(() => expect(location()).toHaveTextContent('/merchant/products'));
    const navigation = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(navigation).getByRole('link', { name: 'Products' })).toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: 'Customers' })).not.toBeInTheDocument();
    first.unmount();
    renderConsole('/merchant/customers', { staff: CATALOGUE_STAFF });
    await waitFor(() => expect(location()).toHaveTextContent('/merchant/products'));
    expect(listCustomers).not.toHaveBeenCalled();
    expect(getDashboard).not.toHaveBeenCalled();
  });

  it('speaks Khmer and Chinese, names and money included', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole('/merchant/home');
    await screen.findByRole('heading', { name: 'Today at the shop' });
    await user.selectOptions(screen.getByLabelText('Language'), 'ខ្មែរ');
    expect(await screen.findByRole('heading', { name: 'ហាងថ្ងៃនេះ' })).toBeInTheDocument();
    expect(within(card('ការផ្ទេរប្រាក់ដែលត្រូវបញ្ជាក់')).getByText('ការបញ្ជាទិញចំនួន 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ម្រេចកំពត · ២៥០ ក្រាម' })).toBeInTheDocument();
    expect(screen.getByText('និងប្រភេទរង 3 ទៀត')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('ភាសា'), '中文');
    expect(await screen.findByRole('heading', { name: '今日店铺概况' })).toBeInTheDocument();
    expect(within(card('待发货订单')).getByText('5 个订单')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '贡布胡椒 · 250 克' })).toBeInTheDocument();
    expect(screen.getByText('另有 3 个规格')).toBeInTheDocument();
    expect(within(card('本周')).getByText('$1,234.50')).toBeInTheDocument();
  });
});

describe('the customers', () => {
  it('lists members with orders, spend and last order; searches; a row opens that member’s orders', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole('/merchant/customers', { staff: ORDERS_STAFF });
    const sokha = await screen.findByRole('row', { name: /សុខា/ });
    const table = screen.getByRole('table');
    expect(within(sokha).getByText('$61.25')).toBeInTheDocument();
    expect(within(sokha).getByText('4')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Dara/ })).getByText('No orders yet')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Mobile or name'), ' 0123 ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(listCustomers).toHaveBeenLastCalledWith({ current: 1, size: 20, search: '0123' }));

    await user.click(screen.getByRole('link', { name: 'Orders of 012345678' }));
    await waitFor(() => expect(location()).toHaveTextContent('/merchant/orders?q=012345678'));
    await waitFor(() => expect(listOrders).toHaveBeenLastCalledWith({ current: 1, size: 20, q: '012345678' }));
  });

  it('is in Khmer and Chinese too', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole('/merchant/customers');
    await screen.findByRole('row', { name: /Dara/ });
    await user.selectOptions(screen.getByLabelText('Language'), 'ខ្មែរ');
    expect(await screen.findByRole('heading', { name: 'អតិថិជន', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('លេខទូរស័ព្ទ ឬឈ្មោះ')).toBeInTheDocument();
    expect(screen.getByText('មិនទាន់មានការបញ្ជាទិញ')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('ភាសា'), '中文');
    expect(await screen.findByRole('heading', { name: '顾客', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '012345678 的订单' })).toBeInTheDocument();
  });
});
