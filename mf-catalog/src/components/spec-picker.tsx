import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { cx, localized, useMallStore } from '@mall/shared';
import type { Product } from '@mall/shared';
import { specKey, valueKey } from '../features/product/sku-selection';
import type { usePurchase } from '../features/product/use-purchase';
import styles from './spec-picker.module.css';

interface SpecPickerProps {
  product: Product;
  purchase: ReturnType<typeof usePurchase>;
}

/** One row of choices per spec; a value no SKU in stock has (with the other choices) cannot be chosen. */
export function SpecPicker({ product, purchase }: SpecPickerProps): ReactElement | null {
  const { t } = useTranslation('catalog');
  const language = useMallStore((state) => state.language);
  if (product.specs.length === 0) return null;
  return (
    <div className={cx(styles.picker, purchase.prompt === 'selectSpec' && styles.prompted)}>
      {product.specs.map((spec) => {
        const key = specKey(spec);
        const specName = localized(spec, 'name', language);
        return (
          <fieldset key={key} className={styles.spec}>
            <legend className={styles.legend}>{specName}</legend>
            <div className={styles.values}>
              {spec.values.map((value) => {
                const valueName = localized(value, 'value', language);
                const chosen = purchase.selection[key] === valueKey(value);
                const available = purchase.valueAvailable(key, valueKey(value));
                return (
                  <button
                    key={valueKey(value)}
                    type="button"
                    className={styles.value}
                    aria-pressed={chosen}
                    disabled={!available && !chosen}
                    title={available ? undefined : t('product.unavailable')}
                    onClick={() => purchase.chooseValue(key, valueKey(value))}
                  >
                    {valueName}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      {purchase.prompt === 'selectSpec' && (
        <p className={styles.prompt} role="alert">
          {t('common:validation.selectSpec')}
        </p>
      )}
    </div>
  );
}
