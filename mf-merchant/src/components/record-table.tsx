import type { ReactElement, ReactNode } from 'react';
import { EmptyState, ErrorState } from '@mall/shared';
import { useMerchantT } from '../features/use-merchant-t';
import { SkeletonRows } from './skeleton-rows';
import { TableScroll } from './table-scroll';
import tableStyles from './table.module.css';

/** A column of a list's table: its heading, which also labels each of its cells on a phone, and a record's cell. */
export interface TableColumn<T> {
  label: string;
  cell: (record: T) => ReactNode;
  /** Amounts and counts: aligned right, in even-width digits. */
  numeric?: boolean;
  /** A cell that speaks for itself (a checkbox, a photo) stands without the label on a phone's card. */
  unlabelled?: boolean;
}

export interface RecordTableProps<T> {
  state: 'loading' | 'ready' | 'error';
  records: readonly T[];
  onRetry: () => void;
  /** The list's name: the scrolling region's. */
  label: string;
  /** The table's own name, for screen readers only. */
  caption?: string;
  empty: string;
  columns: readonly TableColumn<T>[];
  idOf: (record: T) => string | number;
  skeleton?: ReactNode;
}

/**
 * Records as a table: the failure with a retry, the empty list's note, or the table in its own scrolling region
 * (skeleton rows while it loads). A phone shows each row as a card, its cells labelled by their column.
 */
export function RecordTable<T>({
  state,
  records,
  onRetry,
  label,
  caption,
  empty,
  columns,
  idOf,
  skeleton = <SkeletonRows rows={4} columns={columns.length} />,
}: RecordTableProps<T>): ReactElement {
  const t = useMerchantT();
  const numberClass = (column: TableColumn<T>) => (column.numeric ? tableStyles.number : undefined);
  if (state === 'error') return <ErrorState title={t('common.loadFailed')} onRetry={onRetry} />;
  if (state === 'ready' && records.length === 0) return <EmptyState title={empty} />;
  return (
    <TableScroll label={label}>
      <table className={tableStyles.table} aria-busy={state === 'loading'}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={numberClass(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state === 'loading'
            ? skeleton
            : records.map((record) => (
                <tr key={idOf(record)}>
                  {columns.map((column, index) => (
                    <td
                      key={index}
                      data-label={column.unlabelled ? undefined : column.label}
                      className={numberClass(column)}
                    >
                      {column.cell(record)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
