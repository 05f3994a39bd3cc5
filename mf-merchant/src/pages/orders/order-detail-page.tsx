import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  formatDateTime,
  formatPrice,
  formatRiel,
  Skeleton,
  TextField,
  useMallStore,
  useResource,
} from '@mall/shared';
import type { MerchantOrderDetail } from '@mall/shared';
import { getOrder } from '../../api/merchant-api';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { actionsFor } from '../../features/orders/order-actions';
import { paymentGap, useOrderStep } from '../../features/orders/use-order-step';
import { usePrint } from '../../features/orders/use-print';
import { refusalMessage, useMerchantT } from '../../features/use-merchant-t';
import { consolePath } from '../../paths';
import { OrderLinesTable } from './order-lines-table';
import { OrderPrint } from './order-print';
import { RETURNABLE_STATUSES, useReturn } from '../../features/orders/use-return';
import { ReturnDialog, ReturnList } from './return-dialog';
import styles from './orders.module.css';

export default function OrderDetailPage(): ReactElement {
  const t = useMerchantT();
  const { orderNumber = '' } = useParams();
  const order = useResource(`merchant:order:${orderNumber}`, () => getOrder(orderNumber));
  if (order.state === 'error')
    return <ErrorState title={t('common.loadFailed')} message={refusalMessage(order.error)} onRetry={order.reload} />;
  if (order.state === 'loading' || !order.data)
    return (
      <section className={styles.detail} aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton width="18rem" height="1.75rem" />
        <Skeleton lines={4} height="1.25rem" />
        <Skeleton lines={3} height="2.5rem" />
      </section>
    );
  return <OrderDetail order={order.data} onChanged={order.refresh} />;
}

function OrderDetail({ order, onChanged }: { order: MerchantOrderDetail; onChanged: () => void }): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const step = useOrderStep(order, onChanged);
  const returning = useReturn(order, onChanged);
  const { printing, print } = usePrint();
  const when = (time: string) => formatDateTime(time, language);

  return (
    <section className={styles.detail}>
      <PageHeader
        title={t('orders.detailTitle', { orderNumber: order.orderNumber })}
        actions={
          <>
            <Button variant="secondary" onClick={() => print('slip')}>
              {t('orders.printSlip')}
            </Button>
            <Button variant="secondary" onClick={() => print('receipt')}>
              {t('orders.printReceipt')}
            </Button>
            <Link to={consolePath('orders')}>{t('orders.backToList')}</Link>
          </>
        }
      />
      <dl className={styles.facts}>
        <dt>{t('orders.status')}</dt>
        <dd>{t(`orderStatus.${order.status}`)}</dd>
        <dt>{t('orders.placed')}</dt>
        <dd>{when(order.createTime)}</dd>
        <dt>{t('orders.wished')}</dt>
        <dd>{when(order.recTime)}</dd>
        <dt>{t('orders.payWith')}</dt>
        <dd>{t(`common:payType.${order.paymentMethod}`)}</dd>
        {order.cashTaken !== null && (
          <>
            <dt>{t('orders.cashTaken')}</dt>
            <dd>{formatPrice(order.cashTaken)}</dd>
          </>
        )}
        <dt>{t('orders.mobile')}</dt>
        <dd>{order.mobile}</dd>
        <dt>{t('orders.deliverTo')}</dt>
        <dd>
          {order.address.receiver}, {order.address.mobile}, {order.address.addr}
        </dd>
        {order.remarks && (
          <>
            <dt>{t('orders.remarks')}</dt>
            <dd>{order.remarks}</dd>
          </>
        )}
        {order.delivery && (
          <>
            <dt>{t('orders.delivery')}</dt>
            <dd>
              {[order.delivery.rider, order.delivery.riderPhone, order.delivery.note].filter(Boolean).join(' · ')}
            </dd>
          </>
        )}
      </dl>
      <h2 className={styles.subheading}>{t('orders.items')}</h2>
      <OrderLinesTable items={order.items} />
      <dl className={styles.totals}>
        <dt>{t('orders.itemsTotal')}</dt>
        <dd>{formatPrice(order.productAmount)}</dd>
        <dt>{t('orders.deliveryFee')}</dt>
        <dd>{formatPrice(order.deliveryFee)}</dd>
        <dt>{t('orders.total')}</dt>
        <dd className={styles.total}>{formatPrice(order.amount)}</dd>
        {order.amountRiel !== null && order.rielRate !== null && (
          <>
            <dt>{t('orders.totalRiel', { rate: formatRiel(order.rielRate, language) })}</dt>
            <dd>{formatRiel(order.amountRiel, language)}</dd>
          </>
        )}
        {order.refunded > 0 && (
          <>
            <dt>{t('returns.refunded')}</dt>
            <dd>{formatPrice(order.refunded)}</dd>
          </>
        )}
      </dl>
      {order.payments.length > 0 && (
        <>
          <h2 className={styles.subheading}>{t('orders.payments')}</h2>
          <ul>
            {order.payments.map((payment, index) => (
              <li key={index}>
                {formatPrice(payment.amount)} · {payment.reference} · {when(payment.paidAt ?? payment.createdAt)}
                {payment.received !== null && <PaymentReceived due={payment.amount} received={payment.received} />}
              </li>
            ))}
          </ul>
        </>
      )}
      <h2 className={styles.subheading} id="order-history">
        {t('orders.history')}
      </h2>
      <ol className={styles.history} aria-labelledby="order-history">
        {order.history.map((event, index) => (
          <li key={index}>
            <strong>{t(`orderStatus.${event.status}`)}</strong> · <time dateTime={event.time}>{when(event.time)}</time>{' '}
            · {event.by ? t('orders.byStaff', { name: event.by }) : t('orders.byShopper')}
          </li>
        ))}
      </ol>
      <ReturnList order={order} />
      <div className={styles.actions}>
        <FormError message={step.error} />
        {step.done && <p role="status">{step.done}</p>}
        {returning.done && <p role="status">{returning.done}</p>}
        {actionsFor(order.status, order.paymentMethod).map((action) => (
          <Button
            key={action}
            onClick={() => {
              // One status at a time: the step's, not an earlier return's (their words can be the same).
              returning.dismiss();
              step.ask(action);
            }}
          >
            {t(`orderAction.${action}`)}
          </Button>
        ))}
        {RETURNABLE_STATUSES.includes(order.status) && (
          <Button
            variant="secondary"
            onClick={() => {
              step.dismiss();
              returning.start();
            }}
          >
            {t('returns.open')}
          </Button>
        )}
      </div>
      <ReturnDialog order={order} form={returning} />
      <ConfirmDialog
        open={step.asking !== null}
        title={step.asking ? t(`orderAction.${step.asking}Ask`, { orderNumber: order.orderNumber }) : ''}
        message={
          step.asking === 'confirmTransfer' || step.asking === 'cashDelivered' ? (
            <TransferCheck transfer={step.transfer} />
          ) : step.asking === 'ship' ? (
            <ShippingFields shipping={step.shipping} />
          ) : undefined
        }
        confirmLabel={step.asking ? t(`orderAction.${step.asking}`) : undefined}
        cancelLabel={t('common.cancel')}
        busy={step.busy}
        danger={step.asking === 'refund' || step.asking === 'return' || step.asking === 'cashRefused'}
        onConfirm={() => void step.act()}
        onCancel={step.cancel}
      />
      {printing && <OrderPrint order={order} document={printing} />}
    </section>
  );
}

