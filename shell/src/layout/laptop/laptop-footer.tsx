import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo, pagePath } from '@mall/shared';
import { PaymentLogos } from '../common/payment-logos';
import { useSiteSettings } from '../../app/use-site-settings';
import styles from './laptop-footer.module.css';

export function LaptopFooter(): ReactElement {
  const { t } = useTranslation('shell');
  const facebook = useSiteSettings()?.facebook;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo size={36} withTagline inverse />
          <p className={styles.note}>{t('about.delivery')}</p>
        </div>
        <nav className={styles.column} aria-label={t('footer.shop')}>
          <h2 className={styles.heading}>{t('footer.shop')}</h2>
          <Link to={pagePath('laptop', 'about')}>{t('common:label.aboutUs')}</Link>
          <Link to={pagePath('laptop', 'contact')}>{t('common:label.contactUs')}</Link>
          <Link to={pagePath('laptop', 'download')}>{t('common:label.getTheApp')}</Link>
        </nav>
        <nav className={styles.column} aria-label={t('footer.help')}>
          <h2 className={styles.heading}>{t('footer.help')}</h2>
          <Link to={pagePath('laptop', 'help')}>{t('common:label.helpCentre')}</Link>
          <Link to={pagePath('laptop', 'refund')}>{t('common:label.refundTerms')}</Link>
          <a href="/privacy.html">{t('common:label.privacy')}</a>
          <a href="/terms.html">{t('common:label.terms')}</a>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{t('footer.payWith')}</h2>
          <PaymentLogos />
          <h2 className={styles.heading}>{t('common:label.followUs')}</h2>
          {facebook ? (
            <a href={facebook} target="_blank" rel="noopener noreferrer">
              {t('footer.facebook')}
            </a>
          ) : (
            <span className={styles.note}>{t('footer.facebook')}</span>
          )}
        </div>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
