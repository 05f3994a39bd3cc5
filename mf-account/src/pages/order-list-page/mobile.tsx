import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@mall/shared';
import { OrderListBody } from '../../components/order-list-body';
import { ORDER_PANEL_ID, OrderTabs } from '../../components/order-tabs';
import { useOrderListPage } from '../../features/orders/use-order-list-page';
import styles from './order-list-page.module.css';

export function OrderListMobile(): ReactElement {
  const { t } = useTranslation('account');
  const page = useOrderListPage('mobile');
  const { list } = page;
  return (
    <section className={styles.mobile} aria-label={t('orders.title')}>
      <div className={styles.mobileTabs}>
        <OrderTabs active={page.tab} counts={page.counts} />
      </div>
      <div className={styles.body} id={ORDER_PANEL_ID} role="tabpanel">
        <OrderListBody face="mobile" page={page} />
        {list.state === 'ready' && list.orders.length > 0 && (
          <div className={styles.more}>
            {list.hasMore ? (
              <Button variant="secondary" block loading={list.loadingMore} onClick={list.loadMore}>
                {t('orders.loadMore')}
              </Button>
            ) : (
              <p className={styles.end}>{t('orders.noMore')}</p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
