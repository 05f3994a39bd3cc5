import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './payment-logos.module.css';

/** Accepted payment methods, drawn as small badges of our own (no third-party artwork). */
export function PaymentLogos(): ReactElement {
  const { t } = useTranslation('shell');
  const methods = [
    { key: 'bankTransfer', mark: 'BANK', label: t('footer.bankTransfer') },
    { key: 'aba', mark: 'ABA', label: t('footer.abaMobile') },
    { key: 'khqr', mark: 'KHQR', label: t('footer.khqr') },
    { key: 'card', mark: 'VISA · MC', label: t('footer.card') },
  ];
  return (
    <ul className={styles.logos} aria-label={t('footer.payWith')}>
      {methods.map((method) => (
        <li key={method.key} className={styles.logo} title={method.label}>
          <span className={styles.mark} aria-hidden="true">
            {method.mark}
          </span>
          <span className={styles.name}>{method.label}</span>
        </li>
      ))}
    </ul>
  );
}
