// The shell server's first screen in the HTML, Node half (ARCHITECTURE.md "Server-rendered first screen"): the
// chrome and the first route's page rendered by the shell's server bundle (shell/server/bundle, built into
// dist/<release>/server/first-screen.cjs) with the
// remote's page from the remote's own server bundle (<remote>/server/<Page>.cjs, fetched from where its
// mf-manifest.json is, like the browser fetches its remoteEntry.js), from the API, in the shopper's language.
// Whatever goes wrong or takes too long, the page is sent without it and the browser draws it as before.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { RemotePage as SharedRemotePage } from '@mall/shared';
import type { ShellServerBundle } from '../bundle/first-screen-bundle';
// The pages drawn on the server: the catalogue's visitor pages (no sign-in, the same for everyone).
import { SERVER_RENDERED, type RemotePageRef } from './page-table';
import type { ServedConfig } from './security-headers';
import type { PageLanguage } from './link-preview';

// The bundle is loaded at run time from the build (never bundled into this server).
const requireBuilt = createRequire(__filename);

/** A remote's mf-manifest.json, as far as the server reads it. */
export interface RemoteManifest {
  metaData?: { remoteEntry?: { path?: string; name: string } };
  exposes?: {
    name: string;
    assets?: { css?: { sync?: string[]; async?: string[] }; js?: { sync?: string[]; async?: string[] } };
  }[];
}

/** A first screen, ready to go into index.html (withFirstScreen). */
export interface FirstScreenParts {
  root: string;
  head: string;
  language: string;
  style?: (href: string) => string | undefined;
}

/** A remote's server-bundle page, or 'unavailable' when the remote refused or failed. */
type RemotePage = SharedRemotePage | 'unavailable';

/** How long the server waits for a remote's server bundle, and for the whole render, before sending the page without it. */
const REMOTE_TIMEOUT_MS = 300;
const RENDER_TIMEOUT_MS = 1200;
const REMOTE_CACHE_MS = 10_000;
/**
 * Each release of a remote as the shell server read it: a manifest read again unchanged is the same object
 * (static-server.ts), a re-published one is a new object. The copies of a remote's server bundle and of the drawings
 * are keyed on it, so a release re-published at the same address is drawn with its own files at once.
 */
const releaseIds = new WeakMap<RemoteManifest, number>();
let lastReleaseId = 0;
function releaseIdOf(manifest: RemoteManifest | undefined): number {
  if (!manifest) return 0;
  let id = releaseIds.get(manifest);
  if (id === undefined) releaseIds.set(manifest, (id = ++lastReleaseId));
  return id;
}
/** A rendered first screen is served again for this long (as old as the API's catalogue cache lets its answers be). */
const RENDERED_CACHE_MS = 2000;
/** The drawings kept: at most this many, and this much of their text (UTF-16, two bytes a character). */
export const RENDERED_CACHE_LIMITS = { entries: 500, bytes: 16 * 1024 * 1024 };
/**
 * Drawings at once (each waits its turn in the render queue): one shopper's at most, everyone's at most. Past
 * either, the page goes undrawn (the browser draws it): a flood of addresses from one client queues two drawings,
 * not a thousand in front of everyone else's.
 */
export const DRAWING_LIMITS = { perClient: 2, total: 64 };

interface Drawing {
  parts: FirstScreenParts;
  /** What the drawing lacks (empty: whole). */
  missing: Record<string, string>;
}
const rendered = new Map<string, { at: number; bytes: number; parts: FirstScreenParts }>();
let renderedBytes = 0;
/** The first screens being drawn now, by the same key: one drawing per page, language and remote at a time. */
const rendering = new Map<string, Promise<Drawing | undefined>>();
const drawingsByClient = new Map<string, number>();
let drawingsNow = 0;

