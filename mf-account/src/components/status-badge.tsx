import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@mall/shared';
import { statusLabelKey } from '../features/orders/order-status';
import styles from './status-badge.module.css';

const TONE: Record<OrderStatus, string> = {
  1: 'warning',
  2: 'brand',
  3: 'brand',
  5: 'success',
  6: 'muted',
  7: 'warning',
  8: 'muted',
};

export function StatusBadge({ status }: { status: OrderStatus }): ReactElement {
  const { t } = useTranslation('account');
  return <span className={`${styles.badge} ${styles[TONE[status] ?? 'muted']}`}>{t(statusLabelKey(status))}</span>;
}
