import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, changeI18nLanguage, useMallStore, type LanguageCode } from '@mall/shared';
import { getOrder, returnOrderLines } from '../../../api/merchant-api';
import { makeOrder } from '../../../test-support/fixtures';
import { OWNER, renderConsole } from '../../../test-support/render-console';

jest.mock('../../../api/merchant-api', () => ({
  getOrder: jest.fn(),
  returnOrderLines: jest.fn(),
}));

const ORDERS_STAFF = { ...OWNER, staffId: 3, name: 'Vanna', role: 'orders' as const };

async function speak(language: LanguageCode) {
  await act(async () => {
    await changeI18nLanguage(language);
    useMallStore.setState({ language });
  });
}

/** The order shipped: two packs of Kampot pepper, $26 paid. */
const shipped = () => makeOrder({ status: 3 });
const LINE = 'Kampot pepper · Weight: 250 g: units returned (bought 2, returned before 0)';

afterEach(() => speak('en'));
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getOrder).mockResolvedValue(shipped());
});

describe('returns by line', () => {
  it('returns one unit with a reason and a refund by method and reference, its stock put back; the history shows it', async () => {
    const user = userEvent.setup({ delay: null });
    const order = shipped();
    const after = makeOrder({
      status: 3,
      refunded: 12.5,
      items: [{ ...order.items[0], returnedCount: 1 }],
      returns: [
        {
          id: 1,
          time: '2026-11-26T10:00:00+07:00',
          by: 'Vanna',
          reason: 'The bag was torn',
          refund: 12.5,
          refundMethod: 'mobile_app',
          refundReference: 'ABA-778812',
          restock: true,
          lines: [{ itemId: order.items[0].itemId, quantity: 1 }],
        },
      ],
    });
    jest.mocked(returnOrderLines).mockResolvedValue(after);
    renderConsole('/merchant/orders/PP202611250007', { staff: ORDERS_STAFF });
    await user.click(await screen.findByRole('button', { name: 'Return or refund lines' }));
    const dialog = screen.getByRole('dialog', { name: 'Return or refund: order PP202611250007' });
    await user.type(within(dialog).getByLabelText(LINE), '1');
    await user.type(within(dialog).getByLabelText('Reason (shown in the order history)'), 'The bag was torn');
    await user.type(within(dialog).getByLabelText('Refund (US$)'), '12,50');
    await user.selectOptions(within(dialog).getByLabelText('Refunded by'), 'Bank mobile app');
    await user.type(within(dialog).getByLabelText('Refund reference (from the bank or app)'), 'ABA-778812');
    expect(within(dialog).getByRole('checkbox', { name: 'Put the returned units back in stock' })).toBeChecked();
    jest.mocked(getOrder).mockResolvedValue(after);
    await user.click(within(dialog).getByRole('button', { name: 'Record return' }));
    expect(returnOrderLines).toHaveBeenCalledWith({
      orderNumber: 'PP202611250007',
      lines: [{ itemId: order.items[0].itemId, quantity: 1 }],
      reason: 'The bag was torn',
      refund: 12.5,
      refundMethod: 'mobile_app',
      refundReference: 'ABA-778812',
      restock: true,
    });
    expect(await screen.findByText('The return is recorded.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const returns = await screen.findByRole('list', { name: 'Returns and refunds' });
    expect(returns).toHaveTextContent('Returned: 1 × Kampot pepper · Weight: 250 g');
    expect(returns).toHaveTextContent('Refunded $12.50 by Bank mobile app, reference ABA-778812');
    expect(returns).toHaveTextContent('Put back in stock');
    expect(returns).toHaveTextContent('Reason: The bag was torn');
    expect(screen.getByText('1 returned')).toBeInTheDocument();
  });

  it('keeps the dialog open until the form is right: too many units, a refund past what was paid, no reason', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole('/merchant/orders/PP202611250007', { staff: ORDERS_STAFF });
    await user.click(await screen.findByRole('button', { name: 'Return or refund lines' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(LINE), '3');
    expect(within(dialog).getByText('Type a whole number from 0 to 2.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Refund (US$)'), '26.01');
    expect(within(dialog).getByText('Type an amount up to $26.00, such as 2.50.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Put the returned units back in stock' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record return' }));
    expect(within(dialog).getByText('Say why, for example “the bag was torn”.')).toBeInTheDocument();
    expect(returnOrderLines).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal in the console’s language, and works in Khmer', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(returnOrderLines).mockRejectedValue(new ApiError('api', { codeId: 170 }));
    renderConsole('/merchant/orders/PP202611250007', { staff: ORDERS_STAFF });
    await speak('km');
    await user.click(await screen.findByRole('button', { name: 'ប្រគល់ត្រឡប់ ឬសងប្រាក់តាមមុខទំនិញ' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('មូលហេតុ (បង្ហាញក្នុងប្រវត្តិការបញ្ជាទិញ)'), 'ខូច');
    await user.type(within(dialog).getByLabelText('ប្រាក់សងវិញ (ដុល្លារ)'), '5');
    await user.selectOptions(within(dialog).getByLabelText('សងតាមរយៈ'), 'សាច់ប្រាក់');
    await user.click(within(dialog).getByRole('button', { name: 'កត់ត្រាការប្រគល់ត្រឡប់' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('ប្រាក់សងវិញលើសពីប្រាក់ដែលបានបង់'));
    expect(returnOrderLines).toHaveBeenCalledWith(
      expect.objectContaining({ lines: [], refund: 5, refundMethod: 'cash' }),
    );
  });

  it('shows a line with returned units as one value per cell (a phone draws each cell as a label and its value)', async () => {
    const order = shipped();
    jest.mocked(getOrder).mockResolvedValue(makeOrder({ status: 3, items: [{ ...order.items[0], returnedCount: 1 }] }));
    renderConsole('/merchant/orders/PP202611250007', { staff: ORDERS_STAFF });
    const line = (await screen.findByText('1 returned')).closest('tr')!;
    // A second node in a cell would be drawn in the next label's place on a phone (the cells are display: contents).
    const cells = [...line.querySelectorAll('td[data-label]')];
    expect(cells.map((cell) => [cell.getAttribute('data-label'), cell.childNodes.length])).toEqual(
      cells.map((cell) => [cell.getAttribute('data-label'), 1]),
    );
    expect(within(line).getByText('1 returned').parentElement).toHaveTextContent(/^21 returned$/);
  });

  it('offers no return on an order that was never paid', async () => {
    jest.mocked(getOrder).mockResolvedValue(makeOrder({ status: 1 }));
    renderConsole('/merchant/orders/PP202611250007', { staff: ORDERS_STAFF });
    expect(await screen.findByRole('button', { name: 'Confirm bank transfer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return or refund lines' })).not.toBeInTheDocument();
  });
});
