import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, type Face } from '@mall/shared';
import styles from './page-skeleton.module.css';

/** The first screen's layout while a remote page arrives: no jump when it does. */
export function PageSkeleton({ face }: { face: Face }): ReactElement {
  const { t } = useTranslation();
  const cards = face === 'mobile' ? 4 : 8;
  return (
    <div className={styles.skeleton} role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{t('common:state.loading')}</span>
      <Skeleton height={face === 'mobile' ? 150 : 300} radius="var(--radius-lg)" />
      <div className={face === 'mobile' ? styles.gridMobile : styles.gridLaptop}>
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className={styles.card}>
            <Skeleton height={face === 'mobile' ? 140 : 200} radius="var(--radius-md)" />
            <Skeleton lines={2} />
            <Skeleton width="40%" height="1.25em" />
          </div>
        ))}
      </div>
    </div>
  );
}
