import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { localized, useMallStore } from '@mall/shared';
import type { ClassifyModel } from '../features/classify/use-classify';

/** What the list is: search results, a shelf, a category, or all products. */
export function useResultTitle(model: ClassifyModel): string {
  const { t } = useTranslation('catalog');
  const language = useMallStore((state) => state.language);
  const { list, query, tag, topCategory, subCategory } = model;
  if (list.searching) return t('classify.resultsFor', { word: (query.searchString ?? '').trim() });
  if (subCategory) return localized(subCategory, 'categoryName', language);
  if (topCategory) return localized(topCategory, 'categoryName', language);
  if (tag) return localized(tag, 'title', language);
  return t('classify.title');
}

export function ResultCount({ model }: { model: ClassifyModel }): ReactElement | null {
  const { t } = useTranslation('catalog');
  if (model.list.status === 'loading' && model.list.list.current === 0) return null;
  return <span>{t('classify.total', { count: model.list.list.total })}</span>;
}
