import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Price, ProductLine, type OrderLine, type RielRate } from '@mall/shared';
import styles from './order-lines.module.css';

const LINE = {
  line: styles.line,
  picture: styles.picture,
  name: styles.name,
  sku: styles.sku,
  figures: styles.figures,
};

/** The goods of an order: picture, name, option, unit price (riel at the order's rate) and count (and the units
 * returned, if any). */
export function OrderLines({
  items,
  compact = false,
  rielRate,
}: {
  /** A placed order's lines say how many units came back (`returnedCount`); a cart's or confirmation's do not. */
  items: Array<OrderLine & { returnedCount?: number }>;
  compact?: boolean;
  rielRate: RielRate | null;
}): ReactElement {
  const { t } = useTranslation('account');
  return (
    <ul className={compact ? `${styles.lines} ${styles.compact}` : styles.lines}>
      {items.map((item) => (
        <ProductLine
          key={`${item.prodId}-${item.skuId}`}
          goods={item}
          pictureSize={72}
          classes={LINE}
          figures={
            <>
              <Price amount={item.price} size="sm" plain rielRate={rielRate} />
              <span className={styles.count}>{t('orders.quantity', { count: item.prodCount })}</span>
              {(item.returnedCount ?? 0) > 0 && (
                <span className={styles.count}>{t('detail.returned', { count: item.returnedCount })}</span>
              )}
            </>
          }
        />
      ))}
    </ul>
  );
}
