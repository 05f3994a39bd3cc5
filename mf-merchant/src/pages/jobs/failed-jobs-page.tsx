import { useState, type ReactElement } from 'react';
import {
  Button,
  EmptyState,
  ErrorState,
  formatDateTime,
  useMallStore,
  useResource,
  type FailedJob,
} from '@mall/shared';
import { listFailedJobs, retryFailedJob } from '../../api/merchant-api';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { SkeletonRows } from '../../components/skeleton-rows';
import tableStyles from '../../components/table.module.css';
import { refusalMessage, useMerchantT } from '../../features/use-merchant-t';
import styles from './failed-jobs-page.module.css';

/** 409/1 from retry: the job is no longer failed (someone tried it again already, or it is done). */
const NOT_FAILED = 1;

/** Owners: background work that failed every try (a photo, a message, a sweep), each with a button to try it again. */
export default function FailedJobsPage(): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const jobs = useResource('merchant:failed-jobs', listFailedJobs);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const kindName = (kind: string) => t(`jobs.kind.${kind}`, { defaultValue: kind });

  const retry = async (job: FailedJob) => {
    setBusy(job.jobId);
    setError(null);
    setDone(null);
    try {
      await retryFailedJob(job.jobId);
      setDone(t('jobs.retried', { kind: kindName(job.kind), key: job.key }));
    } catch (failure) {
      const codeId = (failure as { codeId?: unknown } | null)?.codeId;
      setError(codeId === NOT_FAILED ? t('jobs.notFailed') : refusalMessage(failure));
    } finally {
      setBusy(null);
      jobs.refresh();
    }
  };

  return (
    <section>
      <PageHeader title={t('jobs.title')} />
      <p className={styles.intro}>{t('jobs.intro')}</p>
      <FormError message={error} />
      <p role="status" className={styles.done}>
        {done}
      </p>
      {jobs.state === 'error' ? (
        <ErrorState title={t('common.loadFailed')} onRetry={jobs.reload} />
      ) : jobs.state === 'ready' && (jobs.data ?? []).length === 0 ? (
        <EmptyState title={t('jobs.none')} />
      ) : (
        <table className={tableStyles.table} aria-busy={jobs.state === 'loading'} aria-label={t('jobs.title')}>
          <thead>
            <tr>
              <th scope="col">{t('jobs.kindColumn')}</th>
              <th scope="col">{t('jobs.actsOn')}</th>
              <th scope="col">{t('jobs.error')}</th>
              <th scope="col" className={tableStyles.number}>
                {t('jobs.attempts')}
              </th>
              <th scope="col">{t('jobs.failedAt')}</th>
              <th scope="col">{t('jobs.action')}</th>
            </tr>
          </thead>
          <tbody>
            {jobs.state === 'loading' ? (
              <SkeletonRows rows={4} columns={6} />
            ) : (
              (jobs.data ?? []).map((job) => (
                <tr key={job.jobId}>
                  <td data-label={t('jobs.kindColumn')}>{kindName(job.kind)}</td>
                  <td data-label={t('jobs.actsOn')}>
                    <code>{job.key}</code>
                  </td>
                  <td data-label={t('jobs.error')} className={styles.error}>
                    {job.error}
                  </td>
                  <td data-label={t('jobs.attempts')} className={tableStyles.number}>
                    {job.attempts}
                  </td>
                  <td data-label={t('jobs.failedAt')}>{formatDateTime(job.failedAt, language)}</td>
                  <td>
                    <Button
                      size="sm"
                      loading={busy === job.jobId}
                      aria-label={t('jobs.retryOne', { kind: kindName(job.kind), key: job.key })}
                      onClick={() => void retry(job)}
                    >
                      {t('jobs.retry')}
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
