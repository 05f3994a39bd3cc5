import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, ProductGrid, Skeleton, VisuallyHidden, cx, localized, pagePath, useMallStore } from '@mall/shared';
import type { Face, ProductTag } from '@mall/shared';
import { useTagProducts } from '../features/home/use-home';
import styles from './tag-group.module.css';

export const GROUP_SIZE: Record<Face, number> = { laptop: 5, mobile: 4 };
export const GROUP_COLUMNS: Record<Face, number> = { laptop: 5, mobile: 2 };

interface TagGroupProps {
  face: Face;
  tag: ProductTag;
  /** The first group's pictures are on the first screen. */
  eager?: boolean;
}

/** One home shelf: a tag's first few products and a way to see more. */
export function TagGroup({ face, tag, eager = false }: TagGroupProps): ReactElement | null {
  const { t } = useTranslation('catalog');
  const language = useMallStore((state) => state.language);
  const products = useTagProducts(tag.id, GROUP_SIZE[face]);
  const title = localized(tag, 'title', language);
  const headingId = `catalog-tag-${face}-${tag.id}`;

  if (products.state === 'ready' && products.data?.length === 0) return null;
  return (
    <section className={cx(styles.group, styles[face])} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {/* "More", then the shelf's name unseen: the name starts with what is shown (WCAG 2.5.3) in every language. */}
        <Link className={styles.more} to={pagePath(face, 'classify', { query: { tagId: tag.id } })}>
          {t('common:action.more')}
          <VisuallyHidden>{` ${title}`}</VisuallyHidden>
          <span aria-hidden="true"> ›</span>
        </Link>
      </header>
      {products.error ? (
        <ErrorState message={t('status.loadError')} onRetry={products.reload} />
      ) : (
        <ProductGrid
          face={face}
          label={title}
          products={products.data ?? []}
          loading={products.state === 'loading'}
          skeletonCount={GROUP_SIZE[face]}
          columns={GROUP_COLUMNS[face]}
          eagerCount={eager ? GROUP_COLUMNS[face] : 0}
        />
      )}
    </section>
  );
}

/**
 * A shelf's shape while the shelves themselves load (the tags): the same header and grid as a shelf, so the first
 * shelf takes the skeleton's place without moving anything.
 */
export function TagGroupSkeleton({ face }: { face: Face }): ReactElement {
  const { t } = useTranslation('catalog');
  return (
    <section className={cx(styles.group, styles[face])} aria-busy="true" aria-label={t('common:state.loading')}>
      <div className={styles.header} aria-hidden="true">
        <span className={styles.title}>
          <Skeleton width="8em" />
        </span>
        <span className={styles.more}>&nbsp;</span>
      </div>
      <ProductGrid
        face={face}
        label={t('common:state.loading')}
        products={[]}
        loading
        skeletonCount={GROUP_SIZE[face]}
        columns={GROUP_COLUMNS[face]}
      />
    </section>
  );
}
