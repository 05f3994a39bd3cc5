import { safeStorage } from '@mall/shared';

const HISTORY_KEY = 'SEARCH_HISTORY';
const HISTORY_LIMIT = 10;

// safeStorage: a blocked or full storage costs the history, never the search itself.
export function readSearchHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Newest first, no duplicates, at most ten words. */
export function addSearchWord(word: string): string[] {
  const trimmed = word.trim();
  if (trimmed === '') return readSearchHistory();
  const next = [trimmed, ...readSearchHistory().filter((item) => item !== trimmed)].slice(0, HISTORY_LIMIT);
  safeStorage.set(HISTORY_KEY, JSON.stringify(next));
  return next;
}

export function clearSearchHistory(): void {
  safeStorage.remove(HISTORY_KEY);
}
