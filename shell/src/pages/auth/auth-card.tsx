import type { ReactElement, ReactNode } from 'react';
import type { Face } from '@mall/shared';
import styles from './auth.module.css';

interface AuthCardProps {
  face: Face;
  title: string;
  hint: string;
  children: ReactNode;
}

/** The frame of the sign-in pages: a centred card on the desktop, the full width on a phone. */
export function AuthCard({ face, title, hint, children }: AuthCardProps): ReactElement {
  return (
    <section className={face === 'laptop' ? styles.cardLaptop : styles.cardMobile} aria-labelledby="auth-title">
      <h1 id="auth-title" className={face === 'laptop' ? styles.title : styles.titleMobile}>
        {title}
      </h1>
      <p className={styles.hint}>{hint}</p>
      {children}
    </section>
  );
}
