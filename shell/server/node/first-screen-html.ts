// The shell server's first screen in the HTML, Node half (ARCHITECTURE.md "Server-rendered first screen"): the
// chrome and the first route's page rendered by the shell's server bundle (shell/server/bundle, built into
// dist/<release>/server/first-screen.cjs) with the remote's page from the remote's own server bundle
// (<remote>/server/<Page>.cjs, fetched from where its mf-manifest.json is, like the browser fetches its
// remoteEntry.js), from the API, in the shopper's language. Whatever goes wrong or takes too long, the page is sent
// without it and the browser draws it as before. Its parts: release identity (remote-manifests.ts), the render
// cache (rendered-cache.ts), the per-client queue (render-queue.ts), remote pages and styles (drawing-assets.ts),
// the HTML take-over (take-over.ts).
import type { ShellServerBundle } from '../bundle/first-screen-bundle';
import { DrawingAssets } from './drawing-assets';
import type { PageLanguage } from './link-preview';
// The pages drawn on the server: the catalogue's visitor pages (no sign-in, the same for everyone).
import { SERVER_RENDERED, drawnAddress, type RemotePageRef } from './page-table';
import { ReleaseIdentity, type ReadManifest, type RemoteManifest } from './remote-manifests';
import { RenderQueue } from './render-queue';
import { RenderedCache } from './rendered-cache';
import type { ServedConfig } from './security-headers';
import { escapeAttribute, type FirstScreenParts } from './take-over';

/** How long the server waits for the whole render before sending the page without it. */
const RENDER_TIMEOUT_MS = 1200;

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
  fetchManifest: ReadManifest;
}

interface Drawing {
  parts: FirstScreenParts;
  /** What the drawing lacks (empty: whole). */
  missing: Record<string, string>;
}

/** One drawing: the page's normalised address, its remote page, language and renderer. */
interface WhatToDraw {
  url: string;
  screen: RemotePageRef;
  language: PageLanguage;
  id: string;
  manifestUrl: string;
  /** The remote's manifest as read for this drawing (its release). */
  manifest: RemoteManifest | undefined;
  shell: ShellServerBundle;
}

/** A drawing that lacks any of its data. */
const isThin = (drawing: Drawing) => Object.keys(drawing.missing).length > 0;

/** The stylesheets an exposed page names in its manifest, each once. */
function stylesheetsOf(manifest: RemoteManifest | undefined, expose: string): string[] {
  const css = manifest?.exposes?.find((candidate) => candidate.name === expose)?.assets?.css;
  return [...new Set([...(css?.sync ?? []), ...(css?.async ?? [])])];
}

/** The shell server's first screens: each server makes its own (and each test a fresh one). */
export class FirstScreen {
  readonly releases = new ReleaseIdentity();
  readonly cache = new RenderedCache();
  readonly queue = new RenderQueue();
  readonly assets = new DrawingAssets();
  /** The first screens being drawn now, by the same key: one drawing per page, language and remote at a time. */
  private readonly rendering = new Map<string, Promise<Drawing | undefined>>();
  /** Drawings that lacked their data since the last log line: said at most every 10 s, with the last reason. */
  private readonly thinDrawings = { count: 0, loggedAt: 0 };

  /**
   * Where `/`, `/mobile` and `/laptop` send this request (the shell's entryRedirect: the device's home or a shared
   * product), or undefined: another address, or no server bundle (the browser then redirects, as before).
   */
  entryRedirectOf(url: string, headers: Record<string, string | string[] | undefined>, distDir: string) {
    const shell = this.assets.shellRenderer(distDir);
    if (!shell?.entryRedirect) return undefined;
    const hints = {
      userAgent: String(headers['user-agent'] ?? ''),
      userAgentData: { mobile: headers['sec-ch-ua-mobile'] === '?1' },
    };
    return shell.entryRedirect(url, hints) ?? undefined;
  }

