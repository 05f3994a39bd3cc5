import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type Order } from '@mall/shared';
import { actionsFor, type OrderActionKind } from '../features/orders/order-status';
import styles from './order-actions.module.css';

const LABEL_KEYS: Record<OrderActionKind, string> = {
  pay: 'actions.payNow',
  cancel: 'actions.cancel',
  confirmReceipt: 'actions.confirmReceived',
  delete: 'actions.delete',
  buyAgain: 'actions.buyAgain',
};

const PRIMARY: readonly OrderActionKind[] = ['pay', 'confirmReceipt', 'buyAgain'];

export interface OrderActionsProps {
  order: Order;
  busy: boolean;
  onAction: (kind: OrderActionKind, order: Order) => void;
  block?: boolean;
}

/** The buttons an order's state allows; nothing at all for states with no action. */
export function OrderActions({ order, busy, onAction, block = false }: OrderActionsProps): ReactElement | null {
  const { t } = useTranslation('account');
  const kinds = actionsFor(order.status, order.paymentMethod);
  if (kinds.length === 0) return null;
  return (
    <div className={block ? styles.block : styles.actions}>
      {kinds.map((kind) => (
        <Button
          key={kind}
          size="sm"
          variant={PRIMARY.includes(kind) ? 'primary' : 'secondary'}
          disabled={busy}
          onClick={() => onAction(kind, order)}
        >
          {t(LABEL_KEYS[kind])}
        </Button>
      ))}
    </div>
  );
}
