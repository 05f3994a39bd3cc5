import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './payment-logos.module.css';

// Marks are drawings, not words, so they read the same in every language; the label beside each is translated.
const MARKS: Record<'bankTransfer' | 'aba' | 'khqr', ReactElement> = {
  bankTransfer: (
    <>
      <path d="M3 9.5 12 4l9 5.5z" fill="currentColor" />
      <path d="M5.5 11v6M9.5 11v6M14.5 11v6M18.5 11v6" stroke="currentColor" strokeWidth="2" />
      <rect x="3" y="18" width="18" height="2.5" rx="0.5" fill="currentColor" />
    </>
  ),
  aba: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M9 12.5h6m-2.5-2.5 2.5 2.5-2.5 2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  khqr: (
    <>
      <path d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3z" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M5.5 5.5h2v2h-2zM16.5 5.5h2v2h-2zM5.5 16.5h2v2h-2zM14 14h3v3h-3zM18 18h3v3h-3zM18 14h3v2h-3zM14 18h2v3h-2z"
        fill="currentColor"
      />
    </>
  ),
};

/** The payment methods a shopper can choose at checkout (bank transfer; the bank app, which also shows a KHQR code). */
export function PaymentLogos(): ReactElement {
  const { t } = useTranslation('shell');
  const methods = [
    { key: 'bankTransfer', label: t('footer.bankTransfer') },
    { key: 'aba', label: t('footer.abaMobile') },
    { key: 'khqr', label: t('footer.khqr') },
  ] as const;
  return (
    <ul className={styles.logos} aria-label={t('footer.payWith')}>
      {methods.map((method) => (
        <li key={method.key} className={styles.logo}>
          <svg className={styles.mark} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {MARKS[method.key]}
          </svg>
          <span className={styles.name}>{method.label}</span>
        </li>
      ))}
    </ul>
  );
}
