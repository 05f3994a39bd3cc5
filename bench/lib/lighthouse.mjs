// (b) Lighthouse performance as a newcomer's Lighthouse measures it: its default mobile settings (a mid-range phone,
// simulated slow 4G, CPU ×4) or its desktop preset, Chromium started as its CLI starts it (headless, no other flag
// than the sandbox's), a fresh profile per run. Beside Lighthouse's figures, a second instrument read from the same
// run's trace: the page's main-thread CPU time (the thread's own time, which a busy host does not stretch) and the
// blocking time it gives at CPU ×4. Lighthouse's simulation multiplies the wall-clock length of each task it saw,
// so a host that is busy elsewhere inflates its TBT; the load average at each run is kept to tell such runs apart.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_PATH } from './browser.mjs';

export const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
).version;

/** What Lighthouse's simulation does to a task: its length ×4, blocking beyond 50 ms. */
const CPU_SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;

/** The page's main thread in a trace: the renderer main thread with the most tasks after the navigation. */
function mainThreadTasks(traceEvents) {
  const counts = new Map();
  for (const event of traceEvents) {
    if (event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      counts.set(`${event.pid}:${event.tid}`, 0);
  }
  for (const event of traceEvents) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && counts.has(key)) counts.set(key, counts.get(key) + 1);
  }
  const [main] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  const start = traceEvents.find(
    (event) => event.name === 'navigationStart' && `${event.pid}:${event.tid}` === main,
  )?.ts;
  return traceEvents.filter(
    (event) =>
      event.name === 'RunTask' && event.ph === 'X' && `${event.pid}:${event.tid}` === main && event.ts >= (start ?? 0),
  );
}

/** Main-thread CPU time of the load and the blocking time it gives at CPU ×4, from the trace's thread times. */
export function cpuFiguresOf(traceEvents) {
  const tasks = mainThreadTasks(traceEvents);
  const cpuMs = (task) => (task.tdur ?? task.dur) / 1000;
  return {
    mainThreadCpuMs: tasks.reduce((total, task) => total + cpuMs(task), 0),
    longestTaskCpuMs: Math.max(0, ...tasks.map(cpuMs)),
    cpuTbtMs: tasks.reduce((total, task) => total + Math.max(0, CPU_SLOWDOWN * cpuMs(task) - BLOCKING_FROM_MS), 0),
  };
}

/**
 * One Lighthouse run of a page.
 * @param {string} url
 * @param {'mobile' | 'desktop'} preset
 */
export async function lighthouseOnce(url, preset) {
  const loadAverage = os.loadavg()[0];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      ...cpuFiguresOf(artifacts.Trace.traceEvents),
      loadAverage,
      // Uploaded photos the page fetched (the LCP picture's bytes on the phone), each as transferred.
      photos: requests
        .filter((request) => request.url.includes('/api/images/photo/'))
        .map((request) => ({
          url: new URL(request.url).pathname,
          bytes: request.transferSize,
          type: request.mimeType,
        })),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median and worst of a page's runs (worst: the lowest score, the highest time or shift). */
export function summarise(runs) {
  const pick = (field, worstIsHighest) => {
    const values = runs.map((run) => run[field]);
    return { median: median(values), worst: worstIsHighest ? Math.max(...values) : Math.min(...values) };
  };
  return {
    runs: runs.length,
    score: pick('score', false),
    fcpMs: pick('fcpMs', true),
    lcpMs: pick('lcpMs', true),
    tbtMs: pick('tbtMs', true),
    cls: pick('cls', true),
    mainThreadCpuMs: pick('mainThreadCpuMs', true),
    longestTaskCpuMs: pick('longestTaskCpuMs', true),
    cpuTbtMs: pick('cpuTbtMs', true),
    loadAverage: pick('loadAverage', true),
    photos: runs[0].photos,
  };
}
