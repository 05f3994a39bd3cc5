import type { ReactElement, ReactNode } from 'react';
import { cx } from './class-names';
import { Icon, type IconName } from './icon';
import styles from './state.module.css';

export interface EmptyStateProps {
  title: string;
  /** What to do next. */
  hint?: string;
  icon?: IconName;
  /** The way forward: a button or a link. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, hint, icon = 'search', action, className }: EmptyStateProps): ReactElement {
  return (
    <section className={cx(styles.state, className)} aria-label={title}>
      <span className={styles.icon}>
        <Icon name={icon} size={32} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      {hint && <p className={styles.hint}>{hint}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
