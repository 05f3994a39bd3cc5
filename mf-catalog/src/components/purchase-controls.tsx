import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '@mall/shared';
import type { Product } from '@mall/shared';
import type { usePurchase } from '../features/product/use-purchase';
import { SpecPicker } from './spec-picker';
import styles from './purchase-controls.module.css';

interface PurchaseControlsProps {
  product: Product;
  purchase: ReturnType<typeof usePurchase>;
}

/** Spec choice and quantity (bounded by the chosen SKU's stock), with their prompts. */
export function PurchaseControls({ product, purchase }: PurchaseControlsProps): ReactElement {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.controls}>
      <SpecPicker product={product} purchase={purchase} />
      <div className={styles.quantity}>
        <span className={styles.label} aria-hidden="true">
          {t('common:label.quantity')}
        </span>
        {/* 0 (or an emptied field) is allowed: buying then asks to add a quantity. */}
        <QuantityStepper
          value={purchase.quantity}
          min={0}
          max={Math.max(purchase.stock, 1)}
          disabled={purchase.soldOut}
          onChange={purchase.changeQuantity}
        />
      </div>
      {(purchase.prompt === 'addQuantity' || purchase.prompt === 'selectQuantity') && (
        <p className={styles.prompt} role="alert">
          {t(`common:validation.${purchase.prompt}`)}
        </p>
      )}
    </div>
  );
}
