import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState, formatPrice, localized, Skeleton, useMallStore, useResource } from '@mall/shared';
import { useLiveReload } from '../../features/live/live-orders';
import { getDashboard } from '../../api/merchant-api';
import type { PeriodFigures } from '@mall/shared';
import { PageHeader } from '../../components/page-header';
import { useMerchantT } from '../../features/use-merchant-t';
import { consolePath } from '../../paths';
import styles from './home-page.module.css';

/** A card of the home: its figures, and the list it opens. */
function Card({ title, to, open, children }: { title: string; to: string; open: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
      <Link className={styles.open} to={to}>
        {open}
        <span className="visually-hidden"> ({title})</span>
      </Link>
    </section>
  );
}

/** The console's home: today's and this week's orders and sales, the orders waiting, the stock running low. */
export default function HomePage(): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const dashboard = useResource('merchant:dashboard', getDashboard);
  useLiveReload(dashboard.refresh);
  const data = dashboard.data;

  const period = (title: string, figures: PeriodFigures) => (
    <Card title={title} to={consolePath(`orders?from=${figures.from}`)} open={t('home.openOrders')}>
      <dl className={styles.figures}>
        <dt>{t('home.orders')}</dt>
        <dd>{figures.orders}</dd>
        <dt>{t('home.sales')}</dt>
        <dd>{formatPrice(figures.sales)}</dd>
      </dl>
    </Card>
  );
  const waiting = (title: string, count: number, status: number) => (
    <Card title={title} to={consolePath(`orders?status=${status}`)} open={t('home.openOrders')}>
      <p className={styles.count}>{t('home.ordersCount', { count })}</p>
    </Card>
  );

  return (
    <section>
      <PageHeader title={t('home.title')} />
      {dashboard.state === 'error' ? (
        <ErrorState title={t('common.loadFailed')} onRetry={dashboard.reload} />
      ) : !data ? (
        <div className={styles.cards} aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height="8rem" />
          ))}
        </div>
      ) : (
        <div className={styles.cards}>
          {data.orders && (
            <>
              {period(t('home.today'), data.orders.today)}
              {period(t('home.week'), data.orders.week)}
              {waiting(t('home.toConfirm'), data.orders.toConfirm, 1)}
              {waiting(t('home.toShip'), data.orders.toShip, 2)}
            </>
          )}
          <Card
            title={t('home.lowStock', { threshold: data.lowStock.threshold })}
            to={consolePath('products?stock=low')}
            open={t('home.openProducts')}
          >
            {data.lowStock.total === 0 ? (
              <p>{t('home.stockFine')}</p>
            ) : (
              <ul className={styles.skus}>
                {data.lowStock.skus.map((sku) => (
                  <li key={sku.skuId}>
                    <Link to={consolePath(`products/${sku.prodId}`)}>
                      {[localized(sku, 'prodName', language), localized(sku, 'skuName', language)]
                        .filter(Boolean)
                        .join(' · ')}
                    </Link>
                    <span className={styles.left}>{t('home.left', { count: sku.stock })}</span>
                  </li>
                ))}
              </ul>
            )}
            {data.lowStock.total > data.lowStock.skus.length && (
              <p>{t('home.moreLow', { count: data.lowStock.total - data.lowStock.skus.length })}</p>
            )}
          </Card>
        </div>
      )}
    </section>
  );
}
