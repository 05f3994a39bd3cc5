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
const ORDERS = 30;
/** What a visitor's call may cost at most (issue 6), and the samples of each worst-case candidate. */
export const VISITOR_BUDGET_MS = 50;
const WORST_SAMPLES = 20;
const LARGEST_PAGE = 50;
const DEEPEST_PAGE = 1_000_000; // the largest `current` the API accepts
const SORTS = [0, 1, 2, 3, 4];

/**
 * The most expensive calls a visitor may make: the shortest searches (a common letter, a rare one, two letters), the
 * widest list (every category, every price), each sort, at the first, the deepest reachable and the deepest allowed page.
 */
async function worstCaseCalls() {
  const categories = await callApi(API_URL, 'GET', 'category/categoryInfo', { params: { parentId: 0 } });
  const categoryIds = categories.map((category) => category.categoryId);
  const calls = {};
  for (const sort of SORTS) {
    for (const current of [1, 1000 / LARGEST_PAGE, DEEPEST_PAGE]) {
      for (const prodName of ['a', 'q', 'ri']) {
        calls[`search "${prodName}", sort ${sort}, page ${current}`] = () =>
          callApi(API_URL, 'GET', 'prod/pageBySearch', { params: { prodName, sort, current, size: LARGEST_PAGE } });
      }
      calls[`every category and price, sort ${sort}, page ${current}`] = () =>
        callApi(API_URL, 'POST', 'prod/prodListByTagIdSelect', {
          body: { shopId: 1, categoryIds, minPrice: 0, maxPrice: 10_000_000, sort, current, size: LARGEST_PAGE },
        });
    }
  }
  return calls;
}

/** Gives the demo member ORDERS orders (three pages) through the API, the way a shopper makes them. */
async function placeOrders(token) {
  const address = await callApi(API_URL, 'POST', 'address/addAddr', {
    token,
    body: { receiver: 'Bench', mobile: '012345678', addr: 'Street 271, Phnom Penh', addrType: 1, commonAddr: 1 },
  });
  const found = await callApi(API_URL, 'GET', 'prod/pageBySearch', {
    params: { prodName: 'rice', current: 1, size: 50 },
  });
  const summary = found.records.find((record) => record.stock >= ORDERS * 2);
  if (!summary) throw new Error('no product with enough stock for the order-paging run');
  const product = await callApi(API_URL, 'GET', 'prod/prodInfo', { params: { prodId: summary.prodId } });
  const sku = product.skuList.find((candidate) => candidate.stock >= ORDERS);
  const orderItem = { shopId: 1, prodId: product.prodId, skuId: sku.skuId, prodCount: 1 };
  const recTime = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
  for (let placed = 0; placed < ORDERS; placed += 1) {
    const confirmation = await callApi(API_URL, 'POST', 'order/CreateOrderConfirmation', {
      token,
      body: { orderItem },
    });
    await callApi(API_URL, 'POST', 'order/confirmation', {
      token,
      body: { addrId: address.addrId, recTime, orderNumber: confirmation.orderNumber, paymentMethod: 1, orderItem },
    });
  }
}

export async function removeDatabase(file) {
  for (const suffix of ['', '-wal', '-shm']) await rm(`${file}${suffix}`, { force: true });
}

/** Seeds a scratch database (a SQLite file, or an emptied PostgreSQL database's URL) with `products` products. */
export async function seedScratch(file, products) {
  if (!file.startsWith('postgres')) await removeDatabase(file);
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
export async function timeCalls(call, samples = SAMPLES) {
  await call(); // warm-up
  const times = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: times[Math.floor(times.length / 2)],
    p95Ms: times[Math.floor(times.length * 0.95)],
    maxMs: times[times.length - 1],
  };
}

export async function measureScale(scratchDir) {
  await mkdir(scratchDir, { recursive: true });
  const rows = [];
  const worst = [];
  const notes = [];
  for (const products of SCALE_SIZES) {
    const file = path.join(scratchDir, `scale-${products}.db`);
    const seedMs = await seedScratch(file, products);
    // The catalogue cache would answer repeated calls from memory: measure the database queries themselves.
    const api = await startApi(file, { CATALOG_CACHE_MS: '0' });
    try {
      const token = await signInDemo(API_URL);
      await placeOrders(token);
      const search = (prodName, current) => () =>
        callApi(API_URL, 'GET', 'prod/pageBySearch', { params: { prodName, current, size: 10 } });
      const orderPage = (current) => () =>
        callApi(API_URL, 'GET', 'myOrder/myOrder', { params: { current, size: 10, status: 0 }, token });
      const calls = {
        'search "rice", page 1': search('rice', 1),
        'search "rice", page 5': search('rice', 5),
        'search, no match': search('zzqqxx', 1),
        'order list, page 1': orderPage(1),
        'order list, page 3': orderPage(3),
      };
      for (const [name, call] of Object.entries(calls)) {
        const { total } = await call();
        rows.push({ products, call: name, total, ...(await timeCalls(call)) });
      }
      let slowest;
      for (const [name, call] of Object.entries(await worstCaseCalls())) {
        const timed = { products, call: name, ...(await timeCalls(call, WORST_SAMPLES)) };
        if (!slowest || timed.medianMs > slowest.medianMs) slowest = timed;
      }
      worst.push({ ...slowest, met: slowest.p95Ms <= VISITOR_BUDGET_MS });
      notes.push(`${products.toLocaleString('en')} products: seeding took ${(seedMs / 1000).toFixed(1)} s`);
    } finally {
      await api.stop();
      await removeDatabase(file);
    }
  }
  return { rows, worst, notes };
}
