import type { ReactElement } from 'react';
import { useMallStore } from '../store';
import { formatPrice } from '../utils/price';
import { cx } from './class-names';
import styles from './price.module.css';
import { useCommonT } from './use-common-t';
import { VisuallyHidden } from './visually-hidden';

export interface PriceProps {
  amount: number;
  /** The price before a discount; shown struck through when higher. */
  original?: number | null;
  size?: 'sm' | 'md' | 'lg';
  /** Ink instead of the sale red (totals, fees). */
  plain?: boolean;
  className?: string;
}

/** US dollars in the current language's format (`$12.50`). */
export function Price({ amount, original, size = 'md', plain = false, className }: PriceProps): ReactElement {
  const language = useMallStore((state) => state.language);
  const t = useCommonT();
  const showOriginal = original !== undefined && original !== null && original > amount;
  return (
    <span className={cx(styles.price, styles[size], plain && styles.plain, className)}>
      <span className={styles.amount}>{formatPrice(amount, language)}</span>
      {showOriginal && (
        <s className={styles.original}>
          <VisuallyHidden>{t('label.originalPrice')} </VisuallyHidden>
          {formatPrice(original, language)}
        </s>
      )}
    </span>
  );
}
