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
  // Before a choice, a product whose options cost differently shows what it can cost.
  const prices = product.skuList.map((item) => item.price);
  const lowest = prices.length ? Math.min(...prices) : product.price;
  const highest = prices.length ? Math.max(...prices) : product.price;
  return (
    <div className={styles.summary}>
      <div className={styles.priceRow}>
        {sku || lowest === highest ? (
          <Price amount={sku ? sku.price : product.price} original={sku ? sku.oriPrice : product.oriPrice} size="lg" />
        ) : (
          <span className={styles.range}>
            <Price amount={lowest} size="lg" />
            <span aria-hidden="true">–</span>
            <Price amount={highest} size="lg" />
          </span>
        )}
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
