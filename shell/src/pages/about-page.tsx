import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type PageProps } from '@mall/shared';
import styles from './info-pages.module.css';

export function AboutPage({ face }: PageProps): ReactElement {
  const { t } = useTranslation('shell');
  return (
    <article className={face === 'laptop' ? styles.pageLaptop : styles.pageMobile}>
      <h1 className={styles.title}>{t('about.title')}</h1>
      <p>{t('about.body')}</p>
      <p className={styles.row}>
        <Icon name="truck" size={22} />
        <span>{t('about.delivery')}</span>
      </p>
      <p className={styles.row}>
        <Icon name="check" size={22} />
        <span>{t('about.payment')}</span>
      </p>
    </article>
  );
}