function keepDrawing(key: string, parts: FirstScreenParts): void {
  const bytes = 2 * (parts.root.length + parts.head.length + key.length);
  if (bytes > RENDERED_CACHE_LIMITS.bytes) return;
  const previous = rendered.get(key);
  if (previous) {
    rendered.delete(key);
    renderedBytes -= previous.bytes;
  }
  // Oldest first: the expired ones, then as many as the limits need.
  for (const [oldKey, entry] of rendered) {
    const expired = Date.now() - entry.at >= RENDERED_CACHE_MS;
    const full = rendered.size >= RENDERED_CACHE_LIMITS.entries || renderedBytes + bytes > RENDERED_CACHE_LIMITS.bytes;
    if (!expired && !full) break;
    rendered.delete(oldKey);
    renderedBytes -= entry.bytes;
  }
  rendered.set(key, { at: Date.now(), bytes, parts });
  renderedBytes += bytes;
}

/** The drawings under way now: in all, and the most of any one client (the guards' test reads it). */
export function drawingsUnderWay(): { total: number; mostOfOneClient: number } {
  return { total: drawingsNow, mostOfOneClient: Math.max(0, ...drawingsByClient.values()) };
}

/** What the drawing cache holds now (the guards' test reads it). */
export function renderedCacheSize(): { entries: number; bytes: number } {
  return { entries: rendered.size, bytes: renderedBytes };
}

/**
 * The query parameters each drawn page reads, and the values it accepts (the catalogue's pages: use-classify.ts,
 * product-page): the drawing's address keeps only these, so `?b=1`, `?b=2` … or `?prodId=x` are one drawing, not a
 * new cache entry each. A page that reads a new parameter adds it here.
 */
const POSITIVE_ID = /^[1-9]\d{0,9}$/;
const PAGE_QUERY: Record<string, Record<string, RegExp>> = {
  HomePage: {},
  ClassifyPage: { categoryId: POSITIVE_ID, tagId: POSITIVE_ID, searchString: /^[\s\S]{1,100}$/, isSearch: /^true$/ },
  ProductPage: { prodId: POSITIVE_ID },
};

/** The page's address as drawn and cached: its path, and only the parameters it reads with values it accepts, sorted. */
export function drawnAddress(url: string, expose: string): string {
  const [pathname = '/', query = ''] = url.split('?');
  const accepted = PAGE_QUERY[expose] ?? {};
  const search = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of Object.keys(accepted).sort()) {
    const value = search.get(name);
    if (value !== null && accepted[name].test(value)) kept.set(name, value);
  }
  const rest = kept.toString();
  return `${pathname.replace(/(.)\/+$/, '$1')}${rest ? `?${rest}` : ''}`;
}

/** Drawings that lacked their data since the last log line: said at most every 10 s, with the last reason. */
const thinDrawings = { count: 0, loggedAt: 0 };
function reportThinDrawing(url: string, missing: Record<string, string>, apiUrl: string): void {
  thinDrawings.count += 1;
  if (Date.now() - thinDrawings.loggedAt < 10_000) return;
  const reasons = Object.entries(missing)
    .map(([key, reason]) => `${key}: ${reason}`)
    .join('; ');
  console.error(
    `First screen drawn without its data (${thinDrawings.count} since the last report; not kept, the browser draws ` +
      `the rest). ${url} lacked ${reasons}. The API at ${apiUrl} answers the shell server; check API_URL and that ` +
      `the API's TRUST_PROXY names this server.`,
  );
  thinDrawings.count = 0;
  thinDrawings.loggedAt = Date.now();
}

let renderer: { mtimeMs: number; module: ShellServerBundle | undefined } = { mtimeMs: -1, module: undefined };
/** The shell's renderer, loaded again after a rebuild. */
function shellRenderer(distDir: string): ShellServerBundle | undefined {
  const file = path.join(distDir, 'server', 'first-screen.cjs');
  if (!existsSync(file)) return undefined;
  const { mtimeMs } = statSync(file);
  if (mtimeMs !== renderer.mtimeMs) {
    delete requireBuilt.cache[requireBuilt.resolve(file)];
    renderer = { mtimeMs, module: requireBuilt(file) as ShellServerBundle };
  }
  return renderer.module;
}

/**
 * Where `/`, `/mobile` and `/laptop` send this request (the shell's entryRedirect: the device's home or a shared
 * product), or undefined: another address, or no server bundle (the browser then redirects, as before).
 */
