import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductGrid, listProductsByTag, useResource } from '@mall/shared';
import type { Face, Product } from '@mall/shared';
import styles from './related-products.module.css';

const SHOWN: Record<Face, number> = { laptop: 5, mobile: 4 };

/** Best sellers from the product's own category, so a shopper who is unsure has somewhere to go next. */
export function RelatedProducts({ face, product }: { face: Face; product: Product }): ReactElement | null {
  const { t } = useTranslation('catalog');
  const categoryId = product.categories[0];
  const related = useResource(`related:${categoryId}:${product.prodId}`, () =>
    categoryId === undefined
      ? Promise.resolve([])
      : listProductsByTag({ categoryIds: [categoryId], sort: 1, current: 1, size: SHOWN[face] + 1 }).then((page) =>
          page.records.filter((item) => item.prodId !== product.prodId).slice(0, SHOWN[face]),
        ),
  );
  // Extra to the page: when it cannot load or has nothing, it simply is not there.
  if (related.error || (related.state !== 'loading' && !related.data?.length)) return null;
  const title = t('product.related');
  return (
    <section className={styles[face]} aria-labelledby={`catalog-related-${product.prodId}`}>
      <h2 id={`catalog-related-${product.prodId}`} className={styles.heading}>
        {title}
      </h2>
      <ProductGrid
        face={face}
        label={title}
        products={related.data ?? []}
        loading={related.state === 'loading'}
        skeletonCount={SHOWN[face]}
        columns={face === 'laptop' ? 5 : 2}
      />
    </section>
  );
}
