import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, SearchSuggestInput, Skeleton, cx, localized, useMallStore } from '@mall/shared';
import type { Face } from '@mall/shared';
import { useSearch } from '../../features/search/use-search';
import styles from './search-page.module.css';

export function SearchView({ face }: { face: Face }): ReactElement {
  const { t } = useTranslation('catalog');
  const language = useMallStore((state) => state.language);
  const { hot, history, submit, openSuggestion, clearHistory } = useSearch(face);
  const [word, setWord] = useState('');

  return (
    <div className={cx(styles.page, styles[face])}>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit(word);
        }}
      >
        <div className={styles.box}>
          <Icon name="search" size={20} className={styles.boxIcon} />
          <SearchSuggestInput
            className={styles.input}
            enterKeyHint="search"
            aria-label={t('common:label.searchPlaceholder')}
            placeholder={t('common:label.searchPlaceholder')}
            value={word}
            // The phone's search screen exists to type a search: its keyboard opens at once.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={face === 'mobile'}
            onValueChange={setWord}
            onPick={openSuggestion}
          />
        </div>
        <Button type="submit" size="md">
          {t('common:action.search')}
        </Button>
      </form>

      <section className={styles.section} aria-labelledby="catalog-search-history">
        <header className={styles.sectionHead}>
          <h2 id="catalog-search-history" className={styles.heading}>
            {t('common:label.searchHistory')}
          </h2>
          {history.length > 0 && (
            <Button variant="ghost" size="sm" onClick={clearHistory}>
              {t('search.clearHistory')}
            </Button>
          )}
        </header>
        {history.length > 0 ? (
          <ul className={styles.chips}>
            {history.map((item) => (
              <li key={item}>
                <button type="button" className={styles.chip} onClick={() => submit(item)}>
                  {item}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.hint}>{t('search.noHistory')}</p>
        )}
      </section>

      <section
        className={styles.section}
        aria-labelledby="catalog-search-hot"
        aria-busy={hot.state === 'loading' || undefined}
      >
        <header className={styles.sectionHead}>
          <h2 id="catalog-search-hot" className={styles.heading}>
            {t('common:label.hotSearch')}
          </h2>
        </header>
        {hot.state === 'loading' ? (
          <div className={styles.chips}>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} width={`${4 + (index % 3) * 1.5}em`} height="2.75rem" radius="var(--radius-full)" />
            ))}
          </div>
        ) : hot.error ? (
          <p className={styles.hint}>
            {t('status.loadError')}{' '}
            <Button variant="ghost" size="sm" onClick={hot.reload}>
              {t('common:action.retry')}
            </Button>
          </p>
        ) : (
          <ul className={styles.chips}>
            {(hot.data ?? []).map((entry, index) => {
              const title = localized(entry, 'title', language);
              return (
                <li key={entry.hotSearchId}>
                  <button
                    type="button"
                    className={cx(styles.chip, index < 3 && styles.top)}
                    onClick={() => submit(title)}
                  >
                    {title}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
