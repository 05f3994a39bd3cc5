import type { ReactElement, ReactNode } from 'react';
import { cx } from './class-names';
import type { ProductSummary } from '../contracts/entities';
import type { Face } from '../contracts/federation';
import { gridSizes } from './grid-sizes';
import { ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-grid.module.css';
import { useCommonT } from './use-common-t';
import { VisuallyHidden } from './visually-hidden';

export interface ProductGridProps {
  products: ProductSummary[];
  face: Face;
  /** Names the list ("Best sellers"). */
  label: string;
  /** Shows this many card skeletons instead of the products. */
  loading?: boolean;
  skeletonCount?: number;
  /** Columns on wide screens (2 on phones, 3 on tablets). */
  columns?: number;
  /** How many leading pictures load eagerly. */
  eagerCount?: number;
  /** The first picture is the page's largest (its LCP): asked for before everything else. */
  leadPicture?: boolean;
  renderFooter?: (product: ProductSummary) => ReactNode;
}

export function ProductGrid({
  products,
  face,
  label,
  loading = false,
  skeletonCount = 10,
  columns = 5,
  eagerCount = 0,
  leadPicture = false,
  renderFooter,
}: ProductGridProps): ReactElement {
  const t = useCommonT();
  const gridClass = cx(styles.grid, styles[`columns${columns}`]);
  const sizes = gridSizes(columns);
  if (loading) {
    return (
      <div aria-busy="true" aria-label={label} role="region">
        <VisuallyHidden>{t('state.loading')}</VisuallyHidden>
        <ul className={gridClass}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ul className={gridClass} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.prodId}>
          <ProductCard
            product={product}
            face={face}
            eager={index < eagerCount}
            lead={leadPicture && index === 0}
            sizes={sizes}
            footer={renderFooter?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}
