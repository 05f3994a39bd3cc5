// Security headers of the front-end servers (the shell's pages and the remotes' files). The shell's policy names
// exactly the origins its runtime config gives (remotes, API, images) beside its own; nothing comes from a request.
import { createHash } from 'node:crypto';

/**
 * The runtime config the shell serves (shared/src/config.ts validates it in the browser): from CONFIG_FILE as the
 * operator wrote it, or from the environment.
 */
export interface ServedConfig {
  apiBaseUrl: string;
  imagePath?: string;
  remotes?: Record<string, string>;
}

/** Sent with every answer of every front-end server. */
export const COMMON_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  // Page addresses carry order numbers and searches: they stay on the site.
  'referrer-policy': 'same-origin',
};

/** The remotes serve scripts, styles and manifests, never a page: a document from them may do nothing. */
export const REMOTE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The service worker's own policy (sw.js). It fetches only what a page of the shop asked for, each request already
 * allowed by that page's policy; pinned to the origins of the config it was fetched with, it would refuse a remote
 * moved to a new origin by config.json until a new shell release (the worker is fetched again only when it changes).
 */
export const WORKER_POLICY = "default-src 'none'; connect-src *; frame-ancestors 'none'; base-uri 'none'";

/** The origin of an absolute http(s) URL; undefined for a path on the shell's own origin. */
export function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** 'sha256-…' sources for the inline `<style>` blocks of a page (the painted-before-script placeholder). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css]) => sha256Source(css));
}

/** 'sha256-…' sources for the inline scripts of a page (the tap held before the first script); data blocks excepted. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/gi)].map(([, code]) =>
    sha256Source(code),
  );
}

/** Strict-Transport-Security when the public origin is HTTPS (PUBLIC_ORIGIN): a year, the shop's subdomains too. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The shell page's Content-Security-Policy for a runtime config (shared/src/config.ts), the template the page was
 * made from (its inline scripts and styles: only the ones the shell ships) and the stylesheets the server drew into
 * the page (`drawnStyles`, the text of each `<style data-href>`, read from the apps' own files). Nothing is taken
 * from the drawn page itself: a script or style that came into it with drawn content is never allowed. The config is
 * inlined as a `<script type="application/json">` data block, which a policy does not govern.
 */
export function shellPolicy(config: ServedConfig, template: string, drawnStyles: string[] = []): string {
  const unique = (list: (string | undefined)[]) => [...new Set(list.filter(Boolean))].join(' ');
  const remotes = Object.values(config.remotes || {}).map(originOf);
  const api = originOf(config.apiBaseUrl);
  const images = originOf(config.imagePath);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...inlineScriptHashes(template)],
    'style-src': ["'self'", ...remotes, ...inlineStyleHashes(template), ...drawnStyles.map(sha256Source)],
    // The server-rendered first screen carries React's style attributes (a picture's aspect ratio, a bar's width).
    // Attributes only: they run no code, and a <style> element still needs its hash.
    'style-src-attr': ["'unsafe-inline'"],
    // A remote's CSS may carry its small icons inline (webpack's asset/inline below 2 KiB); the QR code is a data URL.
    'img-src': ["'self'", 'data:', api, images, ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", api, ...remotes],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources)}`)
    .join('; ');
}

/**
 * Headers for an answer of the shell (`template`: the file its page is made from, `drawnStyles`: the stylesheets the
 * server drew into it, see shellPolicy) or of a remote; `hsts`: the public origin is HTTPS.
 */
export function securityHeaders({
  isShell,
  config,
  template,
  drawnStyles,
  hsts,
}: {
  isShell: boolean;
  config?: ServedConfig;
  template: string;
  drawnStyles?: string[];
  hsts: boolean;
}): Record<string, string> {
  return {
    ...COMMON_HEADERS,
    ...(hsts ? { 'strict-transport-security': HSTS } : {}),
    'content-security-policy': isShell && config ? shellPolicy(config, template, drawnStyles) : REMOTE_POLICY,
  };
}
