// `npm run bench`: bundle sizes, Lighthouse mobile, API throughput against a raw Node baseline, and scale.
// Starts and stops its own servers on a scratch database under .bench/, talks to 127.0.0.1 only,
// and prints Markdown tables (paste them into BENCHMARKS.md).
//   node bench/run.mjs [--only bundles,paint,api,scale,search,photos] [--baseline <commit>[,<commit>…]|none]
//   node bench/run.mjs crash   the crash test (bench/crash.ts), only when named; parts may be named without --only
// The paint part builds each baseline commit (default 15df328, before issues 22-26) in .bench/baseline-<sha>/ and
// measures it beside this checkout in the same run; it exits 1 when a page of this checkout misses its goal.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { measureBundles } from './lib/bundles.mjs';
import { LIGHTHOUSE_VERSION, lighthouseOnce, summarise } from './lib/lighthouse.mjs';
import { measureScale, VISITOR_BUDGET_MS } from './lib/scale.mjs';
import { measureSearch, SEARCH_PRODUCTS } from './lib/search.mjs';
import { BUDGET_PAGES, firstLoadOf } from './lib/first-load.mjs';
import { launchChromium } from './lib/browser.mjs';
import {
  API_URL,
  BASELINE_PORT_OFFSET,
  PLAIN_URL,
  ROOT,
  SHELL_URL,
  buildPlain,
  prepareBaseline,
  shellUrlOf,
  startMall,
  startPlainShell,
  stopAll,
} from './lib/servers.mjs';
import { measureThroughput, TARGETS } from './lib/throughput.mjs';
import { printTable } from './lib/table.mjs';

const PARTS = ['bundles', 'paint', 'api', 'scale', 'search', 'photos'];
/** Parts run only when named (`npm run bench -- crash`): the crash test needs PostgreSQL and Redis (bench/crash.ts). */
const NAMED_PARTS = ['crash'];
const onlyArgument = process.argv.find((arg) => arg.startsWith('--only'));
// Parts may be named alone too (`npm run bench -- crash`), as `--only crash`.
const named = process.argv
  .slice(2)
  .filter((arg, index, all) => !arg.startsWith('--') && !/^--(only|baseline)$/.test(all[index - 1] ?? ''));
const only = onlyArgument
  ? (onlyArgument.split('=')[1] ?? process.argv[process.argv.indexOf(onlyArgument) + 1]).split(',')
  : named.length
    ? named.flatMap((arg) => arg.split(','))
    : PARTS;
const unknown = only.filter((part) => !PARTS.includes(part) && !NAMED_PARTS.includes(part));
if (unknown.length) {
  console.error(`Unknown part(s) ${unknown.join(', ')}; choose from ${[...PARTS, ...NAMED_PARTS].join(', ')}`);
  process.exit(2);
}

const scratchDir = path.join(ROOT, '.bench');
/** The commits the paint part builds and measures beside this checkout (`--baseline a,b`, `none` for none). */
const baselineArgument = process.argv.find((arg) => arg.startsWith('--baseline'));
const BASELINE_COMMITS = (
  baselineArgument
    ? (baselineArgument.split('=')[1] ?? process.argv[process.argv.indexOf(baselineArgument) + 1])
    : '15df328'
)
  .split(',')
  .filter((commit) => commit && commit !== 'none');

// Everything printed is also kept, to be written to .bench/last-run.md for BENCHMARKS.md.
const printed = [];
const print = console.log.bind(console);
console.log = (...parts) => {
  printed.push(parts.join(' '));
  print(...parts);
};
const kib = (bytes) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1));
const ms = (value) => (value === undefined ? '–' : value.toFixed(1));
const pass = (ok) => (ok ? 'yes' : 'NO');
const ratio = (federated, plain) => (federated === undefined || !plain ? '–' : `${(federated / plain).toFixed(2)}×`);

/** Lighthouse runs a page gets in each build (the median and the worst are reported). */
const PAINT_RUNS = 3;

/** The goal a phone page must meet (median of the runs; every run's layout shift), and the desktop home's score. */
const PHONE_GOAL = { score: 95, tbtMs: 200, lcpMs: 2200, cls: 0.05 };
const DESKTOP_GOAL = { score: 98 };

/** The pages Lighthouse scores, each with its preset: the phone pages of budget.json, then the desktop home. */
const PAINT_PAGES = [
  ...BUDGET_PAGES.map((page) => ({ page, preset: 'mobile' })),
  { page: '/laptop/index', preset: 'desktop' },
];

