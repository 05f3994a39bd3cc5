import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, Skeleton, cx, imageUrl, localized, pagePath, useMallStore } from '@mall/shared';
import type { Category, Face } from '@mall/shared';
import styles from './category-grid.module.css';

interface CategoryGridProps {
  face: Face;
  categories: Category[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** Two rows' worth of columns: as many as the face shows at once (the phone's fifth only just). */
const SKELETON_COUNT: Record<Face, number> = { laptop: 16, mobile: 10 };
const PICTURE_SIZE: Record<Face, number> = { laptop: 64, mobile: 52 };

export function CategoryGrid({ face, categories, loading, failed, onRetry }: CategoryGridProps): ReactElement | null {
  const { t } = useTranslation('catalog');
  const language = useMallStore((state) => state.language);
  const imagePath = useMallStore((state) => state.imagePath);
  const headingId = `catalog-categories-${face}`;

  if (!loading && !failed && (!categories || categories.length === 0)) return null;
  return (
    <section className={cx(styles.section, styles[face])} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h2 id={headingId} className={styles.heading}>
        {t('common:label.categories')}
      </h2>
      {failed ? (
        <ErrorState message={t('status.loadError')} onRetry={onRetry} />
      ) : (
        <ul className={styles.grid}>
          {loading
            ? // Keys of their own: a tile keyed as a category would be the same element moved elsewhere.
              Array.from({ length: SKELETON_COUNT[face] }, (_, index) => (
                <li key={`skeleton-${index}`} className={styles.tile} aria-hidden="true">
                  <Skeleton
                    className={styles.picture}
                    width={PICTURE_SIZE[face]}
                    height={PICTURE_SIZE[face]}
                    radius="var(--radius-full)"
                  />
                  <span className={styles.name}>
                    <Skeleton width="70%" height="0.9em" />
                  </span>
                </li>
              ))
            : categories!.map((category) => {
                const name = localized(category, 'categoryName', language);
                return (
                  <li key={category.categoryId}>
                    <Link
                      className={styles.tile}
                      to={pagePath(face, 'classify', { params: { categoryId: category.categoryId } })}
                    >
                      {category.pic ? (
                        <img
                          className={styles.picture}
                          src={imageUrl(category.pic, imagePath)}
                          alt=""
                          width={PICTURE_SIZE[face]}
                          height={PICTURE_SIZE[face]}
                        />
                      ) : (
                        <span className={styles.picture} aria-hidden="true" />
                      )}
                      <span className={styles.name}>{name}</span>
                    </Link>
                  </li>
                );
              })}
        </ul>
      )}
    </section>
  );
}
