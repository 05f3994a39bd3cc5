import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, Skeleton, buttonClassName, cx, pagePath } from '@mall/shared';
import type { Face } from '@mall/shared';
import styles from './product-states.module.css';

export function ProductNotFound({ face }: { face: Face }): ReactElement {
  const { t } = useTranslation('catalog');
  return (
    <div className={cx(styles.state, styles[face])}>
      <EmptyState
        icon="search"
        title={t('product.notFoundTitle')}
        hint={t('product.notFoundBody')}
        action={
          <Link className={buttonClassName()} to={pagePath(face, 'index')}>
            {t('common:action.goHome')}
          </Link>
        }
      />
    </div>
  );
}

export function ProductLoadError({ face, onRetry }: { face: Face; onRetry: () => void }): ReactElement {
  const { t } = useTranslation('catalog');
  return (
    <div className={cx(styles.state, styles[face])}>
      <ErrorState
        message={t('status.loadError')}
        onRetry={onRetry}
        action={
          <Link className={buttonClassName({ variant: 'secondary' })} to={pagePath(face, 'index')}>
            {t('common:action.goHome')}
          </Link>
        }
      />
    </div>
  );
}

/** The product page's own shape while it loads: picture, name, price, options, buttons. */
export function ProductSkeleton({ face }: { face: Face }): ReactElement {
  const { t } = useTranslation('common');
  return (
    <div className={cx(styles.skeleton, styles[face])} aria-busy="true" aria-label={t('state.loading')} role="region">
      <Skeleton className={styles.picture} height="auto" radius={face === 'laptop' ? 'var(--radius-lg)' : 0} />
      <div className={styles.lines}>
        <Skeleton lines={2} height="1.4em" />
        <Skeleton width="35%" height="2em" />
        <Skeleton width="50%" height="1em" />
        <Skeleton height="2.75em" />
        <Skeleton height="2.75em" />
      </div>
    </div>
  );
}
