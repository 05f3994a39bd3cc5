// Memory of the API and of the worker while photos are uploaded and converted (issue 36, items 2 and 3): the API
// (RUN_JOBS_IN_API=0) and `npm run worker` as processes of their own on one SQLite file, their RSS read from /proc
// every 50 ms. 20 photos at once, then 200 parallel 12 MP uploads by one catalogue member over HTTP.
//   node --import tsx bench/photo-memory.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/src/app';
import { defaultConfig } from '../api/src/config';
import { migrateToLatest, openDatabase } from '../api/src/db';
import { seedTestMall } from '../api/src/seed';
import { phonePhoto } from '../api/test/photos';
import { newProduct, signInStaff } from '../api/test/merchant';
import { spawnWorker, startApi } from '../api/test/processes';

const MiB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Peak RSS of each process from now until stopped. */
function sampler(pids: Record<string, number>) {
  const peaks = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, rssOf(pid)]));
  const start = { ...peaks };
  const timer = setInterval(() => {
    for (const [name, pid] of Object.entries(pids)) peaks[name] = Math.max(peaks[name], rssOf(pid));
  }, 50);
  return () => {
    clearInterval(timer);
    return Object.keys(pids)
      .map((name) => `${name} ${MiB(start[name])} -> peak ${MiB(peaks[name])}`)
      .join(', ');
  };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-photo-memory-'));
  const file = path.join(dir, 'mall.db');
  const photoDir = path.join(dir, 'photos');
  const opened = await openDatabase(file);
  await migrateToLatest(opened.db);
  await seedTestMall(opened.db);
  const setup = await buildApp({
    db: opened.db,
    dialect: opened.dialect,
    config: { jobs: { ...defaultConfig().jobs, runInApi: false } },
  });
  const staff = await signInStaff(setup, opened.db, 'catalogue');
  const category = await opened.db
    .selectFrom('category')
    .select('id')
    .where('parent_id', '!=', 0)
    .executeTakeFirstOrThrow();
  const prodId = (
    await setup.inject({
      method: 'POST',
      url: '/api/merchant/product/save',
      payload: newProduct(category.id),
      headers: { authorization: `Bearer ${staff.token}` },
    })
  ).json().data.prodId as number;
  await setup.close();
  await opened.close();

  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: file,
    PHOTO_DIR: photoDir,
    RUN_JOBS_IN_API: '0',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    RATE_LIMIT_BROWSE_PER_MINUTE: '1000000',
  };
  const api = await startApi(env);
  const worker = spawnWorker(env);
  const photo = await phonePhoto();
  const auth = { authorization: `Bearer ${staff.token}` };
  const upload = async () => {
    const form = new FormData();
    form.append('prodId', String(prodId));
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'IMG.jpg');
    const res = await fetch(`${api.base}/merchant/photos`, { method: 'POST', body: form, headers: auth });
    const body = (await res.json()) as { data?: { uploadId: number }; codeId?: number };
    return { status: res.status, uploadId: body.data?.uploadId, codeId: body.codeId };
  };
  const ready = async (ids: number[]) => {
    for (const id of ids) {
      for (;;) {
        const res = await fetch(`${api.base}/merchant/uploads/${id}`, { headers: auth });
        const { data } = (await res.json()) as { data: { status: string } };
        if (data.status !== 'processing') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  try {
    console.log(
      `12 MP JPEG: ${(photo.length / 1e6).toFixed(1)} MB; PHOTO_CONCURRENCY ${defaultConfig().photos.concurrency}`,
    );
    const pids = { API: api.child.pid!, worker: worker.child.pid! };
    await new Promise((resolve) => setTimeout(resolve, 3000));

    let stop = sampler(pids);
    let started = performance.now();
    const twenty = await Promise.all(Array.from({ length: 20 }, upload));
    const answered = performance.now() - started;
    await ready(twenty.flatMap((a) => (a.uploadId ? [a.uploadId] : [])));
    console.log(
      `20 photos at once: ${twenty.filter((a) => a.status === 200).length} taken, answered in ${(answered / 1000).toFixed(1)} s, ` +
        `all ready in ${((performance.now() - started) / 1000).toFixed(1)} s; ${stop()}`,
    );

    stop = sampler(pids);
    started = performance.now();
    const burst = await Promise.all(Array.from({ length: 200 }, upload));
    const burstAnswered = performance.now() - started;
    const taken = burst.flatMap((a) => (a.uploadId ? [a.uploadId] : []));
    const refused = burst.filter((a) => a.codeId === 143).length;
    await ready(taken);
    console.log(
      `200 parallel 12 MP uploads, one member: ${taken.length} taken, ${refused} refused 143, the last answered after ` +
        `${(burstAnswered / 1000).toFixed(1)} s, taken ones ready after ${((performance.now() - started) / 1000).toFixed(1)} s; ${stop()}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 5000));
    console.log(`5 s later: API ${MiB(rssOf(pids.API))}, worker ${MiB(rssOf(pids.worker))}`);
  } finally {
    await worker.stop();
    await api.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
