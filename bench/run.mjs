// `npm run bench`: bundle sizes, Lighthouse mobile, API throughput against a raw Node baseline, and scale.
// Starts and stops its own servers on a scratch database under .bench/, talks to 127.0.0.1 only,
// and prints Markdown tables (paste them into BENCHMARKS.md).
//   node bench/run.mjs [--only bundles,paint,api,scale,search,photos]
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { measureBundles } from './lib/bundles.mjs';
import { measurePaint } from './lib/lighthouse.mjs';
import { measureScale, VISITOR_BUDGET_MS } from './lib/scale.mjs';
import { measureSearch, SEARCH_PRODUCTS } from './lib/search.mjs';
import { BUDGET_PAGES, firstLoadOf } from '../scripts/first-load.mjs';
import {
  API_URL,
  PLAIN_URL,
  ROOT,
  SHELL_URL,
  buildPlain,
  startMall,
  startPlainShell,
  stopAll,
} from './lib/servers.mjs';
import { measureThroughput, TARGETS } from './lib/throughput.mjs';
import { printTable } from './lib/table.mjs';

const PARTS = ['bundles', 'paint', 'api', 'scale', 'search', 'photos'];
const onlyArgument = process.argv.find((arg) => arg.startsWith('--only'));
const only = onlyArgument
  ? (onlyArgument.split('=')[1] ?? process.argv[process.argv.indexOf(onlyArgument) + 1]).split(',')
  : PARTS;
const unknown = only.filter((part) => !PARTS.includes(part));
if (unknown.length) {
  console.error(`Unknown part(s) ${unknown.join(', ')}; choose from ${PARTS.join(', ')}`);
  process.exit(2);
}

const scratchDir = path.join(ROOT, '.bench');
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

/** Lighthouse runs on the photographed product page (median and worst reported). */
const PHOTO_PAGE_RUNS = 5;

/** The pages Lighthouse scores, each with its preset; the mobile ones are budget.json's. */
const PAINT_PAGES = [
  ...BUDGET_PAGES.map((page) => ({ page, preset: 'mobile' })),
  { page: '/laptop/index', preset: 'desktop' },
  { page: '/laptop/product?prodId=1', preset: 'desktop' },
];

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

  if (only.some((part) => ['bundles', 'paint', 'api', 'photos'].includes(part))) {
    const databaseFile = path.join(scratchDir, 'mall.db');
    for (const suffix of ['', '-wal', '-shm']) await rm(`${databaseFile}${suffix}`, { force: true });
    if (only.some((part) => ['bundles', 'paint'].includes(part))) await buildPlain();
    const mall = await startMall(databaseFile);
    const plain = only.includes('paint') ? await startPlainShell() : undefined;
    try {
      if (only.includes('bundles')) {
        const firstLoads = [];
        for (const page of BUDGET_PAGES) {
          firstLoads.push({
            page,
            federated: await firstLoadOf(page, 'federated'),
            plain: await firstLoadOf(page, 'plain'),
          });
        }
        results.firstLoads = firstLoads.map((row) => ({
          page: row.page,
          federated: row.federated.gzip,
          plain: row.plain.gzip,
        }));
        printTable(
          'First-load JS from the builds (scripts/first-load.mjs, gzip -9; what budget.json holds), federated beside plain (build/webpack.plain.js)',
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
        results.paint = [];
        for (const { page, preset } of PAINT_PAGES) {
          const federated = await measurePaint(`${SHELL_URL}${page}`, preset);
          const plainRun = await measurePaint(`${PLAIN_URL}${page}`, preset);
          results.paint.push({ page, preset, federated, plain: plainRun });
        }
        const tool = results.paint[0].federated.tool.replace(/ \(.*/, '');
        printTable(
          `Lighthouse (${tool}), performance only, median of ${results.paint[0].federated.runs} runs; the plain build of the same mall beside`,
          [
            'page',
            'preset',
            'build',
            'score',
            'scores',
            'FCP ms',
            'LCP ms',
            'TBT ms',
            'CLS',
            'score federated ÷ plain',
          ],
          results.paint.flatMap(({ page, preset, federated, plain: plainRun }) =>
            [
              ['federated', federated],
              ['plain', plainRun],
            ].map(([build, paint]) => [
              page,
              preset,
              build,
              paint.score ?? '–',
              paint.scores.map((score) => score ?? '–').join(' / '),
              ms(paint.fcpMs),
              ms(paint.lcpMs),
              ms(paint.tbtMs),
              paint.cls === undefined ? '–' : paint.cls.toFixed(3),
              build === 'federated' ? ratio(federated.score, plainRun.score) : '',
            ]),
          ),
        );
      }
      if (only.includes('photos')) {
        const { stdout } = await promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', 'bench/photo-product.ts', API_URL, databaseFile],
          { cwd: ROOT },
        );
        const { prodId } = JSON.parse(stdout.trim().split('\n').pop());
        const page = `/mobile/product?prodId=${prodId}`;
        const paint = await measurePaint(`${SHELL_URL}${page}`, 'mobile', PHOTO_PAGE_RUNS);
        results.photoPage = { page, ...paint };
        const worst = (values, higherIsWorse) => (higherIsWorse ? Math.max(...values) : Math.min(...values));
        printTable(
          `Lighthouse (${paint.tool}) on a product page whose two photos were uploaded from 12 MP phone JPEGs, ${paint.runs} runs (target: score ≥ 95, LCP ≤ 2200 ms)`,
          ['page', 'score median', 'score worst', 'LCP ms median', 'LCP ms worst', 'FCP ms', 'TBT ms', 'CLS', 'met'],
          [
            [
              page,
              paint.score ?? '–',
              paint.score === undefined ? '–' : worst(paint.scores, false),
              ms(paint.lcpMs),
              ms(worst(paint.lcpsMs, true)),
              ms(paint.fcpMs),
              ms(paint.tbtMs),
              paint.cls === undefined ? '–' : paint.cls.toFixed(3),
              pass((paint.score ?? 0) >= 95 && paint.lcpMs <= 2200),
            ],
          ],
        );
        console.log(
          `\nPhotos the phone fetched (first run): ${paint.photos.map((photo) => `${photo.url} ${photo.type} ${kib(photo.bytes)} KiB`).join('; ') || 'none'}`,
        );
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
