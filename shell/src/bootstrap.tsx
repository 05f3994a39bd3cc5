import '@mall/shared/ui/tokens.css';
import '@mall/shared/ui/base.css';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import {
  Toaster,
  changeI18nLanguage,
  detectFace,
  detectLanguage,
  dropFirstScreenData,
  firstScreenPayload,
  getRuntimeConfig,
  initI18n,
  loadRuntimeConfig,
  matchRoute,
  persistOnHide,
  registerTranslations,
  restoreSession,
  safeStorage,
  useMallStore,
  STORAGE_KEYS,
  rememberPage,
  type LanguageCode,
  type RuntimeConfig,
} from '@mall/shared';
import { registerShellApiHandlers } from './app/api-handlers';
import { faceOfPath } from './app/face';
import { holdFirstScreenInput } from './app/first-screen-hand-over';
import { loadRemotePage, registerMallRemotes } from './federation/remote-pages';
import { provideRemotePage } from './federation/remote-route';
import { shellEn, SHELL_NAMESPACE } from './i18n/shell-strings-en';
import { entryPath, LAUNCHED_KEY } from './routing/entry-path';
import { MallRoutes, mallRoutes } from './routing/mall-routes';
import type { PageSource } from './routing/mall-routes';
import { LAPTOP_PAGES, MOBILE_PAGES } from './routing/page-sources';

async function readConfig(): Promise<RuntimeConfig> {
  try {
    return await loadRuntimeConfig();
  } catch (error) {
    // Without config.json the development defaults still draw the shell; remotes may fail, each on its own.
    console.error(error);
    return getRuntimeConfig();
  }
}

/** The last page is saved when the page is hidden — unless the guard already kept one for sign-in. */
function saveLastPage(): void {
  if (safeStorage.get(STORAGE_KEYS.prevPage)) return;
  const route = matchRoute(window.location.pathname);
  if (
    !route ||
    route.page === 'login' ||
    route.page === 'register' ||
    route.page === 'resetPassword' ||
    route.page === 'user'
  )
    return;
  rememberPage({ name: route.name, query: Object.fromEntries(new URLSearchParams(window.location.search)) });
}

/** The chunks the first screen draws (its face's frame and, if the shell draws it, the page): fetched with config.json. */
function preloadFirstScreen(pathname: string): Promise<unknown> {
  const face = faceOfPath(pathname) ?? detectFace();
  const sources = face === 'laptop' ? LAPTOP_PAGES : MOBILE_PAGES;
  const page = matchRoute(pathname)?.page;
  const wanted: (PageSource | undefined)[] = [sources.home, page && page !== 'home' ? sources[page] : undefined];
  return Promise.all(
    wanted.map((source) => {
      const component = source && 'component' in source ? source.component : undefined;
      // A chunk that fails here is asked for again when drawn (and then shows the error there).
      return component && 'preload' in component
        ? (component.preload as () => Promise<unknown>)().catch(() => undefined)
        : undefined;
    }),
  );
}

/** On any entry: the device's face, a `prodId`, the launch screen once a session unless the server drew the page (see entryPath). */
function settleEntryAddress(): void {
  let launched = true;
  try {
    launched = window.sessionStorage.getItem(LAUNCHED_KEY) !== null;
    window.sessionStorage.setItem(LAUNCHED_KEY, '1');
  } catch {
    // blocked storage: no launch screen rather than one on every page load
  }
  // The launch screen covers the time the shell takes to draw the first page. Over a page the server has drawn
  // already it would be a flash (home, the launch screen, home again) and 1.5 s lost, so it is skipped then.
  const target = entryPath(window.location, detectFace(), launched || firstScreenPayload() !== null);
  if (target) window.history.replaceState(window.history.state, '', target);
}

/**
 * The server drew the first screen into the HTML (ARCHITECTURE.md "Server-rendered first screen"): load its
 * remote page before the first render, so React's first frame is the same page with the same data (from the
 * server's payload) and React hydrates the server's HTML instead of drawing it again. True when it can: in
 * another language, or with the page's remote gone since, the page is drawn afresh.
 */
