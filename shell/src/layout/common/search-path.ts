import { pagePath, type Face } from '@mall/shared';

/** A search goes to classify with the words; an empty search goes there with isSearch=false. */
export function searchPath(face: Face, words: string): string {
  const searchString = words.trim();
  if (!searchString) return pagePath(face, 'classify', { query: { isSearch: false } });
  return pagePath(face, 'classify', { query: { searchString, isSearch: true } });
}
