import type { ReactElement } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  formatDateTime,
  formatPrice,
  Skeleton,
  TextField,
  useMallStore,
  useResource,
} from '@mall/shared';
import { getOrder } from '../../api/merchant-api';
import type { MerchantOrder } from '../../api/types';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { actionsFor } from '../../features/orders/order-actions';
import { useOrderStep } from '../../features/orders/use-order-step';
import { refusalMessage, useMerchantT } from '../../features/use-merchant-t';
import { consolePath } from '../../paths';
import { OrderLinesTable } from './order-lines-table';
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

function OrderDetail({ order, onChanged }: { order: MerchantOrder; onChanged: () => void }): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const step = useOrderStep(order, onChanged);

  return (
    <section className={styles.detail}>
      <PageHeader
        title={t('orders.detailTitle', { orderNumber: order.orderNumber })}
        actions={<Link to={consolePath('orders')}>{t('orders.backToList')}</Link>}
      />
      <dl className={styles.facts}>
        <dt>{t('orders.status')}</dt>
        <dd>{t(`orderStatus.${order.status}`)}</dd>
        <dt>{t('orders.placed')}</dt>
        <dd>{formatDateTime(order.createTime, language)}</dd>
        <dt>{t('orders.mobile')}</dt>
        <dd>{order.mobile}</dd>
        <dt>{t('orders.amount')}</dt>
        <dd>{formatPrice(order.amount)}</dd>
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
      </dl>
      <h2 className={styles.subheading}>{t('orders.items')}</h2>
      <OrderLinesTable items={order.items} />
      {(order.payments ?? []).length > 0 && (
        <>
          <h2 className={styles.subheading}>{t('orders.payments')}</h2>
          <ul>
            {order.payments!.map((payment, index) => (
              <li key={index}>
                {formatPrice(payment.amount ?? 0)} · {payment.reference} ·{' '}
                {formatDateTime(payment.paidAt ?? payment.createdAt, language)}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.actions}>
        <FormError message={step.error} />
        {step.done && <p role="status">{step.done}</p>}
        {actionsFor(order.status).map((action) => (
          <Button key={action} onClick={() => step.ask(action)}>
            {t(`orderAction.${action}`)}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={step.asking !== null}
        title={step.asking ? t(`orderAction.${step.asking}Ask`, { orderNumber: order.orderNumber }) : ''}
        message={step.asking === 'confirmTransfer' ? <TransferCheck transfer={step.transfer} /> : undefined}
        confirmLabel={step.asking ? t(`orderAction.${step.asking}`) : undefined}
        cancelLabel={t('common.cancel')}
        busy={step.busy}
        danger={step.asking === 'refund' || step.asking === 'return'}
        onConfirm={() => void step.act()}
        onCancel={step.cancel}
      />
    </section>
  );
}

/** The transfer to look for in the bank's statement, the amount it brought, and whether that is short or over. */
function TransferCheck({ transfer }: { transfer: ReturnType<typeof useOrderStep>['transfer'] }): ReactElement {
  const t = useMerchantT();
  const { reference, due, typedReceived, setTypedReceived, received, gap } = transfer;
  return (
    <>
      <dl className={styles.facts}>
        {reference && (
          <>
            <dt>{t('orderAction.reference')}</dt>
            <dd className={styles.reference}>{reference}</dd>
          </>
        )}
        <dt>{t('orderAction.due')}</dt>
        <dd>{formatPrice(due)}</dd>
      </dl>
      <TextField
        label={t('orderAction.received')}
        inputMode="decimal"
        value={typedReceived}
        error={received === null ? t('orderAction.receivedWrong') : null}
        onChange={(event) => setTypedReceived(event.target.value)}
      />
      {gap && (
        <p className={gap.kind === 'exact' ? undefined : styles.gap} role="status">
          {t(`orderAction.${gap.kind}`, { amount: formatPrice(gap.gap) })}
        </p>
      )}
    </>
  );
}
