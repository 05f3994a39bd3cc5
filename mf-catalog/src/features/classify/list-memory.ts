/**
 * The product list remembers itself per history entry (react-router's location.key), so returning from a
 * product with Back finds the same filters, loaded pages and scroll position, while a fresh visit starts clean.
 */
const PREFIX = 'catalog:list:';

export function recallList<T>(entryKey: string): T | undefined {
  try {
    const text = sessionStorage.getItem(PREFIX + entryKey);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function rememberList<T>(entryKey: string, value: T): void {
  try {
    sessionStorage.setItem(PREFIX + entryKey, JSON.stringify(value));
  } catch {
    // A full or blocked sessionStorage only costs the restore, never the page.
  }
}
