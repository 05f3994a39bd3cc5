import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, cx } from '@mall/shared';
import type { ClassifyModel } from '../features/classify/use-classify';
import styles from './price-filter.module.css';

interface PriceFilterProps {
  list: ClassifyModel['list'];
  layout: 'row' | 'stack';
  /** Called after a valid range was applied (the mobile sheet closes). */
  onApplied?: () => void;
}

/** Min and max price; a wrong range is said under the fields and what was typed stays. */
export function PriceFilter({ list, layout, onApplied }: PriceFilterProps): ReactElement {
  const { t } = useTranslation('catalog');
  const error = list.priceError ? t('classify.wrongAmountRange') : null;
  return (
    <form
      className={cx(styles.form, styles[layout])}
      aria-label={t('classify.price')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (list.applyPrice()) onApplied?.();
      }}
    >
      <div className={styles.fields}>
        <TextField
          className={styles.field}
          label={t('classify.minPrice')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="$"
          value={list.minText}
          onChange={(event) => list.setMinText(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        <TextField
          className={styles.field}
          label={t('classify.maxPrice')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="$"
          value={list.maxText}
          onChange={(event) => list.setMaxText(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" size={layout === 'row' ? 'sm' : 'md'} block={layout === 'stack'}>
          {t('classify.apply')}
        </Button>
        <Button
          variant="ghost"
          size={layout === 'row' ? 'sm' : 'md'}
          block={layout === 'stack'}
          onClick={() => {
            list.resetPrice();
            onApplied?.();
          }}
        >
          {t('classify.reset')}
        </Button>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
