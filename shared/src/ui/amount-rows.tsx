import type { ReactElement } from 'react';
import type { RielRate } from '../utils/riel';
import { cx } from './class-names';
import { Price } from './price';
import styles from './amount-rows.module.css';
import { useCommonT } from './use-common-t';

export interface AmountRowsProps {
  productAmount: number;
  deliveryFee: number;
  total: number;
  className?: string;
  /** An order's or a confirmation's rate and riel total, as the server figured them; left out: the shop's rate now. */
  rielRate?: RielRate | null;
  totalRiel?: number | null;
}

/** Subtotal, delivery fee ("Free" when nothing is charged on goods) and total, as a cart, a confirmation or an order has them. */
export function AmountRows({
  productAmount,
  deliveryFee,
  total,
  className,
  rielRate,
  totalRiel,
}: AmountRowsProps): ReactElement {
  const t = useCommonT();
  return (
    <dl className={cx(styles.rows, className)}>
      <div className={styles.row}>
        <dt>{t('label.subtotal')}</dt>
        <dd>
          <Price amount={productAmount} size="sm" plain rielRate={rielRate} />
        </dd>
      </div>
      <div className={styles.row}>
        <dt>{t('label.deliveryFee')}</dt>
        <dd>
          {deliveryFee === 0 && productAmount > 0 ? (
            t('label.free')
          ) : (
            <Price amount={deliveryFee} size="sm" plain rielRate={rielRate} />
          )}
        </dd>
      </div>
      <div className={cx(styles.row, styles.total)}>
        <dt>{t('label.total')}</dt>
        <dd>
          <Price amount={total} size="lg" rielRate={rielRate} riel={totalRiel} />
        </dd>
      </div>
    </dl>
  );
}
