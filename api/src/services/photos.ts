// Uploaded photos: refused by content (bytes, pixels before decoding, the sniffed type), turned upright, stripped of
// every piece of metadata (a phone's GPS position never reaches shoppers), written as AVIF, WebP and JPEG at a few
// widths under names made from the upload's hash, with a placeholder colour. An upload is streamed to storage as sent
// and answered at once; a job converts it (services/jobs). A failed upload leaves no file or row.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp, { type Metadata } from 'sharp';
import type { Static } from '@fastify/type-provider-typebox';
import type { PictureSchema } from '../schemas/merchant';
import { fromBuffer } from 'file-type';
import type { Db } from '../db';
import type { PhotoUpload } from '../db/schema';
import type { PhotoSettings } from '../config';
import { clock } from '../clock';
import { ERROR_CODE, ERROR_MESSAGES, MallError } from '../errors';
import { writeAudit } from '../repositories/audit';
import { lockForTransaction, TRANSACTION_LOCK } from '../repositories/cluster-lock';
import {
  countWaitingUploads,
  deleteUpload,
  findPhoto,
  findUpload,
  insertProductPhoto,
  insertUpload,
  isHashNamed,
  listUploadsChangedBefore,
  moveUpload,
  productExists,
} from '../repositories/photo-repository';
import type { PhotoStorage } from './photo-storage';
import { PHOTO_FORMATS, photoFileName, photoUrl, photoView, photoWidthsOf, type PhotoFormat } from './photo-urls';
import { enqueueJob } from './jobs/runner';

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

/** The photo's header (the bytes, or a file), its size checked: no pixel is decoded here. */
async function checkedHeader(
  input: Buffer | string,
  settings: Pick<PhotoSettings, 'maxPixels'>,
): Promise<Metadata & { width: number; height: number }> {
  let header: Metadata;
  try {
    // Read whatever its size: the size is what is checked next.
    header = await sharp(input, { limitInputPixels: false, failOn: 'none' }).metadata();
  } catch {
    throw new MallError(ERROR_CODE.photoDamaged);
  }
  // From the header alone: a decompression bomb is refused before a pixel of it is decoded.
  const { width, height } = header;
  if (!width || !height) throw new MallError(ERROR_CODE.photoDamaged);
  if (width * height > settings.maxPixels) throw new MallError(ERROR_CODE.photoTooManyPixels);
  return { ...header, width, height };
}

