import type { ReactElement } from 'react';
import {
  Button,
  Dialog,
  formatDateTime,
  formatPrice,
  localized,
  Select,
  TextField,
  useMallStore,
  variantText,
} from '@mall/shared';
import type { MerchantOrderDetail, RefundMethod } from '@mall/shared';
import { FormError } from '../../components/form-error';
import type { useReturn } from '../../features/orders/use-return';
import { useMerchantT } from '../../features/use-merchant-t';
import styles from './orders.module.css';

const METHODS: RefundMethod[] = ['bank_transfer', 'mobile_app', 'cash'];

/** A line as the console names it: the product and its variant in the console's language. */
function useLineName() {
  const language = useMallStore((state) => state.language);
  return (item: MerchantOrderDetail['items'][number]) => {
    const name = localized(item, 'prodName', language);
    return [name, variantText(item, name, language)].filter(Boolean).join(' · ');
  };
}

/** Which units of which lines came back, why, the money that goes back and how, and whether the units are restocked. */
export function ReturnDialog({
  order,
  form,
}: {
  order: MerchantOrderDetail;
  form: ReturnType<typeof useReturn>;
}): ReactElement {
  const t = useMerchantT();
  const lineName = useLineName();
  const refundable = formatPrice(form.refundable);
  return (
    <Dialog
      open={form.open}
      title={t('returns.title', { orderNumber: order.orderNumber })}
      onClose={form.cancel}
      actions={
        <>
          <Button variant="secondary" onClick={form.cancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" loading={form.busy} onClick={() => void form.submit()}>
            {t('returns.save')}
          </Button>
        </>
      }
    >
      <div className={styles.returnForm}>
        <p>{t('returns.hint')}</p>
        {form.lines.map((line) => (
          <TextField
            key={line.item.itemId}
            label={t('returns.lineQuantity', {
              name: lineName(line.item),
              bought: line.item.prodCount,
              returned: line.item.returnedCount,
            })}
            inputMode="numeric"
            autoComplete="off"
            value={line.typed}
            placeholder="0"
            disabled={line.max === 0}
            error={line.units === null ? t('returns.quantityWrong', { max: line.max }) : null}
            onChange={(event) => form.setUnits(line.item.itemId, event.target.value)}
          />
        ))}
        <label className={styles.check}>
          <input type="checkbox" checked={form.restock} onChange={(event) => form.setRestock(event.target.checked)} />
          {t('returns.restock')}
        </label>
        <TextField
          label={t('returns.reason')}
          maxLength={300}
          value={form.reason}
          error={form.shown.reason ? t('returns.reasonMissing') : null}
          onChange={(event) => form.setReason(event.target.value)}
        />
        <TextField
          label={t('returns.refund')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          hint={t('returns.refundHint', { amount: refundable })}
          value={form.typedRefund}
          error={
            form.refund === null || form.refund > form.refundable
              ? t('returns.refundWrong', { amount: refundable })
              : null
          }
          onChange={(event) => form.setTypedRefund(event.target.value)}
        />
        {(form.refund ?? 0) > 0 && (
          <>
            <Select
              label={t('returns.method')}
              placeholder={t('returns.methodChoose')}
              options={METHODS.map((method) => ({ value: method, label: t(`returns.methods.${method}`) }))}
              value={form.method}
              error={form.shown.method ? t('returns.methodChoose') : null}
              onChange={(event) => form.setMethod(event.target.value as RefundMethod | '')}
            />
            <TextField
              label={t('returns.reference')}
              maxLength={80}
              autoComplete="off"
              value={form.reference}
              onChange={(event) => form.setReference(event.target.value)}
            />
          </>
        )}
        <FormError message={form.error} />
      </div>
    </Dialog>
  );
}

/** Each return and refund of the order, oldest first: when, who, which units, the money and how, the stock, why. */
export function ReturnList({ order }: { order: MerchantOrderDetail }): ReactElement | null {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const lineName = useLineName();
  if (order.returns.length === 0) return null;
  return (
    <>
      <h2 className={styles.subheading} id="order-returns">
        {t('returns.listTitle')}
      </h2>
      <ol className={styles.history} aria-labelledby="order-returns">
        {order.returns.map((entry) => {
          const lines = entry.lines
            .map((line) => {
              const item = order.items.find((candidate) => candidate.itemId === line.itemId);
              return `${line.quantity} × ${item ? lineName(item) : '?'}`;
            })
            .join(', ');
          const method = entry.refundMethod ? t(`returns.methods.${entry.refundMethod}`) : '';
          return (
            <li key={entry.id}>
              <strong>{t('returns.entry', { time: formatDateTime(entry.time, language), name: entry.by })}</strong>
              <br />
              {lines && <>{t('returns.entryLines', { lines })} · </>}
              {entry.refund > 0
                ? entry.refundReference
                  ? t('returns.entryRefundRef', {
                      amount: formatPrice(entry.refund),
                      method,
                      reference: entry.refundReference,
                    })
                  : t('returns.entryRefund', { amount: formatPrice(entry.refund), method })
                : t('returns.entryNoRefund')}
              {entry.lines.length > 0 && <> · {entry.restock ? t('returns.restocked') : t('returns.notRestocked')}</>}
              <br />
              {t('returns.reasonLabel', { reason: entry.reason })}
            </li>
          );
        })}
      </ol>
    </>
  );
}
