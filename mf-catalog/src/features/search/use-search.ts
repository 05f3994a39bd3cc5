import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getHotSearch, pagePath, useResource } from '@mall/shared';
import type { Face } from '@mall/shared';
import { addSearchWord, clearSearchHistory, readSearchHistory } from './search-history';

/** Where a search leads: an empty one to the whole product list, a word to its results. */
export function searchResultsPath(face: Face, word: string): string {
  const trimmed = word.trim();
  return pagePath(face, 'classify', {
    query: trimmed === '' ? { isSearch: false } : { searchString: trimmed, isSearch: true },
  });
}

export function useSearch(face: Face) {
  const navigate = useNavigate();
  const hot = useResource('hot-search', () => getHotSearch().then((answer) => answer.list));
  const [history, setHistory] = useState(readSearchHistory);

  const submit = (word: string) => {
    setHistory(addSearchWord(word));
    navigate(searchResultsPath(face, word));
  };
  const clearHistory = () => {
    clearSearchHistory();
    setHistory([]);
  };

  return { hot, history, submit, clearHistory };
}