export function entryRedirectOf({
  url,
  headers,
  distDir,
}: {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  distDir: string;
}): string | undefined {
  const shell = shellRenderer(distDir);
  if (!shell?.entryRedirect) return undefined;
  const hints = {
    userAgent: String(headers['user-agent'] ?? ''),
    userAgentData: { mobile: headers['sec-ch-ua-mobile'] === '?1' },
  };
  return shell.entryRedirect(url, hints) ?? undefined;
}

/**
 * A remote's server bundle, evaluated with the shell's libraries as its `require` (one React, one store);
 * 'unavailable' when the remote refused or failed (the page then says so, as the browser would); undefined when
 * it did not answer in time: a slow remote is not a down one, so the page goes without a first screen and the
 * browser draws it.
 */
const remoteCache = new Map<string, { at: number; page: RemotePage; release: number }>();
async function remotePage(
  url: string,
  sharedModules: Record<string, unknown>,
  release: number,
): Promise<RemotePage | undefined> {
  const cached = remoteCache.get(url);
  if (cached && cached.release === release && Date.now() - cached.at < REMOTE_CACHE_MS) return cached.page;
  let page: RemotePage = 'unavailable';
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
    if (response.ok) {
      const code = await response.text();
      const module: { exports: { default?: unknown } } = { exports: {} };
      const requireShared = (name: string) => {
        if (name in sharedModules) return sharedModules[name];
        throw new Error(`${url} asks for ${name}, which the shell does not provide`);
      };
      vm.runInThisContext(`(function (require, module, exports) {${code}\n})`, { filename: url })(
        requireShared,
        module,
        module.exports,
      );
      if (typeof module.exports.default === 'function' || typeof module.exports.default === 'object')
        page = module.exports.default as RemotePage;
    }
  } catch (error) {
    // A busy moment is not a new release: the page fetched before of this release serves on.
    if ((error as Error | undefined)?.name === 'TimeoutError')
      return cached?.page === 'unavailable' || cached?.release !== release ? undefined : cached.page;
    page = 'unavailable';
  }
  remoteCache.set(url, { at: Date.now(), page, release });
  return page;
}

/** Stylesheets by address (hashed names: their content never changes), for drawing them into the page. */
const styleCache = new Map<string, string>();
const STYLE_CACHE_SIZE = 200;
function rememberStyle(href: string, css: string): void {
  if (styleCache.size >= STYLE_CACHE_SIZE) styleCache.delete(styleCache.keys().next().value!);
  styleCache.set(href, css);
}

/** A stylesheet's relative url()s, made absolute: inside the page they would resolve against the page's address. */
function absoluteUrls(css: string, href: string): string {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, url: string) =>
    /^(data:|[a-z]+:|\/|#)/i.test(url) ? whole : `url(${quote}${new URL(url, href).href}${quote})`,
  );
}

