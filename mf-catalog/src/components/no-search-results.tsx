import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, localized, pagePath, suggestSearch, useMallStore, useResource } from '@mall/shared';
import type { Face } from '@mall/shared';
import { searchResultsPath, useHotSearches } from '../features/search/use-search';
import styles from './no-search-results.module.css';

/** A search that found nothing: the names nearest to the words, and the hot searches, as ways on. */
export function NoSearchResults({ face, words }: { face: Face; words: string }): ReactElement {
  const { t } = useTranslation('catalog');
  const language = useMallStore((state) => state.language);
  const nearest = useResource(`suggest:${language}:${words}`, () => suggestSearch(words, { silent: true }));
  const hot = useHotSearches();
  const near = nearest.data?.list ?? [];
  const hotWords = (hot.data ?? []).map((entry) => localized(entry, 'title', language));

  return (
    <EmptyState
      title={t('classify.emptyTitle')}
      hint={t('search.noResultHint')}
      action={
        <div className={styles.ways}>
          {near.length > 0 && (
            <nav aria-label={t('search.nearest')}>
              <h3 className={styles.heading}>{t('search.nearest')}</h3>
              <ul className={styles.chips}>
                {near.map((item) => (
                  <li key={`${item.kind}-${item.id}`}>
                    <Link
                      className={styles.chip}
                      to={
                        item.kind === 'category'
                          ? pagePath(face, 'classify', { params: { categoryId: item.parentId || item.id } })
                          : searchResultsPath(face, item.name)
                      }
                    >
                      {item.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {hotWords.length > 0 && (
            <nav aria-label={t('common:label.hotSearch')}>
              <h3 className={styles.heading}>{t('common:label.hotSearch')}</h3>
              <ul className={styles.chips}>
                {hotWords.map((word) => (
                  <li key={word}>
                    <Link className={styles.chip} to={searchResultsPath(face, word)}>
                      {word}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      }
    />
  );
}
