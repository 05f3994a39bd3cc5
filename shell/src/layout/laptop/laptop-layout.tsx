import type { ReactElement } from 'react';
import { Outlet } from 'react-router-dom';
import { useMallData } from '../../app/use-mall-data';
import { useCurrentPage } from '../common/use-current-page';
import { usePageChange } from '../common/use-page-change';
import { BackToTop } from './back-to-top';
import { LaptopFooter } from './laptop-footer';
import { LaptopHeader } from './laptop-header';
import styles from './laptop-layout.module.css';

/** The desktop site's frame: header, the page, footer, back-to-top. */
export function LaptopLayout(): ReactElement {
  useMallData();
  usePageChange(useCurrentPage());
  return (
    <div className={styles.page}>
      <LaptopHeader />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <LaptopFooter />
      <BackToTop />
    </div>
  );
}
