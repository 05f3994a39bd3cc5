import type { ReactElement } from 'react';
import {
  Button,
  EmptyState,
  ErrorState,
  formatDateTime,
  Select,
  Skeleton,
  TextField,
  useMallStore,
  useResource,
} from '@mall/shared';
import { listAudit, listStaff } from '../../api/merchant-api';
import type { AuditEntry, AuditQuery } from '@mall/shared';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import tableStyles from '../../components/table.module.css';
import { AUDIT_KINDS, describeEntry } from '../../features/audit/audit-sentence';
import { textFiltersOf, useAddressedList, useFilterForm } from '../../features/use-filter-form';
import { useLanguageNames, useMerchantT } from '../../features/use-merchant-t';
import styles from './staff.module.css';

const PAGE_SIZE = 30;
const FILTERS = ['staffId', 'entity', 'from', 'to'] as const;
const auditIdOf = (entry: AuditEntry) => entry.auditId;

export function auditQueryOf(params: URLSearchParams): Omit<AuditQuery, 'current' | 'size'> {
  const staffId = Number(params.get('staffId'));
  return { ...(staffId > 0 ? { staffId } : {}), ...textFiltersOf(params, ['entity', 'action', 'from', 'to']) };
}

/** Owners: who did what, as sentences in the console's language, newest first; by person, kind and dates. */
export default function AuditPage(): ReactElement {
  const t = useMerchantT();
  const { params, apply, field } = useFilterForm(FILTERS);
  const staff = useResource('merchant:staff', listStaff);
  const { list } = useAddressedList({
    params,
    queryOf: auditQueryOf,
    load: listAudit,
    idOf: auditIdOf,
    size: PAGE_SIZE,
  });

  return (
    <section>
      <PageHeader title={t('audit.title')} />
      <form className={tableStyles.filters} role="search" onSubmit={apply}>
        <Select
          label={t('audit.who')}
          placeholder={t('audit.anyone')}
          options={(staff.data ?? []).map((member) => ({ value: member.staffId, label: member.name }))}
          {...field('staffId')}
        />
        <Select
          label={t('activity.kindFilter')}
          placeholder={t('activity.anyKind')}
          options={AUDIT_KINDS.map((kind) => ({ value: kind, label: t(`activity.kinds.${kind}`) }))}
          {...field('entity')}
        />
        <TextField label={t('orders.from')} type="date" {...field('from')} />
        <TextField label={t('orders.to')} type="date" {...field('to')} />
        <Button type="submit">{t('orders.filter')}</Button>
      </form>
      {list.state === 'error' ? (
        <ErrorState title={t('common.loadFailed')} onRetry={list.retry} />
      ) : list.state === 'ready' && list.records.length === 0 ? (
        <EmptyState title={t('audit.none')} />
      ) : list.state === 'loading' ? (
        <div aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton lines={6} height="3rem" />
        </div>
      ) : (
        <ol className={styles.activity} aria-label={t('audit.title')}>
          {list.records.map((entry) => (
            <ActivityEntry key={entry.auditId} entry={entry} />
          ))}
        </ol>
      )}
      <Pager list={list} />
    </section>
  );
}

/** One entry: when, what happened in sentences, and what else changed from → to. */
function ActivityEntry({ entry }: { entry: AuditEntry }): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const languageNames = useLanguageNames();
  const { sentences, changes } = describeEntry(entry, t, language, languageNames);
  return (
    <li className={styles.entry}>
      <time className={styles.entryTime} dateTime={entry.time}>
        {formatDateTime(entry.time, language)}
      </time>
      {sentences.map((sentence, index) => (
        <p key={index} className={styles.sentence}>
          {sentence}
        </p>
      ))}
      {changes.length > 0 && (
        <dl className={styles.changes}>
          {changes.map((change, index) => (
            <div key={index}>
              <dt>{change.label}</dt>
              <dd>
                {change.from && <del>{change.from}</del>}
                {change.from && change.to && ' → '}
                {change.to && <ins>{change.to}</ins>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
