import { useState } from 'react';
import { actOnOrder, type OrderAction } from '../../api/merchant-api';
import type { MerchantOrderDetail } from '@mall/shared';
import { useMerchantT } from '../use-merchant-t';
import { amountOf, rielAmountOf } from '../typed-amounts';
import { useSave } from '../use-save';

/** What a transfer must bring: the open payment's reference and amount (it may cover several orders), else the order's. */
export function transferDue(order: MerchantOrderDetail): { reference: string | null; due: number } {
  const open = order.payments.find((payment) => payment.status === 'pending');
  return open ? { reference: open.reference, due: open.amount } : { reference: null, due: order.amount };
}

/** Received minus due in cents, read as short, over or exact (null while nothing usable is typed). */
export function paymentGap(
  received: number | null,
  due: number,
): { kind: 'short' | 'over' | 'exact'; gap: number } | null {
  if (received === null) return null;
  const cents = Math.round(received * 100) - Math.round(due * 100);
  return { kind: cents < 0 ? 'short' : cents > 0 ? 'over' : 'exact', gap: Math.abs(cents) / 100 };
}

/** Riel received minus the order's frozen riel total, read as short, over or exact. */
function rielGap(received: number | null, due: number): { kind: 'short' | 'over' | 'exact'; gap: number } | null {
  if (received === null) return null;
  const difference = received - due;
  return { kind: difference < 0 ? 'short' : difference > 0 ? 'over' : 'exact', gap: Math.abs(difference) };
}

/**
 * A step on an order, asked first: which one is being asked, the amount received typed for a transfer, the call and
 * what it said. The order is read again after a step (`onChanged`).
 */
export function useOrderStep(order: MerchantOrderDetail, onChanged: () => void) {
  const t = useMerchantT();
  const [asking, setAsking] = useState<OrderAction | null>(null);
  const [typedReceived, setTypedReceived] = useState('');
  const [rider, setRider] = useState({ rider: '', riderPhone: '', note: '' });
  const riderPhoneOk = /^[0-9 +()-]*$/.test(rider.riderPhone.trim());
  const save = useSave();
  const { reference, due: transferDueAmount } = transferDue(order);
  const [cashAsked, setCashAsked] = useState(false);
  // A rider may bring riel back for an order with a frozen riel total (counted against that total).
  const rielOffered = cashAsked && order.amountRiel !== null;
  const [currency, setCurrency] = useState<'USD' | 'KHR'>('USD');
  const inRiel = rielOffered && currency === 'KHR';
  // Cash: the order's amount is what the rider should bring back.
  const due = cashAsked ? order.amount : transferDueAmount;
  const received = inRiel ? rielAmountOf(typedReceived) : amountOf(typedReceived);
  const gap = inRiel ? rielGap(received, order.amountRiel!) : paymentGap(received, due);

  const ask = (action: OrderAction) => {
    setAsking(action);
    save.clear();
    setCashAsked(action === 'cashDelivered');
    setCurrency('USD');
    if (action === 'confirmTransfer') setTypedReceived(String(transferDueAmount));
    if (action === 'cashDelivered') setTypedReceived(String(order.amount));
  };

  const extraOf = (action: OrderAction) => {
    if (action === 'confirmTransfer') return { received: received! };
    if (action === 'cashDelivered') return inRiel ? { cashTakenRiel: received! } : { cashTaken: received! };
    if (action === 'ship')
      return Object.fromEntries(
        Object.entries(rider)
          .map(([key, value]) => [key, value.trim()])
          .filter(([, value]) => value),
      );
    return {};
  };

  const act = async () => {
    if (!asking) return;
    if ((asking === 'confirmTransfer' || asking === 'cashDelivered') && received === null) return;
    if (asking === 'ship' && !riderPhoneOk) return;
    const action = asking;
    await save.run(
      () => actOnOrder(action, order.orderNumber, extraOf(action)),
      () => {
        onChanged();
        return t(`orderAction.${action}Done`);
      },
    );
    setAsking(null);
  };

  return {
    asking,
    ask,
    cancel: () => setAsking(null),
    act,
    busy: save.busy,
    error: save.error,
    done: save.notice,
    /** Forgets what the last step said (a return is under way). */
    dismiss: save.clear,
    transfer: {
      reference,
      due,
      typedReceived,
      setTypedReceived,
      received,
      gap,
      rielOffered,
      inRiel,
      dueRiel: order.amountRiel,
      chooseCurrency: (next: 'USD' | 'KHR') => {
        setCurrency(next);
        setTypedReceived(next === 'KHR' ? String(order.amountRiel ?? '') : String(order.amount));
      },
    },
    shipping: {
      ...rider,
      riderPhoneOk,
      set: (field: keyof typeof rider, value: string) => setRider((previous) => ({ ...previous, [field]: value })),
    },
  };
}
