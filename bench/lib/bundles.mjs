// (a) What the first screen costs: the JS and CSS a fresh browser loads for each home page, and each app's build.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assetsOfFirstLoad } from './first-load.mjs';
import { FACES, launchChromium } from './browser.mjs';
import { BENCH_PORTS, ROOT, SHELL_URL } from './servers.mjs';

const APP_DIRS = Object.fromEntries(
  JSON.parse(await readFile(path.join(ROOT, 'apps.json'), 'utf8')).map((app) => [app.name, app.dir]),
);
const APP_BY_PORT = Object.fromEntries(Object.keys(APP_DIRS).map((app) => [String(BENCH_PORTS[app]), app]));

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** One face's home page in a fresh browser (bench/lib/first-load.mjs): its JS and CSS, by app and the largest. */
async function firstLoad(browser, face) {
  const loaded = (await assetsOfFirstLoad(browser, SHELL_URL, FACES[face].path)).map((asset) => {
    const url = new URL(asset.url);
    return { ...asset, app: APP_BY_PORT[url.port] ?? url.host, file: url.pathname };
  });
  const sum = (kind, field) =>
    loaded.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset[field], 0);
  const byApp = {};
  for (const asset of loaded) byApp[asset.app] = (byApp[asset.app] ?? 0) + asset.gzip;
  return {
    face,
    files: loaded.length,
    jsGzip: sum('js', 'gzip'),
    cssGzip: sum('css', 'gzip'),
    jsRaw: sum('js', 'raw'),
    wire: loaded.reduce((total, asset) => total + asset.wire, 0),
    byApp,
    largest: [...loaded]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 6)
      .map((asset) => ({ app: asset.app, file: asset.file, gzip: asset.gzip })),
  };
}

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** Each app's build: remoteEntry.js (gzip) and the total of its JS and CSS (raw and gzip; no maps, no precompressed copies). */
async function distTotals() {
  const totals = [];
  for (const [app, dir] of Object.entries(APP_DIRS)) {
    const dist = path.join(
      ROOT,
      dir,
      'dist',
      JSON.parse(await readFile(path.join(ROOT, dir, 'package.json'), 'utf8')).version,
    );
    const files = (await filesUnder(dist)).filter((file) => /\.(js|css)$/.test(file));
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const body = await readFile(file);
      raw += body.length;
      gzip += gzipSize(body);
    }
    const entryFile = path.join(dist, 'remoteEntry.js');
    const remoteEntryGzip = await stat(entryFile).then(
      async () => gzipSize(await readFile(entryFile)),
      () => undefined,
    );
    totals.push({ app, files: files.length, raw, gzip, remoteEntryGzip });
  }
  return totals;
}

export async function measureBundles() {
  const browser = await launchChromium();
  try {
    const pages = [];
    for (const face of Object.keys(FACES)) pages.push(await firstLoad(browser, face));
    return { pages, dists: await distTotals() };
  } finally {
    await browser.close();
  }
}
