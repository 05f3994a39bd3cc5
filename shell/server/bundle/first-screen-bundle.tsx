// The shell's server bundle, React half of the first screen (outside src/: the browser build scans src/ for what it
// imports from shared libraries). build/webpack.server.js builds it into dist/<release>/server/first-screen.cjs, which the
// shell's Node server (shell/server/node/first-screen-html.ts) loads: the chrome and the first route's page, in the
// shopper's language, from the API, as HTML for index.html's #root (ARCHITECTURE.md "Server-rendered first screen").
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import { renderToString } from 'react-dom/server';
import * as ReactRouterDom from 'react-router-dom';
import { StaticRouter } from 'react-router-dom';
import * as i18nextModule from 'i18next';
import * as ReactI18next from 'react-i18next';
import * as zustand from 'zustand';
import * as axios from 'axios';
import * as MallShared from '@mall/shared';
import {
  changeI18nLanguage,
  detectFace,
  httpClient,
  initI18n,
  matchRoute,
  registerTranslations,
  renderWithFirstScreenData,
  setRuntimeConfig,
  Toaster,
  useMallStore,
  type DeviceHints,
  type FirstScreenPayload,
  type LanguageCode,
  type RemotePage,
} from '@mall/shared';
import { provideRemotePage } from '../../src/federation/remote-route';
import { shellEn, SHELL_NAMESPACE } from '../../src/i18n/shell-strings-en';
import { MallRoutes, mallRoutes, type PageSource } from '../../src/routing/mall-routes';
import { entryPath } from '../../src/routing/entry-path';
import { LAPTOP_PAGES, MOBILE_PAGES } from '../../src/routing/page-sources';

/**
 * The libraries a remote's server bundle takes from the shell (its externals), so the page renders with the
 * shell's one React, router, i18n and store, as it does in the browser.
 */
export const sharedModules: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-router-dom': ReactRouterDom,
  i18next: i18nextModule,
  'react-i18next': ReactI18next,
  zustand,
  axios,
  '@mall/shared': MallShared,
};

/** The site root and the faces' bases: addresses whose route only redirects (RootRedirect, the bases' index). */
const ENTRY_ADDRESS = /^\/((laptop|mobile)\/?)?$/;

/**
 * Where the server sends a request for `/`, `/mobile` or `/laptop`, as RootRedirect would in the browser: the
 * device's home, or the product a shared `?prodId=` names. Null for any other address. Those addresses draw
 * nothing of their own, so the server answers them with a redirect and the page it then serves is drawn.
 * The device comes from the User-Agent (and Sec-CH-UA-Mobile); the browser's own check (touch points) still
 * corrects the face when the header guessed wrong.
 */
export function entryRedirect(url: string, hints: DeviceHints): string | null {
  const [pathname = '/', query] = url.split('?');
  if (!ENTRY_ADDRESS.test(pathname)) return null;
  const face = detectFace(hints);
  return entryPath({ pathname: '/', search: query ? `?${query}` : '' }, face, true);
}

export interface FirstScreenRequest {
  /** Path and query, e.g. `/mobile/product?prodId=3`. */
  url: string;
  language: LanguageCode;
  /** Absolute API base the server's calls go to (the browser's config says `/api`). */
  apiBaseUrl: string;
  imagePath: string;
  /**
   * The shopper's address: the server's API calls name it in X-Forwarded-For, so they count against that shopper's
   * request limits (the API trusts the shell server's address: its TRUST_PROXY), never against one shared budget.
   */
  clientAddress: string;
  /** The first route's remote page (`catalog/HomePage`), or 'unavailable' when the remote did not answer. */
  remotePage?: { id: string; page: RemotePage | 'unavailable' };
}

export interface FirstScreen {
  html: string;
  payload: FirstScreenPayload;
  /** The data the drawing lacks, with why (an API refusal, no answer in time): empty when the drawing is whole. */
  missing: Record<string, string>;
}

let started = false;
function startOnce(): void {
  if (started) return;
  started = true;
  initI18n('en');
  registerTranslations(SHELL_NAMESPACE, {
    en: shellEn,
    km: () => import('../../src/i18n/shell-strings-km').then((module) => module.shellKm),
    zh: () => import('../../src/i18n/shell-strings-zh').then((module) => module.shellZh),
  });
}

function preload(source: PageSource | undefined): Promise<unknown> | undefined {
  const component = source && 'component' in source ? source.component : undefined;
  return component && 'preload' in component ? (component.preload as () => Promise<unknown>)() : undefined;
}

async function renderNow(request: FirstScreenRequest): Promise<FirstScreen> {
  startOnce();
  setRuntimeConfig({ apiBaseUrl: request.apiBaseUrl, imagePath: request.imagePath });
  // A visitor's view: who is signed in is known only in the browser (the cart badge comes with React).
  useMallStore.setState({
    language: request.language,
    imagePath: request.imagePath,
    token: null,
    member: null,
    cart: [],
  });
  await changeI18nLanguage(request.language);
  // Renders take turns (below), so the one client's header is this shopper's for this render's calls.
  (await httpClient()).defaults.headers.common['X-Forwarded-For'] = request.clientAddress;
  const pathname = request.url.split('?')[0] ?? '/';
  const sources = pathname.startsWith('/laptop') ? LAPTOP_PAGES : MOBILE_PAGES;
  const page = matchRoute(pathname)?.page;
  await Promise.all([preload(sources.home), page ? preload(sources[page]) : undefined]);
  if (request.remotePage) provideRemotePage(request.remotePage.id, request.remotePage.page);
  await changeI18nLanguage(request.language); // the remote page registered its strings as it loaded

  const routes = mallRoutes(LAPTOP_PAGES, MOBILE_PAGES);
  const { html, data, missing } = await renderWithFirstScreenData(() =>
    renderToString(
      // The browser's tree (bootstrap.tsx), so that it hydrates this HTML: the notifications region included.
      <>
        <StaticRouter location={request.url}>
          <MallRoutes routes={routes} />
        </StaticRouter>
        <Toaster />
      </>,
    ),
  );
  return { html, payload: { language: request.language, url: request.url, data }, missing };
}

// i18next and the store are one per process: renders take turns (each takes a few milliseconds plus its API calls).
let queue: Promise<unknown> = Promise.resolve();
/** What the Node server takes from the built bundle (`require('…/server/first-screen.cjs')`). */
export interface ShellServerBundle {
  sharedModules: typeof sharedModules;
  entryRedirect: typeof entryRedirect;
  renderFirstScreen: typeof renderFirstScreen;
}

export function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen> {
  const turn = queue.then(() => renderNow(request));
  queue = turn.catch(() => undefined);
  return turn;
}
