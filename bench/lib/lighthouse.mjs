// (b) Lighthouse performance, a few runs per page, the median reported: the mobile preset (its default config:
// a mid-range phone, simulated slow 4G, CPU ×4) or the desktop preset. Falls back to a Playwright measurement
// under CPU throttling and a slow-4G emulation when Lighthouse cannot run here.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, FACES, launchChromium } from './browser.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function lighthouseOnce(url, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const config = preset === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      config,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    return {
      // Uploaded photos the page fetched (the LCP picture's bytes on the phone), each as transferred.
      photos: requests
        .filter((request) => request.url.includes('/api/images/photo/'))
        .map((request) => ({
          url: new URL(request.url).pathname,
          bytes: request.transferSize,
          type: request.mimeType,
        })),
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

/** Playwright fallback: LCP and FCP from PerformanceObserver, CPU ×4 and slow 4G through CDP. */
async function playwrightOnce(url) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext(FACES.mobile.context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.addInitScript(() => {
      const marks = { lcp: 0, fcp: 0 };
      window.__benchPaints = marks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) marks.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(1000);
    const marks = await page.evaluate(() => window.__benchPaints);
    return { score: undefined, lcpMs: marks.lcp, fcpMs: marks.fcp, tbtMs: undefined, cls: undefined, photos: [] };
  } finally {
    await browser.close();
  }
}

/**
 * @param {string} url the page
 * @param {'mobile' | 'desktop'} preset
 */
export async function measurePaint(url, preset = 'mobile', runs = 3) {
  let tool = `lighthouse 12.8.2 (${preset} preset)`;
  let results = [];
  try {
    for (let run = 0; run < runs; run += 1) results.push(await lighthouseOnce(url, preset));
  } catch (error) {
    process.stderr.write(`Lighthouse could not run (${error.message}); measuring with Playwright instead\n`);
    tool = 'playwright PerformanceObserver (CPU ×4, slow 4G)';
    results = [];
    for (let run = 0; run < runs; run += 1) results.push(await playwrightOnce(url));
  }
  const pick = (field) =>
    results[0][field] === undefined ? undefined : median(results.map((result) => result[field]));
  return {
    tool,
    runs: results.length,
    score: pick('score'),
    scores: results.map((result) => result.score),
    lcpsMs: results.map((result) => result.lcpMs),
    photos: results[0].photos,
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  };
}
