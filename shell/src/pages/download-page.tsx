import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { encode } from 'uqr';
import { Skeleton, useMallStore, type PageProps } from '@mall/shared';
import styles from './info-pages.module.css';

/** The QR code of `text` as one SVG path (1×1 square per dark module, 4-module quiet zone). */
function DownloadQr({ text, label }: { text: string; label: string }): ReactElement {
  const { size, d } = useMemo(() => {
    const { data, size: side } = encode(text, { ecc: 'M', border: 4 });
    let path = '';
    data.forEach((row, y) => row.forEach((dark, x) => dark && (path += `M${x} ${y}h1v1h-1z`)));
    return { size: side, d: path };
  }, [text]);
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect className={styles.qrLight} width={size} height={size} />
      <path className={styles.qrDark} d={d} />
    </svg>
  );
}

/** Download the app: the store links and the download QR code, all from the site settings. */
export function DownloadPage({ face }: PageProps): ReactElement {
  const { t } = useTranslation('shell');
  const webInfo = useMallStore((state) => state.webInfo);
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
              <DownloadQr text={webInfo.appDownloadUrl} label={t('download.qrLabel')} />
              <figcaption>
                <strong>{t('download.qrTitle')}</strong>
                <span className={styles.muted}>{t('download.qrHint')}</span>
              </figcaption>
            </figure>
          )}
        </div>
      )}
    </article>
  );
}
