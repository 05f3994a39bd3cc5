import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router-dom';
import { pageNameTitle, type PageKey } from '@mall/shared';
import { titleKeyFor } from '../mobile/mobile-chrome';

/** How long a page may take to draw (a remote loading) before focus and scroll stop waiting for it. */
const SETTLE_MS = 5000;

// Scroll positions by history entry, for Back and Forward within this visit.
const scrollByEntry = new Map<string, number>();

/** Puts `top` back once the page is tall enough for it (remote pages draw after the route changes). */
function restoreScroll(top: number): () => void {
  const started = performance.now();
  let frame = 0;
  const step = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) > 2 && performance.now() - started < SETTLE_MS)
      frame = requestAnimationFrame(step);
  };
  step();
  return () => cancelAnimationFrame(frame);
}

/** Focuses the page's heading once it is drawn (the mobile header's title, else the page's own). */
function focusHeading(): () => void {
  const tryFocus = (): boolean => {
    const heading = document.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => tryFocus() && stop());
  const timer = window.setTimeout(() => stop(), SETTLE_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * What a new page does for everyone: a translated `document.title`, focus on its heading (so a screen reader
 * starts there), the top of the page for a new page and the old position on Back.
 */
export function usePageChange(page: PageKey | undefined): void {
  const { t, i18n } = useTranslation('shell');
  const location = useLocation();
  const navigationType = useNavigationType();
  /** The history entry on show (set as each page commits): a scroll is remembered for it, never for the page left. */
  const shown = useRef<{ pathname: string; key: string } | null>(null);

  useEffect(() => {
    const key = titleKeyFor(page);
    const brand = t('common:brand.name');
    // A product or category page names itself (usePageName); the others by their kind.
    document.title = pageNameTitle() ?? (key ? `${t(key)} · ${brand}` : brand);
  }, [page, t, i18n.language]);

  // One listener for every page (the browser sends scroll events once a frame at most): a listener per entry
  // outlived its page until the passive effects ran, and the new page's move to the top, reported in that time,
  // overwrote where the shopper had been (Back then gave 0).
  useEffect(() => {
    const remember = () => shown.current && scrollByEntry.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = { pathname: location.pathname, key: location.key };
    if (!before || before.key === location.key) return undefined; // the first page: the browser's own place
    const cleanups: Array<() => void> = [];
    const saved = scrollByEntry.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) cleanups.push(restoreScroll(saved));
    else if (before.pathname !== location.pathname) window.scrollTo(0, 0);
    if (before.pathname !== location.pathname) cleanups.push(focusHeading());
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [location.key, location.pathname, navigationType]);
}
