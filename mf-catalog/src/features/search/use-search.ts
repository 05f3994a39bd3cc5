import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getHotSearch, pagePath, useResource } from '@mall/shared';
import type { Face, SearchSuggestion } from '@mall/shared';
import { addSearchWord, clearSearchHistory, readSearchHistory } from './search-history';

/** Where a search leads: an empty one to the whole product list, a word to its results. */
export function searchResultsPath(face: Face, word: string): string {
  const trimmed = word.trim();
  return pagePath(face, 'classify', {
    query: trimmed === '' ? { isSearch: false } : { searchString: trimmed, isSearch: true },
  });
}

/** The hot-search words (loaded once for the search page and the no-result page alike). */
export function useHotSearches() {
  return useResource('hot-search', () => getHotSearch().then((answer) => answer.list));
}

export function useSearch(face: Face) {
  const navigate = useNavigate();
  const hot = useHotSearches();
  const [history, setHistory] = useState(readSearchHistory);

  const submit = (word: string) => {
    setHistory(addSearchWord(word));
    navigate(searchResultsPath(face, word));
  };
  /** A suggested category opens its (top) category; a suggested product name is searched for. */
  const openSuggestion = (suggestion: SearchSuggestion) => {
    if (suggestion.kind === 'product') submit(suggestion.name);
    else navigate(pagePath(face, 'classify', { params: { categoryId: suggestion.parentId || suggestion.id } }));
  };
  const clearHistory = () => {
    clearSearchHistory();
    setHistory([]);
  };

  return { hot, history, submit, openSuggestion, clearHistory };
}
