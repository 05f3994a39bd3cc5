import { useState } from 'react';
import type { Resource } from '@mall/shared';
import { LANGUAGE_SUFFIXES } from './products/product-form';
import { refusalMessage, useMerchantT } from './use-merchant-t';

/** A row of a list of named things (categories, shelves, hot-search words): a name per language and an order. */
export interface NamedRow {
  id?: number;
  names: Record<(typeof LANGUAGE_SUFFIXES)[number], string>;
  seq: string;
  version?: number;
}

const emptyRow = (): NamedRow => ({ names: { Kh: '', En: '', Cn: '' }, seq: '0' });

/**
 * A list of named things edited in place: each row's edits kept until it is saved on its own (with the version it was
 * read at; a refused row keeps what was typed), and a new row at the end.
 */
export function useNamedList<T>(
  list: Resource<T[]>,
  rowOf: (item: T) => NamedRow,
  save: (row: NamedRow) => Promise<unknown>,
) {
  const t = useMerchantT();
  const [edits, setEdits] = useState<Record<string, NamedRow>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);

  const rows: [string, NamedRow][] = [
    ...(list.data ?? []).map((item) => {
      const row = rowOf(item);
      return [`row-${row.id}`, edits[`row-${row.id}`] ?? row] as [string, NamedRow];
    }),
    ['new', edits.new ?? emptyRow()],
  ];
  const change = (key: string, row: NamedRow) => setEdits((previous) => ({ ...previous, [key]: row }));

  const saveRow = async (key: string, row: NamedRow) => {
    if (!LANGUAGE_SUFFIXES.every((suffix) => row.names[suffix].trim()) || !/^\d{1,4}$/.test(row.seq.trim())) {
      setErrors((previous) => ({ ...previous, [key]: t('lists.invalid') }));
      return;
    }
    setBusy(key);
    setErrors((previous) => ({ ...previous, [key]: '' }));
    try {
      await save(row);
      setEdits(({ [key]: _saved, ...rest }) => rest);
      list.refresh();
    } catch (failure) {
      setErrors((previous) => ({ ...previous, [key]: refusalMessage(failure) }));
    } finally {
      setBusy(null);
    }
  };

  return { rows, change, saveRow: (key: string, row: NamedRow) => void saveRow(key, row), busy, errors };
}
