import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { pagePath } from '@mall/shared';
import styles from './info-pages.module.css';

/** Desktop `aboutUs`: a side menu (about, contact, help, refund terms, the app) beside the page. */
export function AboutUsLayout(): ReactElement {
  const { t } = useTranslation('shell');
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.menuLink} ${styles.menuActive}` : styles.menuLink;
  return (
    <div className={styles.withMenu}>
      <nav className={styles.menu} aria-label={t('title.about')}>
        <NavLink end to={pagePath('laptop', 'about')} className={linkClass}>
          {t('title.about')}
        </NavLink>
        {(['contact', 'help', 'refund', 'download'] as const).map((page) => (
          <NavLink key={page} to={pagePath('laptop', page)} className={linkClass}>
            {t(`title.${page}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
