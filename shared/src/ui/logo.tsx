import type { ReactElement } from 'react';
import { cx } from './class-names';
import styles from './logo.module.css';
import { useCommonT } from './use-common-t';

export interface LogoProps {
  /** The mark's size in px. */
  size?: number;
  /** The mark only (tight headers): the name is still its accessible name. */
  markOnly?: boolean;
  withTagline?: boolean;
  /** White text on the brand colour. */
  inverse?: boolean;
  className?: string;
}

/** The Phsar Penh mark: a shopping bag under a temple-roof spire, in river blue and gold. */
export function LogoMark({ size = 36 }: { size?: number }): ReactElement {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#0b5f8a" />
      <path d="M24 5.5 27.2 12h-6.4z" fill="#f2b705" />
      <path d="M17 13.5h14l2.5 4H14.5z" fill="#f2b705" />
      <path d="M12.5 19.5h23l-2 20a2.5 2.5 0 0 1-2.5 2.2H17a2.5 2.5 0 0 1-2.5-2.2z" fill="#ffffff" />
      <path
        d="M19.5 24.5v1.5a4.5 4.5 0 0 0 9 0v-1.5"
        fill="none"
        stroke="#0b5f8a"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({
  size = 36,
  markOnly = false,
  withTagline = false,
  inverse = false,
  className,
}: LogoProps): ReactElement {
  const t = useCommonT();
  const name = t('brand.name');
  return (
    <span className={cx(styles.logo, inverse && styles.inverse, className)} role="img" aria-label={name}>
      <LogoMark size={size} />
      {!markOnly && (
        <span className={styles.wordmark} aria-hidden="true">
          <span className={styles.name}>{name}</span>
          {withTagline && <span className={styles.tagline}>{t('brand.tagline')}</span>}
        </span>
      )}
    </span>
  );
}
