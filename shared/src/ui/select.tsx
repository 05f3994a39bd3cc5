import { useId, type ReactElement, type Ref, type SelectHTMLAttributes } from 'react';
import { cx } from './class-names';
import styles from './field.module.css';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: SelectOption[];
  /** A first, empty choice such as "Please choose…". */
  placeholder?: string;
  error?: string | null;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ label, options, placeholder, error, id, className, ...rest }: SelectProps): ReactElement {
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className={cx(styles.control, styles.select)}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
