import { useEffect, useState } from 'react';
import { getHotSearch, type HotSearchEntry } from '@mall/shared';

let cached: HotSearchEntry[] | null = null;

/** The hot-search words, fetched once per visit. */
export function useHotSearch(): HotSearchEntry[] {
  const [entries, setEntries] = useState<HotSearchEntry[]>(cached ?? []);
  useEffect(() => {
    if (cached) return undefined;
    let current = true;
    getHotSearch().then(
      (hot) => {
        cached = hot.list;
        if (current) setEntries(hot.list);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return entries;
}
