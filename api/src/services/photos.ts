// Uploaded photos: refused by content (bytes, pixels before decoding, the sniffed type), turned upright, stripped of
// every piece of metadata (a phone's GPS position never reaches shoppers), written as AVIF, WebP and JPEG at a few
// widths under names made from the upload's hash, with a placeholder colour. A failed upload leaves no file or row.
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { fromBuffer } from 'file-type';
import type { Db } from '../db';
import type { PhotoSettings } from '../config';
import { clock } from '../clock';
import { ERROR_CODE, MallError } from '../errors';
import { writeAudit } from '../repositories/audit';
import type { PhotoStorage } from './photo-storage';
import { PHOTO_FORMATS, photoFileName, photoUrl, photoView, photoWidthsOf, type PhotoFormat } from './photo-urls';

// Sharp's own threads per photo: the cap below decides how many photos run at once.
sharp.concurrency(1);

const ACCEPTED = new Set(['jpg', 'png', 'webp', 'avif', 'gif']);
export const CONTENT_TYPE: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** An SVG (maybe after a BOM, an XML declaration, comments or a doctype) in the first few KB of text. */
function looksLikeSvg(bytes: Buffer): boolean {
  return /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8'));
}

/** What the upload is, by its bytes: refused with 138 (not a photo we take), 139 (SVG) or 140 (HEIC). */
async function sniff(bytes: Buffer): Promise<void> {
  const type = await fromBuffer(bytes);
  if (type && (type.ext === 'heic' || type.mime.startsWith('image/heif') || type.mime.startsWith('image/heic'))) {
    throw new MallError(ERROR_CODE.photoHeicRefused);
  }
  if ((!type || type.ext === 'xml') && looksLikeSvg(bytes)) throw new MallError(ERROR_CODE.photoSvgRefused);
  if (!type || !ACCEPTED.has(type.ext)) throw new MallError(ERROR_CODE.photoTypeRefused);
}

export interface ProcessedPhoto {
  hash: string;
  width: number;
  height: number;
  placeholder: string;
  files: Array<{ name: string; bytes: Buffer; contentType: string }>;
}

const hex = (n: number) => n.toString(16).padStart(2, '0');

/** Checks and converts an upload; throws the catalogue's photo codes (136-141) for what it refuses. */
export async function processPhoto(
  bytes: Buffer,
  settings: Pick<PhotoSettings, 'maxBytes' | 'maxPixels'>,
): Promise<ProcessedPhoto> {
  if (bytes.length > settings.maxBytes) throw new MallError(ERROR_CODE.photoTooManyBytes);
  await sniff(bytes);
  const options = { limitInputPixels: settings.maxPixels, failOn: 'warning' as const };
  let header: Metadata;
  try {
    // The header only (no pixel is decoded here), read whatever its size: the size is what is checked next.
    header = await sharp(bytes, { limitInputPixels: false, failOn: 'none' }).metadata();
  } catch {
    throw new MallError(ERROR_CODE.photoDamaged);
  }
  // From the header alone: a decompression bomb is refused before a pixel of it is decoded.
  if (!header.width || !header.height) throw new MallError(ERROR_CODE.photoDamaged);
  if (header.width * header.height > settings.maxPixels) throw new MallError(ERROR_CODE.photoTooManyPixels);
  const upright = (header.orientation ?? 1) >= 5 ? { width: header.height, height: header.width } : header;
  const widths = photoWidthsOf(upright.width);
  const largest = widths[widths.length - 1];
  try {
    // Decoded once (a JPEG shrinks while it loads), turned upright, at the largest width; no metadata is kept.
    const base = await sharp(bytes, options)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
    const hash = createHash('sha256').update(bytes).digest('hex');
    const files: ProcessedPhoto['files'] = [];
    for (const width of widths) {
      for (const format of PHOTO_FORMATS) {
        const pipeline = sharp(base.data, raw).resize({ width, withoutEnlargement: true });
        const encoded =
          format === 'avif'
            ? pipeline.avif({ quality: 50, effort: 2 })
            : format === 'webp'
              ? pipeline.webp({ quality: 78 })
              : pipeline.jpeg({ quality: 80, mozjpeg: true });
        files.push({
          name: photoFileName(hash, width, format),
          bytes: await encoded.toBuffer(),
          contentType: CONTENT_TYPE[format],
        });
      }
    }
    const { dominant } = await sharp(base.data, raw).stats();
    return {
      hash,
      width: base.info.width,
      height: base.info.height,
      placeholder: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
      files,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new MallError(ERROR_CODE.photoTooManyPixels);
    throw new MallError(ERROR_CODE.photoDamaged);
  }
}

/** At most `limit` photos converted at once; the others wait their turn. */
export class PhotoQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

async function removeUnusedFiles(db: Db, storage: PhotoStorage, hash: string, names: string[]): Promise<void> {
  // The same upload may belong to another product, a banner or a category too: its files stay while one names them.
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
  if (!photo && !banner && !category) await Promise.allSettled(names.map((name) => storage.delete(name)));
}

/** Writes every file of a converted photo; if one fails, none is left (unless something already names them). */
async function storeFiles(db: Db, storage: PhotoStorage, photo: ProcessedPhoto): Promise<void> {
  // Every write finished (or failed) before anything is cleaned up: a write still under way would outlive it.
  const stored = await Promise.allSettled(photo.files.map((f) => storage.put(f.name, f.bytes, f.contentType)));
  const failed = stored.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await removeUnusedFiles(
      db,
      storage,
      photo.hash,
      photo.files.map((f) => f.name),
    );
    throw failed.reason;
  }
}

