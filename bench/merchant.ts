// The merchant console's figures (BENCHMARKS.md): upload-to-ready time of a 12 MP phone photo (median of 5), peak RSS
// with four uploads at once, and the staff product list and search on a large catalogue (p95 of sequential calls).
//   node --import tsx bench/merchant.ts [<catalogue.db made by seed-scale.ts> [--lists-only]]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/src/app';
import { defaultConfig } from '../api/src/config';
import { migrateToLatest, openDatabase } from '../api/src/db';
import { seedTestMall } from '../api/src/seed';
import { multipartOf, phonePhoto } from '../api/test/photos';
import { newProduct, signInStaff } from '../api/test/merchant';

const percentile = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * p))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function appOn(file: string, seed: boolean) {
  const opened = await openDatabase(file);
  await migrateToLatest(opened.db);
  if (seed) await seedTestMall(opened.db);
  const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-photos-'));
  const app = await buildApp({
    db: opened.db,
    dialect: opened.dialect,
    config: {
      authRequestsPerMinute: 1e6,
      browseRequestsPerMinute: 1e6,
      staffRequestsPerMinute: 1e6,
      staffCostlyRequestsPerMinute: 1e6,
      photos: { ...defaultConfig().photos, dir: photoDir },
      jobs: { ...defaultConfig().jobs, pollMs: 20 },
    },
  });
  await app.ready();
  return {
    app,
    db: opened.db,
    close: async () => (await app.close(), await opened.close(), fs.rmSync(photoDir, { recursive: true, force: true })),
  };
}

async function photos(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'));
  const t = await appOn(path.join(dir, 'mall.db'), true);
  try {
    const staff = await signInStaff(t.app, t.db, 'catalogue');
    const category = await t.db
      .selectFrom('category')
      .select('id')
      .where('parent_id', '!=', 0)
      .executeTakeFirstOrThrow();
    const prodId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/merchant/product/save',
        payload: newProduct(category.id),
        headers: { authorization: `Bearer ${staff.token}` },
      })
    ).json().data.prodId;
    const photo = await phonePhoto();
    const upload = async () => {
      const { payload, headers } = multipartOf(photo, 'IMG.jpg', prodId);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/merchant/photos',
        payload,
        headers: { ...headers, authorization: `Bearer ${staff.token}` },
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      // Answered at once; ready when its conversion job (run in this process) has finished.
      for (;;) {
        const view = await t.app.inject({
          url: `/api/merchant/uploads/${res.json().data.uploadId}`,
          headers: { authorization: `Bearer ${staff.token}` },
        });
        if (view.json().data.status !== 'processing') return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      await upload();
      times.push(performance.now() - started);
    }
    console.log(
      `12 MP JPEG (${(photo.length / 1e6).toFixed(1)} MB) upload to ready: median ${ms(percentile(times, 0.5))} (${times.map((x) => x.toFixed(0)).join(', ')} ms)`,
    );
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const started = performance.now();
    await Promise.all(Array.from({ length: 4 }, upload));
    clearInterval(sampler);
    console.log(
      `four at once (PHOTO_CONCURRENCY ${defaultConfig().photos.concurrency}): ${ms(performance.now() - started)}; peak RSS ${(peak / 2 ** 20).toFixed(0)} MiB (${(rssBefore / 2 ** 20).toFixed(0)} MiB before)`,
    );
  } finally {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function lists(file: string): Promise<void> {
  const t = await appOn(file, false);
  try {
    const staff = await signInStaff(t.app, t.db, 'catalogue');
    const products = await t.db
      .selectFrom('product')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const get = async (url: string) => {
      const res = await t.app.inject({
        url: `/api/merchant/${url}`,
        headers: { authorization: `Bearer ${staff.token}` },
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      // Answered at once; ready when its conversion job (run in this process) has finished.
      for (;;) {
        const view = await t.app.inject({
          url: `/api/merchant/uploads/${res.json().data.uploadId}`,
          headers: { authorization: `Bearer ${staff.token}` },
        });
        if (view.json().data.status !== 'processing') return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const words = ['rice', 'mango', 'shirt', 'phone', 'tea', 'ka', '米', 'ស'];
    const cases: Array<[string, (i: number) => string]> = [
      ['list, newest edits first, page 1-200', (i) => `products?size=20&current=${1 + (i % 200)}`],
      ['list by name', (i) => `products?size=20&sort=name&current=${1 + (i % 50)}`],
      ['list by price, off sale', () => 'products?size=20&sort=price&status=0'],
      ['list low in stock', () => 'products?size=20&stock=low'],
      ['search (words in three languages)', (i) => `products?size=20&q=${encodeURIComponent(words[i % words.length])}`],
    ];
    console.log(`staff product list on ${Number(products.n)} products (sequential, 100 calls each after 5 warm-ups):`);
    for (const [name, url] of cases) {
      for (let i = 0; i < 5; i += 1) await get(url(i));
      const times: number[] = [];
      for (let i = 0; i < 100; i += 1) {
        const started = performance.now();
        await get(url(i));
        times.push(performance.now() - started);
      }
      console.log(`  ${name}: median ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}`);
    }
    const stockStarted = performance.now();
    await get('products?size=20&sort=stock');
    console.log(`  list by stock (a sum over every product's SKUs), one call: ${ms(performance.now() - stockStarted)}`);
  } finally {
    await t.close();
  }
}

async function main(): Promise<void> {
  if (process.argv[3] !== '--lists-only') await photos();
  if (process.argv[2]) await lists(process.argv[2]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