/** A remote's stylesheet, fetched once (same time-out as its server bundle); undefined: the page links it instead. */
async function fetchRemoteStyle(href: string): Promise<void> {
  if (styleCache.has(href)) return;
  try {
    const response = await fetch(href, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
    if (response.ok) rememberStyle(href, absoluteUrls(await response.text(), href));
  } catch {
    // linked as before
  }
}

/** The shell's own stylesheet `/<file>.css` from its dist/, or undefined. */
function shellStyle(distDir: string, href: string): string | undefined {
  if (styleCache.has(href)) return styleCache.get(href);
  if (!/^\/[\w.-]+\.css$/.test(href)) return undefined;
  const file = path.join(distDir, href);
  if (!existsSync(file)) return undefined;
  const css = readFileSync(file, 'utf8');
  rememberStyle(href, css);
  return css;
}

const escapeAttribute = (value: unknown): string =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface FirstScreenRequest {
  /** The request's path and query. */
  url: string;
  /** firstScreenOf(path). */
  screen: { remote: string; expose?: string } | undefined;
  /** The runtime config sent to the browser. */
  config: ServedConfig;
  /** The API server's address (the server calls it directly). */
  apiUrl: string;
  /** The shopper's address (the request's, through the trusted proxies): the API counts the drawing's calls for it. */
  clientAddress: string;
  /** The shell's release folder. */
  distDir: string;
  /** pageLanguageOf(url, Accept-Language). */
  language: PageLanguage;
  fetchManifest: (url: string) => Promise<RemoteManifest | undefined>;
}

/**
 * Renders take turns (one i18next and one store per process). The next turn goes to the waiting client with the
 * fewest drawings under way (the longest waiting among equals), so a shopper waits behind about one drawing, never
 * behind a flood's queue.
 */
const waitingByClient = new Map<string, (() => void)[]>();
let drawingNow = false;
function nextTurn(): void {
  let chosen: string | undefined;
  for (const client of waitingByClient.keys()) {
    if (chosen === undefined || (drawingsByClient.get(client) ?? 0) < (drawingsByClient.get(chosen) ?? 0))
      chosen = client;
  }
  if (chosen === undefined) return;
  const queue = waitingByClient.get(chosen)!;
  // A served client goes to the back of the line (a Map iterates in insertion order).
  waitingByClient.delete(chosen);
  const first = queue.shift()!;
  if (queue.length > 0) waitingByClient.set(chosen, queue);
  first();
}
function takeTurn(clientAddress: string): Promise<() => void> {
  return new Promise((resolve) => {
    const start = () => {
      drawingNow = true;
      resolve(() => {
        drawingNow = false;
        nextTurn();
      });
    };
    if (!drawingNow) start();
    else waitingByClient.set(clientAddress, [...(waitingByClient.get(clientAddress) ?? []), start]);
  });
}

/** One drawing: the page's normalised address, its remote page, language and renderer. */
interface WhatToDraw {
  url: string;
  screen: RemotePageRef;
  language: 'km' | 'zh' | 'en';
  id: string;
  manifestUrl: string;
  /** The remote's manifest as read for this drawing (its release). */
  manifest: RemoteManifest | undefined;
  shell: ShellServerBundle;
}

/** A drawing that lacks any of its data. */
const isThin = (drawing: Drawing) => Object.keys(drawing.missing).length > 0;

/** Starts a drawing for this client (undefined: the client, or everyone, has as many under way as allowed). */
function startDrawing(
  request: FirstScreenRequest,
  drawing: WhatToDraw,
  cacheKey: string,
): Promise<Drawing | undefined> | undefined {
  const { clientAddress, apiUrl } = request;
  const clientDrawings = drawingsByClient.get(clientAddress) ?? 0;
  if (clientDrawings >= DRAWING_LIMITS.perClient || drawingsNow >= DRAWING_LIMITS.total) return undefined;
  drawingsByClient.set(clientAddress, clientDrawings + 1);
  drawingsNow += 1;
  return drawParts({ ...request, ...drawing })
    .then(
      (drawn) => {
        // Kept even when it came after its first asker's deadline: the next ones get it at once. A drawing that
        // lacks any of its data is not kept (the next asker may get it whole).
        if (drawn && !isThin(drawn)) keepDrawing(cacheKey, drawn.parts);
        else if (drawn) reportThinDrawing(drawing.url, drawn.missing, apiUrl);
        return drawn;
      },
      (error) => {
        console.error('The first screen could not be rendered on the server', error);
        return undefined;
      },
    )
    .finally(() => {
      drawingsNow -= 1;
      const left = (drawingsByClient.get(clientAddress) ?? 1) - 1;
      if (left > 0) drawingsByClient.set(clientAddress, left);
      else drawingsByClient.delete(clientAddress);
    });
}

/** The first screen for a request; undefined: send the page as it is. */
export async function renderFirstScreenParts(request: FirstScreenRequest): Promise<FirstScreenParts | undefined> {
  const { url, screen, config, distDir, language } = request;
  const id = screen?.expose && `${screen.remote}/${screen.expose}`;
  const manifestUrl = id && config.remotes?.[screen.remote];
  if (!id || !SERVER_RENDERED.has(id) || !manifestUrl) return undefined;
  const page = { remote: screen.remote, expose: screen.expose! };
  const shell = shellRenderer(distDir);
  if (!shell) return undefined;
  const address = drawnAddress(url, page.expose);
  // Keyed on the release read now: a drawing of the release published before is never served after it.
  const manifest = await request.fetchManifest(manifestUrl);
  const cacheKey = `${language} ${manifestUrl}#${releaseIdOf(manifest)} ${address}`;
  const cached = rendered.get(cacheKey);
  if (cached && Date.now() - cached.at < RENDERED_CACHE_MS) return cached.parts;
  const drawing = { url: address, screen: page, language, id, manifestUrl, manifest, shell };
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), RENDER_TIMEOUT_MS);
  });
  try {
    // Shoppers who ask for the same page while it is being drawn share that drawing (renders take turns, so a
    // hundred of them each drawing their own would queue past the deadline and get the undrawn page).
    const sharing = rendering.get(cacheKey);
    if (sharing) {
      const shared = await Promise.race([sharing, timeUp]);
      if (shared && !isThin(shared)) return shared.parts;
      // It lacked data (the API refused whoever it was drawn for): this shopper's own drawing, in the time left.
      const own = startDrawing(request, drawing, cacheKey);
      return own && (await Promise.race([own, timeUp]))?.parts;
    }
    const work = startDrawing(request, drawing, cacheKey);
    if (!work) return undefined;
    rendering.set(cacheKey, work);
    void work.finally(() => {
      if (rendering.get(cacheKey) === work) rendering.delete(cacheKey);
    });
    // A drawing that lacks data goes only to the request it was drawn for.
    return (await Promise.race([work, timeUp]))?.parts;
  } finally {
    clearTimeout(timer);
  }
}

