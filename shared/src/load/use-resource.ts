import { useCallback, useEffect, useRef, useState } from 'react';
import { firstScreenData } from '../first-screen';

/** The one vocabulary of a load, for resources and paged lists alike. */
export type LoadState = 'loading' | 'ready' | 'error';

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  state: LoadState;
  /** Loads again, showing the loading state. */
  reload: () => void;
  /** Loads again quietly (after an action on what is shown): what is shown stays until the answer arrives. */
  refresh: () => void;
}

export interface ResourceOptions<T> {
  /** Keep the answer for this page session (categories, tags): coming back shows it at once, no skeleton. */
  keep?: boolean;
  /** An answer at hand when the page opens (handed over by the page before): shown at once, not loaded. */
  initial?: T;
}

const kept = new Map<string, unknown>();

/** Tests start each case from nothing. */
export function forgetKeptResources(): void {
  kept.clear();
}

interface Held<T> {
  key: string;
  data?: T;
  error?: unknown;
  state: LoadState;
}

/**
 * Loads once per change of `key` (a late answer for an old key is dropped). The first render takes the
 * server's answer when the server rendered this page (ARCHITECTURE.md "Server-rendered first screen").
 */
export function useResource<T>(
  key: string,
  load: () => Promise<T>,
  { keep = false, initial: given }: ResourceOptions<T> = {},
): Resource<T> {
  const initial = (): Held<T> => {
    if (given !== undefined) return { key, data: given, state: 'ready' };
    // Asked first, so the server renders every request from the API, never from what it kept for an earlier one.
    const first = firstScreenData(key, load);
    if (first.found) return { key, data: first.data, state: 'ready' };
    if (keep && kept.has(key)) return { key, data: kept.get(key) as T, state: 'ready' };
    return { key, state: 'loading' };
  };
  const [held, setHeld] = useState(initial);
  const [attempt, setAttempt] = useState({ count: 0, quiet: false });
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (attempt.count === 0 && held.state === 'ready' && held.key === key) {
      if (keep) kept.set(key, held.data); // given by the server's render (effects run in the browser only)
      return;
    }
    if (keep && kept.has(key) && attempt.count === 0) {
      setHeld({ key, data: kept.get(key) as T, state: 'ready' });
      return;
    }
    let live = true;
    if (!attempt.quiet) {
      setHeld((previous) => ({ key, data: previous.key === key ? previous.data : undefined, state: 'loading' }));
    }
    loadRef.current().then(
      (data) => {
        if (keep) kept.set(key, data);
        if (live) setHeld({ key, data, state: 'ready' });
      },
      (error: unknown) => live && setHeld({ key, error, state: 'error' }),
    );
    return () => {
      live = false;
    };
    // The state is read once, on arrival of a key or a retry: a new state must not start another load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, keep]);

  const reload = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, quiet: false })), []);
  const refresh = useCallback(() => setAttempt(({ count }) => ({ count: count + 1, quiet: true })), []);
  const current = held.key === key;
  return {
    data: current ? held.data : undefined,
    error: current ? held.error : undefined,
    state: current ? held.state : 'loading',
    reload,
    refresh,
  };
}
