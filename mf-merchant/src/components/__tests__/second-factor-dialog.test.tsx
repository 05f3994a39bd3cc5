import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@mall/shared';
import { giveSecondFactor, listProducts } from '../../api/merchant-api';
import { useSecondFactorPrompt } from '../../features/session/second-factor';
import { pageOf } from '../../test-support/fixtures';
import { renderConsole } from '../../test-support/render-console';

jest.mock('../../api/merchant-api', () => ({
  giveSecondFactor: jest.fn(),
  listProducts: jest.fn(),
  listCategories: jest.fn().mockResolvedValue([]),
  getDashboard: jest.fn().mockResolvedValue({ orders: null, lowStock: { threshold: 5, total: 0, skus: [] } }),
}));

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listProducts).mockResolvedValue(pageOf([]));
});

/** A call refused with 149 asks, as api/client.ts does; resolves to what became of it. */
function refusedCall(): Promise<'sent again' | 'refused'> {
  let asked!: Promise<'sent again' | 'refused'>;
  act(() => {
    asked = useSecondFactorPrompt
      .getState()
      .ask()
      .then(
        () => 'sent again' as const,
        () => 'refused' as const,
      );
  });
  return asked;
}

describe('the code-again dialog (149)', () => {
  it('asks only for the authenticator code (no password), says a wrong one, and lets the waiting call go on', async () => {
    const user = userEvent.setup({ delay: null });
    jest
      .mocked(giveSecondFactor)
      .mockRejectedValueOnce(new ApiError('api', { codeId: 133, status: 401 }))
      .mockResolvedValueOnce({ staff: { staffId: 1 } as never });
    renderConsole('/merchant/products');
    await screen.findByRole('heading', { name: 'Products' });
    const call = refusedCall();

    const dialog = await screen.findByRole('dialog', { name: 'Enter your authenticator code again' });
    expect(dialog).toHaveTextContent('What you were doing is kept.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const code = screen.getByLabelText('Six-digit code from your authenticator app');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The six-digit code is missing or wrong');
    expect(giveSecondFactor).toHaveBeenLastCalledWith({ totp: '111111' });

    await user.clear(code);
    await user.type(code, '222222');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(call).resolves.toBe('sent again');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes a recovery code instead; Cancel gives the waiting call its refusal', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(giveSecondFactor).mockResolvedValue({ staff: { staffId: 1 } as never });
    renderConsole('/merchant/products');
    await screen.findByRole('heading', { name: 'Products' });

    const cancelled = refusedCall();
    await screen.findByRole('dialog', { name: 'Enter your authenticator code again' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(cancelled).resolves.toBe('refused');

    const call = refusedCall();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'k7m2p-q9r4t');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(call).resolves.toBe('sent again');
    expect(giveSecondFactor).toHaveBeenCalledWith({ recoveryCode: 'K7M2P-Q9R4T' });
  });
});
