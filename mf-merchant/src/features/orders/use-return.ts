import { useState } from 'react';
import type { MerchantOrderDetail, RefundMethod } from '@mall/shared';
import { returnOrderLines } from '../../api/merchant-api';
import { useMerchantT } from '../use-merchant-t';
import { useSave } from '../use-save';
import { amountOf } from '../typed-amounts';

/** The states an order is returned or refunded by line from (the API says the same): paid, not refunded whole. */
export const RETURNABLE_STATUSES: readonly number[] = [2, 3, 5, 7];

/** Units still to come back of each line: bought less returned. */
const remainingOf = (item: MerchantOrderDetail['items'][number]) => item.prodCount - item.returnedCount;

/** A whole number of units from 0 to `max`, as typed; null when it is not. */
export function unitsOf(typed: string, max: number): number | null {
  const text = typed.trim();
  if (text === '') return 0;
  if (!/^\d{1,5}$/.test(text)) return null;
  const units = Number(text);
  return units <= max ? units : null;
}

/**
 * The return dialog of an order: the units typed per line, the reason, the refund (at most what was paid less what
 * was refunded), its method and reference, and whether the units go back into stock; checked here before the API
 * checks it again.
 */
export function useReturn(order: MerchantOrderDetail, onChanged: () => void) {
  const t = useMerchantT();
  const save = useSave();
  const [open, setOpen] = useState(false);
  const [typedUnits, setTypedUnits] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [typedRefund, setTypedRefund] = useState('');
  const [method, setMethod] = useState<RefundMethod | ''>('');
  const [reference, setReference] = useState('');
  const [restock, setRestock] = useState(true);
  const [tried, setTried] = useState(false);

  const refundable = Math.round((order.amount - order.refunded) * 100) / 100;
  const lines = order.items.map((item) => ({
    item,
    max: remainingOf(item),
    typed: typedUnits[item.itemId] ?? '',
    units: unitsOf(typedUnits[item.itemId] ?? '', remainingOf(item)),
  }));
  const refund = typedRefund.trim() === '' ? 0 : amountOf(typedRefund);
  const refundOk = refund !== null && refund <= refundable;
  const chosen = lines.filter((line) => (line.units ?? 0) > 0);
  const problems = {
    lines: lines.some((line) => line.units === null),
    refund: !refundOk,
    reason: reason.trim() === '',
    method: refundOk && (refund ?? 0) > 0 && method === '',
    nothing: chosen.length === 0 && refundOk && refund === 0,
  };

  const start = () => {
    setTypedUnits({});
    setReason('');
    setTypedRefund('');
    setMethod('');
    setReference('');
    setRestock(true);
    setTried(false);
    save.clear();
    setOpen(true);
  };

  const submit = async () => {
    setTried(true);
    if (Object.values(problems).some(Boolean)) {
      save.refuse(problems.nothing ? t('returns.nothing') : '');
      return;
    }
    const cents = refund ?? 0;
    await save.run(
      () =>
        returnOrderLines({
          orderNumber: order.orderNumber,
          lines: chosen.map((line) => ({ itemId: line.item.itemId, quantity: line.units! })),
          reason: reason.trim(),
          refund: cents,
          ...(cents > 0 ? { refundMethod: method as RefundMethod, refundReference: reference.trim() } : {}),
          restock,
        }),
      () => {
        setOpen(false);
        onChanged();
        return t('returns.done');
      },
    );
  };

  return {
    open,
    start,
    cancel: () => setOpen(false),
    submit,
    busy: save.busy,
    error: save.error,
    done: save.notice,
    /** Forgets what the last return said (another step on the order is under way). */
    dismiss: save.clear,
    refundable,
    lines,
    setUnits: (itemId: number, value: string) => setTypedUnits((previous) => ({ ...previous, [itemId]: value })),
    reason,
    setReason,
    typedRefund,
    setTypedRefund,
    refund,
    method,
    setMethod,
    reference,
    setReference,
    restock,
    setRestock,
    /** What to point out, once Save was pressed. */
    shown: tried ? problems : { lines: false, refund: false, reason: false, method: false, nothing: false },
  };
}
