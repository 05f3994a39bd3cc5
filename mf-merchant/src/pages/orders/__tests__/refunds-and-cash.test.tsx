import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type CashReport, type RefundDue } from '@mall/shared';
import { getCashReport, listRefunds, markRefunded } from '../../../api/merchant-api';
import { OWNER, renderConsole } from '../../../test-support/render-console';

jest.mock('../../../api/merchant-api', () => ({
  listRefunds: jest.fn(),
  markRefunded: jest.fn(),
  getCashReport: jest.fn(),
}));

const REFUND: RefundDue = {
  reference: 'MPE5W3DJG9MF',
  amount: 19.5,
  mobile: '012345678',
  paidAt: '2026-11-27T09:00:00+07:00',
  payType: 1,
  orderNumbers: ['20261127090000123456', '20261127090000654321'],
};

beforeEach(() => jest.clearAllMocks());

describe('refunds due', () => {
  it('lists each refund with its orders, and marks one as paid back', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(listRefunds).mockResolvedValueOnce([REFUND]).mockResolvedValue([]);
    jest.mocked(markRefunded).mockResolvedValue(null);
    renderConsole('/merchant/refunds', { staff: OWNER });

    const row = await screen.findByRole('row', { name: /MPE5W3DJG9MF/ });
    expect(within(row).getByRole('link', { name: '20261127090000654321' })).toHaveAttribute(
      'href',
      '/merchant/orders/20261127090000654321',
    );
    expect(within(row).getByText('$19.50')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Mark as paid back: refund MPE5W3DJG9MF' }));
    expect(markRefunded).toHaveBeenCalledWith('MPE5W3DJG9MF');
    expect(await screen.findByText('No refunds are due.')).toBeInTheDocument();
  });

  it('offers a retry when the list does not load, and says why a mark was refused', async () => {
    const user = userEvent.setup({ delay: null });
    jest
      .mocked(listRefunds)
      .mockRejectedValueOnce(new ApiError('network', { status: 0, codeId: 98, msg: 'offline' }))
      .mockResolvedValue([REFUND]);
    jest.mocked(markRefunded).mockRejectedValue(new ApiError('api', { status: 403, codeId: 131, msg: 'role' }));
    renderConsole('/merchant/refunds', { staff: OWNER });

    await user.click(await screen.findByRole('button', { name: /try again/i }));
    await user.click(await screen.findByRole('button', { name: /^Mark as paid back/ }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('row', { name: /MPE5W3DJG9MF/ })).toBeInTheDocument();
  });
});

describe('the day’s cash from riders', () => {
  it('totals the day and flags an order whose cash differs', async () => {
    const report: CashReport = {
      day: '2026-11-27',
      orders: [
        {
          orderNumber: '20261127090000123456',
          receiver: 'Sokha',
          finishTime: '2026-11-27T15:00:00+07:00',
          due: 12,
          recorded: 10,
          difference: -2,
          flagged: true,
        },
      ],
      due: 12,
      recorded: 10,
      difference: -2,
      flagged: 1,
    };
    jest.mocked(getCashReport).mockResolvedValue(report);
    renderConsole('/merchant/cash', { staff: OWNER });

    const row = await screen.findByRole('row', { name: /Sokha/ });
    expect(within(row).getByText('Differs: −$2.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('−$2.00').length).toBeGreaterThan(0));
  });
});
