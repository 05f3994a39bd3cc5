import type { ReactElement, ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { children: ReactNode }): ReactElement {
  return <span className={styles.hidden}>{children}</span>;
}