/** Checks and converts an upload; throws the catalogue's photo codes (136-141) for what it refuses. */
export async function processPhoto(
  bytes: Buffer,
  settings: Pick<PhotoSettings, 'maxBytes' | 'maxPixels'>,
): Promise<ProcessedPhoto> {
  if (bytes.length > settings.maxBytes) throw new MallError(ERROR_CODE.photoTooManyBytes);
  await sniff(bytes);
  const options = { limitInputPixels: settings.maxPixels, failOn: 'warning' as const };
  const header = await checkedHeader(bytes, settings);
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

async function removeUnusedFiles(db: Db, storage: PhotoStorage, hash: string, names: string[]): Promise<void> {
  // The same upload may belong to another product, a banner or a category too: its files stay while one names them.
  if (!(await isHashNamed(db, hash))) await Promise.allSettled(names.map((name) => storage.delete(name)));
}

const fileNamesOf = (photo: { hash: string; width: number }) =>
  photoWidthsOf(photo.width).flatMap((w) => PHOTO_FORMATS.map((f) => photoFileName(photo.hash, w, f)));

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

/** The files of photos no longer named by any row (after a product's photos were removed). */
export async function removePhotoFiles(db: Db, storage: PhotoStorage, photos: Array<{ hash: string; width: number }>) {
  for (const photo of photos) await removeUnusedFiles(db, storage, photo.hash, fileNamesOf(photo));
}

/** An upload as it arrives: who sends it, for which product (none: a banner's or a category's picture), the file. */
export interface UploadContext {
  db: Db;
  storage: PhotoStorage;
  settings: PhotoSettings;
  staffId: number;
  prodId?: number;
  /** The file's bytes as they arrive; `truncated()` says whether it went past settings.maxBytes. */
  file: Readable;
  truncated: () => boolean;
}

const HEAD_BYTES = 4100;

/** Streams the file to `target`, keeping only its first bytes (what sniffing reads) in memory. */
async function spool(file: Readable, target: string): Promise<Buffer> {
  const head: Buffer[] = [];
  let kept = 0;
  file.on('data', (chunk: Buffer) => {
    if (kept < HEAD_BYTES) {
      head.push(chunk.subarray(0, HEAD_BYTES - kept));
      kept += Math.min(chunk.length, HEAD_BYTES - kept);
    }
  });
  await pipeline(file, createWriteStream(target));
  return Buffer.concat(head);
}

/** What the header says, before any pixel is decoded: refused with the photo codes (137-141). */
async function checkUpload(head: Buffer, file: string, settings: Pick<PhotoSettings, 'maxPixels'>): Promise<void> {
  if (head.length === 0) throw new MallError(ERROR_CODE.badRequest, 'Request Error: no file');
  await sniff(head);
  await checkedHeader(file, settings);
}

export interface UploadView {
  uploadId: number;
  status: Exclude<PhotoUpload['status'], 'receiving'>;
  photo: ReturnType<typeof photoView> | null;
  picture: Picture | null;
  codeId: number | null;
  msg: string | null;
}

/**
 * Receives a photo (ctx.prodId) or a picture: a place among the waiting uploads is taken first (143 past the caps),
 * the file is streamed to storage as sent and checked from its first bytes and header, then its conversion is
 * written as a job with the upload's row. Answers at once, as processing.
 */
export async function receiveUpload(ctx: UploadContext): Promise<UploadView> {
  const { db, settings } = ctx;
  if (ctx.prodId !== undefined && !(await productExists(db, ctx.prodId))) throw new MallError(ERROR_CODE.notFound);
  const original = `upload-${randomBytes(16).toString('hex')}`;
  const uploadId = await db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, TRANSACTION_LOCK.photoUploads);
    const waiting = await countWaitingUploads(trx, ctx.staffId);
    if (waiting.all >= settings.maxWaiting || waiting.mine >= settings.maxWaitingPerStaff) {
      throw new MallError(ERROR_CODE.photoUploadsWaiting);
    }
    return insertUpload(trx, { staffId: ctx.staffId, prodId: ctx.prodId ?? null, original }, clock.now());
  });
  const spooled = path.join(os.tmpdir(), `mall-${original}`);
  try {
    const head = await spool(ctx.file, spooled);
    if (ctx.truncated()) throw new MallError(ERROR_CODE.photoTooManyBytes);
    await checkUpload(head, spooled, settings);
    await ctx.storage.putFile(original, spooled, 'application/octet-stream');
    await db.transaction().execute(async (trx) => {
      await moveUpload(trx, uploadId, 'receiving', { status: 'processing' }, clock.now());
      await enqueueJob(trx, { kind: 'photo-convert', key: `photo-upload:${uploadId}`, payload: { uploadId } });
    });
  } catch (error) {
    await deleteUpload(db, uploadId);
    await ctx.storage.delete(original).catch(() => {});
    throw error;
  } finally {
    await fs.rm(spooled, { force: true });
  }
  return { uploadId, status: 'processing', photo: null, picture: null, codeId: null, msg: null };
}

type Picture = Static<typeof PictureSchema>;

function pictureOf(photo: ProcessedPhoto): Picture {
  const widths = photoWidthsOf(photo.width);
  return {
    hash: photo.hash,
    width: photo.width,
    height: photo.height,
    placeholder: photo.placeholder,
    url: photoUrl(photo.hash, widths[widths.length - 1], 'jpg'),
  };
}

/** Thrown inside the conversion's transaction when another run of the job finished the upload first. */
class AlreadyFinished extends Error {}

/**
 * The photo-convert job: converts an upload, stores its versions and records the photo (or the picture), once: the
 * upload moves from processing to ready in the same transaction as the photo's row. A refusal (137-141) ends it as
 * failed, with its code; any other fault is thrown, and the job is tried again.
 */
