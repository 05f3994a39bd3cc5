import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, localized, useMallStore } from '@mall/shared';
import type { Product } from '@mall/shared';
import { ProductDetails } from '../../components/product-details';
import { ProductGallery } from '../../components/product-gallery';
import { ProductSummary } from '../../components/product-summary';
import { PurchaseControls } from '../../components/purchase-controls';
import { RelatedProducts } from '../../components/related-products';
import { useFavorite } from '../../features/product/use-favorite';
import { usePurchase } from '../../features/product/use-purchase';
import styles from './product-page.module.css';

export function ProductLaptop({ product }: { product: Product }): ReactElement {
  const { t } = useTranslation('catalog');
  const language = useMallStore((state) => state.language);
  const purchase = usePurchase(product, 'laptop');
  const favorite = useFavorite(product, 'laptop');
  const name = localized(product, 'prodName', language);

  return (
    <div className={styles.laptop}>
      <div className={styles.top}>
        <ProductGallery
          face="laptop"
          name={name}
          pictures={product.imgs.length ? product.imgs : [product.pic]}
          photos={product.photos}
          highlight={purchase.sku?.pic}
        />
        <div className={styles.info}>
          <ProductSummary product={product} purchase={purchase} />
          <PurchaseControls product={product} purchase={purchase} />
          <div className={styles.actions}>
            <Button
              size="lg"
              variant="secondary"
              disabled={purchase.soldOut}
              loading={purchase.adding}
              onClick={purchase.addToCart}
            >
              <Icon name="cart" size={20} />
              {purchase.soldOut ? t('common:label.outOfStock') : t('common:action.addToCart')}
            </Button>
            <Button size="lg" disabled={purchase.soldOut} onClick={purchase.buyNow}>
              {t('common:action.buyNow')}
            </Button>
            <Button
              size="lg"
              variant="ghost"
              aria-pressed={favorite.isCollect}
              loading={favorite.busy}
              onClick={favorite.toggle}
            >
              <Icon
                name={favorite.isCollect ? 'heart-filled' : 'heart'}
                size={20}
                className={favorite.isCollect ? styles.heartOn : undefined}
              />
              {favorite.isCollect ? t('common:action.removeFavorite') : t('common:action.addFavorite')}
            </Button>
          </div>
        </div>
      </div>
      <ProductDetails product={product} />
      <RelatedProducts face="laptop" product={product} />
    </div>
  );
}
