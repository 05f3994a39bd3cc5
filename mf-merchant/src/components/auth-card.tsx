import type { ReactElement, ReactNode } from 'react';
import { LanguageChoice } from './console-layout';
import { useMerchantT } from '../features/use-merchant-t';
import styles from './auth-card.module.css';

/** The sign-in and set-up pages' frame: the console's name, the form, the language choice. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }): ReactElement {
  const t = useMerchantT();
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="merchant-auth-title">
        <p className={styles.brand}>{t('chrome.title')}</p>
        <h1 id="merchant-auth-title" className={styles.title}>
          {title}
        </h1>
        {children}
        <div className={styles.foot}>
          <LanguageChoice />
        </div>
      </section>
    </main>
  );
}
