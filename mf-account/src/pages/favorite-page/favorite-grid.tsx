import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  buttonClassName,
  EmptyState,
  ErrorState,
  IconButton,
  localized,
  pagePath,
  ProductGrid,
  useMallStore,
  VisuallyHidden,
  type Face,
} from '@mall/shared';
import { useFavorites } from '../../features/favorites/use-favorites';
import styles from './favorite-page.module.css';

export function FavoriteGrid({ face }: { face: Face }): ReactElement {
  const { t } = useTranslation('account');
  const language = useMallStore((s) => s.language);
  const favorites = useFavorites();
  const mobile = face === 'mobile';

  let body: ReactElement;
  if (favorites.state === 'error') {
    body = <ErrorState message={t('favorite.loadFailed')} onRetry={favorites.reload} retryLabel={t('common.retry')} />;
  } else if (favorites.state === 'ready' && favorites.products.length === 0) {
    body = (
      <EmptyState
        icon="heart"
        title={t('favorite.emptyTitle')}
        hint={t('favorite.empty')}
        action={
          <Link className={buttonClassName()} to={pagePath(face, 'classify')}>
            {t('favorite.browse')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ProductGrid
          face={face}
          label={t('favorite.title')}
          products={favorites.products}
          loading={favorites.state === 'loading'}
          skeletonCount={mobile ? 4 : 8}
          columns={4}
          eagerCount={mobile ? 2 : 4}
          renderFooter={(product) => (
            <IconButton
              icon="heart-filled"
              label={t('favorite.remove', { name: localized(product, 'prodName', language) })}
              disabled={favorites.busyId === product.prodId}
              onClick={() => void favorites.unfavorite(product)}
              className={styles.heart}
            />
          )}
        />
        {favorites.state === 'ready' && (
          <div className={styles.more}>
            {favorites.hasMore ? (
              <Button variant="secondary" loading={favorites.loadingMore} onClick={favorites.loadMore} block={mobile}>
                {t('favorite.loadMore')}
              </Button>
            ) : (
              <p className={styles.end}>{t('favorite.noMore')}</p>
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <section
      className={mobile ? `${styles.page} ${styles.mobile}` : styles.page}
      aria-labelledby="account-favorite-title"
    >
      {/* On a phone the shell's header already names the page. */}
      <h1 id="account-favorite-title" className={styles.title}>
        {mobile ? <VisuallyHidden>{t('favorite.title')}</VisuallyHidden> : t('favorite.title')}
      </h1>
      {body}
    </section>
  );
}
