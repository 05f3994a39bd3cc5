import type { ButtonHTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import styles from './button.module.css';
import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** The button look for a router `<Link>` that should look like a button. */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonStyleOptions = {}): string {
  return cx(styles.button, styles[variant], styles[size], block && styles.block);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {
  /** Busy: shows a spinner, keeps the label, ignores clicks. */
  loading?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps): ReactElement {
  return (
    <button
      type={type}
      className={cx(buttonClassName({ variant, size, block }), className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
