import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePagedList, type ListPage } from '@mall/shared';

/**
 * A list's filter form: fields typed freely, applied to the address (which the list reads) on submit, so a filtered
 * list can be shared and comes back with Back.
 */
export function useFilterForm<N extends string>(names: readonly N[]) {
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState(
    () => Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<N, string>,
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const name of names) if (form[name].trim()) next.set(name, form[name].trim());
    setParams(next, { replace: true });
  };
  const field = (name: N) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((previous) => ({ ...previous, [name]: event.target.value })),
  });
  return { params, apply, field };
}

/** The filters typed as free text, as the address keeps them: trimmed, and left out when empty. */
export function textFiltersOf<N extends string>(
  params: URLSearchParams,
  names: readonly N[],
): Partial<Record<N, string>> {
  const filters: Partial<Record<N, string>> = {};
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/**
 * A console list paged on the server whose filters live in the address: the query read from it (only what is valid),
 * and the page of records for it, loaded again when the query changes.
 */
export function useAddressedList<Q extends object, T>({
  params,
  queryOf,
  load,
  idOf,
  size,
}: {
  params: URLSearchParams;
  queryOf: (params: URLSearchParams) => Q;
  load: (query: Q & { current: number; size: number }) => Promise<ListPage<T>>;
  idOf: (record: T) => string | number;
  size: number;
}) {
  const query = useMemo(() => queryOf(params), [params, queryOf]);
  const list = usePagedList<T>({
    key: JSON.stringify(query),
    load: (current) => load({ ...query, current, size }),
    idOf,
  });
  return { query, list };
}
