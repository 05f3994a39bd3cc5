import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMallStore } from '@mall/shared';
import { listOrders, listProducts } from '../../api/merchant-api';
import { pageOf } from '../../test-support/fixtures';
import { renderConsole } from '../../test-support/render-console';

jest.mock('../../api/merchant-api', () => ({
  listProducts: jest.fn(),
  listOrders: jest.fn(),
  listCategories: jest.fn().mockResolvedValue([]),
}));

beforeEach(() => {
  jest.mocked(listProducts).mockResolvedValue(pageOf([]));
  jest.mocked(listOrders).mockResolvedValue(pageOf([]));
});

afterEach(() => useMallStore.getState().setLanguage('en'));

describe('the console’s chrome', () => {
  it('opens and closes the menu on a phone, and closes it on the way to another section', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole('/merchant/products');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Console sections' })).getByRole('link', { name: 'Orders' }),
    );
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('changes the console’s language from its own menu, the shopper’s choice with it', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole('/merchant/products');
    await screen.findByRole('heading', { name: 'Products' });
    await user.selectOptions(screen.getByLabelText('Language'), '中文');
    expect(await screen.findByRole('heading', { name: '商品' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
    expect(useMallStore.getState().language).toBe('zh');
    await user.selectOptions(screen.getByLabelText('语言'), 'ខ្មែរ');
    expect(await screen.findByRole('button', { name: 'ចាកចេញ' })).toBeInTheDocument();
  });
});
