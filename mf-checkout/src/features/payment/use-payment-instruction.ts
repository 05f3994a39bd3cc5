import { useCallback, useEffect, useState } from 'react';
import { getOrder, payOrders, type LoadState, type Order, type PaymentInstruction } from '@mall/shared';

export type InstructionState =
  | { status: Exclude<LoadState, 'ready'> }
  | { status: 'ready'; instruction: PaymentInstruction }
  /** The order no longer waits for payment (paid, cancelled…), or no order number was given. */
  | { status: 'settled'; order: Order | null };

const TO_PAY = 1;

/**
 * The payment instruction for the success page: the one confirm just received (router state), or, after a
 * reload, asked again from payConfig/pay with the order's payment method while the order is still to pay.
 */
export function usePaymentInstruction(orderNumber: string | null, initial: PaymentInstruction | null) {
  const [state, setState] = useState<InstructionState>(() =>
    initial ? { status: 'ready', instruction: initial } : { status: 'loading' },
  );

  const load = useCallback(async () => {
    if (!orderNumber) {
      setState({ status: 'settled', order: null });
      return;
    }
    setState({ status: 'loading' });
    try {
      const order = await getOrder(orderNumber);
      if (order.status !== TO_PAY) {
        setState({ status: 'settled', order });
        return;
      }
      const instruction = await payOrders({ orderNumbers: orderNumber, payType: order.paymentMethod ?? 1 });
      setState({ status: 'ready', instruction });
    } catch {
      setState({ status: 'error' });
    }
  }, [orderNumber]);

  useEffect(() => {
    if (!initial) void load();
    // Only on arrival: the router state does not change while the page is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderNumber]);

  return { state, reload: load };
}