/** Draws one first screen: the remote page's server bundle and styles, then the shell's render of the route. */
async function drawParts({
  url,
  screen,
  config,
  apiUrl,
  distDir,
  language,
  id,
  manifestUrl,
  manifest,
  shell,
  clientAddress,
}: Omit<FirstScreenRequest, 'screen' | 'language' | 'url'> & WhatToDraw): Promise<Drawing | undefined> {
  // The release's server bundle and stylesheets (drawn into the HTML, see withFirstScreen), fetched together.
  const styles = manifest?.exposes?.find((candidate) => candidate.name === screen.expose)?.assets?.css;
  const files = [...new Set([...(styles?.sync ?? []), ...(styles?.async ?? [])])];
  const [page] = await Promise.all([
    remotePage(new URL(`server/${screen.expose}.cjs`, manifestUrl).href, shell.sharedModules, releaseIdOf(manifest)),
    ...files.map((file) => fetchRemoteStyle(new URL(file, manifestUrl).href)),
  ]);
  // Without the manifest the drawing would not know its page's stylesheets: the page would show unstyled until the
  // scripts came, and then jump. The browser draws it instead.
  if (page === undefined || (page !== 'unavailable' && !manifest)) return undefined;
  const done = await takeTurn(clientAddress);
  const { html, payload, missing } = await shell
    .renderFirstScreen({
      url,
      language,
      clientAddress,
      apiBaseUrl: `${apiUrl.replace(/\/+$/, '')}${config.apiBaseUrl}`,
      imagePath: config.imagePath ?? '',
      remotePage: { id, page },
    })
    .finally(done);
  // The page's own stylesheets, so the HTML paints styled before any script (the browser's CSS loader finds them and
  // does not load them again). From the manifest it was drawn with, not only from the page's hints: those come from a
  // fetch of their own, which a busy moment can time out, and the drawn page would wait unstyled for the scripts
  // (withFirstScreen draws each stylesheet once).
  const expose =
    page === 'unavailable' ? undefined : manifest?.exposes?.find((candidate) => candidate.name === screen.expose);
  const css = [...new Set([...(expose?.assets?.css?.sync ?? []), ...(expose?.assets?.css?.async ?? [])])];
  const links = css
    .map(
      (file) => `<link rel="stylesheet" href="${escapeAttribute(new URL(file, manifestUrl))}" crossorigin="anonymous">`,
    )
    .join('');
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  const parts: FirstScreenParts = {
    root: html,
    head: `${links}<script type="application/json" id="mall-first-screen">${json}</script>`,
    language,
    style: (href) => shellStyle(distDir, href) ?? styleCache.get(href),
  };
  // A remote page that could not load is drawn as its translated fallback: a drawing that lacks it.
  return { parts, missing: page === 'unavailable' ? { ...missing, [id]: 'the remote did not answer' } : missing };
}

