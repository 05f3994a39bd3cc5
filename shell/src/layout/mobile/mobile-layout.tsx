import type { ReactElement } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useMallData } from '../../app/use-mall-data';
import type { MallRouteHandle } from '../../routing/mall-routes';
import { chromeFor } from './mobile-chrome';
import { FooterTabs } from './footer-tabs';
import { MobileHeader } from './mobile-header';
import styles from './mobile-layout.module.css';

/** The page key of the deepest route that has one. */
function useCurrentPage(): MallRouteHandle['page'] | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as MallRouteHandle | undefined;
    if (handle?.page) return handle.page;
  }
  return undefined;
}

/** The mobile site's frame: header per page, the page, and the footer tabs on the pages that have them. */
export function MobileLayout(): ReactElement {
  useMallData();
  const page = useCurrentPage();
  const chrome = chromeFor(page);
  return (
    <div className={chrome.footer ? `${styles.app} ${styles.withTabs}` : styles.app}>
      {chrome.header !== 'none' && <MobileHeader page={page} chrome={chrome} />}
      <main id="main" className={chrome.header === 'transparent' ? styles.mainUnder : styles.main}>
        <Outlet />
      </main>
      {chrome.footer && <FooterTabs page={page} />}
    </div>
  );
}
