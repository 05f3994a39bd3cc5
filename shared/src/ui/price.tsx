import type { ReactElement } from 'react';
import { useShopRielRate } from '../site-settings';
import { useMallStore } from '../store';
import { formatPrice } from '../utils/price';
import { DEFAULT_RIEL_RATE, formatRiel, rielOfDollars, type RielRate } from '../utils/riel';
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
  /**
   * The riel the server figured for this amount (an order's or a confirmation's total), shown as it is; null for an
   * order placed before riel (no riel line). Left out: the amount at `rielRate`.
   */
  riel?: number | null;
  /** The rate an order was placed at (its other amounts); null: none recorded. Left out: the shop's rate now. */
  rielRate?: RielRate | null;
}

/** US dollars (`$12.50`), with the riel beside them on a line of their own (`51,300៛`). */
export function Price({
  amount,
  original,
  size = 'md',
  plain = false,
  className,
  riel,
  rielRate,
}: PriceProps): ReactElement {
  const language = useMallStore((state) => state.language);
  const shopRate = useShopRielRate();
  const t = useCommonT();
  const showOriginal = original !== undefined && original !== null && original > amount;
  const rate = rielRate === undefined ? shopRate : rielRate;
  const figure = riel !== undefined ? riel : rate === null ? null : rielOfDollars(amount, rate);
  // An order without a recorded rate has no riel line; a rate still to come keeps the line's place, as wide as the
  // figure at the usual rate, unseen (so a price and what sits beside it on a card do not move when it comes).
  const rielLine =
    riel === null || (riel === undefined && rielRate === null) ? 'none' : figure === null ? 'waiting' : 'shown';
  return (
    <span className={cx(styles.price, styles[size], plain && styles.plain, className)}>
      <span className={styles.amount}>{formatPrice(amount, language)}</span>
      {showOriginal && (
        <s className={styles.original}>
          <VisuallyHidden>{t('label.originalPrice')} </VisuallyHidden>
          {formatPrice(original, language)}
        </s>
      )}
      {rielLine === 'shown' && <span className={styles.riel}>{formatRiel(figure ?? 0, language)}</span>}
      {rielLine === 'waiting' && (
        <span
          className={cx(styles.riel, styles.waiting)}
          data-width={formatRiel(rielOfDollars(amount, DEFAULT_RIEL_RATE), language)}
          aria-hidden="true"
        />
      )}
    </span>
  );
}
