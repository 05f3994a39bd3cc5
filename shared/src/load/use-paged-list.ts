import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoadState } from './use-resource';

/** A page of a list as the API answers it. */
export interface ListPage<T> {
  records: T[];
  current: number;
  pages: number;
  total: number;
}

export interface PagedListOptions<T> {
  /** A new key starts the list over at page 1 (compared as an effect's dependency is: by identity). */
  key: unknown;
  load: (page: number) => Promise<ListPage<T>>;
  /** A record that moved between pages while the shopper scrolled is shown once. */
  idOf: (record: T) => string | number;
  /** A list already at hand (the server's first page, the one kept for the way back): no first load. */
  initial?: ListPage<T>;
}

const EMPTY: ListPage<never> = { records: [], current: 0, pages: 0, total: 0 };

/**
 * A paged list: `goToPage` replaces what is shown (laptop), `loadMore` appends the next page (phones).
 * `state` is the list's; the next page's own load is `loadingMore` / `moreFailed`. Only the latest request's
 * answer is taken.
 */
export function usePagedList<T>({ key, load, idOf, initial }: PagedListOptions<T>) {
  const [list, setList] = useState<ListPage<T>>(initial ?? EMPTY);
  const [state, setState] = useState<LoadState>(initial ? 'ready' : 'loading');
  const [more, setMore] = useState<LoadState | 'idle'>('idle');
  const request = useRef(0);
  const last = useRef({ page: 1, append: false });
  const calls = useRef({ load, idOf });
  calls.current = { load, idOf };
  const skipFirstLoad = useRef(initial !== undefined);

  const fetchPage = useCallback((page: number, append: boolean) => {
    const id = ++request.current;
    last.current = { page, append };
    if (append) setMore('loading');
    else {
      setState('loading');
      setMore('idle');
    }
    calls.current.load(page).then(
      (answer) => {
        if (id !== request.current) return;
        const { idOf: identify } = calls.current;
        setList((previous) => {
          const seen = new Set(previous.records.map(identify));
          const records = append
            ? [...previous.records, ...answer.records.filter((record) => !seen.has(identify(record)))]
            : answer.records;
          return { records, current: answer.current, pages: answer.pages, total: answer.total };
        });
        setState('ready');
        setMore('idle');
      },
      () => {
        if (id !== request.current) return;
        if (append) setMore('error');
        else setState('error');
      },
    );
  }, []);

  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return;
    }
    fetchPage(1, false);
  }, [key, fetchPage]);

  const hasMore = state === 'ready' && list.current < list.pages;
  return {
    ...list,
    state,
    loadingMore: more === 'loading',
    moreFailed: more === 'error',
    hasMore,
    loadMore: () => {
      if (hasMore && more !== 'loading') fetchPage(list.current + 1, true);
    },
    goToPage: (page: number) => fetchPage(page, false),
    reload: () => fetchPage(1, false),
    /** The last request again (a page or the next page). */
    retry: () => fetchPage(last.current.page, last.current.append),
    /** Changes what is shown without a load (an order that moved, a favourite removed). */
    update: setList,
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
