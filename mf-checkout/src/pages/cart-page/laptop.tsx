import { useTranslation } from 'react-i18next';
import type { CartModel } from '../../features/cart/use-cart';
import { AmountsSummary } from '../../components/amounts-summary';
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

export function CartLaptop({ cart }: { cart: CartModel }) {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <section className={styles.laptopPage} aria-labelledby="cart-title">
      <h1 id="cart-title" className={styles.title}>
        {t('checkout:cart.title')}
      </h1>
      {cart.status === 'loading' && <CartSkeleton face="laptop" />}
      {cart.status === 'error' && <CartFailed cart={cart} />}
      {cart.status === 'ready' && cart.items.length === 0 && <CartEmpty face="laptop" />}
      {cart.status === 'ready' && cart.items.length > 0 && (
        <>
          <div className={styles.tableHead} aria-hidden="true">
            <span />
            <span className={styles.headProduct}>{t('checkout:cart.product')}</span>
            <span>{t('checkout:cart.unitPrice')}</span>
            <span>{t('common:label.quantity')}</span>
            <span className={styles.headTotal}>{t('checkout:cart.lineTotal')}</span>
          </div>
          <CartLines cart={cart} face="laptop" />
          <div className={styles.laptopBar}>
            <div className={styles.barActions}>
              <SelectAll cart={cart} />
              <DeleteSelectedButton cart={cart} />
              <span className={styles.selectedCount}>
                {t('checkout:cart.selected', { count: cart.selectedItems.length })}
              </span>
            </div>
            <div className={styles.barTotals}>
              <AmountsSummary {...cart.amounts} />
              <CheckoutButton cart={cart} face="laptop" />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
