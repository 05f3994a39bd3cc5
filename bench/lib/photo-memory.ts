// The set-up of the photo memory benches (bench/photo-memory.ts, bench/crash.ts): the API (RUN_JOBS_IN_API=0) and
// `npm run worker` as processes of their own on one SQLite file, a catalogue member and a product to upload to, and
// their RSS read from /proc every 50 ms while photos are uploaded over HTTP and converted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../api/src/app';
import { defaultConfig } from '../../api/src/config';
import { migrateToLatest, openDatabase } from '../../api/src/db';
import { seedTestMall } from '../../api/src/seed';
import { phonePhoto } from '../../api/test/photos';
import { newProduct, signInStaff } from '../../api/test/merchant';
import { rssOf, sampleRss, spawnWorker, startApi } from '../../api/test/processes';

export const MiB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

/** Starts the API and a worker on a scratch database; `upload()` sends one 12 MP JPEG, `ready()` waits for ids. */
export async function photoProcesses() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-photo-memory-'));
  const file = path.join(dir, 'mall.db');
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
    PHOTO_DIR: path.join(dir, 'photos'),
    RUN_JOBS_IN_API: '0',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
    RATE_LIMIT_BROWSE_PER_MINUTE: '1000000',
    // ready() asks after each upload every 100 ms: more than the 300 staff calls a minute of one member.
    RATE_LIMIT_STAFF_PER_MINUTE: '1000000',
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
        const { data } = (await res.json()) as { data?: { status: string } };
        if (!data) throw new Error(`uploads/${id} answered ${res.status}`);
        if (data.status !== 'processing') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  // Both settled (the worker's first polls, the API's first answers) before anything is measured.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const pids = { API: api.child.pid!, worker: worker.child.pid! };
  return {
    photo,
    pids,
    upload,
    ready,
    /** Samples both processes' RSS until the function returned is called, which says start and peak of each. */
    sample: () => {
      const stop = sampleRss(pids);
      return () =>
        Object.entries(stop())
          .map(([name, { start, peak }]) => `${name} ${MiB(start)} -> peak ${MiB(peak)}`)
          .join(', ');
    },
    rss: () => `API ${MiB(rssOf(pids.API))}, worker ${MiB(rssOf(pids.worker))}`,
    stop: async () => {
      await worker.stop();
      await api.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** 20 photos uploaded at once and converted: one line with the time and each process's peak RSS. */
export async function twentyPhotos(processes?: Awaited<ReturnType<typeof photoProcesses>>): Promise<string> {
  const own = processes ?? (await photoProcesses());
  try {
    const stop = own.sample();
    const started = performance.now();
    const twenty = await Promise.all(Array.from({ length: 20 }, own.upload));
    const answered = performance.now() - started;
    await own.ready(twenty.flatMap((a) => (a.uploadId ? [a.uploadId] : [])));
    return (
      `20 photos (12 MP JPEG, ${(own.photo.length / 1e6).toFixed(1)} MB each; PHOTO_CONCURRENCY ${defaultConfig().photos.concurrency}) at once: ` +
      `${twenty.filter((a) => a.status === 200).length} taken, answered in ${(answered / 1000).toFixed(1)} s, ` +
      `all ready in ${((performance.now() - started) / 1000).toFixed(1)} s; ${stop()}`
    );
  } finally {
    if (!processes) await own.stop();
  }
}
