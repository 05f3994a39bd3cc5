import type { ReactElement } from 'react';
import styles from './form-error.module.css';

/** A form's refusal, announced; what was typed stays in the fields. */
export function FormError({ message }: { message: string | null }): ReactElement | null {
  if (!message) return null;
  return (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  );
}
