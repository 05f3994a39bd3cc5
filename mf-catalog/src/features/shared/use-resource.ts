import { useCallback, useEffect, useRef, useState } from 'react';
import { firstScreenData } from '@mall/shared';

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

export interface ResourceOptions {
  /** Keep the answer for this page session (categories, tags): coming back shows it at once, no skeleton. */
  keep?: boolean;
}

const kept = new Map<string, unknown>();

/** Tests start each case from nothing. */
export function forgetKeptResources(): void {
  kept.clear();
}

/** Loads once per change of `key`; a late answer for an old key is dropped. */
export function useResource<T>(
  key: string,
  load: () => Promise<T>,
  { keep = false }: ResourceOptions = {},
): Resource<T> {
  const initial = (): { key: string; data?: T; error?: unknown; loading: boolean } => {
    // The server's render of this page fetched it (ARCHITECTURE.md "Server-rendered first screen"); asked first,
    // so the server renders every request from the API, never from what it kept for an earlier one.
    const first = firstScreenData(key, load);
    if (first.found) return { key, data: first.data, loading: false };
    if (keep && kept.has(key)) return { key, data: kept.get(key) as T, loading: false };
    return { key, loading: true };
  };
  const [state, setState] = useState(initial);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (attempt === 0 && !state.loading && state.key === key && state.data !== undefined) {
      if (keep) kept.set(key, state.data); // given by the server's render (effects run in the browser only)
      return;
    }
    if (keep && kept.has(key) && attempt === 0) {
      setState({ key, data: kept.get(key) as T, loading: false });
      return;
    }
    let live = true;
    setState((previous) => ({ key, data: previous.key === key ? previous.data : undefined, loading: true }));
    loadRef.current().then(
      (data) => {
        if (keep) kept.set(key, data);
        if (live) setState({ key, data, loading: false });
      },
      (error: unknown) => live && setState({ key, error, loading: false }),
    );
    return () => {
      live = false;
    };
    // The state is read once, on arrival of a key or a retry: a new state must not start another load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, keep]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: !current || state.loading,
    reload,
  };
}
