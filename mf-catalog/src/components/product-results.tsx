import { lazy, Suspense, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorState, ProductGrid } from '@mall/shared';
import type { Face } from '@mall/shared';
import type { ClassifyModel } from '../features/classify/use-classify';

// Only a search that found nothing shows it: its code comes with that answer, not with the page's first load.
const NoSearchResults = lazy(() =>
  import('./no-search-results').then((module) => ({ default: module.NoSearchResults })),
);

interface ProductResultsProps {
  face: Face;
  model: ClassifyModel;
  title: string;
  columns: number;
}

/** The grid with its loading, empty and error states (paging is the face's own). */
export function ProductResults({ face, model, title, columns }: ProductResultsProps): ReactElement {
  const { t } = useTranslation('catalog');
  const { list, query } = model;
  const replacing = list.state === 'loading';
  if (list.state === 'error' && list.list.records.length === 0) {
    return <ErrorState message={t('status.loadError')} onRetry={list.retry} />;
  }
  if (!replacing && list.list.records.length === 0) {
    if (list.searching) {
      return (
        <Suspense fallback={null}>
          <NoSearchResults face={face} words={(query.searchString ?? '').trim()} />
        </Suspense>
      );
    }
    return (
      <EmptyState
        title={t('classify.emptyTitle')}
        hint={t('classify.emptyBody')}
        action={
          <Button variant="secondary" onClick={list.clearFilters}>
            {t('classify.clearFilters')}
          </Button>
        }
      />
    );
  }
  return (
    <ProductGrid
      face={face}
      label={title}
      products={list.list.records}
      loading={replacing}
      skeletonCount={face === 'laptop' ? 8 : 6}
      columns={columns}
      eagerCount={columns}
      leadPicture
    />
  );
}
