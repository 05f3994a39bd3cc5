import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  AmountRows,
  rateOfOrder,
  buttonClassName,
  CopyButton,
  ErrorState,
  formatDateTime,
  formatPrice,
  ORDER_STATUS,
  PAY_TYPE,
  Skeleton,
  useMallStore,
  VisuallyHidden,
  type Face,
  type Order,
} from '@mall/shared';
import { actionsFor, statusLabelKey } from '../features/orders/order-status';
import type { useOrderDetailPage } from '../features/orders/use-order-detail-page';
import { OrderActions } from './order-actions';
import { OrderLines } from './order-lines';
import { PaymentDialog } from './payment-dialog';
import { TelegramUpdates } from '@mall/shared/shopper-telegram';
import styles from './order-detail-view.module.css';

type DetailPage = ReturnType<typeof useOrderDetailPage>;

const TIME_FIELDS = [
  'createTime',
  'payTime',
  'shipTime',
  'finishTime',
  'cancelTime',
  'recTime',
  'estimatedDeliveryTime',
] as const;

/** Everything about one order; the faces differ only in where the actions sit. */
export function OrderDetailView({ face, page }: { face: Face; page: DetailPage }): ReactElement {
  const { t } = useTranslation('account');
  const { order, state, actions } = page;

  if (state === 'loading' || (state === 'ready' && !order)) return <DetailSkeleton />;
  if (state === 'notFound' || state === 'error' || !order) {
    return (
      <ErrorState
        title={state === 'notFound' ? t('detail.notFound') : t('detail.loadFailed')}
        onRetry={state === 'error' ? page.reload : undefined}
        retryLabel={t('common.retry')}
        action={
          <Link className={buttonClassName({ variant: 'secondary' })} to={page.listPath}>
            {t('detail.backToOrders')}
          </Link>
        }
      />
    );
  }

  return (
    <div className={face === 'mobile' ? `${styles.detail} ${styles.mobile}` : styles.detail}>
      {face === 'laptop' ? (
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{t('detail.title')}</h1>
          <Link className={styles.back} to={page.listPath}>
            {t('detail.backToOrders')}
          </Link>
        </div>
      ) : (
        <h1>
          <VisuallyHidden>{t('detail.title')}</VisuallyHidden>
        </h1>
      )}
      <section className={styles.statusCard} aria-label={t('detail.title')}>
        <div className={styles.statusRow}>
          <p className={styles.status}>{t(statusLabelKey(order.status))}</p>
        </div>
        <div className={styles.numberRow}>
          <span className={styles.muted}>{t('orders.orderNumber')}</span>
          <span className={styles.number}>{order.orderNumber}</span>
          <CopyButton text={order.orderNumber} label={t('detail.copy')} />
        </div>
        {face === 'laptop' && (
          <OrderActions order={order} busy={actions.busy === order.orderNumber} onAction={actions.perform} />
        )}
      </section>

      <Tracking order={order} />

      {order.address && (
        <section className={styles.card} aria-labelledby="account-order-address">
          <h2 id="account-order-address" className={styles.cardTitle}>
            {t('detail.address')}
          </h2>
          <p className={styles.addressLine}>
            <strong>{order.address.receiver}</strong> <span className={styles.muted}>{order.address.mobile}</span>
          </p>
          <p className={styles.addressLine}>{order.address.addr}</p>
        </section>
      )}

      <section className={styles.card} aria-labelledby="account-order-items">
        <h2 id="account-order-items" className={styles.cardTitle}>
          {t('detail.items')}
        </h2>
        <OrderLines items={order.items} compact={face === 'mobile'} rielRate={rateOfOrder(order)} />
        <AmountRows
          className={styles.sums}
          productAmount={order.productAmount}
          deliveryFee={order.deliveryFee}
          total={order.amount}
          rielRate={rateOfOrder(order)}
          totalRiel={order.amountRiel}
        />
        {order.refunded > 0 && (
          <p className={styles.refunded}>{t('detail.refunded', { amount: formatPrice(order.refunded) })}</p>
        )}
      </section>

      <OrderInformation order={order} />

      {/* Below the order: it comes with its own request, and moves nothing above it when it does. */}
      {order.status >= ORDER_STATUS.toPay && order.status <= ORDER_STATUS.toReceive && (
        <TelegramUpdates orderNumber={order.orderNumber} ns="account" />
      )}

      {face === 'mobile' && actionsFor(order.status, order.paymentMethod).length > 0 && (
        <div className={styles.actionBar}>
          <OrderActions order={order} busy={actions.busy === order.orderNumber} onAction={actions.perform} block />
        </div>
      )}
      {actions.payment && <PaymentDialog flow={actions.payment} onPay={actions.pay} onClose={actions.closePayment} />}
      {actions.confirmDialog}
    </div>
  );
}

