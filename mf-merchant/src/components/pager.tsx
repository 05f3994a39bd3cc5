import type { ReactElement } from 'react';
import { Button } from '@mall/shared';
import { useMerchantT } from '../features/use-merchant-t';
import styles from './pager.module.css';

/** Server-side paging: previous, where we are, next. */
export function Pager({
  current,
  pages,
  total,
  onPage,
}: {
  current: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}): ReactElement | null {
  const t = useMerchantT();
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
