// The shell's index.html for a request: the runtime config inlined, the hints that break the request chain, the web
// app manifest of the shopper's language; compressed for the answer.
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import type { PageLanguage } from './link-preview';
import { firstScreenOf } from './page-table';
import type { ReadManifest } from './remote-manifests';
import type { ServedConfig } from './security-headers';
import { escapeAttribute } from './take-over';

async function preloadHints(config: ServedConfig, urlPath: string, readManifest: ReadManifest): Promise<string> {
  const screen = firstScreenOf(urlPath);
  const manifestUrl = screen && config.remotes?.[screen.remote];
  if (!screen || !manifestUrl) return '';
  const links = [`<link rel="preload" href="${escapeAttribute(manifestUrl)}" as="fetch" crossorigin="anonymous">`];
  const manifest = await readManifest(manifestUrl);
  const entry = manifest?.metaData?.remoteEntry;
  const entryName = entry ? path.posix.join(entry.path || '', entry.name) : 'remoteEntry.js';
  // A remote's files load with `crossorigin` (webpack's crossOriginLoading, the runtime's entry script): a hint
  // must say so too, or the browser fetches the file twice (and the worker could keep only an opaque copy).
  const hint = (file: string, kind: 'script' | 'style') =>
    `<link rel="preload" href="${escapeAttribute(new URL(file, manifestUrl))}" as="${kind}" crossorigin="anonymous">`;
  links.push(hint(entryName, 'script'));
  const expose = manifest?.exposes?.find((candidate) => candidate.name === screen.expose);
  for (const file of expose?.assets?.css?.sync ?? []) links.push(hint(file, 'style'));
  for (const file of expose?.assets?.js?.sync ?? []) links.push(hint(file, 'script'));
  return links.join('');
}

/**
 * The shell's chunk of the face a path shows (`face-mobile.<hash>.js` and its CSS, named in
 * shell/src/routing/page-sources.ts): bootstrap asks for it only once it runs, so hint it from the page.
 */
export function faceLayoutHints(shellFiles: string[], urlPath: string): string {
  const face = /^\/(laptop|mobile)(\/|$)/.exec(urlPath)?.[1];
  if (!face) return '';
  const chunk = new RegExp(`^face-${face}\\.[0-9a-f]{8}\\.(js|css)$`);
  return shellFiles
    .filter((file) => chunk.test(file))
    .map(
      (file) =>
        `<link rel="preload" href="/${escapeAttribute(file)}" as="${file.endsWith('.css') ? 'style' : 'script'}">`,
    )
    .join('');
}

/**
 * Inline the config (and the hints that break the request chain) into the built index.html, and link the web app
 * manifest of the shopper's language (the page follows a later choice: shell/src/web-app/web-app-client.tsx).
 */
export async function renderIndexHtml(
  template: string,
  config: ServedConfig,
  urlPath: string,
  {
    shellFiles = [],
    language = 'en',
    readManifest,
  }: { shellFiles?: string[]; language?: PageLanguage; readManifest: ReadManifest },
): Promise<string> {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const hints = faceLayoutHints(shellFiles, urlPath) + (await preloadHints(config, urlPath, readManifest));
  // A data block, not a script: the page's Content-Security-Policy allows no inline script.
  const head = `<script type="application/json" id="mall-config">${json}</script>${hints}`;
  return template
    .replace('/manifest.en.webmanifest', `/manifest.${language}.webmanifest`)
    .replace('</head>', `${head}</head>`);
}

export function compressedBody(request: FastifyRequest, html: string): { encoding?: string; body: string | Buffer } {
  const accepts = String(request.headers['accept-encoding'] || '');
  // Quality 5, not the default 11: each page is compressed per request, and 11 costs tens of milliseconds of CPU
  // for a few per cent fewer bytes (a flood of page requests would spend the server on compression).
  if (/\bbr\b/.test(accepts))
    return { encoding: 'br', body: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (/\bgzip\b/.test(accepts)) return { encoding: 'gzip', body: gzipSync(html) };
  return { encoding: undefined, body: html };
}
