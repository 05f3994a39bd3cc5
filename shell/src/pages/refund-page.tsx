import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '@mall/shared';
import styles from './info-pages.module.css';

const SECTIONS = ['unpaid', 'paid', 'return', 'how', 'not'] as const;

/** The refund terms (the order life in DECISIONS.md, told to the shopper). */
export function RefundPage({ face }: PageProps): ReactElement {
  const { t } = useTranslation('shell');
  return (
    <article className={face === 'laptop' ? styles.pageLaptop : styles.pageMobile}>
      <h1 className={styles.title}>{t('refund.title')}</h1>
      <p className={styles.muted}>{t('refund.intro')}</p>
      {SECTIONS.map((key) => (
        <section key={key} aria-labelledby={`refund-${key}`}>
          <h2 id={`refund-${key}`} className={styles.subtitle}>
            {t(`refund.${key}Title`)}
          </h2>
          <p>{t(`refund.${key}`)}</p>
        </section>
      ))}
    </article>
  );
}
