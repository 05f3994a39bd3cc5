import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Icon, localized, useMallStore } from '@mall/shared';
import { useHotSearch } from '../common/use-hot-search';
import { searchPath } from '../common/search-path';
import styles from './search-box.module.css';

/** The desktop search: words → classify with isSearch=true; nothing typed → classify with isSearch=false. */
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

  return (
    <div className={styles.box}>
      <form role="search" className={styles.form} onSubmit={submit}>
        <input
          type="search"
          className={styles.input}
          value={words}
          onChange={(event) => setWords(event.target.value)}
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
