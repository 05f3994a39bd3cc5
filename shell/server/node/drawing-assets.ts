// What a drawing is made with, kept between drawings: the shell's renderer (its server bundle), each remote page's
// server bundle, and the stylesheets drawn into the page.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { RemotePage as SharedRemotePage } from '@mall/shared';
import type { ShellServerBundle } from '../bundle/first-screen-bundle';

/** A remote's server-bundle page, or 'unavailable' when the remote refused or failed. */
export type RemotePage = SharedRemotePage | 'unavailable';

/** How long the server waits for a remote's server bundle or stylesheet before sending the page without it. */
const REMOTE_TIMEOUT_MS = 300;
const REMOTE_CACHE_MS = 10_000;
/** Stylesheets kept (hashed names: their content never changes). */
const STYLE_CACHE_SIZE = 200;

// The bundle is loaded at run time from the build (never bundled into this server).
const requireBuilt = createRequire(__filename);

/** A stylesheet's relative url()s, made absolute: inside the page they would resolve against the page's address. */
function absoluteUrls(css: string, href: string): string {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, url: string) =>
    /^(data:|[a-z]+:|\/|#)/i.test(url) ? whole : `url(${quote}${new URL(url, href).href}${quote})`,
  );
}

export class DrawingAssets {
  private renderer: { mtimeMs: number; module: ShellServerBundle | undefined } = { mtimeMs: -1, module: undefined };
  private readonly remotePages = new Map<string, { at: number; page: RemotePage; release: number }>();
  /** Stylesheets by address, for drawing them into the page. */
  private readonly styles = new Map<string, string>();

  /** The shell's renderer, loaded again after a rebuild. */
  shellRenderer(distDir: string): ShellServerBundle | undefined {
    const file = path.join(distDir, 'server', 'first-screen.cjs');
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (mtimeMs !== this.renderer.mtimeMs) {
      delete requireBuilt.cache[requireBuilt.resolve(file)];
      this.renderer = { mtimeMs, module: requireBuilt(file) as ShellServerBundle };
    }
    return this.renderer.module;
  }

  /**
   * A remote's server bundle, evaluated with the shell's libraries as its `require` (one React, one store);
   * 'unavailable' when the remote refused or failed (the page then says so, as the browser would); undefined when
   * it did not answer in time: a slow remote is not a down one, so the page goes without a first screen and the
   * browser draws it.
   */
  async remotePage(
    url: string,
    sharedModules: Record<string, unknown>,
    release: number,
  ): Promise<RemotePage | undefined> {
    const cached = this.remotePages.get(url);
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
    this.remotePages.set(url, { at: Date.now(), page, release });
    return page;
  }

  /** A remote's stylesheet, fetched once (same time-out as its server bundle); if it fails, the page links it. */
  async fetchRemoteStyle(href: string): Promise<void> {
    if (this.styles.has(href)) return;
    try {
      const response = await fetch(href, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
      if (response.ok) this.rememberStyle(href, absoluteUrls(await response.text(), href));
    } catch {
      // linked as before
    }
  }

  /** A stylesheet to draw into the page: the shell's own `/<file>.css` from its dist/, or a remote's fetched. */
  style(distDir: string, href: string): string | undefined {
    if (this.styles.has(href)) return this.styles.get(href);
    if (!/^\/[\w.-]+\.css$/.test(href)) return undefined;
    const file = path.join(distDir, href);
    if (!existsSync(file)) return undefined;
    const css = readFileSync(file, 'utf8');
    this.rememberStyle(href, css);
    return css;
  }

  private rememberStyle(href: string, css: string): void {
    if (this.styles.size >= STYLE_CACHE_SIZE) this.styles.delete(this.styles.keys().next().value!);
    this.styles.set(href, css);
  }
}
