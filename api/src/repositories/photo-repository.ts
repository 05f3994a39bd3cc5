// Photos' rows: a product's photos, and uploads waiting for (or done with) their conversion.
import type { PhotoUpload, PhotoUploadStatus } from '../db/schema';
import type { Executor } from './executor';

export async function productExists(db: Executor, prodId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('product').select('id').where('id', '=', prodId).executeTakeFirst());
}

/** Whether a product photo, a banner or a category names the upload whose files are called `hash`. */
export async function isHashNamed(db: Executor, hash: string): Promise<boolean> {
  const named = `%${hash}%`;
  const [photo, banner, category] = await Promise.all([
    db.selectFrom('photo').select('id').where('hash', '=', hash).executeTakeFirst(),
    db
      .selectFrom('banner')
      .select('id')
      .where((eb) =>
        eb.or([eb('img_url', 'like', named), eb('img_url_kh', 'like', named), eb('img_url_cn', 'like', named)]),
      )
      .executeTakeFirst(),
    db.selectFrom('category').select('id').where('pic', 'like', named).executeTakeFirst(),
  ]);
  return Boolean(photo || banner || category);
}

/** A product's new photo, after its others. */
export async function insertProductPhoto(
  trx: Executor,
  photo: { prodId: number; hash: string; width: number; height: number; placeholder: string },
  now: number,
) {
  const last = await trx
    .selectFrom('photo')
    .select((eb) => eb.fn.max<number>('seq').as('seq'))
    .where('prod_id', '=', photo.prodId)
    .executeTakeFirst();
  return trx
    .insertInto('photo')
    .values({
      prod_id: photo.prodId,
      hash: photo.hash,
      width: photo.width,
      height: photo.height,
      placeholder: photo.placeholder,
      seq: last?.seq === null || last?.seq === undefined ? 0 : Number(last.seq) + 1,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const WAITING: PhotoUploadStatus[] = ['receiving', 'processing'];

/** Uploads being received or waiting for conversion: in all, and those of one staff member. */
export async function countWaitingUploads(db: Executor, staffId: number): Promise<{ all: number; mine: number }> {
  const row = await db
    .selectFrom('photo_upload')
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.sum<number>(eb.case().when('staff_id', '=', staffId).then(1).else(0).end()).as('mine'),
    ])
    .where('status', 'in', WAITING)
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), mine: Number(row.mine ?? 0) };
}

export async function insertUpload(
  db: Executor,
  upload: { staffId: number; prodId: number | null; original: string },
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('photo_upload')
    .values({
      staff_id: upload.staffId,
      prod_id: upload.prodId,
      original: upload.original,
      status: 'receiving',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findUpload(db: Executor, id: number): Promise<PhotoUpload | undefined> {
  return db.selectFrom('photo_upload').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves an upload on from `from` (false when it is no longer there: another run of its job got there first). */
export async function moveUpload(
  db: Executor,
  id: number,
  from: PhotoUploadStatus,
  to: { status: PhotoUploadStatus; errorCode?: number; photoId?: number; result?: unknown },
  now: number,
): Promise<boolean> {
  const moved = await db
    .updateTable('photo_upload')
    .set({
      status: to.status,
      error_code: to.errorCode ?? null,
      photo_id: to.photoId ?? null,
      result: to.result === undefined ? null : JSON.stringify(to.result),
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

export async function deleteUpload(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('photo_upload').where('id', '=', id).execute();
}

/** Uploads last changed before `before`: the sweep's candidates (pictures kept only while named, and stale rows). */
export function listUploadsChangedBefore(db: Executor, before: number, limit: number) {
  return db
    .selectFrom('photo_upload')
    .selectAll()
    .where('updated_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function findPhoto(db: Executor, id: number) {
  return db.selectFrom('photo').selectAll().where('id', '=', id).executeTakeFirst();
}
