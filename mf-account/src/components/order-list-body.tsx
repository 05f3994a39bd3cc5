import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName, EmptyState, ErrorState, pagePath, VisuallyHidden, type Face } from '@mall/shared';
import type { useOrderListPage } from '../features/orders/use-order-list-page';
import { OrderCard, OrderCardSkeleton } from './order-card';
import { PaymentDialog } from './payment-dialog';
import styles from './order-list-body.module.css';

/** Loading, error, empty and the orders themselves, the same on both faces. */
export function OrderListBody({ face, page }: { face: Face; page: ReturnType<typeof useOrderListPage> }): ReactElement {
  const { t } = useTranslation('account');
  const { tab, list, actions } = page;

  let body: ReactElement;
  if (list.state === 'loading') {
    body = (
      <div className={styles.list} aria-busy="true">
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        {[0, 1, 2].map((key) => (
          <OrderCardSkeleton key={key} />
        ))}
      </div>
    );
  } else if (list.state === 'error') {
    body = <ErrorState message={t('orders.loadFailed')} onRetry={list.reload} retryLabel={t('common.retry')} />;
  } else if (list.orders.length === 0) {
    body = (
      <EmptyState
        icon="cart"
        title={t(`orders.empty.${tab.key}`)}
        action={
          <Link className={buttonClassName()} to={pagePath(face, 'index')}>
            {t('orders.goShopping')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul className={styles.list}>
        {list.orders.map((order) => (
          <li key={order.orderNumber}>
            <OrderCard order={order} face={face} busy={actions.busy === order.orderNumber} onAction={actions.perform} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      {body}
      {actions.payment && <PaymentDialog flow={actions.payment} onPay={actions.pay} onClose={actions.closePayment} />}
      {actions.confirmDialog}
    </>
  );
}
