import type { ReactElement, ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';
import { Icon } from './icon';
import styles from './state.module.css';
import { useCommonT } from './use-common-t';

export interface ErrorStateProps {
  /** What happened; defaults to "Something went wrong". */
  title?: string;
  message?: string;
  onRetry?: () => void;
  retryLabel?: string;
  /** Another way out (sign in, go home). */
  action?: ReactNode;
  className?: string;
}

export function ErrorState({ title, message, onRetry, retryLabel, action, className }: ErrorStateProps): ReactElement {
  const t = useCommonT();
  return (
    <section className={cx(styles.state, className)} role="alert">
      <span className={cx(styles.icon, styles.errorIcon)}>
        <Icon name="close" size={32} />
      </span>
      <h2 className={styles.title}>{title ?? t('state.errorTitle')}</h2>
      {message && <p className={styles.hint}>{message}</p>}
      {(onRetry || action) && (
        <div className={styles.action}>
          {onRetry && <Button onClick={onRetry}>{retryLabel ?? t('action.retry')}</Button>}
          {action}
        </div>
      )}
    </section>
  );
}
