import type { ReactElement } from 'react';
import {
  Button,
  EmptyState,
  ErrorState,
  formatDateTime,
  Select,
  TextField,
  useMallStore,
  useResource,
} from '@mall/shared';
import { listAudit, listStaff } from '../../api/merchant-api';
import type { AuditEntry, AuditQuery } from '../../api/types';
import { PageHeader } from '../../components/page-header';
import { SkeletonRows } from '../../components/skeleton-rows';
import { Pager } from '../../components/pager';
import { TableScroll } from '../../components/table-scroll';
import tableStyles from '../../components/table.module.css';
import { useAddressedList, useFilterForm } from '../../features/use-filter-form';
import { useMerchantT } from '../../features/use-merchant-t';
import styles from './staff.module.css';

const PAGE_SIZE = 30;
const FILTERS = ['staffId', 'entity', 'action', 'from', 'to'] as const;

/** A value before or after a change, as text (a merchant's text is shown as text, never as markup). */
export function changeText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 1);
}

export function auditQueryOf(params: URLSearchParams): Omit<AuditQuery, 'current' | 'size'> {
  const query: Omit<AuditQuery, 'current' | 'size'> = {};
  const staffId = Number(params.get('staffId'));
  if (staffId > 0) query.staffId = staffId;
  for (const name of ['entity', 'action', 'from', 'to'] as const) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

/** Owners: who changed what, with the values before and after, newest first. */
export default function AuditPage(): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const { params, apply, field } = useFilterForm(FILTERS);
  const staff = useResource('merchant:staff', listStaff);
  const { list } = useAddressedList({
    params,
    queryOf: auditQueryOf,
    load: listAudit,
    idOf: (entry: AuditEntry) => entry.auditId,
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
        <TextField label={t('audit.entity')} {...field('entity')} />
        <TextField label={t('audit.action')} {...field('action')} />
        <TextField label={t('orders.from')} type="date" {...field('from')} />
        <TextField label={t('orders.to')} type="date" {...field('to')} />
        <Button type="submit">{t('orders.filter')}</Button>
      </form>
      {list.state === 'error' ? (
        <ErrorState title={t('common.loadFailed')} onRetry={list.retry} />
      ) : list.state === 'ready' && list.records.length === 0 ? (
        <EmptyState title={t('audit.none')} />
      ) : (
        <TableScroll label={t('audit.title')}>
          <table className={tableStyles.table} aria-busy={list.state === 'loading'}>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.entity')}</th>
                <th scope="col">{t('audit.before')}</th>
                <th scope="col">{t('audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {list.state === 'loading' ? (
                <SkeletonRows rows={8} columns={6} />
              ) : (
                list.records.map((entry) => (
                  <tr key={entry.auditId}>
                    <td data-label={t('audit.when')}>{formatDateTime(entry.time, language)}</td>
                    <td data-label={t('audit.who')}>{entry.staffName}</td>
                    <td data-label={t('audit.action')}>{entry.action}</td>
                    <td data-label={t('audit.entity')}>
                      {entry.entity} {entry.entityId ?? ''}
                    </td>
                    <td data-label={t('audit.before')}>
                      <pre className={styles.change}>{changeText(entry.before)}</pre>
                    </td>
                    <td data-label={t('audit.after')}>
                      <pre className={styles.change}>{changeText(entry.after)}</pre>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager list={list} />
    </section>
  );
}
