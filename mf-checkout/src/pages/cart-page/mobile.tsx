import { useTranslation } from 'react-i18next';
import { Price } from '@mall/shared';
import type { CartModel } from '../../features/cart/use-cart';
import { FreeDeliveryHint } from '../../components/amounts-summary';
import {
  CartEmpty,
  CartFailed,
  CartLines,
  CartSkeleton,
  CheckoutButton,
  DeleteSelectedButton,
  SelectAll,
} from './parts';
import styles from './cart-page.module.css';

export function CartMobile({ cart }: { cart: CartModel }) {
  const { t } = useTranslation(['checkout', 'common']);
  const { productAmount, deliveryFee, total } = cart.amounts;
  return (
    <section className={styles.mobilePage} aria-labelledby="cart-title">
      <div className={styles.mobileHead}>
        <h1 id="cart-title" className="visually-hidden">
          {t('checkout:cart.title')}
        </h1>
        {cart.status === 'ready' && cart.items.length > 0 && (
          <>
            <SelectAll cart={cart} />
            <DeleteSelectedButton cart={cart} />
          </>
        )}
      </div>
      {cart.status === 'loading' && <CartSkeleton face="mobile" />}
      {cart.status === 'error' && <CartFailed cart={cart} />}
      {cart.status === 'ready' && cart.items.length === 0 && <CartEmpty face="mobile" />}
      {cart.status === 'ready' && cart.items.length > 0 && (
        <>
          <CartLines cart={cart} face="mobile" />
          <div className={styles.mobileBar}>
            <FreeDeliveryHint productAmount={productAmount} />
            <div className={styles.mobileBarRow}>
              <div className={styles.mobileTotal}>
                <span>
                  {t('common:label.total')} <Price amount={total} />
                </span>
                <span className={styles.mobileFee}>
                  {t('common:label.deliveryFee')}{' '}
                  {deliveryFee === 0 && productAmount > 0 ? t('common:label.free') : <Price amount={deliveryFee} />}
                </span>
              </div>
              <CheckoutButton cart={cart} face="mobile" />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
