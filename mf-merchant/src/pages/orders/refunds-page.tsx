import { Fragment, useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, ErrorState, formatDateTime, formatPrice, useMallStore, useResource } from '@mall/shared';
import { listRefunds, markRefunded } from '../../api/merchant-api';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { SkeletonRows } from '../../components/skeleton-rows';
import tableStyles from '../../components/table.module.css';
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

  return (
    <section>
      <PageHeader title={t('refunds.title')} />
      <FormError message={error} />
      {refunds.state === 'error' ? (
        <ErrorState title={t('common.loadFailed')} onRetry={refunds.reload} />
      ) : refunds.state === 'ready' && (refunds.data ?? []).length === 0 ? (
        <EmptyState title={t('refunds.none')} />
      ) : (
        <table className={tableStyles.table} aria-busy={refunds.state === 'loading'}>
          <thead>
            <tr>
              <th scope="col">{t('orders.number')}</th>
              <th scope="col">{t('refunds.reference')}</th>
              <th scope="col">{t('refunds.since')}</th>
              <th scope="col" className={tableStyles.number}>
                {t('orders.amount')}
              </th>
              <th scope="col">{t('refunds.action')}</th>
            </tr>
          </thead>
          <tbody>
            {refunds.state === 'loading' ? (
              <SkeletonRows rows={4} columns={5} />
            ) : (
              (refunds.data ?? []).map((refund) => (
                <tr key={refund.reference}>
                  <td data-label={t('orders.number')}>
                    {refund.orderNumbers.map((orderNumber, index) => (
                      <Fragment key={orderNumber}>
                        {index > 0 && ', '}
                        <Link to={consolePath(`orders/${encodeURIComponent(orderNumber)}`)}>{orderNumber}</Link>
                      </Fragment>
                    ))}
                  </td>
                  <td data-label={t('refunds.reference')}>{refund.reference}</td>
                  <td data-label={t('refunds.since')}>{formatDateTime(refund.paidAt, language)}</td>
                  <td data-label={t('orders.amount')} className={tableStyles.number}>
                    {formatPrice(refund.amount)}
                  </td>
                  <td>
                    <Button
                      size="sm"
                      loading={busy === refund.reference}
                      aria-label={t('refunds.markOne', { reference: refund.reference })}
                      onClick={() => void mark(refund.reference)}
                    >
                      {t('refunds.mark')}
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}
