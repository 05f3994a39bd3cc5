import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@mall/shared';
import { OrderListBody } from '../../components/order-list-body';
import { ORDER_PANEL_ID, OrderTabs } from '../../components/order-tabs';
import { useOrderListPage } from '../../features/orders/use-order-list-page';
import styles from './order-list-page.module.css';

export function OrderListLaptop(): ReactElement {
  const { t } = useTranslation('account');
  const page = useOrderListPage('laptop');
  const { list } = page;
  const turnTo = (next: number) => {
    list.goToPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <section className={styles.laptop} aria-labelledby="account-orders-title">
      <h1 id="account-orders-title" className={styles.title}>
        {t('orders.title')}
      </h1>
      <OrderTabs active={page.tab} counts={page.counts} />
      <div className={styles.body} id={ORDER_PANEL_ID} role="tabpanel">
        <OrderListBody face="laptop" page={page} />
      </div>
      {list.state === 'ready' && list.pages > 1 && (
        <nav className={styles.pager} aria-label={t('orders.pageOf', { current: list.current, pages: list.pages })}>
          <Button variant="secondary" size="sm" disabled={list.current <= 1} onClick={() => turnTo(list.current - 1)}>
            {t('orders.previousPage')}
          </Button>
          <span>{t('orders.pageOf', { current: list.current, pages: list.pages })}</span>
          <Button variant="secondary" size="sm" disabled={!list.hasMore} onClick={() => turnTo(list.current + 1)}>
            {t('orders.nextPage')}
          </Button>
        </nav>
      )}
    </section>
  );
}
