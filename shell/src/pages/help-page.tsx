import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pagePath, type PageProps } from '@mall/shared';
import styles from './info-pages.module.css';

const QUESTIONS = ['delivery', 'pay', 'cancel', 'return', 'password'] as const;

/** The help centre: the questions shoppers ask most, then every other place to look (contact, terms, the app). */
export function HelpPage({ face }: PageProps): ReactElement {
  const { t } = useTranslation('shell');
  return (
    <article className={face === 'laptop' ? styles.pageLaptop : styles.pageMobile}>
      <h1 className={styles.title}>{t('help.title')}</h1>
      <p className={styles.muted}>{t('help.hint')}</p>
      <section aria-label={t('help.questionsLabel')} className={styles.questions}>
        {QUESTIONS.map((key) => (
          <details key={key} className={styles.question}>
            <summary>{t(`help.${key}Q`)}</summary>
            <p>{t(`help.${key}A`)}</p>
          </details>
        ))}
      </section>
      <nav aria-label={t('help.moreLabel')}>
        <h2 className={styles.subtitle}>{t('help.moreLabel')}</h2>
        <ul className={styles.links}>
          <li>
            <Link to={pagePath(face, 'contact')}>{t('help.contact')}</Link>
          </li>
          <li>
            <Link to={pagePath(face, 'refund')}>{t('help.refund')}</Link>
          </li>
          <li>
            <a href="/privacy.html">{t('help.privacy')}</a>
          </li>
          <li>
            <a href="/terms.html">{t('help.terms')}</a>
          </li>
          <li>
            <Link to={pagePath(face, 'download')}>{t('help.download')}</Link>
          </li>
        </ul>
      </nav>
    </article>
  );
}
