import { useTranslation } from 'react-i18next';
import { AmountRows, formatPrice, type RielRate } from '@mall/shared';
import { missingForFreeDelivery, useFeeRules } from '../features/cart/delivery-fee';
import styles from './amounts-summary.module.css';

export interface AmountsSummaryProps {
  productAmount: number;
  deliveryFee: number;
  total: number;
  /** A confirmation's rate and riel total, as the server figured them; left out (the cart): the shop's rate now. */
  rielRate?: RielRate | null;
  totalRiel?: number;
}

/** Items, delivery fee (free from the shop's threshold) and total, with how much more buys free delivery. */
export function AmountsSummary({ productAmount, deliveryFee, total, rielRate, totalRiel }: AmountsSummaryProps) {
  return (
    <div className={styles.summary}>
      <AmountRows
        productAmount={productAmount}
        deliveryFee={deliveryFee}
        total={total}
        rielRate={rielRate}
        totalRiel={totalRiel}
      />
      <FreeDeliveryHint productAmount={productAmount} />
    </div>
  );
}

export function FreeDeliveryHint({ productAmount }: { productAmount: number }) {
  const rules = useFeeRules();
  const missing = missingForFreeDelivery(productAmount, rules.freeFrom);
  const { t } = useTranslation(['checkout', 'common']);
  if (rules.freeFrom <= 0) return null;
  if (productAmount <= 0)
    return (
      <p className={styles.hint}>
        {t('checkout:amounts.freeDeliveryRule', { fee: formatPrice(rules.fee), freeFrom: formatPrice(rules.freeFrom) })}
      </p>
    );
  if (missing > 0) {
    return (
      <p className={styles.hint} aria-live="polite">
        {t('checkout:amounts.freeDeliveryHint', { amount: formatPrice(missing) })}
      </p>
    );
  }
  return (
    <p className={`${styles.hint} ${styles.reached}`} aria-live="polite">
      {t('checkout:amounts.freeDeliveryReached')}
    </p>
  );
}