function paintGoalMet(preset, paint) {
  if (preset === 'desktop') return paint.score.median >= DESKTOP_GOAL.score;
  return (
    paint.score.median >= PHONE_GOAL.score &&
    paint.tbtMs.median <= PHONE_GOAL.tbtMs &&
    paint.lcpMs.median <= PHONE_GOAL.lcpMs &&
    paint.cls.worst <= PHONE_GOAL.cls
  );
}

function machine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown';
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${os.cpus().length} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}, load average at start ${load}`;
}

async function main() {
  const results = { date: new Date().toISOString(), machine: machine() };
  console.log(`# Bench ${results.date}\n${results.machine}\n`);
  await mkdir(scratchDir, { recursive: true });

  if (only.includes('photos')) {
    // Upload to ready and four at once, in-process (bench/merchant.ts: its photo part).
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'bench/merchant.ts'], {
      cwd: ROOT,
      maxBuffer: 1 << 20,
    });
    results.photoUploads = stdout.trim().split('\n');
    console.log(
      `\n### Photo uploads (bench/merchant.ts)\n\n${results.photoUploads.map((line) => `- ${line}`).join('\n')}`,
    );
  }

  if (only.includes('crash')) {
    // 500 orders while an API instance and the job runner are killed, on PostgreSQL with Redis (BENCH_DATABASE_URL,
    // BENCH_REDIS_URL) and on the embedded default; then the worker's memory converting 20 photos (bench/crash.ts).
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/crash.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const [code] = await once(child, 'exit');
    results.crash = output.trim().split('\n');
    console.log(`\n### Crash test (bench/crash.ts)\n\n${output.trim()}`);
    if (code !== 0) process.exitCode = 1;
  }

  if (only.some((part) => ['bundles', 'paint', 'api', 'photos'].includes(part))) {
    const databaseFile = path.join(scratchDir, 'mall.db');
    for (const suffix of ['', '-wal', '-shm']) await rm(`${databaseFile}${suffix}`, { force: true });
    if (only.includes('bundles')) await buildPlain();
    const mall = await startMall(databaseFile);
    const plain = only.includes('bundles') ? await startPlainShell() : undefined;
    try {
      if (only.includes('bundles')) {
        const firstLoads = [];
        const browser = await launchChromium();
        try {
          for (const page of BUDGET_PAGES) {
            firstLoads.push({
              page,
              federated: await firstLoadOf(browser, SHELL_URL, page),
              plain: await firstLoadOf(browser, PLAIN_URL, page),
            });
          }
        } finally {
          await browser.close();
        }
        results.firstLoads = firstLoads.map((row) => ({
          page: row.page,
          federated: row.federated.gzip,
          plain: row.plain.gzip,
        }));
        printTable(
          'First-load JS as the browser fetched it until the network was idle (bench/lib/first-load.mjs, gzip -9; what budget.json holds), federated beside plain (build/webpack.plain.js)',
          ['page', 'federated KiB', 'files', 'plain KiB', 'files', 'federated ÷ plain'],
          firstLoads.map((row) => [
            row.page,
            kib(row.federated.gzip),
            row.federated.files.length,
            kib(row.plain.gzip),
            row.plain.files.length,
            ratio(row.federated.gzip, row.plain.gzip),
          ]),
        );
        const bundles = await measureBundles();
        results.bundles = bundles;
        printTable(
          'First load of the home page (JS and CSS until the network is idle; gzip -9 of each body; wire = bytes transferred)',
          ['page', 'files', 'JS gzip KiB', 'CSS gzip KiB', 'JS raw KiB', 'wire KiB', 'gzip KiB by app'],
          bundles.pages.map((page) => [
            `/${page.face}/index`,
            page.files,
            kib(page.jsGzip),
            kib(page.cssGzip),
            kib(page.jsRaw),
            kib(page.wire),
            Object.entries(page.byApp)
              .map(([app, bytes]) => `${app} ${kib(bytes)}`)
              .join(', '),
          ]),
        );
        for (const page of bundles.pages) {
          const largest = page.largest.map((asset) => `${asset.app}${asset.file} ${kib(asset.gzip)}`).join(', ');
          console.log(`\nLargest on /${page.face}/index (gzip KiB): ${largest}`);
        }
        printTable(
          'Each app’s build (dist/, .js and .css)',
          ['app', 'files', 'raw KiB', 'gzip KiB', 'remoteEntry.js gzip KiB'],
          bundles.dists.map((dist) => [dist.app, dist.files, kib(dist.raw), kib(dist.gzip), kib(dist.remoteEntryGzip)]),
        );
      }
      if (only.includes('paint')) {
        // A product whose two photos a merchant uploaded from 12 MP phone JPEGs (bench/photo-product.ts).
        const { stdout } = await promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', 'bench/photo-product.ts', API_URL, databaseFile],
          { cwd: ROOT },
        );
        const { prodId } = JSON.parse(stdout.trim().split('\n').pop());
        const pages = [
          ...PAINT_PAGES.slice(0, -1),
          { page: `/mobile/product?prodId=${prodId}`, preset: 'mobile', photographed: true },
          PAINT_PAGES.at(-1),
        ];
        const baselines = [];
        for (const commit of BASELINE_COMMITS) baselines.push(await prepareBaseline(commit));
        const baselineMalls = [];
        try {
          for (const [index, baseline] of baselines.entries()) {
            baselineMalls.push(
              await startMall(path.join(scratchDir, `baseline-${baseline.sha}.db`), {
                root: baseline.dir,
                portOffset: BASELINE_PORT_OFFSET * (index + 1),
              }),
            );
          }
          const builds = [
            { build: 'this checkout', origin: shellUrlOf() },
            ...baselines.map((baseline, index) => ({
              build: baseline.sha,
              origin: shellUrlOf(BASELINE_PORT_OFFSET * (index + 1)),
            })),
          ];
          results.paint = [];
          for (const { page, preset, photographed } of pages) {
            // The photographed product is in this checkout's database alone.
            const measured = photographed ? builds.slice(0, 1) : builds;
            const runs = measured.map(() => []);
            // The builds take turns, run by run, so that a change in the host's load falls on each.
            for (let run = 0; run < PAINT_RUNS; run += 1) {
              for (const [index, { origin }] of measured.entries()) {
                runs[index].push(await lighthouseOnce(`${origin}${page}`, preset));
              }
            }
            for (const [index, { build }] of measured.entries()) {
              results.paint.push({ page, preset, build, ...summarise(runs[index]) });
            }
          }
        } finally {
          for (const mall of baselineMalls) await mall.stop();
        }
        const mainRows = results.paint.filter((row) => row.build === 'this checkout');
        printTable(
          `Lighthouse ${LIGHTHOUSE_VERSION} with its default settings (mobile: simulated slow 4G, CPU ×4; desktop preset for /laptop), against the servers \`npm start\` runs, a fresh Chromium per run, ${PAINT_RUNS} runs a page, the builds taking turns; median (worst). Main-thread CPU and CPU TBT: the same runs' traces, the thread's own time (×4, less 50 ms a task), which a busy host does not stretch`,
          [
            'page',
            'build',
            'score',
            'TBT ms',
            'LCP ms',
            'FCP ms',
            'CLS worst',
            'main-thread CPU ms',
            'longest task CPU ms',
            'CPU TBT ms',
            'load average',
            'goal met',
          ],
          results.paint.map((row) => [
            row.preset === 'desktop' ? `${row.page} (desktop)` : row.page,
            row.build,
            `${row.score.median} (${row.score.worst})`,
            `${ms(row.tbtMs.median)} (${ms(row.tbtMs.worst)})`,
            `${ms(row.lcpMs.median)} (${ms(row.lcpMs.worst)})`,
            ms(row.fcpMs.median),
            row.cls.worst.toFixed(3),
            ms(row.mainThreadCpuMs.median),
            ms(row.longestTaskCpuMs?.median),
            ms(row.cpuTbtMs.median),
            `${row.loadAverage.median.toFixed(2)} (${row.loadAverage.worst.toFixed(2)})`,
            row.build === 'this checkout' ? pass(paintGoalMet(row.preset, row)) : '',
          ]),
        );
        for (const baseline of baselines) {
          const baselineOf = (row) =>
            results.paint.find((other) => other.page === row.page && other.build === baseline.sha);
          console.log(
            `\nThis checkout ÷ ${baseline.sha} (medians): ${mainRows
              .filter(baselineOf)
              .map(
                (row) =>
                  `${row.page}: TBT ${ratio(row.tbtMs.median, baselineOf(row).tbtMs.median)}, main-thread CPU ${ratio(row.mainThreadCpuMs.median, baselineOf(row).mainThreadCpuMs.median)}`,
              )
              .join('; ')}`,
          );
        }
        const busiest = Math.max(...results.paint.map((row) => row.loadAverage.worst));
        if (busiest > os.cpus().length) {
          console.log(
            `\nThe host was busy (load average up to ${busiest.toFixed(2)} on ${os.cpus().length} cores): Lighthouse's simulation multiplies each task's wall-clock length, which other work stretched, so its TBT and score read worse than the page is; the CPU columns are not stretched. Measure again on a quiet host before comparing with the goal.`,
          );
        }
        const photographed = mainRows.find((row) => row.photos.length);
        console.log(
          `\nPhotos the phone fetched (first run of ${photographed?.page ?? 'the photographed page'}): ${photographed?.photos.map((photo) => `${photo.url} ${photo.type} ${kib(photo.bytes)} KiB`).join('; ') || 'none'}`,
        );
        const missed = mainRows.filter((row) => !paintGoalMet(row.preset, row));
        if (missed.length) {
          console.log(
            `\nUnder the goal (phone: median score ≥ ${PHONE_GOAL.score}, TBT ≤ ${PHONE_GOAL.tbtMs} ms, LCP ≤ ${PHONE_GOAL.lcpMs} ms, every CLS ≤ ${PHONE_GOAL.cls}; desktop ≥ ${DESKTOP_GOAL.score}): ${missed.map((row) => row.page).join(', ')}`,
          );
          process.exitCode = 1;
        }
      }
      if (only.includes('api')) {
        const throughput = await measureThroughput();
        results.throughput = throughput;
        const ratioTargetOf = (name) =>
          name === 'prodInfo'
            ? TARGETS.prodInfo
            : name === 'search'
              ? TARGETS.search
              : name.includes('(signed in)')
                ? TARGETS.signedIn
                : undefined;
        printTable(
          'API throughput: autocannon, 50 connections, 10 s each (after 2 s warm-up), straight to the API server',
          ['call', 'req/s', 'p50 ms', 'p99 ms', '% of baseline', 'target', 'met', 'non-2xx', 'errors'],
          throughput.rows.map((row) => {
            const ratioTarget = ratioTargetOf(row.name);
            const met =
              (ratioTarget === undefined || row.ratio >= ratioTarget) &&
              (row.name.startsWith('baseline') || row.p99Ms <= TARGETS.p99Ms);
            return [
              row.name,
              Math.round(row.requestsPerSecond),
              row.p50Ms,
              row.p99Ms,
              `${(row.ratio * 100).toFixed(1)} %`,
              [
                ratioTarget && `≥ ${ratioTarget * 100} %`,
                row.name.startsWith('baseline') ? '' : `p99 ≤ ${TARGETS.p99Ms} ms`,
              ]
                .filter(Boolean)
                .join(', '),
              row.name.startsWith('baseline') ? '' : pass(met),
              row.non2xx,
              row.errors,
            ];
          }),
        );
      }
    } finally {
      await plain?.stop();
      await mall.stop();
    }
  }

  if (only.includes('scale')) {
    const scale = await measureScale(scratchDir);
    results.scale = scale;
    printTable(
      'Scale: one call at a time, 200 samples each, API on a scratch SQLite database',
      ['products', 'call', 'records in total', 'median ms', 'p95 ms'],
      scale.rows.map((row) => [
        row.products.toLocaleString('en'),
        row.call,
        row.total,
        ms(row.medianMs),
        ms(row.p95Ms),
      ]),
    );
    printTable(
      `Worst visitor call (shortest search, widest list, every sort, deepest page; 20 samples each): p95 ≤ ${VISITOR_BUDGET_MS} ms`,
      ['products', 'slowest call', 'median ms', 'p95 ms', 'max ms', 'met'],
      scale.worst.map((row) => [
        row.products.toLocaleString('en'),
        row.call,
        ms(row.medianMs),
        ms(row.p95Ms),
        ms(row.maxMs),
        pass(row.met),
      ]),
    );
    console.log(`\n${scale.notes.join('; ')}`);
  }

  if (only.includes('search')) {
    const search = await measureSearch(scratchDir);
    results.search = search;
    printTable(
      `Search on ${SEARCH_PRODUCTS.toLocaleString('en')} products: one call at a time, 100 samples each, catalogue cache off`,
      [
        'database',
        'call',
        'found',
        'median ms',
        'p95 ms',
        'max ms',
        'CPU ms/call (API + database)',
        'p95 budget ms',
        'met',
      ],
      search.rows.map((row) => [
        row.database,
        row.call,
        row.found,
        ms(row.medianMs),
        ms(row.p95Ms),
        ms(row.maxMs),
        ms(row.cpuMs),
        row.budget,
        pass(row.p95Ms <= row.budget),
      ]),
    );
    console.log(`\n${search.notes.join('; ')}`);
    const over = search.rows.filter((row) => row.p95Ms > row.budget);
    if (over.length) {
      console.log(`\nOver budget (p95): ${over.map((row) => `${row.database} ${row.call}`).join(', ')}`);
      process.exitCode = 1;
    }
  }

  await writeFile(path.join(scratchDir, 'last-run.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(scratchDir, 'last-run.md'), `${printed.join('\n')}\n`);
  console.log('Raw figures: .bench/last-run.json; these tables: .bench/last-run.md');
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    await stopAll();
    process.exit(130);
  });
}

main()
  .then(() => stopAll())
  .catch(async (error) => {
    console.error(error.stack ?? error.message);
    await stopAll();
    process.exit(1);
  });
