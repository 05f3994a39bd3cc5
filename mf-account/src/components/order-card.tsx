import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  pagePath,
  Price,
  rateOfOrder,
  Skeleton,
  useMallStore,
  VisuallyHidden,
  type Face,
  type Order,
} from '@mall/shared';
import type { OrderActionKind } from '../features/orders/order-status';
import { OrderActions } from './order-actions';
import { OrderLines } from './order-lines';
import { StatusBadge } from './status-badge';
import styles from './order-card.module.css';

export interface OrderCardProps {
  order: Order;
  face: Face;
  busy: boolean;
  onAction: (kind: OrderActionKind, order: Order) => void;
}

export function OrderCard({ order, face, busy, onAction }: OrderCardProps): ReactElement {
  const { t } = useTranslation('account');
  const language = useMallStore((s) => s.language);
  const detail = pagePath(face, 'orderDetail', { query: { orderNumber: order.orderNumber } });
  const count = order.items.reduce((sum, item) => sum + item.prodCount, 0);
  return (
    <article className={styles.card} aria-label={t('orders.orderNumberValue', { orderNumber: order.orderNumber })}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <Link to={detail} className={styles.number}>
            {t('orders.orderNumberValue', { orderNumber: order.orderNumber })}
          </Link>
          <span className={styles.time}>
            {t('orders.placedOn', { time: formatDateTime(order.createTime, language) })}
          </span>
        </div>
        <StatusBadge status={order.status} />
      </header>
      {/* Named by what it shows, after an unseen "View details" (WCAG 2.5.3). */}
      <Link to={detail} className={styles.goods}>
        <VisuallyHidden>{`${t('orders.viewDetails')}: `}</VisuallyHidden>
        <OrderLines items={order.items} compact={face === 'mobile'} rielRate={rateOfOrder(order)} />
      </Link>
      <footer className={styles.footer}>
        <p className={styles.total}>
          <span className={styles.count}>{t('orders.itemCount', { count })}</span>
          <span>{t('orders.total')}</span>
          <Price amount={order.amount} plain riel={order.amountRiel} />
        </p>
        <OrderActions order={order} busy={busy} onAction={onAction} />
      </footer>
    </article>
  );
}

export function OrderCardSkeleton(): ReactElement {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.header}>
        <Skeleton width="45%" />
        <Skeleton width="20%" />
      </div>
      <div className={styles.skeletonGoods}>
        <Skeleton width={56} height={56} radius="var(--radius-md)" />
        <Skeleton lines={2} />
      </div>
      <div className={styles.footer}>
        <Skeleton width="30%" />
      </div>
    </div>
  );
}
