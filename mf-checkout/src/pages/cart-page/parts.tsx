import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  apiErrorMessage,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Skeleton,
  buttonClassName,
  pagePath,
  type Face,
} from '@mall/shared';
import type { CartModel } from '../../features/cart/use-cart';
import { CartLine } from '../../components/cart-line';
import styles from './cart-page.module.css';

export function CartLines({ cart, face }: { cart: CartModel; face: Face }) {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <ul className={styles.lines}>
      {cart.items.map((item) => (
        <CartLine
          key={item.basketId}
          face={face}
          item={item}
          selected={cart.selected.has(item.basketId)}
          pending={cart.pending.has(item.basketId)}
          error={item.basketId in cart.lineErrors ? apiErrorMessage(cart.lineErrors[item.basketId]) : undefined}
          onToggle={() => cart.toggle(item.basketId)}
          onQuantity={(count) => cart.changeQuantity(item, count)}
          removeAction={
            item.valid ? undefined : (
              <DeleteButton cart={cart} basketIds={[item.basketId]} label={t('common:action.delete')} />
            )
          }
        />
      ))}
    </ul>
  );
}

export function SelectAll({ cart }: { cart: CartModel }) {
  const { t } = useTranslation('checkout');
  const none = cart.items.every((item) => !item.valid);
  return (
    <label className={styles.selectAll}>
      <input type="checkbox" checked={cart.allSelected} disabled={none} onChange={cart.toggleAll} />
      <span>{t('cart.selectAll')}</span>
    </label>
  );
}

/** Deletes lines after asking: the selected ones, or one line that can no longer be bought. */
export function DeleteButton({ cart, basketIds, label }: { cart: CartModel; basketIds: number[]; label: string }) {
  const { t } = useTranslation(['checkout', 'common']);
  const [asking, setAsking] = useState(false);
  const count = basketIds.length;
  const onConfirm = async () => {
    await cart.deleteLines(basketIds);
    setAsking(false);
  };
  return (
    <>
      <Button variant="ghost" size="sm" disabled={count === 0 || cart.deleting} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('checkout:cart.deleteTitle')}
        message={t('checkout:cart.deleteMessage', { count })}
        confirmLabel={t('common:action.delete')}
        danger
        busy={cart.deleting}
        onConfirm={() => void onConfirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

export function DeleteSelectedButton({ cart }: { cart: CartModel }) {
  const { t } = useTranslation('checkout');
  return <DeleteButton cart={cart} basketIds={[...cart.selected]} label={t('cart.deleteSelected')} />;
}

export function CheckoutButton({ cart, face }: { cart: CartModel; face: Face }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const count = cart.selectedItems.length;
  const goConfirm = () => {
    const basketIds = cart.selectedItems.map((item) => item.basketId).join(',');
    navigate(pagePath(face, 'confirm', { query: { basketIds } }));
  };
  return (
    <Button
      variant="primary"
      size="lg"
      disabled={count === 0}
      onClick={goConfirm}
      title={count === 0 ? t('cart.selectToCheckout') : undefined}
    >
      {t('cart.checkout', { count })}
    </Button>
  );
}

export function CartEmpty({ face }: { face: Face }) {
  const { t } = useTranslation('checkout');
  return (
    <EmptyState
      title={t('cart.emptyTitle')}
      hint={t('cart.emptyMessage')}
      action={
        <Link className={buttonClassName({ variant: 'primary' })} to={pagePath(face, 'index')}>
          {t('cart.browse')}
        </Link>
      }
    />
  );
}

export function CartFailed({ cart }: { cart: CartModel }) {
  return <ErrorState onRetry={() => void cart.reload()} />;
}

export function CartSkeleton({ face }: { face: Face }) {
  return (
    <ul className={styles.lines} aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <li key={key} className={`${styles.skeletonLine} ${styles[face]}`}>
          <Skeleton width={face === 'mobile' ? 72 : 80} height={face === 'mobile' ? 72 : 80} />
          <div className={styles.skeletonText}>
            <Skeleton height={16} />
            <Skeleton height={16} width="40%" />
          </div>
        </li>
      ))}
    </ul>
  );
}
