import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, type PageProps } from '@mall/shared';
import { QrCode } from '@mall/shared/qr-code';
import { useSiteSettings } from '../app/use-site-settings';
import { AddToHomeScreen } from '../web-app/add-to-home-screen';
import styles from './info-pages.module.css';

/**
 * Get the app: "Add to home screen" (the installable web app, no store needed), beside the store links and the
 * download QR code of the site settings.
 */
export function DownloadPage({ face }: PageProps): ReactElement {
  const { t } = useTranslation('shell');
  const webInfo = useSiteSettings();
  const hasApp = Boolean(webInfo && (webInfo.appStoreUrl || webInfo.googlePlayUrl || webInfo.appDownloadUrl));
  return (
    <article className={face === 'laptop' ? styles.pageLaptop : styles.pageMobile}>
      <h1 className={styles.title}>{t('download.title')}</h1>
      <p className={styles.muted}>{t('download.hint')}</p>
      {!webInfo ? (
        <div role="status" aria-label={t('contact.loading')}>
          <Skeleton lines={3} height="1.5em" />
        </div>
      ) : !hasApp ? (
        <p>{t('download.unavailable')}</p>
      ) : (
        <div className={styles.download}>
          <ul className={styles.stores}>
            {webInfo.appStoreUrl && (
              <li>
                <a className={styles.store} href={webInfo.appStoreUrl} target="_blank" rel="noopener noreferrer">
                  {t('download.appStore')}
                </a>
              </li>
            )}
            {webInfo.googlePlayUrl && (
              <li>
                <a className={styles.store} href={webInfo.googlePlayUrl} target="_blank" rel="noopener noreferrer">
                  {t('download.googlePlay')}
                </a>
              </li>
            )}
          </ul>
          {webInfo.appDownloadUrl && (
            <figure className={styles.qrBox}>
              <QrCode className={styles.qr} value={webInfo.appDownloadUrl} label={t('download.qrLabel')} />
              <figcaption>
                <strong>{t('download.qrTitle')}</strong>
                <span className={styles.muted}>{t('download.qrHint')}</span>
              </figcaption>
            </figure>
          )}
        </div>
      )}
      <AddToHomeScreen className={styles.homeScreen} />
    </article>
  );
}
