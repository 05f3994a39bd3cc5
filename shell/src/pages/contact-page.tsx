import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, Skeleton, type PageProps } from '@mall/shared';
import { useSiteSettings } from '../app/use-site-settings';
import styles from './info-pages.module.css';

/** Phones, e-mail and the social page, all from the site settings. */
export function ContactPage({ face }: PageProps): ReactElement {
  const { t } = useTranslation('shell');
  const webInfo = useSiteSettings();
  return (
    <article className={face === 'laptop' ? styles.pageLaptop : styles.pageMobile}>
      <h1 className={styles.title}>{t('contact.title')}</h1>
      <p className={styles.muted}>{t('contact.hint')}</p>
      {webInfo ? (
        <dl className={styles.contacts}>
          <div className={styles.contact}>
            <dt>
              <Icon name="phone" size={20} /> {t('contact.phone')}
            </dt>
            <dd>
              <a href={`tel:${webInfo.phone.replace(/\s+/g, '')}`}>{webInfo.phone}</a>
            </dd>
          </div>
          <div className={styles.contact}>
            <dt>
              <Icon name="phone" size={20} /> {t('contact.phoneCn')}
            </dt>
            <dd>
              <a href={`tel:${webInfo.phoneCn.replace(/\s+/g, '')}`}>{webInfo.phoneCn}</a>
            </dd>
          </div>
          <div className={styles.contact}>
            <dt>
              <Icon name="mail" size={20} /> {t('contact.email')}
            </dt>
            <dd>
              <a href={`mailto:${webInfo.email}`}>{webInfo.email}</a>
            </dd>
          </div>
          {webInfo.facebook && (
            <div className={styles.contact}>
              <dt>
                <Icon name="globe" size={20} /> {t('contact.facebook')}
              </dt>
              <dd>
                <a href={webInfo.facebook} target="_blank" rel="noopener noreferrer">
                  {webInfo.facebook.replace(/^https?:\/\//, '')}
                </a>
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <div role="status" aria-label={t('contact.loading')}>
          <Skeleton lines={4} height="1.5em" />
        </div>
      )}
    </article>
  );
}
