import type { ReactElement, ReactNode } from 'react';
import { EmptyState, ErrorState, Skeleton, type Resource } from '@mall/shared';
import { useMerchantT } from '../features/use-merchant-t';

/** A list loaded whole (the categories, the banners): the failure with a retry, its skeleton, the empty note, or it. */
export function LoadedList({
  list,
  skeletonLines,
  empty,
  children,
}: {
  list: Resource<readonly unknown[]>;
  skeletonLines: number;
  empty: string;
  children: ReactNode;
}): ReactElement {
  const t = useMerchantT();
  if (list.state === 'error') return <ErrorState title={t('common.loadFailed')} onRetry={list.reload} />;
  if (list.state === 'loading')
    return (
      <section aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton lines={skeletonLines} height="3.5rem" />
      </section>
    );
  if ((list.data ?? []).length === 0) return <EmptyState title={empty} />;
  return <>{children}</>;
}
