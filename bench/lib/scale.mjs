// (d) Scale: the same calls on a catalogue of 1,000 and of 100,000 products; the times must stay flat.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { callApi, signInDemo } from './api-client.mjs';
import { API_URL, ROOT, startApi } from './servers.mjs';

export const SCALE_SIZES = [1_000, 100_000];
const SAMPLES = 200;

async function seedScratch(file, products) {
  await rm(file, { force: true });
  await rm(`${file}-wal`, { force: true });
  await rm(`${file}-shm`, { force: true });
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/seed-scale.ts', file, String(products)], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`seeding ${products} products failed (exit ${code})`);
  return performance.now() - started;
}

/** Sequential calls (one at a time, so the figure is the call's own time), bounded to SAMPLES. */
async function timeCalls(call) {
  await call(); // warm-up
  const times = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)], p95Ms: times[Math.floor(times.length * 0.95)] };
}

export async function measureScale(scratchDir) {
  await mkdir(scratchDir, { recursive: true });
  const rows = [];
  for (const products of SCALE_SIZES) {
    const file = path.join(scratchDir, `scale-${products}.db`);
    const seedMs = await seedScratch(file, products);
    const api = await startApi(file);
    try {
      const token = await signInDemo(API_URL);
      const calls = {
        'search (common word)': () => callApi(API_URL, 'GET', 'prod/pageBySearch', { params: { prodName: 'rice', current: 1, size: 10 } }),
        'search (page 5)': () => callApi(API_URL, 'GET', 'prod/pageBySearch', { params: { prodName: 'rice', current: 5, size: 10 } }),
        'search (no match)': () => callApi(API_URL, 'GET', 'prod/pageBySearch', { params: { prodName: 'zzqqxx', current: 1, size: 10 } }),
        'order list (page 1)': () => callApi(API_URL, 'GET', 'myOrder/myOrder', { params: { current: 1, size: 10, status: 0 }, token }),
        'order list (page 3)': () => callApi(API_URL, 'GET', 'myOrder/myOrder', { params: { current: 3, size: 10, status: 0 }, token }),
      };
      const first = await callApi(API_URL, 'GET', 'prod/pageBySearch', { params: { prodName: 'rice', current: 1, size: 10 } });
      const orders = await callApi(API_URL, 'GET', 'myOrder/myOrder', { params: { current: 1, size: 10, status: 0 }, token });
      for (const [name, call] of Object.entries(calls)) {
        rows.push({ products, call: name, ...(await timeCalls(call)) });
      }
      rows.push({ products, call: `(seeding took ${(seedMs / 1000).toFixed(1)} s; "rice" matches ${first.total}; demo orders ${orders.total})` });
    } finally {
      await api.stop();
    }
  }
  return { rows };
}
