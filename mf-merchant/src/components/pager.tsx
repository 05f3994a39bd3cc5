import type { ReactElement } from 'react';
import { Button } from '@mall/shared';
import { useMerchantT } from '../features/use-merchant-t';
import styles from './pager.module.css';

/** Server-side paging of a loaded list: previous, where we are, next (nothing while the page loads). */
export function Pager({
  list: { state, current, pages, total, goToPage: onPage },
}: {
  list: { state: string; current: number; pages: number; total: number; goToPage: (page: number) => void };
}): ReactElement | null {
  const t = useMerchantT();
  if (state !== 'ready') return null;
  if (pages <= 1) return <p className={styles.pager}>{t('pager.total', { count: total })}</p>;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <Button variant="secondary" size="sm" disabled={current <= 1} onClick={() => onPage(current - 1)}>
        {t('pager.previous')}
      </Button>
      <span>{t('pager.where', { current, pages, total })}</span>
      <Button variant="secondary" size="sm" disabled={current >= pages} onClick={() => onPage(current + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
