import { getOrder, payOrders, useResource, type LoadState, type Order, type PaymentInstruction } from '@mall/shared';

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
  const resource = useResource<Extract<InstructionState, { status: 'ready' | 'settled' }>>(
    `payment:${orderNumber ?? ''}`,
    async () => {
      if (!orderNumber) return { status: 'settled', order: null };
      const order = await getOrder(orderNumber);
      if (order.status !== TO_PAY) return { status: 'settled', order };
      const instruction = await payOrders({ orderNumbers: orderNumber, payType: order.paymentMethod ?? 1 });
      return { status: 'ready', instruction };
    },
    { initial: initial ? { status: 'ready', instruction: initial } : undefined },
  );
  const state: InstructionState =
    resource.state === 'ready' && resource.data
      ? resource.data
      : { status: resource.state === 'error' ? 'error' : 'loading' };
  return { state, reload: resource.reload };
}