function Tracking({ order }: { order: Order }): ReactElement {
  const { t } = useTranslation('account');
  const language = useMallStore((s) => s.language);
  // Newest first; steps of the same minute keep the server's order (it lists them as they happened).
  const steps = order.tracking
    .map((step, index) => ({ step, index }))
    .sort((a, b) => Date.parse(b.step.time) - Date.parse(a.step.time) || b.index - a.index)
    .map(({ step }) => step);
  return (
    <section className={styles.card} aria-labelledby="account-order-tracking">
      <h2 id="account-order-tracking" className={styles.cardTitle}>
        {t('detail.tracking')}
      </h2>
      {order.delivery && <DeliveredBy delivery={order.delivery} />}
      {steps.length === 0 ? (
        <p className={styles.muted}>{t('detail.trackingEmpty')}</p>
      ) : (
        <ol className={styles.timeline}>
          {steps.map((step, index) => (
            <li
              key={`${step.status}-${step.time}`}
              className={index === 0 ? `${styles.step} ${styles.latest}` : styles.step}
            >
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.stepLabel}>{t(`detail.step.${step.status}`)}</span>
              <time className={styles.stepTime} dateTime={step.time}>
                {formatDateTime(step.time, language)}
              </time>
            </li>
          ))}
        </ol>
      )}
      <p className={styles.note}>{t('detail.timeZoneNote')}</p>
    </section>
  );
}

/** Who brings the order, as the shop said when it shipped: the rider (a tap calls them) and its note. */
function DeliveredBy({ delivery }: { delivery: NonNullable<Order['delivery']> }): ReactElement {
  const { t } = useTranslation('account');
  return (
    <dl className={styles.info}>
      {(delivery.rider || delivery.riderPhone) && (
        <div>
          <dt>{t('detail.rider')}</dt>
          <dd>
            {delivery.rider}{' '}
            {delivery.riderPhone && (
              <a href={`tel:${delivery.riderPhone.replace(/[^0-9+]/g, '')}`}>{delivery.riderPhone}</a>
            )}
          </dd>
        </div>
      )}
      {delivery.note && (
        <div>
          <dt>{t('detail.deliveryNote')}</dt>
          <dd>{delivery.note}</dd>
        </div>
      )}
    </dl>
  );
}

function OrderInformation({ order }: { order: Order }): ReactElement {
  const { t } = useTranslation('account');
  const language = useMallStore((s) => s.language);
  return (
    <section className={styles.card} aria-labelledby="account-order-info">
      <h2 id="account-order-info" className={styles.cardTitle}>
        {t('detail.times')}
      </h2>
      <dl className={styles.info}>
        <div>
          <dt>{t('detail.paymentMethod')}</dt>
          <dd>{order.paymentMethod ? t(`common:payType.${order.paymentMethod}`) : t('detail.notChosen')}</dd>
        </div>
        <div>
          <dt>{t('detail.remarks')}</dt>
          <dd>{order.remarks?.trim() ? order.remarks : t('detail.noRemarks')}</dd>
        </div>
        {TIME_FIELDS.filter((field) => order[field]).map((field) => (
          <div key={field}>
            <dt>{t(`detail.${field}`)}</dt>
            <dd>
              <time dateTime={order[field] ?? undefined}>{formatDateTime(order[field], language)}</time>
            </dd>
          </div>
        ))}
      </dl>
      {order.paymentMethod === PAY_TYPE.cashOnDelivery &&
        (order.status === ORDER_STATUS.toDelivered || order.status === ORDER_STATUS.toReceive) && (
          <p className={styles.payRider}>{t('detail.payRider', { amount: formatPrice(order.amount) })}</p>
        )}
    </section>
  );
}

function DetailSkeleton(): ReactElement {
  const { t } = useTranslation('account');
  return (
    <div className={styles.detail} aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1, 2].map((key) => (
        <div key={key} className={styles.card} aria-hidden="true">
          <Skeleton width="35%" height="1.25em" />
          <Skeleton lines={3} />
        </div>
      ))}
    </div>
  );
}
