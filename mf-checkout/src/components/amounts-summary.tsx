import { useTranslation } from 'react-i18next';
import { Price, formatPrice } from '@mall/shared';
import { missingForFreeDelivery } from '../features/cart/delivery-fee';
import styles from './amounts-summary.module.css';

export interface AmountsSummaryProps {
  productAmount: number;
  deliveryFee: number;
  total: number;
}

/** Items, delivery fee (free from $50) and total, with how much more buys free delivery. */
export function AmountsSummary({ productAmount, deliveryFee, total }: AmountsSummaryProps) {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <div className={styles.summary}>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('common:label.subtotal')}</dt>
          <dd>
            <Price amount={productAmount} />
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{t('common:label.deliveryFee')}</dt>
          <dd>{deliveryFee === 0 && productAmount > 0 ? t('common:label.free') : <Price amount={deliveryFee} />}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('common:label.total')}</dt>
          <dd>
            <Price amount={total} />
          </dd>
        </div>
      </dl>
      <FreeDeliveryHint productAmount={productAmount} />
    </div>
  );
}

export function FreeDeliveryHint({ productAmount }: { productAmount: number }) {
  const missing = missingForFreeDelivery(productAmount);
  const { t, i18n } = useTranslation(['checkout', 'common']);
  if (productAmount <= 0) return <p className={styles.hint}>{t('checkout:amounts.freeDeliveryRule')}</p>;
  if (missing > 0) {
    return (
      <p className={styles.hint} aria-live="polite">
        {t('checkout:amounts.freeDeliveryHint', { amount: formatPrice(missing, i18n.language) })}
      </p>
    );
  }
  return (
    <p className={`${styles.hint} ${styles.reached}`} aria-live="polite">
      {t('checkout:amounts.freeDeliveryReached')}
    </p>
  );
}

