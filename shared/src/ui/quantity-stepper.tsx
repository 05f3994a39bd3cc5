import { useEffect, useState, type ReactElement } from 'react';
import { Icon } from './icon';
import styles from './quantity-stepper.module.css';
import { useCommonT } from './use-common-t';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  /** The stock, usually. */
  max?: number;
  /** Names the number field; defaults to "Quantity". */
  label?: string;
  disabled?: boolean;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function QuantityStepper({ value, onChange, min = 1, max = Infinity, label, disabled = false }: QuantityStepperProps): ReactElement {
  const t = useCommonT();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (next: number): void => {
    const clamped = clamp(Number.isFinite(next) ? Math.trunc(next) : value, min, max);
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };

  return (
    <div className={styles.stepper} role="group" aria-label={label ?? t('label.quantity')}>
      <button
        type="button"
        className={styles.step}
        aria-label={t('label.decreaseQuantity')}
        disabled={disabled || value <= min}
        onClick={() => commit(value - 1)}
      >
        <Icon name="minus" size={20} />
      </button>
      <input
        className={styles.input}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label ?? t('label.quantity')}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={() => commit(Number(draft || min))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(Number(draft || min));
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={t('label.increaseQuantity')}
        disabled={disabled || value >= max}
        onClick={() => commit(value + 1)}
      >
        <Icon name="plus" size={20} />
      </button>
    </div>
  );
}
