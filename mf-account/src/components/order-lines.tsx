import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl, localized, Price, useMallStore, type OrderLine } from '@mall/shared';
import styles from './order-lines.module.css';

/** The goods of an order: picture, name, option, unit price and count. */
export function OrderLines({ items, compact = false }: { items: OrderLine[]; compact?: boolean }): ReactElement {
  const { t } = useTranslation('account');
  const language = useMallStore((s) => s.language);
  const imagePath = useMallStore((s) => s.imagePath);
  return (
    <ul className={compact ? `${styles.lines} ${styles.compact}` : styles.lines}>
      {items.map((item) => {
        const name = localized(item, 'prodName', language);
        const sku = localized(item, 'skuName', language);
        return (
          <li key={`${item.prodId}-${item.skuId}`} className={styles.line}>
            <img
              className={styles.picture}
              src={imageUrl(item.pic, imagePath)}
              alt={name}
              width={72}
              height={72}
              loading="lazy"
            />
            <div className={styles.text}>
              <p className={styles.name}>{name}</p>
              {sku && sku !== name && <p className={styles.sku}>{sku}</p>}
            </div>
            <div className={styles.figures}>
              <Price amount={item.price} size="sm" plain />
              <span className={styles.count}>{t('orders.quantity', { count: item.prodCount })}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
