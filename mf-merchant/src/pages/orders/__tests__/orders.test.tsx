import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, changeI18nLanguage, useMallStore, type LanguageCode } from '@mall/shared';
import { actOnOrder, getCashReport, getOrder, listOrders, listRefunds, markRefunded } from '../../../api/merchant-api';
import { makeOrder, pageOf } from '../../../test-support/fixtures';
import { OWNER, renderConsole } from '../../../test-support/render-console';

jest.mock('../../../api/merchant-api', () => ({
  listOrders: jest.fn(),
  getOrder: jest.fn(),
  actOnOrder: jest.fn(),
  listRefunds: jest.fn(),
  markRefunded: jest.fn(),
  getCashReport: jest.fn(),
}));

const ORDERS_STAFF = { ...OWNER, staffId: 3, name: 'Vanna', role: 'orders' as const };

const PENDING = {
  reference: 'MPE5W3DJG9MF',
  payType: 1,
  amount: 26,
  status: 'pending',
  createdAt: '2026-11-25T09:31:00+07:00',
  paidAt: null,
  received: null,
  refundedAt: null,
};

/** The console switched to a language, as the language menu does. */
async function speak(language: LanguageCode) {
  await act(async () => {
    await changeI18nLanguage(language);
    useMallStore.setState({ language });
  });
}

afterEach(() => speak('en'));

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listOrders).mockResolvedValue(pageOf([makeOrder()]));
  jest.mocked(getOrder).mockResolvedValue(makeOrder());
});

