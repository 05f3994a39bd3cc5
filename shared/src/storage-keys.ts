/** The local storage keys; nothing else is stored. */
export const STORAGE_KEYS = {
  token: 'TOKEN',
  store: 'STORE',
  prevPage: 'PREV_PAGE',
  language: 'LANGUAGE',
  /** The console's sound for a new order: 'off' when the staff member turned it off on this browser. */
  orderSound: 'ORDER_SOUND',
} as const;

/** localStorage that never throws (private mode, storage full, no window in tests of the server side). */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // a full or blocked storage only costs persistence
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // see set
    }
  },
};
