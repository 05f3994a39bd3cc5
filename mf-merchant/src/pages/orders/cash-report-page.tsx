import { useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, formatPrice, phnomPenhNow, TextField, useResource } from '@mall/shared';
import { getCashReport } from '../../api/merchant-api';
import { PageHeader } from '../../components/page-header';
import { SkeletonRows } from '../../components/skeleton-rows';
import tableStyles from '../../components/table.module.css';
import { useMerchantT } from '../../features/use-merchant-t';
import { consolePath } from '../../paths';
import styles from './orders.module.css';

/** A day's cash from riders: each delivered cash order's amount due against the cash recorded, differences flagged. */
export default function CashReportPage(): ReactElement {
  const t = useMerchantT();
  const [day, setDay] = useState(() => phnomPenhNow().toISOString().slice(0, 10));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day);
  const report = useResource(`merchant:cash:${day}`, () => getCashReport(day));

  return (
    <section>
      <PageHeader title={t('cash.title')} actions={<Link to={consolePath('orders')}>{t('orders.backToList')}</Link>} />
      <TextField label={t('cash.day')} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
      {!valid ? null : report.state === 'error' ? (
        <ErrorState title={t('common.loadFailed')} onRetry={report.reload} />
      ) : report.state === 'ready' && report.data && report.data.orders.length === 0 ? (
        <EmptyState title={t('cash.none')} />
      ) : (
        <>
          {report.data && (
            <dl className={styles.totals}>
              <dt>{t('cash.due')}</dt>
              <dd>{formatPrice(report.data.due)}</dd>
              <dt>{t('cash.recorded')}</dt>
              <dd>{formatPrice(report.data.recorded)}</dd>
              <dt>{t('cash.difference')}</dt>
              <dd className={report.data.difference === 0 ? undefined : styles.gap}>
                {signed(report.data.difference)}
              </dd>
            </dl>
          )}
          <table className={tableStyles.table} aria-busy={report.state === 'loading'}>
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('cash.receiver')}</th>
                <th scope="col" className={tableStyles.number}>
                  {t('cash.due')}
                </th>
                <th scope="col" className={tableStyles.number}>
                  {t('cash.recorded')}
                </th>
                <th scope="col" className={tableStyles.number}>
                  {t('cash.difference')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.state === 'loading' ? (
                <SkeletonRows rows={4} columns={5} />
              ) : (
                (report.data?.orders ?? []).map((order) => (
                  <tr key={order.orderNumber}>
                    <td data-label={t('orders.number')}>
                      <Link to={consolePath(`orders/${encodeURIComponent(order.orderNumber)}`)}>
                        {order.orderNumber}
                      </Link>
                    </td>
                    <td data-label={t('cash.receiver')}>{order.receiver}</td>
                    <td data-label={t('cash.due')} className={tableStyles.number}>
                      {formatPrice(order.due)}
                    </td>
                    <td data-label={t('cash.recorded')} className={tableStyles.number}>
                      {order.recorded === null ? t('cash.notRecorded') : formatPrice(order.recorded)}
                    </td>
                    <td data-label={t('cash.difference')} className={tableStyles.number}>
                      {order.flagged ? (
                        <span className={`${tableStyles.badge} ${tableStyles.warn}`}>
                          {t('cash.differs', { amount: signed(order.difference) })}
                        </span>
                      ) : (
                        signed(order.difference)
                      )}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/** A difference with its sign: short is negative. */
const signed = (amount: number) => (amount < 0 ? `−${formatPrice(-amount)}` : formatPrice(amount));
