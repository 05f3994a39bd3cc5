import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ProductSummary } from '../contracts/entities';
import type { Face } from '../contracts/federation';
import { localized } from '../i18n/localized';
import { pagePath } from '../routes';
import { useMallStore } from '../store';
import { gridSizes } from './grid-sizes';
import { Price } from './price';
import { ProductPicture } from './product-picture';
import styles from './product-card.module.css';
import { Skeleton } from './skeleton';
import { useCommonT } from './use-common-t';

export interface ProductCardProps {
  product: ProductSummary;
  face: Face;
  /** Under the link: a favourite or delete button, never inside the link. */
  footer?: ReactNode;
  /** The first screen's pictures load eagerly (LCP). */
  eager?: boolean;
  /** The page's largest picture (its LCP): asked for before everything else on the page. */
  lead?: boolean;
  /** How wide the card's picture is drawn (a photo's `sizes`); the grid says so for its columns. */
  sizes?: string;
}

export function ProductCard({
  product,
  face,
  footer,
  eager = false,
  lead = false,
  sizes = gridSizes(5),
}: ProductCardProps): ReactElement {
  const language = useMallStore((state) => state.language);
  const t = useCommonT();
  const name = localized(product, 'prodName', language);
  return (
    <article className={styles.card}>
      <Link className={styles.link} to={pagePath(face, 'product', { query: { prodId: product.prodId } })}>
        <ProductPicture
          className={styles.picture}
          src={product.pic}
          photo={product.photos?.[product.pic]}
          alt={name}
          sizes={sizes}
          width={320}
          height={320}
          priority={lead ? 'lead' : eager ? 'eager' : 'lazy'}
        />
        <div className={styles.body}>
          <h3 className={styles.name}>{name}</h3>
          <div className={styles.meta}>
            <Price amount={product.price} original={product.oriPrice} size="sm" />
            {product.stock > 0 ? (
              product.soldNum > 0 && (
                <span className={styles.sold}>{t('label.soldCount', { count: product.soldNum })}</span>
              )
            ) : (
              <span className={styles.sold}>{t('label.outOfStock')}</span>
            )}
          </div>
        </div>
      </Link>
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}

/** The card's loading shape, the same size as the real card. */
export function ProductCardSkeleton(): ReactElement {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.picture} height="auto" radius={0} />
      {/* The card's own boxes (two lines of name, a price's line), so nothing moves when the products come. */}
      <div className={styles.body}>
        <div className={styles.name}>
          <Skeleton lines={2} height="0.9em" />
        </div>
        <div className={styles.meta}>
          <Skeleton width="40%" height="1.1em" />
          <span className={styles.unseen}>
            <Price amount={0} size="sm" />
          </span>
        </div>
      </div>
    </div>
  );
}
