import type { ReactElement } from 'react';
import { Button, TextField } from '@mall/shared';
import { useProductPicker } from '../features/products/use-product-picker';
import { useMerchantT } from '../features/use-merchant-t';
import { FormError } from './form-error';
import styles from './product-picker.module.css';

/** The product a record opens, found by its name and shown by its name; or none. */
export function ProductPicker({
  label,
  prodId,
  onChange,
}: {
  label: string;
  prodId: number | null;
  onChange: (prodId: number | null) => void;
}): ReactElement {
  const t = useMerchantT();
  const picker = useProductPicker(prodId);
  return (
    <fieldset className={styles.picker}>
      <legend>{label}</legend>
      <p role="status" className={styles.chosen}>
        {prodId === null
          ? t('productPicker.none')
          : t('productPicker.chosen', { name: picker.chosenName ?? '…', prodId })}
      </p>
      {prodId !== null && (
        <Button type="button" size="sm" variant="secondary" onClick={() => onChange(null)}>
          {t('productPicker.clear')}
        </Button>
      )}
      <div className={styles.search}>
        <TextField
          label={t('productPicker.search')}
          type="search"
          value={picker.search}
          onChange={(event) => picker.setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            picker.find();
          }}
        />
        <Button type="button" size="sm" loading={picker.busy} onClick={picker.find}>
          {t('productPicker.find')}
        </Button>
      </div>
      <FormError message={picker.error} />
      {picker.found?.length === 0 && <p role="status">{t('productPicker.noneFound')}</p>}
      {picker.found && picker.found.length > 0 && (
        <ul className={styles.found} aria-label={t('productPicker.results')}>
          {picker.found.map((product) => (
            <li key={product.prodId}>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => {
                  onChange(product.prodId);
                  picker.clearFound();
                }}
              >
                {t('productPicker.chooseOne', { name: picker.nameOf(product), prodId: product.prodId })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
