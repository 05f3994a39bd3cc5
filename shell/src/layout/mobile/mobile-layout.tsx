import type { ReactElement } from 'react';
import { Outlet } from 'react-router-dom';
import { useMallData } from '../../app/use-mall-data';
import { useCurrentPage } from '../common/use-current-page';
import { usePageChange } from '../common/use-page-change';
import { chromeFor } from './mobile-chrome';
import { FooterTabs } from './footer-tabs';
import { MobileHeader } from './mobile-header';
import styles from './mobile-layout.module.css';

/** The mobile site's frame: header per page, the page, and the footer tabs on the pages that have them. */
export function MobileLayout(): ReactElement {
  useMallData();
  const page = useCurrentPage();
  usePageChange(page);
  const chrome = chromeFor(page);
  return (
    <div className={chrome.footer ? `${styles.app} ${styles.withTabs}` : styles.app}>
      {chrome.header !== 'none' && <MobileHeader page={page} chrome={chrome} />}
      {/* A page without the frame (the launch screen) has a main of its own: the framed page after it is drawn in a
          new one below the header, not the launch screen's moved down (a layout shift, 0.068 on the phone's home). */}
      <main
        key={chrome.header === 'none' ? 'unframed' : 'framed'}
        id="main"
        className={chrome.header === 'transparent' ? styles.mainUnder : styles.main}
      >
        <Outlet />
      </main>
      {chrome.footer && <FooterTabs page={page} />}
    </div>
  );
}