/**
 * Where the page keeps the tags that start React's take-over (the shell's and the remote page's scripts and their
 * hints, the remote's manifest): inert in a `<template>` until the page's inline script puts them in the page.
 */
const TAKE_OVER_ID = 'mall-take-over';
const TAKE_OVER_TAGS =
  /<script defer src="?[^" >]+"?><\/script>|<link rel="?preload"?(?=[^>]*\bas="?(?:script|fetch)"?)[^>]*>/g;

/** `<style>` text cannot end its element early. */
const styleText = (css: string): string => css.replace(/<\/style/gi, '<\\/style');

/**
 * Puts the rendered first screen into index.html: #root's content, <html lang>, the payload and the page's styles
 * in <head>. Every stylesheet the first screen needs (the shell's start-up CSS, the face's, the remote page's,
 * hinted for a page drawn by script) is drawn into the page as `<style data-href="…">`: nothing blocks the first
 * paint but the HTML itself, and the CSS loaders of the shell and the remotes (mini-css-extract) find them by
 * `data-href` and do not load them again. A stylesheet the server could not read stays a link. `drawnStyles`: the
 * text of each, which the page's policy allows by hash (security-headers.ts: never a style found in the drawn page).
 */
export function withFirstScreen(
  html: string,
  parts: FirstScreenParts | undefined,
): { html: string; drawnStyles: string[] } {
  if (!parts) return { html, drawnStyles: [] };
  const styles: string[] = [];
  const drawnStyles: string[] = [];
  const takeOver: string[] = [];
  const drawnHrefs = new Set<string>();
  const styleFor = (href: string) => {
    if (drawnHrefs.has(href)) return '';
    drawnHrefs.add(href);
    const css = parts.style?.(href);
    // A remote's stylesheet (another origin) loads with crossorigin, as its CSS loader asks for it.
    const crossOrigin = href.startsWith('/') ? '' : ' crossorigin="anonymous"';
    if (css === undefined) return `<link rel="stylesheet" href="${href}"${crossOrigin}>`;
    drawnStyles.push(styleText(css));
    return `<style data-href="${href}">${styleText(css)}</style>`;
  };
  const withoutStyles = html
    .replace(
      /<link rel="?preload"? href="?([^" >]+\.css)"? as="?style"?(?: crossorigin="?anonymous"?)?>/g,
      (_tag, href: string) => {
        styles.push(styleFor(href));
        return '';
      },
    )
    .replace('</head>', () => `${parts.head}</head>`)
    .replace(/<link rel="stylesheet" href="([^"]+)"(?: crossorigin="anonymous")?>/g, (_tag, href: string) =>
      styleFor(href),
    )
    // The page is drawn already: the scripts that take it over wait for its picture (see below).
    .replace(TAKE_OVER_TAGS, (tag) => {
      takeOver.push(
        tag.replace(/(<link rel="?preload"? href="?[^" >]+\.js"? as="?script"?)(?=[ >])/, '$1 fetchpriority="low"'),
      );
      return '';
    });
  // The LCP picture, which React hints inside #root, is asked for first.
  const lcpImage = /<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*\/?>/.exec(parts.root)?.[0] ?? '';
  const drawn = withoutStyles
    .replace(/<html lang="?[a-z-]*"?/i, () => `<html lang="${parts.language ?? 'en'}"`)
    .replace(/<title>/, (title) => `${lcpImage}${styles.join('')}${title}`)
    // The page's inline script (shell/public/index.html) puts these in the page once the picture has come.
    .replace('</head>', () => `<template id="${TAKE_OVER_ID}">${takeOver.join('')}</template></head>`)
    // #root holds the boot placeholder up to the <noscript> that follows it (shell/public/index.html).
    .replace(/(<div id="?root"?>)[\s\S]*?(?=<noscript)/, () => `<div id="root">${parts.root}</div>`);
  return { html: drawn, drawnStyles };
}
