import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon, pagePath, useMallStore, type IconName, type PageKey } from '@mall/shared';
import styles from './footer-tabs.module.css';

const TABS: { page: PageKey; icon: IconName; label: string }[] = [
  { page: 'index', icon: 'home', label: 'tab.index' },
  { page: 'favorite', icon: 'heart', label: 'tab.favorite' },
  { page: 'cart', icon: 'cart', label: 'tab.cart' },
  { page: 'centre', icon: 'user', label: 'tab.me' },
];

/** Index, favourites, cart (with its count) and me; the active tab's icon is filled. */
export function FooterTabs({ page }: { page: PageKey | undefined }): ReactElement {
  const { t } = useTranslation('shell');
  const cartCount = useMallStore((state) => state.cart.reduce((sum, item) => sum + item.count, 0));
  return (
    <nav className={styles.tabs} aria-label={t('header.home')}>
      {TABS.map((tab) => {
        const active = tab.page === page;
        const badge = tab.page === 'cart' && cartCount > 0 ? cartCount : 0;
        return (
          <Link
            key={tab.page}
            to={pagePath('mobile', tab.page)}
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            aria-current={active ? 'page' : undefined}
          >
            <span className={styles.icon}>
              <Icon name={tab.icon} size={24} fill={active ? 'currentColor' : 'none'} />
              {badge > 0 && (
                <span className={styles.badge} data-testid="cart-badge">
                  {badge > 99 ? '99+' : badge}
                </span>
              )}
            </span>
            <span className={styles.label}>{t(tab.label)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