export async function convertUpload(db: Db, storage: PhotoStorage, settings: PhotoSettings, uploadId: number) {
  const upload = await findUpload(db, uploadId);
  if (!upload || upload.status !== 'processing') return;
  const refuse = async (codeId: number) => {
    await moveUpload(db, uploadId, 'processing', { status: 'failed', errorCode: codeId }, clock.now());
    await storage.delete(upload.original).catch(() => {});
  };
  const bytes = await storage.get(upload.original);
  if (!bytes) return refuse(ERROR_CODE.photoDamaged);
  let photo: ProcessedPhoto;
  try {
    photo = await processPhoto(bytes, settings);
  } catch (error) {
    if (error instanceof MallError) return refuse(error.codeId);
    throw error;
  }
  await storeFiles(db, storage, photo);
  try {
    await db.transaction().execute(async (trx) => {
      const now = clock.now();
      const entity = upload.prod_id === null ? pictureOf(photo) : undefined;
      const row =
        upload.prod_id === null ? undefined : await insertProductPhoto(trx, { ...photo, prodId: upload.prod_id }, now);
      const moved = await moveUpload(
        trx,
        uploadId,
        'processing',
        { status: 'ready', photoId: row?.id, result: entity },
        now,
      );
      if (!moved) throw new AlreadyFinished();
      await writeAudit(
        trx,
        row
          ? {
              staffId: upload.staff_id,
              action: 'upload',
              entity: 'photo',
              entityId: row.id,
              before: null,
              after: { ...photoView(row), prodId: upload.prod_id },
            }
          : {
              staffId: upload.staff_id,
              action: 'upload',
              entity: 'picture',
              entityId: photo.hash,
              before: null,
              after: entity,
            },
        now,
      );
    });
  } catch (error) {
    if (error instanceof AlreadyFinished) return;
    await removeUnusedFiles(db, storage, photo.hash, fileNamesOf(photo));
    throw error;
  }
  await storage.delete(upload.original).catch(() => {});
}

/** An upload as the console polls it: processing, ready with its photo or picture, or failed with its refusal. */
export async function uploadView(db: Db, uploadId: number, staffId: number): Promise<UploadView> {
  const upload = await findUpload(db, uploadId);
  if (!upload || upload.staff_id !== staffId) throw new MallError(ERROR_CODE.notFound);
  const photo = upload.photo_id === null ? undefined : await findPhoto(db, upload.photo_id);
  return {
    uploadId,
    status: upload.status === 'receiving' ? 'processing' : upload.status,
    photo: photo ? photoView(photo) : null,
    picture: upload.result ? (JSON.parse(upload.result) as Picture) : null,
    codeId: upload.error_code,
    msg: upload.error_code === null ? null : (ERROR_MESSAGES[upload.error_code] ?? null),
  };
}

/** A picture nothing names is kept this long after its upload, for the banner or category it was sent for. */
export const PICTURE_GRACE_MS = 24 * 60 * 60_000;
/** An upload still being received this long after it began was cut off (the API stopped): its place is freed. */
const RECEIVING_STALE_MS = 60 * 60_000;

/**
 * The picture-sweep job: a picture's files go once nothing names them past the grace time (its row stays while
 * something does); a finished photo's row and an upload cut off mid-way go too.
 */
export async function sweepPictures(db: Db, storage: PhotoStorage): Promise<number> {
  const now = clock.now();
  let removed = 0;
  for (const upload of await listUploadsChangedBefore(db, now - Math.min(PICTURE_GRACE_MS, RECEIVING_STALE_MS), 1000)) {
    const age = now - Number(upload.updated_at);
    if (upload.status === 'processing') continue;
    if (upload.status === 'receiving') {
      if (age < RECEIVING_STALE_MS) continue;
      await storage.delete(upload.original).catch(() => {});
    } else if (upload.status === 'ready' && upload.prod_id === null && upload.result) {
      const picture = JSON.parse(upload.result) as Picture;
      if (age < PICTURE_GRACE_MS || (await isHashNamed(db, picture.hash))) continue;
      await Promise.allSettled(fileNamesOf(picture).map((name) => storage.delete(name)));
      removed += 1;
    } else if (age < PICTURE_GRACE_MS) continue;
    await deleteUpload(db, upload.id);
  }
  return removed;
}