async function loadServerDrawnPage(pathname: string, language: LanguageCode): Promise<boolean> {
  const payload = firstScreenPayload();
  if (!payload) return false;
  if (payload.language !== language) {
    dropFirstScreenData();
    return false;
  }
  const face = faceOfPath(pathname) ?? detectFace();
  const page = matchRoute(pathname)?.page;
  const source = page ? (face === 'laptop' ? LAPTOP_PAGES : MOBILE_PAGES)[page] : undefined;
  if (!source || !('remote' in source)) return true;
  try {
    provideRemotePage(`${source.remote}/${source.expose}`, await loadRemotePage(source.remote, source.expose));
    return true;
  } catch {
    // The route shows its translated fallback, as for any remote that cannot load.
    return false;
  }
}

/**
 * A page that does not match the server's HTML is drawn afresh by React (no harm to the shopper); the console says
 * so, as a bug to fix: the server and the browser must draw the same first screen.
 */
function reportHydrationMismatch(error: unknown): void {
  console.error("The first screen differs from the server's; React drew it afresh.", error);
}

/** How code outside the pages (the API's handlers) moves the shopper: the router's, once it is drawn. */
let navigateInApp = (path: string): void => window.location.assign(path);

function AppNavigator() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    navigateInApp = (path) => void navigate(path);
  }, [navigate]);
  return null;
}

/** Runs once React's first frame is in the page (its layout effects run after the commit, before the paint). */
function FirstCommit({ then }: { then: () => void }) {
  useLayoutEffect(then, [then]);
  return null;
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const handOver = holdFirstScreenInput(container);
  settleEntryAddress();
  const language = detectLanguage();
  initI18n(language);
  registerTranslations(SHELL_NAMESPACE, {
    en: shellEn,
    km: () => import('./i18n/shell-strings-km').then((module) => module.shellKm),
    zh: () => import('./i18n/shell-strings-zh').then((module) => module.shellZh),
  });
  // config.json, the first screen's chunks and the chosen language's strings come in together.
  const [config] = await Promise.all([
    readConfig(),
    preloadFirstScreen(window.location.pathname),
    changeI18nLanguage(language),
  ]);
  registerMallRemotes(config.remotes);
  const hydrating = await loadServerDrawnPage(window.location.pathname, language);
  // The server drew a visitor's view: React takes it over as drawn, then shows who is signed in (the cart badge).
  if (hydrating) useMallStore.setState({ imagePath: config.imagePath });
  else restoreSession(config.imagePath);
  // What was typed is handed to React first: a re-render for the session would put the fields back to React's state.
  const afterFirstCommit = (): void => {
    handOver();
    if (hydrating) restoreSession(config.imagePath);
  };

  const routes = mallRoutes(LAPTOP_PAGES, MOBILE_PAGES);
  registerShellApiHandlers({
    face: () => faceOfPath(window.location.pathname) ?? detectFace(),
    navigate: (path) => navigateInApp(path),
  });
  persistOnHide({ saveLastPage });

  // The same tree as the server's (shell/server/bundle/first-screen-bundle.tsx) up to the router, which is the browser's here.
  const app = (
    <StrictMode>
      <BrowserRouter>
        <MallRoutes routes={routes} />
        <AppNavigator />
      </BrowserRouter>
      <Toaster />
      <FirstCommit then={afterFirstCommit} />
    </StrictMode>
  );
  // A transition renders in slices that yield to the browser (a default update is one long task on a slow
  // phone), and the page on screen (the server's first screen or the boot placeholder) stays until it commits.
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch });
    else createRoot(container).render(app);
  });
}

void start();

// The installable app (service worker, offline and update notices) once the loaded page has been idle a while
// (public/index.html's promise of it): the first visit's scripts and first screen are the same without it.
void window.__mallIdle?.then(() => import('./web-app/web-app-client'));
