// Uploads as jobs: the caps on waiting uploads hold under 100 at once, a conversion run twice records one photo, and
// a picture nothing names is gone after the sweep while a named one stays.
import fs from 'node:fs';
import sharp from 'sharp';
import { bearer, createTestApp, databases, type TestApp } from '../../../test/helpers';
import { newProduct, signInStaff, type SignedInStaff } from '../../../test/merchant';
import { multipartOf, uploadOutcome } from '../../../test/photos';
import { clock } from '../../clock';
import { convertUpload } from '../../services/photos';

const small = (colour: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe.each(databases)('photo uploads as jobs (%s)', (kind) => {
  let t: TestApp;
  let first: SignedInStaff;
  let second: SignedInStaff;
  let prodId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { photos: { maxWaiting: 10, maxWaitingPerStaff: 6 } } });
    first = await signInStaff(t.app, t.db, 'catalogue');
    second = await signInStaff(t.app, t.db, 'catalogue');
    const category = await t.db
      .selectFrom('category')
      .select('id')
      .where('parent_id', '!=', 0)
      .executeTakeFirstOrThrow();
    prodId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/merchant/product/save',
        payload: newProduct(category.id, 'Queued photos'),
        headers: bearer(first.token),
      })
    ).json().data.prodId;
  });
  afterAll(() => t.close());

  const send = (file: Buffer, token: string, url = '/api/merchant/photos', id: number | undefined = prodId) => {
    const { payload, headers } = multipartOf(file, 'photo.jpg', url.endsWith('photos') ? id : undefined);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
  };
  const originals = () => fs.readdirSync(t.app.config.photos.dir).filter((name) => name.startsWith('upload-'));

  it('100 uploads at once from two members: 10 wait in all, at most 6 each; the others are refused with 143', async () => {
    const jpeg = await small('#884422');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => send(jpeg, i % 2 ? second.token : first.token)),
    );
    const accepted = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(accepted).toHaveLength(10);
    expect(accepted.every((a) => a.status === 'processing')).toBe(true);
    expect(refused.map((a) => [a.statusCode, a.json().codeId])).toEqual(Array(90).fill([429, 143]));
    expect(refused[0].json().msg).toMatch(/waiting/);
    const waiting = await t.db
      .selectFrom('photo_upload')
      .select(['staff_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'processing')
      .groupBy('staff_id')
      .execute();
    expect(waiting.every((row) => Number(row.n) <= 6)).toBe(true);
    expect(originals()).toHaveLength(10);

    // Converted, they no longer wait: a new upload is taken, and its outcome is a photo.
    await t.app.jobs.tick();
    expect(originals()).toEqual([]);
    const next = await uploadOutcome(t.app, await send(jpeg, first.token), first.token);
    expect(next.statusCode).toBe(200);
    expect(next.json().data.photoId).toEqual(expect.any(Number));
  });

  it('a conversion run twice at once, then by its job again, records one photo', async () => {
    const before = await t.db.selectFrom('photo').select('id').where('prod_id', '=', prodId).execute();
    const { uploadId } = (await send(await small('#2288aa'), first.token)).json().data;
    const { config, photoStorage } = t.app;
    await Promise.all([
      convertUpload(t.db, photoStorage, config.photos, uploadId),
      convertUpload(t.db, photoStorage, config.photos, uploadId),
    ]);
    await t.app.jobs.tick();
    const after = await t.db.selectFrom('photo').select('id').where('prod_id', '=', prodId).execute();
    expect(after).toHaveLength(before.length + 1);
    const upload = await t.db
      .selectFrom('photo_upload')
      .select(['status', 'photo_id'])
      .where('id', '=', uploadId)
      .executeTakeFirstOrThrow();
    expect(upload).toEqual({ status: 'ready', photo_id: after[after.length - 1].id });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'photo')
      .where('entity_id', '=', String(upload.photo_id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('a picture nothing names is gone after the sweep, a day after its upload; one a category names stays', async () => {
    const picture = async (colour: string) =>
      (
        await uploadOutcome(t.app, await send(await small(colour), first.token, '/api/merchant/pictures'), first.token)
      ).json().data as { hash: string; url: string };
    const orphan = await picture('#aa0000');
    const named = await picture('#00aa00');
    await t.db.updateTable('category').set({ pic: named.url }).where('id', '=', 1).execute();
    const filesOf = (hash: string) => fs.readdirSync(t.app.config.photos.dir).filter((name) => name.startsWith(hash));
    expect(filesOf(orphan.hash).length).toBeGreaterThan(0);

    // Within the day: both stay.
    await t.app.jobs.tick();
    expect(filesOf(orphan.hash).length).toBeGreaterThan(0);
    const now = clock.now;
    clock.now = () => now() + 25 * 60 * 60_000;
    try {
      await t.app.jobs.tick();
    } finally {
      clock.now = now;
    }
    expect(filesOf(orphan.hash)).toEqual([]);
    expect(filesOf(named.hash).length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: orphan.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: named.url })).statusCode).toBe(200);
  });
});
