import { Fragment, useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { Button, formatDateTime, formatPrice, useMallStore, useResource, type RefundDue } from '@mall/shared';
import { listRefunds, markRefunded } from '../../api/merchant-api';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { RecordTable, type TableColumn } from '../../components/record-table';
import { refusalMessage, useMerchantT } from '../../features/use-merchant-t';
import { consolePath } from '../../paths';

/** The refunds due: money owed back to shoppers, each marked once it has been paid. */
export default function RefundsPage(): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const refunds = useResource('merchant:refunds', listRefunds);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const mark = async (reference: string) => {
    setBusy(reference);
    setError(null);
    try {
      await markRefunded(reference);
      refunds.refresh();
    } catch (failure) {
      setError(refusalMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const columns: readonly TableColumn<RefundDue>[] = [
    {
      label: t('orders.number'),
      // One value: on a phone the cell is a label and a value of the row's card (table.module.css).
      cell: (refund) => (
        <span>
          {refund.orderNumbers.map((orderNumber, index) => (
            <Fragment key={orderNumber}>
              {index > 0 && ', '}
              <Link to={consolePath(`orders/${encodeURIComponent(orderNumber)}`)}>{orderNumber}</Link>
            </Fragment>
          ))}
        </span>
      ),
    },
    { label: t('refunds.reference'), cell: (refund) => refund.reference },
    { label: t('refunds.since'), cell: (refund) => formatDateTime(refund.paidAt, language) },
    { label: t('orders.amount'), cell: (refund) => formatPrice(refund.amount), numeric: true },
    {
      label: t('refunds.action'),
      unlabelled: true,
      cell: (refund) => (
        <Button
          size="sm"
          loading={busy === refund.reference}
          aria-label={t('refunds.markOne', { reference: refund.reference })}
          onClick={() => void mark(refund.reference)}
        >
          {t('refunds.mark')}
        </Button>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={t('refunds.title')} />
      <FormError message={error} />
      <RecordTable
        state={refunds.state}
        records={refunds.data ?? []}
        onRetry={refunds.reload}
        label={t('refunds.title')}
        empty={t('refunds.none')}
        columns={columns}
        idOf={(refund) => refund.reference}
      />
    </section>
  );
}
