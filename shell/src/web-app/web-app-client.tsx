// The page's side of the installable app, loaded once the loaded page has been idle a while (bootstrap.tsx), so that the first visit's
// scripts and first screen stay as they were; it starts when loaded: it registers the service worker (src/service-worker/), says when the
// shopper is offline, offers a new release once it is ready, and keeps the linked web app manifest in the shop's
// language.
import { useEffect, useState, type CSSProperties, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Button, useMallStore, type LanguageCode } from '@mall/shared';
import { registerWebAppStrings, WEB_APP_NAMESPACE } from './web-app-strings';

export const WORKER_URL = '/sw.js';

/** Pages of a purchase under way: no reload and no update there (the shopper is typing or paying). */
const PURCHASE_PAGE = /^\/(laptop|mobile)\/(confirm|cart|centre\/cart|success)(\/|$)/;

export function isPurchasePage(pathname: string): boolean {
  return PURCHASE_PAGE.test(pathname);
}

export function manifestHref(language: LanguageCode): string {
  return `/manifest.${language}.webmanifest`;
}

/** The new release's worker once it is installed and waits for this page to let it take over. */
function useWaitingWorker(registration: ServiceWorkerRegistration | undefined): ServiceWorker | undefined {
  const [waiting, setWaiting] = useState<ServiceWorker | undefined>();
  useEffect(() => {
    // The very first worker takes over without asking: nothing was running before it.
    if (!registration || !navigator.serviceWorker.controller) return;
    const check = () => setWaiting(registration.waiting ?? undefined);
    check();
    const onFound = () => registration.installing?.addEventListener('statechange', check);
    registration.addEventListener('updatefound', onFound);
    return () => registration.removeEventListener('updatefound', onFound);
  }, [registration]);
  return waiting;
}

function useOnline(): boolean {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** The path as the router leaves it (it moves by history.pushState, which fires no event): read while needed. */
function usePathname(watch: boolean): string {
  const [pathname, setPathname] = useState(window.location.pathname);
  useEffect(() => {
    if (!watch) return;
    const timer = setInterval(() => setPathname(window.location.pathname), 1000);
    return () => clearInterval(timer);
  }, [watch]);
  return pathname;
}

export function WebAppNotices({ registration }: { registration?: ServiceWorkerRegistration }): ReactElement | null {
  const { t } = useTranslation(WEB_APP_NAMESPACE);
  const online = useOnline();
  const waiting = useWaitingWorker(registration);
  const pathname = usePathname(Boolean(waiting) || !online);
  const [wasOffline, setWasOffline] = useState(false);

  useEffect(() => {
    if (!online) setWasOffline(true);
    // Back online: the page is read again from the network, unless a purchase is being typed on it.
    else if (wasOffline && !isPurchasePage(window.location.pathname)) window.location.reload();
  }, [online, wasOffline]);

  const update = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting?.postMessage({ type: 'SKIP_WAITING' });
  };
  const offerUpdate = Boolean(waiting) && online && !isPurchasePage(pathname);
  if (online && !offerUpdate) return null;
  return (
    <aside style={NOTICES} aria-label={t('notices.region')}>
      {!online && (
        <p style={NOTICE} role="status">
          {t('notices.offline')}
        </p>
      )}
      {offerUpdate && (
        <div style={NOTICE} role="status">
          <span>{t('notices.updateReady')}</span>
          <Button size="sm" onClick={update}>
            {t('notices.update')}
          </Button>
        </div>
      )}
    </aside>
  );
}

declare global {
  interface Window {
    /** Resolved by the page's inline script (public/index.html) once the loaded page has been idle a while. */
    __mallIdle?: Promise<void>;
  }
}

// Inline styles, not a stylesheet: one file fewer named in every first load's scripts (the page's policy allows
// style attributes).
const NOTICES: CSSProperties = {
  position: 'fixed',
  insetInline: 'var(--space-3)',
  bottom: 'calc(64px + env(safe-area-inset-bottom, 0px))',
  zIndex: 'calc(var(--z-header) + 1)',
  display: 'grid',
  gap: 'var(--space-2)',
  maxWidth: 560,
  marginInline: 'auto',
};
const NOTICE: CSSProperties = {
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'var(--space-3)',
  padding: 'var(--space-3) var(--space-4)',
  borderRadius: 'var(--radius-lg)',
  background: 'var(--color-text)',
  color: 'var(--color-text-inverse)',
  boxShadow: 'var(--shadow-md)',
};

async function startWebApp(): Promise<void> {
  registerWebAppStrings();
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const followLanguage = (language: LanguageCode) => link?.setAttribute('href', manifestHref(language));
  followLanguage(useMallStore.getState().language);
  useMallStore.subscribe((state, previous) => {
    if (state.language !== previous.language) followLanguage(state.language);
  });

  const registration =
    'serviceWorker' in navigator
      ? await navigator.serviceWorker.register(WORKER_URL, { scope: '/' }).catch((error: unknown) => {
          console.warn('The service worker could not be registered', error);
          return undefined;
        })
      : undefined;
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<WebAppNotices registration={registration} />);
}

void startWebApp();
