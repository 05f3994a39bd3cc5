import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Icon } from './icon';
import styles from './quantity-stepper.module.css';
import { useCommonT } from './use-common-t';

export interface QuantityStepperProps {
  value: number;
  /**
   * Asks for a new count. The parent may refuse (the `value` prop stays): the field then shows `value` again.
   * When it returns a promise, the typed number stays shown until the promise settles.
   */
  onChange: (value: number) => void | Promise<unknown>;
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

export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = Infinity,
  label,
  disabled = false,
}: QuantityStepperProps): ReactElement {
  const t = useCommonT();
  // What the shopper typed or asked for; null shows `value`, so a refused change falls back to it.
  const [draft, setDraft] = useState<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => setDraft(null), [value]);

  const commit = (next: number): void => {
    const clamped = clamp(Number.isFinite(next) ? Math.trunc(next) : value, min, max);
    if (clamped === value) {
      setDraft(null);
      return;
    }
    setDraft(String(clamped));
    const answer = onChange(clamped);
    if (answer instanceof Promise) {
      answer.then(
        () => mounted.current && setDraft(null),
        () => mounted.current && setDraft(null),
      );
    } else {
      setDraft(null);
    }
  };
  const typed = draft ?? String(value);

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
        value={typed}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={() => draft !== null && commit(Number(draft || min))}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft !== null) commit(Number(draft || min));
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
