// What a page's first load costs in JS, added up from the build's own outputs (no browser, no timing):
// the shell's index.html (main.js and the start-up chunks it preloads), the face's layout chunk group
// (dist/chunk-groups.json), and the page: for the federated build the remote's remoteEntry.js and the
// exposed module's sync files (its mf-manifest.json); for the plain build the page's chunk group.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, ROOT, firstScreenOf, releaseDirOf } from './shell-server.mjs';

/** The pages whose first load CI holds to budget.json. */
export const BUDGET_PAGES = ['/mobile/index', '/mobile/classify', '/mobile/product?prodId=1'];

/** Where each build mode writes the shell: its current release folder (the plain build has the remotes' pages inside it). */
export const BUILD_DIRS = { federated: path.relative(ROOT, releaseDirOf(APPS[0])), plain: 'shell/dist-plain' };

const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));

/** The JS files index.html loads or preloads (html-webpack-plugin minifies, so attributes may be unquoted). */
export function scriptsOfHtml(html) {
  const files = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<link') && !/\bas=["']?script\b/.test(tag) && !/rel=["']?modulepreload/.test(tag)) continue;
    const url = /\b(?:src|href)=["']?([^"' >]+\.js)\b/.exec(tag)?.[1];
    if (url && !/^[a-z]+:/.test(url)) files.add(url.replace(/^\//, ''));
  }
  return [...files];
}

/** Which face and first-screen page a path shows. */
function pageOf(urlPath) {
  const pathname = urlPath.split('?')[0];
  const face = /^\/(laptop|mobile)(\/|$)/.exec(pathname)?.[1] ?? 'mobile';
  return { face, screen: firstScreenOf(pathname) };
}

async function federatedPageFiles(screen) {
  if (!screen?.expose) return [];
  const app = APPS.find((candidate) => candidate.name === screen.remote);
  const dist = releaseDirOf(app);
  const manifest = await readJson(path.join(dist, 'mf-manifest.json'));
  const entry = manifest.metaData.remoteEntry;
  const expose = manifest.exposes.find((candidate) => candidate.name === screen.expose);
  if (!expose) throw new Error(`${app.dir} does not expose ${screen.expose}`);
  return [path.join(entry.path || '', entry.name), ...expose.assets.js.sync].map((file) => path.join(dist, file));
}

/**
 * The JS of one page's first load: each file with its gzip -9 size, and the total.
 * @param {string} urlPath e.g. '/mobile/index'
 * @param {'federated' | 'plain'} mode
 */
export async function firstLoadOf(urlPath, mode = 'federated') {
  const shellDist = path.join(ROOT, BUILD_DIRS[mode]);
  const { face, screen } = pageOf(urlPath);
  const groups = await readJson(path.join(shellDist, 'chunk-groups.json'));
  const html = await readFile(path.join(shellDist, 'index.html'), 'utf8');
  const shellFiles = [...scriptsOfHtml(html), ...(groups[`face-${face}`] ?? [])];
  if (mode === 'plain' && screen?.expose) {
    const group = groups[`page-${screen.remote}-${screen.expose}`];
    if (!group) throw new Error(`${BUILD_DIRS.plain} has no chunk group page-${screen.remote}-${screen.expose}`);
    shellFiles.push(...group);
  }
  const pageFiles = mode === 'federated' ? await federatedPageFiles(screen) : [];
  const files = [
    ...new Set([
      ...shellFiles.filter((file) => file.endsWith('.js')).map((file) => path.join(shellDist, file)),
      ...pageFiles,
    ]),
  ];
  const sized = await Promise.all(
    files.map(async (file) => ({
      file: path.relative(ROOT, file),
      gzip: gzipSync(await readFile(file), { level: 9 }).length,
    })),
  );
  sized.sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
  return { page: urlPath, mode, files: sized, gzip: sized.reduce((total, file) => total + file.gzip, 0) };
}
