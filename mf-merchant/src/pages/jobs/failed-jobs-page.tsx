import { useState, type ReactElement } from 'react';
import { Button, formatDateTime, useMallStore, useResource, type FailedJob } from '@mall/shared';
import { listFailedJobs, retryFailedJob } from '../../api/merchant-api';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { RecordTable, type TableColumn } from '../../components/record-table';
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

  const columns: readonly TableColumn<FailedJob>[] = [
    { label: t('jobs.kindColumn'), cell: (job) => kindName(job.kind) },
    { label: t('jobs.actsOn'), cell: (job) => <code>{job.key}</code> },
    { label: t('jobs.error'), cell: (job) => <span className={styles.error}>{job.error}</span> },
    { label: t('jobs.attempts'), cell: (job) => job.attempts, numeric: true },
    { label: t('jobs.failedAt'), cell: (job) => formatDateTime(job.failedAt, language) },
    {
      label: t('jobs.action'),
      unlabelled: true,
      cell: (job) => (
        <Button
          size="sm"
          loading={busy === job.jobId}
          aria-label={t('jobs.retryOne', { kind: kindName(job.kind), key: job.key })}
          onClick={() => void retry(job)}
        >
          {t('jobs.retry')}
        </Button>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={t('jobs.title')} />
      <p className={styles.intro}>{t('jobs.intro')}</p>
      <FormError message={error} />
      <p role="status" className={styles.done}>
        {done}
      </p>
      <RecordTable
        state={jobs.state}
        records={jobs.data ?? []}
        onRetry={jobs.reload}
        label={t('jobs.title')}
        caption={t('jobs.title')}
        empty={t('jobs.none')}
        columns={columns}
        idOf={(job) => job.jobId}
      />
    </section>
  );
}