/** What a confirmed transfer brought, flagged when it was short or over. */
function PaymentReceived({ due, received }: { due: number; received: number }): ReactElement {
  const t = useMerchantT();
  const gap = paymentGap(received, due)!;
  return (
    <>
      {' · '}
      {t('orders.received', { amount: formatPrice(received) })}
      {gap.kind !== 'exact' && (
        <strong className={styles.gap}> · {t(`orderAction.${gap.kind}`, { amount: formatPrice(gap.gap) })}</strong>
      )}
    </>
  );
}

/** Who takes the order: the rider's name and phone, or a tracking note; the shopper sees them. */
function ShippingFields({ shipping }: { shipping: ReturnType<typeof useOrderStep>['shipping'] }): ReactElement {
  const t = useMerchantT();
  return (
    <div className={styles.askForm}>
      <p>{t('orderAction.shipHint')}</p>
      <TextField
        label={t('orderAction.rider')}
        autoComplete="off"
        maxLength={60}
        value={shipping.rider}
        onChange={(event) => shipping.set('rider', event.target.value)}
      />
      <TextField
        label={t('orderAction.riderPhone')}
        type="tel"
        inputMode="tel"
        maxLength={20}
        value={shipping.riderPhone}
        error={shipping.riderPhoneOk ? null : t('orderAction.riderPhoneWrong')}
        onChange={(event) => shipping.set('riderPhone', event.target.value)}
      />
      <TextField
        label={t('orderAction.note')}
        maxLength={200}
        value={shipping.note}
        onChange={(event) => shipping.set('note', event.target.value)}
      />
    </div>
  );
}

/** The transfer to look for in the bank's statement, the amount it brought, and whether that is short or over. */
function TransferCheck({ transfer }: { transfer: ReturnType<typeof useOrderStep>['transfer'] }): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const { reference, due, typedReceived, setTypedReceived, received, gap, rielOffered, inRiel, dueRiel } = transfer;
  const money = (amount: number) => (inRiel ? formatRiel(amount, language) : formatPrice(amount));
  return (
    <div className={styles.askForm}>
      {rielOffered && (
        <fieldset className={styles.currency}>
          <legend>{t('orderAction.cashIn')}</legend>
          {(['USD', 'KHR'] as const).map((currency) => (
            <label key={currency}>
              <input
                type="radio"
                name="cash-currency"
                checked={(currency === 'KHR') === inRiel}
                onChange={() => transfer.chooseCurrency(currency)}
              />
              {t(currency === 'KHR' ? 'orderAction.riel' : 'orderAction.dollars')}
            </label>
          ))}
        </fieldset>
      )}
      <dl className={styles.facts}>
        {reference && (
          <>
            <dt>{t('orderAction.reference')}</dt>
            <dd className={styles.reference}>{reference}</dd>
          </>
        )}
        <dt>{t('orderAction.due')}</dt>
        <dd>{inRiel && dueRiel !== null ? formatRiel(dueRiel, language) : formatPrice(due)}</dd>
      </dl>
      <TextField
        label={t(inRiel ? 'orderAction.receivedRiel' : 'orderAction.received')}
        inputMode={inRiel ? 'numeric' : 'decimal'}
        value={typedReceived}
        error={received === null ? t(inRiel ? 'orderAction.receivedRielWrong' : 'orderAction.receivedWrong') : null}
        onChange={(event) => setTypedReceived(event.target.value)}
      />
      {gap && (
        <p className={gap.kind === 'exact' ? undefined : styles.gap} role="status">
          {t(`orderAction.${gap.kind}`, { amount: money(gap.gap) })}
        </p>
      )}
    </div>
  );
}
