import { useEffect, useState, type ReactElement } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Button, LANGUAGES, Skeleton, useMallStore, VisuallyHidden, type LanguageCode } from '@mall/shared';
import { signOut } from '../api/merchant-api';
import { mayOpen, SECTIONS } from '../features/session/roles';
import { useStaffSession } from '../features/session/staff-session';
import { useLiveOrders } from '../features/live/live-orders';
import { useLiveOrderStream } from '../features/live/use-live-orders';
import { useMerchantT } from '../features/use-merchant-t';
import { consolePath } from '../paths';
import styles from './console-layout.module.css';
import { SecondFactorDialog } from './second-factor-dialog';

const LANGUAGE_NAMES: Record<LanguageCode, string> = { km: 'ខ្មែរ', en: 'English', zh: '中文' };

/** The language choice, each language named in itself. */
export function LanguageChoice(): ReactElement {
  const t = useMerchantT();
  const language = useMallStore((state) => state.language);
  const setLanguage = useMallStore((state) => state.setLanguage);
  return (
    <label className={styles.language}>
      <span>{t('chrome.language')}</span>
      <select value={language} onChange={(event) => setLanguage(event.target.value as LanguageCode)}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The staff member's choice of a sound for each new order, remembered by this browser. */
export function OrderSoundChoice(): ReactElement {
  const t = useMerchantT();
  const sound = useLiveOrders((state) => state.sound);
  const setSound = useLiveOrders((state) => state.setSound);
  return (
    <label className={styles.sound}>
      <input type="checkbox" role="switch" checked={sound} onChange={(event) => setSound(event.target.checked)} />
      <span>{t('chrome.orderSound')}</span>
    </label>
  );
}

/** How many orders were placed since the order list was last open, beside its link. */
function NewOrdersBadge(): ReactElement | null {
  const t = useMerchantT();
  const unseen = useLiveOrders((state) => state.unseen);
  if (unseen === 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{unseen > 99 ? '99+' : unseen}</span>
      <VisuallyHidden>{` (${t('chrome.newOrders', { count: unseen })})`}</VisuallyHidden>
    </span>
  );
}

/**
 * The console's own chrome: a side navigation on a desktop and a tablet, a menu button on a phone; who is signed
 * in and the way out. Sections the staff member's role does not open are not offered.
 */
export function ConsoleLayout(): ReactElement {
  const t = useMerchantT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const staff = useStaffSession((session) => session.staff);
  const [menuOpen, setMenuOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useLiveOrderStream();

  useEffect(() => setMenuOpen(false), [pathname]);

  const leave = async () => {
    setLeaving(true);
    // Signed out here whatever the server answers: a session it no longer knows is over anyway.
    await signOut().catch(() => undefined);
    useStaffSession.getState().signOut();
    void navigate(consolePath('login'), { replace: true });
  };

  return (
    <div className={styles.frame}>
      <header className={styles.topBar}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="merchant-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('chrome.menu')}
        </button>
        <span className={styles.brand}>{t('chrome.title')}</span>
        <span className={styles.who}>
          {staff?.name} · {staff && t(`role.${staff.role}`)}
        </span>
      </header>
      <nav
        id="merchant-navigation"
        className={menuOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav}
        aria-label={t('chrome.navigation')}
      >
        <ul className={styles.navList}>
          {SECTIONS.filter((section) => mayOpen(staff?.role, section)).map((section) => (
            <li key={section}>
              <NavLink
                to={consolePath(section)}
                className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
              >
                {t(`section.${section}`)}
                {section === 'orders' && <NewOrdersBadge />}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className={styles.navFoot}>
          <LanguageChoice />
          {mayOpen(staff?.role, 'orders') && <OrderSoundChoice />}
          <Button variant="secondary" block loading={leaving} onClick={() => void leave()}>
            {t('chrome.signOut')}
          </Button>
        </div>
      </nav>
      <main className={styles.main}>
        <Outlet />
      </main>
      <SecondFactorDialog />
    </div>
  );
}

/** A section while its code or its first data loads: a heading and rows, where the real ones will be. */
export function SectionSkeleton(): ReactElement {
  const t = useMerchantT();
  return (
    <section className={styles.skeleton} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton width="14rem" height="1.75rem" />
      <Skeleton height="2.5rem" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height="3rem" />
      ))}
    </section>
  );
}

/** The whole frame while the console learns who is signed in. */
export function ConsoleFrameSkeleton(): ReactElement {
  return (
    <div className={styles.frame}>
      <header className={styles.topBar}>
        <Skeleton width="10rem" height="1.25rem" />
      </header>
      <div className={styles.nav}>
        <Skeleton lines={5} height="1.5rem" />
      </div>
      <main className={styles.main}>
        <SectionSkeleton />
      </main>
    </div>
  );
}
