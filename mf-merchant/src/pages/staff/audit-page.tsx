import type { ReactElement } from 'react';
import { Button, formatDateTime, Select, TextField, useMallStore, useResource } from '@mall/shared';
import { listAudit, listStaff } from '../../api/merchant-api';
import type { AuditEntry, AuditQuery } from '@mall/shared';
import { PageHeader } from '../../components/page-header';
import { PagedTable, type TableColumn } from '../../components/paged-table';
import tableStyles from '../../components/table.module.css';
import { textFiltersOf, useAddressedList, useFilterForm } from '../../features/use-filter-form';
import { useMerchantT } from '../../features/use-merchant-t';
import styles from './staff.module.css';

const PAGE_SIZE = 30;
const FILTERS = ['staffId', 'entity', 'action', 'from', 'to'] as const;
const auditIdOf = (entry: AuditEntry) => entry.auditId;

/** A value before or after a change, as text (a merchant's text is shown as text, never as markup). */
export function changeText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 1);
}

export function auditQueryOf(params: URLSearchParams): Omit<AuditQuery, 'current' | 'size'> {
  const staffId = Number(params.get('staffId'));
  return { ...(staffId > 0 ? { staffId } : {}), ...textFiltersOf(params, ['entity', 'action', 'from', 'to']) };
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
    idOf: auditIdOf,
    size: PAGE_SIZE,
  });

  const columns: TableColumn<AuditEntry>[] = [
    { label: t('audit.when'), cell: (entry) => formatDateTime(entry.time, language) },
    { label: t('audit.who'), cell: (entry) => entry.staffName },
    { label: t('audit.action'), cell: (entry) => entry.action },
    { label: t('audit.entity'), cell: (entry) => `${entry.entity} ${entry.entityId ?? ''}` },
    {
      label: t('audit.before'),
      cell: (entry) => <pre className={styles.change}>{changeText(entry.before)}</pre>,
    },
    {
      label: t('audit.after'),
      cell: (entry) => <pre className={styles.change}>{changeText(entry.after)}</pre>,
    },
  ];

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
      <PagedTable list={list} label={t('audit.title')} empty={t('audit.none')} idOf={auditIdOf} columns={columns} />
    </section>
  );
}
