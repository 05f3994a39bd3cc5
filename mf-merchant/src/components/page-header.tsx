import type { ReactElement, ReactNode } from 'react';
import styles from './page-header.module.css';

/** A section's heading with its main actions beside it (under it on a phone). */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }): ReactElement {
  return (
    <div className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
