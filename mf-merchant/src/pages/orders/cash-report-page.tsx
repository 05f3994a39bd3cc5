import { useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice, phnomPenhNow, TextField, useResource, type CashReport } from '@mall/shared';
import { getCashReport } from '../../api/merchant-api';
import { PageHeader } from '../../components/page-header';
import { RecordTable, type TableColumn } from '../../components/record-table';
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

  const columns: readonly TableColumn<CashReport['orders'][number]>[] = [
    {
      label: t('orders.number'),
      cell: (order) => (
        <Link to={consolePath(`orders/${encodeURIComponent(order.orderNumber)}`)}>{order.orderNumber}</Link>
      ),
    },
    { label: t('cash.receiver'), cell: (order) => order.receiver },
    { label: t('cash.due'), cell: (order) => formatPrice(order.due), numeric: true },
    {
      label: t('cash.recorded'),
      cell: (order) => (order.recorded === null ? t('cash.notRecorded') : formatPrice(order.recorded)),
      numeric: true,
    },
    {
      label: t('cash.difference'),
      numeric: true,
      cell: (order) =>
        order.flagged ? (
          <span className={`${tableStyles.badge} ${tableStyles.warn}`}>
            {t('cash.differs', { amount: signed(order.difference) })}
          </span>
        ) : (
          signed(order.difference)
        ),
    },
  ];

  return (
    <section>
      <PageHeader title={t('cash.title')} actions={<Link to={consolePath('orders')}>{t('orders.backToList')}</Link>} />
      <TextField label={t('cash.day')} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
      {valid && report.state === 'ready' && report.data && report.data.orders.length > 0 && (
        <dl className={styles.totals}>
          <dt>{t('cash.due')}</dt>
          <dd>{formatPrice(report.data.due)}</dd>
          <dt>{t('cash.recorded')}</dt>
          <dd>{formatPrice(report.data.recorded)}</dd>
          <dt>{t('cash.difference')}</dt>
          <dd className={report.data.difference === 0 ? undefined : styles.gap}>{signed(report.data.difference)}</dd>
        </dl>
      )}
      {valid && (
        <RecordTable
          state={report.state}
          records={report.data?.orders ?? []}
          onRetry={report.reload}
          label={t('cash.title')}
          empty={t('cash.none')}
          columns={columns}
          idOf={(order) => order.orderNumber}
        />
      )}
    </section>
  );
}

/** A difference with its sign: short is negative. */
const signed = (amount: number) => (amount < 0 ? `−${formatPrice(-amount)}` : formatPrice(amount));