describe('orders', () => {
  it('offers an orders member only the orders sections, and filters by one search box, status and dates', async () => {
    const user = userEvent.setup({ delay: null });
    renderConsole('/merchant/orders', { staff: ORDERS_STAFF });
    expect(await screen.findByRole('link', { name: 'PP202611250007' })).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(navigation).queryByRole('link', { name: 'Products' })).not.toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'To ship');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-25');
    await user.type(screen.getByLabelText('Payment reference, order number or mobile'), ' MPE5W3DJG9MF ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(listOrders).toHaveBeenLastCalledWith({
        current: 1,
        size: 20,
        status: 2,
        from: '2026-11-01',
        to: '2026-11-25',
        q: 'MPE5W3DJG9MF',
      }),
    );
  });

  it('says what to pack in the console’s language: the photo, the product, the variant as bought (by its specs)', async () => {
    renderConsole('/merchant/orders/PP202611250007', { staff: ORDERS_STAFF });
    await speak('km');
    const line = (await screen.findByRole('cell', { name: 'ម្រេចកំពត' })).closest('tr')!;
    expect(within(line).getByRole('cell', { name: 'ទម្ងន់៖ ២៥០ ក្រាម' })).toBeInTheDocument();
    // The photo beside the name it shows (so it is not named again).
    expect(within(line).getByRole('presentation')).toHaveAttribute('src', expect.stringContaining('pepper.jpg'));
    await speak('zh');
    expect(await screen.findByRole('cell', { name: '重量：250 克' })).toBeInTheDocument();
  });

  it('ships a paid order after asking, and shows the new state', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(actOnOrder).mockResolvedValue(makeOrder({ status: 3 }));
    renderConsole('/merchant/orders/PP202611250007', { staff: ORDERS_STAFF });
    expect(await screen.findByRole('heading', { name: 'Order PP202611250007' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark order PP202611250007 as shipped?' });
    jest.mocked(getOrder).mockResolvedValue(makeOrder({ status: 3 }));
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));

    expect(actOnOrder).toHaveBeenCalledWith('ship', 'PP202611250007', {});
    expect(await screen.findByText('The order is marked as shipped.')).toBeInTheDocument();
    expect(await screen.findByText('Shipped')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record a return' })).toBeInTheDocument();
  });

  it('confirms a transfer against the reference and the amount due, and flags a short payment before it is recorded', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getOrder).mockResolvedValue(makeOrder({ status: 1, payments: [PENDING] }));
    jest.mocked(actOnOrder).mockResolvedValue(makeOrder({ status: 2 }));
    renderConsole('/merchant/orders/PP202611250007', { staff: ORDERS_STAFF });
    await user.click(await screen.findByRole('button', { name: 'Confirm bank transfer' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Has the transfer for order PP202611250007 arrived in the shop’s account?',
    });
    expect(within(dialog).getByText('MPE5W3DJG9MF')).toBeInTheDocument();
    expect(within(dialog).getByText('$26.00')).toBeInTheDocument();
    const received = within(dialog).getByLabelText('Amount received (US$)');
    expect(received).toHaveValue('26');
    expect(within(dialog).getByRole('status')).toHaveTextContent('The amount received matches.');
    await user.clear(received);
    await user.type(received, '25,5');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Short by $0.50: the shopper paid less than is due.');
    await user.clear(received);
    await user.type(received, '26.2');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Over by $0.20');
    await user.clear(received);
    await user.type(received, 'twenty');
    expect(within(dialog).getByText('Type the amount the bank shows, such as 12.50.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm bank transfer' }));
    expect(actOnOrder).not.toHaveBeenCalled();
    await user.clear(received);
    await user.type(received, '25,5');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm bank transfer' }));
    expect(actOnOrder).toHaveBeenCalledWith('confirmTransfer', 'PP202611250007', { received: 25.5 });
    expect(await screen.findByText('The transfer is confirmed: the order is ready to ship.')).toBeInTheDocument();
  });

  it('records the cash a rider brought back for a cash order, which completes it; or cancels a refused one', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getOrder).mockResolvedValue(makeOrder({ status: 2, paymentMethod: 3 }));
    jest.mocked(actOnOrder).mockResolvedValue(makeOrder({ status: 5, paymentMethod: 3, cashTaken: 25 }));
    renderConsole('/merchant/orders/PP202611250007', { staff: ORDERS_STAFF });
    expect(await screen.findByRole('button', { name: 'Refused or called off' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delivered, cash taken' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Order PP202611250007 was delivered: how much cash did the rider bring back?',
    });
    const taken = within(dialog).getByLabelText('Amount received (US$)');
    expect(taken).toHaveValue('26');
    await user.clear(taken);
    await user.type(taken, '25');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Short by $1.00');
    jest.mocked(getOrder).mockResolvedValue(makeOrder({ status: 5, paymentMethod: 3, cashTaken: 25 }));
    await user.click(within(dialog).getByRole('button', { name: 'Delivered, cash taken' }));
    expect(actOnOrder).toHaveBeenCalledWith('cashDelivered', 'PP202611250007', { cashTaken: 25 });
    expect(await screen.findByText('The cash is recorded: the order is completed.')).toBeInTheDocument();
    expect(await screen.findByText('$25.00')).toBeInTheDocument();
    expect(screen.getByText('Cash taken')).toBeInTheDocument();
  });

  it('records the cash a rider brought back in riel, counted against the order’s frozen riel total', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getOrder).mockResolvedValue(makeOrder({ status: 2, paymentMethod: 3 }));
    jest.mocked(actOnOrder).mockResolvedValue(makeOrder({ status: 5, paymentMethod: 3, cashTaken: 26 }));
    renderConsole('/merchant/orders/PP202611250007', { staff: ORDERS_STAFF });
    await user.click(await screen.findByRole('button', { name: 'Delivered, cash taken' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Riel' }));
    const taken = within(dialog).getByLabelText('Riel received');
    expect(taken).toHaveValue('104000');
    expect(within(dialog).getByText('104,000៛')).toBeInTheDocument();
    await user.clear(taken);
    await user.type(taken, '100,000');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Short by 4,000៛');
    await user.clear(taken);
    await user.type(taken, '104 000');
    await user.click(within(dialog).getByRole('button', { name: 'Delivered, cash taken' }));
    expect(actOnOrder).toHaveBeenCalledWith('cashDelivered', 'PP202611250007', { cashTakenRiel: 104_000 });
  });

  it('confirms a bank transfer, and shows the API’s refusal in the merchant’s language when it says no', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getOrder).mockResolvedValue(makeOrder({ status: 1 }));
    jest.mocked(actOnOrder).mockRejectedValue(new ApiError('api', { codeId: 131, status: 403 }));
    renderConsole('/merchant/orders/PP202611250007', { staff: ORDERS_STAFF });
    await user.click(await screen.findByRole('button', { name: 'Confirm bank transfer' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm bank transfer' }),
    );
    expect(actOnOrder).toHaveBeenCalledWith('confirmTransfer', 'PP202611250007', { received: 26 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this. Ask the shop owner.');
  });

  it("shows a day's cash from riders: due against recorded, each difference flagged", async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(getCashReport).mockImplementation(async (day) =>
      day === '2026-11-26'
        ? {
            day,
            orders: [
              {
                orderNumber: 'PP1',
                receiver: 'Sok Dara',
                finishTime: '2026-11-26T17:00:00+07:00',
                due: 11,
                recorded: 11,
                difference: 0,
                flagged: false,
              },
              {
                orderNumber: 'PP2',
                receiver: 'Chan Sophea',
                finishTime: '2026-11-26T18:00:00+07:00',
                due: 21,
                recorded: 20,
                difference: -1,
                flagged: true,
              },
            ],
            due: 32,
            recorded: 31,
            difference: -1,
            flagged: 1,
          }
        : { day, orders: [], due: 0, recorded: 0, difference: 0, flagged: 0 },
    );
    renderConsole('/merchant/orders', { staff: ORDERS_STAFF });
    await user.click(await screen.findByRole('link', { name: 'Cash from riders' }));
    expect(await screen.findByText('No cash orders were delivered that day.')).toBeInTheDocument();
    const day = screen.getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '2026-11-26');
    const short = await screen.findByRole('row', { name: /PP2/ });
    expect(within(short).getByText('Differs: −$1.00')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /PP1/ })).queryByText(/Differs/)).not.toBeInTheDocument();
    expect(screen.getByText('$32.00')).toBeInTheDocument();
    expect(screen.getByText('$31.00')).toBeInTheDocument();
    expect(getCashReport).toHaveBeenLastCalledWith('2026-11-26');
  });

  it('lists the refunds due and marks one as paid back', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(listRefunds).mockResolvedValueOnce([
      {
        reference: 'RF-1',
        amount: 26,
        mobile: '012345678',
        paidAt: '2026-11-25T12:00:00+07:00',
        payType: 1,
        orderNumbers: ['PP202611250007'],
      },
    ]);
    jest.mocked(listRefunds).mockResolvedValue([]);
    jest.mocked(markRefunded).mockResolvedValue(null);
    renderConsole('/merchant/refunds', { staff: ORDERS_STAFF });
    await user.click(await screen.findByRole('button', { name: 'Mark as paid back: refund RF-1' }));
    expect(markRefunded).toHaveBeenCalledWith('RF-1');
    expect(await screen.findByText('No refunds are due.')).toBeInTheDocument();
  });

  it('shows the whole order: wished time, payment method, items, fee and total, and who moved it when', async () => {
    jest.mocked(getOrder).mockResolvedValue(
      makeOrder({
        history: [
          { status: 1, time: '2026-11-25T09:30:00+07:00', by: null },
          { status: 2, time: '2026-11-25T09:45:00+07:00', by: 'Vanna' },
        ],
        payments: [{ ...PENDING, status: 'paid', paidAt: '2026-11-25T09:45:00+07:00', received: 25.5 }],
      }),
    );
    renderConsole('/merchant/orders/PP202611250007', { staff: ORDERS_STAFF });
    await screen.findByRole('heading', { name: 'Order PP202611250007' });
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Wished delivery')).toHaveTextContent(/25/);
    expect(fact('Payment method')).toHaveTextContent('Bank transfer');
    expect(fact('Items')).toHaveTextContent('$25.00');
    expect(fact('Delivery fee')).toHaveTextContent('$1.00');
    expect(fact('Total')).toHaveTextContent('$26.00');
    expect(screen.getByText(/Short by \$0\.50/)).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(steps.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Waiting for payment · .+ · by the shopper or automatically$/),
      expect.stringMatching(/^To ship · .+ · by Vanna$/),
    ]);
  });

  it('ships with the rider’s name and phone and a note, refusing a phone that is not one', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(actOnOrder).mockResolvedValue(makeOrder({ status: 3 }));
    renderConsole('/merchant/orders/PP202611250007', { staff: ORDERS_STAFF });
    await user.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('The shopper sees the rider and the note on their order.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Rider's name"), ' Sokha ');
    await user.type(within(dialog).getByLabelText("Rider's phone"), 'call him');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(within(dialog).getByText('Type a phone number: digits, spaces and + only.')).toBeInTheDocument();
    expect(actOnOrder).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText("Rider's phone"));
    await user.type(within(dialog).getByLabelText("Rider's phone"), '012 777 888');
    await user.type(within(dialog).getByLabelText('Tracking note (courier, tracking number)'), 'Blue Honda');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(actOnOrder).toHaveBeenCalledWith('ship', 'PP202611250007', {
      rider: 'Sokha',
      riderPhone: '012 777 888',
      note: 'Blue Honda',
    });
  });

  it('prints a packing slip (what to pack, for whom, no prices) and a receipt (what was paid), one at a time', async () => {
    const user = userEvent.setup({ delay: null });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderConsole('/merchant/orders/PP202611250007', { staff: ORDERS_STAFF });
    await user.click(await screen.findByRole('button', { name: 'Print packing slip' }));
    expect(print).toHaveBeenCalledTimes(1);
    const slip = screen.getByRole('article', { name: 'Packing slip' });
    expect(slip).toHaveAttribute('data-print-root');
    expect(slip.parentElement).toBe(document.body);
    expect(within(slip).getByText('PP202611250007')).toBeInTheDocument();
    expect(within(slip).getByText('Weight: 250 g')).toBeInTheDocument();
    expect(within(slip).getByText('2 ×')).toBeInTheDocument();
    expect(within(slip).getByText('2 items to pack')).toBeInTheDocument();
    expect(within(slip).getByText(/St 51, Daun Penh/)).toBeInTheDocument();
    expect(within(slip).queryByText('$25.00')).not.toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByRole('article', { name: 'Packing slip' })).not.toBeInTheDocument();

    // The order page writes the riel frozen with the order beside its total, as the receipt does.
    expect(screen.getByText('104,000៛')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    const receipt = screen.getByRole('article', { name: 'Receipt' });
    expect(within(receipt).getByText('$26.00')).toBeInTheDocument();
    // The riel frozen with the order, at its rate: a shopper paying in riel reads the same figure as on the pay page.
    expect(within(receipt).getByText('In riel, at 4,000៛ to the dollar')).toBeInTheDocument();
    expect(within(receipt).getByText('104,000៛')).toBeInTheDocument();
    expect(within(receipt).getByText('Bank transfer')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Packing slip' })).not.toBeInTheDocument();
    print.mockRestore();
  });
});
