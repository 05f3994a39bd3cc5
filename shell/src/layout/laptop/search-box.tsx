import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Icon, SearchSuggestInput, localized, pagePath, useMallStore } from '@mall/shared';
import type { SearchSuggestion } from '@mall/shared';
import { useHotSearch } from '../common/use-hot-search';
import { searchPath } from '../common/search-path';
import styles from './search-box.module.css';

/**
 * The desktop search: words → classify with isSearch=true; nothing typed → classify with isSearch=false. While typing,
 * names are suggested: a category opens its (top) category, a product name is searched for.
 */
export function SearchBox({ compact = false }: { compact?: boolean }): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [words, setWords] = useState('');
  const hot = useHotSearch();
  const language = useMallStore((state) => state.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPath('laptop', words));
  };
  const pick = (suggestion: SearchSuggestion) => {
    if (suggestion.kind === 'category') {
      setWords('');
      navigate(pagePath('laptop', 'classify', { params: { categoryId: suggestion.parentId || suggestion.id } }));
    } else {
      setWords(suggestion.name);
      navigate(searchPath('laptop', suggestion.name));
    }
  };

  return (
    <div className={styles.box}>
      <form role="search" className={styles.form} onSubmit={submit}>
        <SearchSuggestInput
          className={styles.input}
          value={words}
          onValueChange={setWords}
          onPick={pick}
          placeholder={t('common:label.searchPlaceholder')}
          aria-label={t('common:label.searchPlaceholder')}
          enterKeyHint="search"
        />
        <button type="submit" className={styles.submit}>
          <Icon name="search" size={20} />
          <span>{t('common:action.search')}</span>
        </button>
      </form>
      {/* The line's place is held while the words load (no layout shift). */}
      {!compact && hot.length === 0 && <div className={styles.hot} />}
      {!compact && hot.length > 0 && (
        <nav className={styles.hot} aria-label={t('common:label.hotSearch')}>
          {hot.slice(0, 8).map((entry) => {
            const title = localized(entry, 'title', language);
            return (
              <Link key={entry.hotSearchId} to={searchPath('laptop', title)} className={styles.hotWord}>
                {title}
              </Link>
            );
          })}
        </nav>
      )}
    </div>
  );
}
