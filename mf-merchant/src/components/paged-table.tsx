import type { ReactElement } from 'react';
import type { PagedList } from '@mall/shared';
import { Pager } from './pager';
import { RecordTable, type RecordTableProps } from './record-table';
import { SkeletonRows } from './skeleton-rows';

export type { TableColumn } from './record-table';

/** A server-paged list as a table (see RecordTable), and the pager under it. */
export function PagedTable<T>({
  list,
  columns,
  skeleton = <SkeletonRows rows={8} columns={columns.length} />,
  ...table
}: Omit<RecordTableProps<T>, 'state' | 'records' | 'onRetry'> & { list: PagedList<T> }): ReactElement {
  return (
    <>
      <RecordTable
        state={list.state}
        records={list.records}
        onRetry={list.retry}
        columns={columns}
        skeleton={skeleton}
        {...table}
      />
      <Pager list={list} />
    </>
  );
}
