// A worker killed with SIGKILL in the middle of converting a photo loses nothing: started again, it (or BullMQ's
// stalled-job check) takes the job over and the photo is ready, once. On each database, from the outbox and through
// BullMQ when TEST_REDIS_URL is set.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { bearer, createTestApp, databases, type TestApp } from '../helpers';
import { newProduct, signInStaff } from '../merchant';
import { multipartOf, phonePhoto } from '../photos';
import { spawnWorker } from '../processes';

const modes: Array<[string, string | undefined]> = [
  ['embedded', undefined],
  ...(process.env.TEST_REDIS_URL ? [['BullMQ', process.env.TEST_REDIS_URL] as [string, string]] : []),
];
const cases = databases.flatMap(([kind]) => modes.map(([mode, redisUrl]) => [kind, mode, redisUrl] as const));

const until = async (what: () => Promise<boolean>, ms: number, why: () => string) => {
  const deadline = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${why()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe.each(cases)('a worker killed mid-photo (%s, %s)', (kind, mode, redisUrl) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('is started again and the photo uploaded before the kill is ready, once', async () => {
    const clerk = await signInStaff(t.app, t.db, 'catalogue');
    const category = await t.db
      .selectFrom('category')
      .select('id')
      .where('parent_id', '!=', 0)
      .executeTakeFirstOrThrow();
    const prodId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/merchant/product/save',
        payload: newProduct(category.id, 'Killed mid-photo'),
        headers: bearer(clerk.token),
      })
    ).json().data.prodId;
    const { payload, headers } = multipartOf(await phonePhoto(), 'IMG_0003.JPG', prodId);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/photos',
      payload,
      headers: { ...headers, ...bearer(clerk.token) },
    });
    const { uploadId } = answer.json().data;
    const env = {
      DATABASE_URL: t.url,
      PHOTO_DIR: t.app.config.photos.dir,
      REDIS_URL: redisUrl ?? '',
      JOB_QUEUE_NAME: `kill-${randomBytes(6).toString('hex')}`,
      JOB_LEASE_MS: '1000',
      JOB_POLL_MS: '50',
      PHOTO_CONCURRENCY: '1',
    };
    const job = () =>
      t.db
        .selectFrom('job')
        .select(['status', 'attempts'])
        .where('key', '=', `photo-upload:${uploadId}`)
        .executeTakeFirstOrThrow();
    const upload = () =>
      t.db
        .selectFrom('photo_upload')
        .select(['status', 'photo_id'])
        .where('id', '=', uploadId)
        .executeTakeFirstOrThrow();

    const first = spawnWorker(env);
    try {
      // Under way: claimed from the outbox, or handed to BullMQ and given a moment to start converting.
      await until(
        async () => (await job()).status === (mode === 'embedded' ? 'running' : 'relayed'),
        60_000,
        first.output,
      );
      if (mode !== 'embedded') await new Promise((resolve) => setTimeout(resolve, 500));
      first.child.kill('SIGKILL');
      await first.exited;
    } finally {
      await first.stop();
    }
    expect((await upload()).status).toBe('processing');

    const second = spawnWorker(env);
    try {
      await until(async () => (await upload()).status !== 'processing', 90_000, second.output);
    } finally {
      await second.stop();
    }
    expect(await upload()).toEqual({ status: 'ready', photo_id: expect.any(Number) });
    expect((await job()).status).toBe('done');
    const photos = await t.db.selectFrom('photo').select('id').where('prod_id', '=', prodId).execute();
    expect(photos).toHaveLength(1);
    expect(fs.readdirSync(t.app.config.photos.dir).filter((name) => name.startsWith('upload-'))).toEqual([]);
  }, 180_000);
});
