import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  Price,
  QuantityStepper,
  imageUrl,
  localized,
  pagePath,
  useMallStore,
  type CartItem,
  type Face,
} from '@mall/shared';
import { toCents, fromCents } from '../features/cart/delivery-fee';
import styles from './cart-line.module.css';

export interface CartLineProps {
  face: Face;
  item: CartItem;
  selected: boolean;
  pending: boolean;
  error?: string;
  onToggle: () => void;
  /** Settles when the server answered; a refused count leaves `item.count`, which the stepper shows again. */
  onQuantity: (count: number) => Promise<unknown>;
  /** Shown instead of the stepper on a line that can no longer be bought. */
  removeAction?: ReactNode;
}

/** One cart line: select box, picture, names, price, quantity stepper; invalid lines are greyed and locked. */
export function CartLine({ face, item, selected, pending, error, onToggle, onQuantity, removeAction }: CartLineProps) {
  const { t } = useTranslation(['checkout', 'common']);
  const imagePath = useMallStore((state) => state.imagePath);
  const name = localized(item, 'prodName');
  const skuName = localized(item, 'skuName');
  // Two SKUs of one product share a name: the SKU tells their controls apart.
  const lineName = skuName ? `${name} (${skuName})` : name;
  const lowStock = item.valid && item.stock > 0 && item.stock <= 5;
  return (
    <li
      className={`${styles.line} ${styles[face]} ${item.valid ? '' : styles.invalid}`}
      aria-busy={pending || undefined}
    >
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={item.valid && selected}
          disabled={!item.valid}
          onChange={onToggle}
          aria-label={t('checkout:cart.selectLine', { name: lineName })}
        />
      </label>
      <img
        className={styles.pic}
        src={imageUrl(item.pic, imagePath)}
        alt={name}
        loading="lazy"
        width={80}
        height={80}
      />
      <div className={styles.info}>
        <p className={styles.name}>
          {item.valid ? (
            <Link className={styles.nameLink} to={pagePath(face, 'product', { query: { prodId: item.prodId } })}>
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        {skuName && <p className={styles.sku}>{skuName}</p>}
        {!item.valid && <p className={styles.invalidNote}>{t('common:message.goodsInvalid')}</p>}
        {lowStock && <p className={styles.stock}>{t('checkout:cart.stockLeft', { count: item.stock })}</p>}
      </div>
      <div className={styles.price}>
        <Price amount={item.price} />
      </div>
      <div className={styles.quantity}>
        {item.valid ? (
          <QuantityStepper
            value={item.count}
            min={1}
            max={Math.max(item.count, item.stock)}
            disabled={pending}
            onChange={onQuantity}
            label={t('checkout:cart.quantity', { name: lineName })}
          />
        ) : (
          <span className={styles.count}>
            × {item.count} {removeAction}
          </span>
        )}
      </div>
      <div className={styles.lineTotal}>
        <Price amount={fromCents(toCents(item.price) * item.count)} />
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