  /** The first screen for a request; undefined: send the page as it is. */
  async partsFor(request: FirstScreenRequest): Promise<FirstScreenParts | undefined> {
    const { url, screen, config, distDir, language } = request;
    const id = screen?.expose && `${screen.remote}/${screen.expose}`;
    const manifestUrl = id && config.remotes?.[screen.remote];
    if (!id || !SERVER_RENDERED.has(id) || !manifestUrl) return undefined;
    const page = { remote: screen.remote, expose: screen.expose! };
    const shell = this.assets.shellRenderer(distDir);
    if (!shell) return undefined;
    const address = drawnAddress(url, page.expose);
    // Keyed on the release read now: a drawing of the release published before is never served after it.
    const manifest = await request.fetchManifest(manifestUrl);
    const cacheKey = `${language} ${manifestUrl}#${this.releases.idOf(manifest)} ${address}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const drawing = { url: address, screen: page, language, id, manifestUrl, manifest, shell };
    let timer: NodeJS.Timeout | undefined;
    const timeUp = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), RENDER_TIMEOUT_MS);
    });
    try {
      // Shoppers who ask for the same page while it is being drawn share that drawing (renders take turns, so a
      // hundred of them each drawing their own would queue past the deadline and get the undrawn page).
      const sharing = this.rendering.get(cacheKey);
      if (sharing) {
        const shared = await Promise.race([sharing, timeUp]);
        if (shared && !isThin(shared)) return shared.parts;
        // It lacked data (the API refused whoever it was drawn for): this shopper's own drawing, in the time left.
        const own = this.startDrawing(request, drawing, cacheKey);
        return own && (await Promise.race([own, timeUp]))?.parts;
      }
      const work = this.startDrawing(request, drawing, cacheKey);
      if (!work) return undefined;
      this.rendering.set(cacheKey, work);
      void work.finally(() => {
        if (this.rendering.get(cacheKey) === work) this.rendering.delete(cacheKey);
      });
      // A drawing that lacks data goes only to the request it was drawn for.
      return (await Promise.race([work, timeUp]))?.parts;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Starts a drawing for this client (undefined: the client, or everyone, has as many under way as allowed). */
  private startDrawing(
    request: FirstScreenRequest,
    drawing: WhatToDraw,
    cacheKey: string,
  ): Promise<Drawing | undefined> | undefined {
    const { clientAddress, apiUrl } = request;
    if (!this.queue.admit(clientAddress)) return undefined;
    return this.draw({ ...request, ...drawing })
      .then(
        (drawn) => {
          // Kept even when it came after its first asker's deadline: the next ones get it at once. A drawing that
          // lacks any of its data is not kept (the next asker may get it whole).
          if (drawn && !isThin(drawn)) this.cache.keep(cacheKey, drawn.parts);
          else if (drawn) this.reportThinDrawing(drawing.url, drawn.missing, apiUrl);
          return drawn;
        },
        (error) => {
          console.error('The first screen could not be rendered on the server', error);
          return undefined;
        },
      )
      .finally(() => this.queue.finish(clientAddress));
  }

  /** Draws one first screen: the remote page's server bundle and styles, then the shell's render of the route. */
  private async draw({
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
    const [page] = await Promise.all([
      this.assets.remotePage(
        new URL(`server/${screen.expose}.cjs`, manifestUrl).href,
        shell.sharedModules,
        this.releases.idOf(manifest),
      ),
      ...stylesheetsOf(manifest, screen.expose).map((file) =>
        this.assets.fetchRemoteStyle(new URL(file, manifestUrl).href),
      ),
    ]);
    // Without the manifest the drawing would not know its page's stylesheets: the page would show unstyled until the
    // scripts came, and then jump. The browser draws it instead.
    if (page === undefined || (page !== 'unavailable' && !manifest)) return undefined;
    const done = await this.queue.takeTurn(clientAddress);
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
    // The page's own stylesheets, so the HTML paints styled before any script (the browser's CSS loader finds them
    // and does not load them again). From the manifest it was drawn with, not only from the page's hints: those come
    // from a fetch of their own, which a busy moment can time out, and the drawn page would wait unstyled for the
    // scripts (withFirstScreen draws each stylesheet once).
    const css = page === 'unavailable' ? [] : stylesheetsOf(manifest, screen.expose);
    const links = css
      .map(
        (file) =>
          `<link rel="stylesheet" href="${escapeAttribute(new URL(file, manifestUrl))}" crossorigin="anonymous">`,
      )
      .join('');
    const json = JSON.stringify(payload).replace(/</g, '\\u003c');
    const parts: FirstScreenParts = {
      root: html,
      head: `${links}<script type="application/json" id="mall-first-screen">${json}</script>`,
      language,
      style: (href) => this.assets.style(distDir, href),
    };
    // A remote page that could not load is drawn as its translated fallback: a drawing that lacks it.
    return { parts, missing: page === 'unavailable' ? { ...missing, [id]: 'the remote did not answer' } : missing };
  }

  private reportThinDrawing(url: string, missing: Record<string, string>, apiUrl: string): void {
    const thin = this.thinDrawings;
    thin.count += 1;
    if (Date.now() - thin.loggedAt < 10_000) return;
    const reasons = Object.entries(missing)
      .map(([key, reason]) => `${key}: ${reason}`)
      .join('; ');
    console.error(
      `First screen drawn without its data (${thin.count} since the last report; not kept, the browser draws ` +
        `the rest). ${url} lacked ${reasons}. The API at ${apiUrl} answers the shell server; check API_URL and that ` +
        `the API's TRUST_PROXY names this server.`,
    );
    thin.count = 0;
    thin.loggedAt = Date.now();
  }
}
