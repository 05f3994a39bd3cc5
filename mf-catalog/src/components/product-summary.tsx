import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Price, cx, localized, useMallStore } from '@mall/shared';
import type { Product } from '@mall/shared';
import type { usePurchase } from '../features/product/use-purchase';
import styles from './product-summary.module.css';

interface ProductSummaryProps {
  product: Product;
  purchase: ReturnType<typeof usePurchase>;
  /** The heading level of the name: the page's h1 on desktop. */
  titleAs?: 'h1' | 'h2';
}

/** Name, brief, price (the chosen SKU's once chosen), sold count and stock. */
export function ProductSummary({ product, purchase, titleAs: Title = 'h1' }: ProductSummaryProps): ReactElement {
  const { t } = useTranslation('catalog');
  const language = useMallStore((state) => state.language);
  const name = localized(product, 'prodName', language);
  const brief = localized(product, 'brief', language);
  const sku = purchase.sku;
  return (
    <div className={styles.summary}>
      <div className={styles.priceRow}>
        <Price amount={sku ? sku.price : product.price} original={sku ? sku.oriPrice : product.oriPrice} size="lg" />
        {purchase.soldOut && <span className={cx(styles.badge, styles.soldOut)}>{t('common:label.outOfStock')}</span>}
      </div>
      <Title className={styles.name}>{name}</Title>
      {brief && <p className={styles.brief}>{brief}</p>}
      <p className={styles.facts}>
        <span>{t('common:label.soldCount', { count: product.soldNum })}</span>
        <span aria-hidden="true">·</span>
        <span>{purchase.stock > 0 ? t('product.stock', { count: purchase.stock }) : t('common:label.outOfStock')}</span>
      </p>
      {sku && <p className={styles.chosen}>{t('product.chosen', { sku: localized(sku, 'skuName', language) })}</p>}
    </div>
  );
}
