import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Icon, IconButton, localized, pagePath, useMallStore } from '@mall/shared';
import type { Product } from '@mall/shared';
import { ProductDetails } from '../../components/product-details';
import { ProductGallery } from '../../components/product-gallery';
import { ProductSummary } from '../../components/product-summary';
import { PurchaseControls } from '../../components/purchase-controls';
import { RelatedProducts } from '../../components/related-products';
import { useFavorite } from '../../features/product/use-favorite';
import { usePurchase } from '../../features/product/use-purchase';
import styles from './product-page.module.css';

export function ProductMobile({ product }: { product: Product }): ReactElement {
  const { t } = useTranslation('catalog');
  const language = useMallStore((state) => state.language);
  const purchase = usePurchase(product, 'mobile');
  const favorite = useFavorite(product, 'mobile');
  const name = localized(product, 'prodName', language);

  return (
    <div className={styles.mobile}>
      {/* The shell's transparent header carries Back on the left; these sit on its right, over the gallery. */}
      <div className={styles.floatingIcons}>
        <IconButton
          icon={favorite.isCollect ? 'heart-filled' : 'heart'}
          label={favorite.isCollect ? t('common:action.removeFavorite') : t('common:action.addFavorite')}
          aria-pressed={favorite.isCollect}
          className={favorite.isCollect ? `${styles.floating} ${styles.heartOn}` : styles.floating}
          onClick={favorite.toggle}
        />
        <Link className={styles.floatingLink} to={pagePath('mobile', 'contact')} aria-label={t('product.service')}>
          <Icon name="phone" size={22} />
        </Link>
      </div>
      <ProductGallery
        face="mobile"
        name={name}
        pictures={product.imgs.length ? product.imgs : [product.pic]}
        photos={product.photos}
        highlight={purchase.sku?.pic}
      />
      <div className={styles.card}>
        <ProductSummary product={product} purchase={purchase} />
      </div>
      <div className={styles.card}>
        <PurchaseControls product={product} purchase={purchase} />
      </div>
      <ProductDetails product={product} />
      <RelatedProducts face="mobile" product={product} />
      <div className={styles.actionBar}>
        <Button
          variant="secondary"
          block
          disabled={purchase.soldOut}
          loading={purchase.adding}
          onClick={purchase.addToCart}
        >
          {purchase.soldOut ? t('common:label.outOfStock') : t('common:action.addToCart')}
        </Button>
        <Button block disabled={purchase.soldOut} onClick={purchase.buyNow}>
          {t('common:action.buyNow')}
        </Button>
      </div>
    </div>
  );
}