/** Converts, stores and records one photo of a product (its last, until reordered). */
export async function uploadPhoto(
  db: Db,
  storage: PhotoStorage,
  queue: PhotoQueue,
  settings: PhotoSettings,
  staffId: number,
  prodId: number,
  bytes: Buffer,
) {
  if (!(await db.selectFrom('product').select('id').where('id', '=', prodId).executeTakeFirst())) {
    throw new MallError(ERROR_CODE.notFound);
  }
  const photo = await queue.run(() => processPhoto(bytes, settings));
  const names = photo.files.map((f) => f.name);
  await storeFiles(db, storage, photo);
  try {
    return await db.transaction().execute(async (trx) => {
      const last = await trx
        .selectFrom('photo')
        .select((eb) => eb.fn.max<number>('seq').as('seq'))
        .where('prod_id', '=', prodId)
        .executeTakeFirst();
      const row = await trx
        .insertInto('photo')
        .values({
          prod_id: prodId,
          hash: photo.hash,
          width: photo.width,
          height: photo.height,
          placeholder: photo.placeholder,
          seq: last?.seq === null || last?.seq === undefined ? 0 : Number(last.seq) + 1,
          created_at: clock.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const view = photoView(row);
      await writeAudit(
        trx,
        { staffId, action: 'upload', entity: 'photo', entityId: row.id, before: null, after: { ...view, prodId } },
        clock.now(),
      );
      return view;
    });
  } catch (error) {
    await removeUnusedFiles(db, storage, photo.hash, names);
    throw error;
  }
}

/** The files of photos no longer named by any row (after a product's photos were removed). */
export async function removePhotoFiles(db: Db, storage: PhotoStorage, photos: Array<{ hash: string; width: number }>) {
  for (const photo of photos) {
    const names = photoWidthsOf(photo.width).flatMap((w) => PHOTO_FORMATS.map((f) => photoFileName(photo.hash, w, f)));
    await removeUnusedFiles(db, storage, photo.hash, names);
  }
}

/**
 * Converts and stores a picture that belongs to no product (a banner's, a category's), with the same checks as a
 * product's photo. No row: the banner or category that is saved with its address names it (see removeUnusedFiles).
 */
export async function uploadPicture(
  db: Db,
  storage: PhotoStorage,
  queue: PhotoQueue,
  settings: PhotoSettings,
  staffId: number,
  bytes: Buffer,
) {
  const photo = await queue.run(() => processPhoto(bytes, settings));
  await storeFiles(db, storage, photo);
  const widths = photoWidthsOf(photo.width);
  const picture = {
    hash: photo.hash,
    width: photo.width,
    height: photo.height,
    placeholder: photo.placeholder,
    url: photoUrl(photo.hash, widths[widths.length - 1], 'jpg'),
  };
  await writeAudit(
    db,
    { staffId, action: 'upload', entity: 'picture', entityId: photo.hash, before: null, after: picture },
    clock.now(),
  );
  return picture;
}
