import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, localized, useMallStore, usePageName } from '@mall/shared';
import styles from './result-heading.module.css';
import type { ClassifyModel } from '../features/classify/use-classify';

/** What the list is: search results, a shelf, a category, or all products. */
export function useResultTitle(model: ClassifyModel): string {
  const { t } = useTranslation('catalog');
  const language = useMallStore((state) => state.language);
  const { list, query, tag, topCategory, subCategory } = model;
  const category = list.searching ? undefined : (subCategory ?? topCategory);
  usePageName(category && localized(category, 'categoryName', language), language);
  if (list.searching) return t('classify.resultsFor', { word: (query.searchString ?? '').trim() });
  if (subCategory) return localized(subCategory, 'categoryName', language);
  if (topCategory) return localized(topCategory, 'categoryName', language);
  if (tag) return localized(tag, 'title', language);
  return t('classify.title');
}

export function ResultCount({ model }: { model: ClassifyModel }): ReactElement | null {
  const { t } = useTranslation('catalog');
  if (model.list.state === 'loading' && model.list.list.current === 0) return null;
  return <span>{t('classify.total', { count: model.list.list.total })}</span>;
}

/** The shelf a "more" link came from, shown while it narrows the list, with a way to drop it. */
export function TagChip({ model }: { model: ClassifyModel }): ReactElement | null {
  const { t } = useTranslation('catalog');
  const language = useMallStore((state) => state.language);
  const { tag, list, topCategory } = model;
  // Without a category the tag is already the title.
  if (!tag || list.searching || !topCategory) return null;
  const name = localized(tag, 'title', language);
  return (
    <button
      type="button"
      className={styles.chip}
      aria-label={t('classify.removeFilter', { name })}
      onClick={list.clearTag}
    >
      {name}
      <Icon name="close" size={16} />
    </button>
  );
}
