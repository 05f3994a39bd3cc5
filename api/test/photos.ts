// Test photos made at test time: a 12-megapixel phone JPEG (EXIF orientation 6, GPS tags written by exiftool), and the
// files a photo upload must refuse. multipartOf builds the upload request the console sends.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';

/**
 * A 4000 x 3000 landscape JPEG as a phone stores a portrait shot: the pixels lie on their side and EXIF orientation 6
 * says to turn them a quarter clockwise. A red band runs along the stored top edge, so upright it is on the right.
 * GPS tags place it in Phnom Penh.
 */
export async function phonePhoto(): Promise<Buffer> {
  const red = await sharp({ create: { width: 4000, height: 300, channels: 3, background: '#e01010' } })
    .png()
    .toBuffer();
  const jpeg = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#2060a0',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .composite([{ input: red, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-photo-'));
  const file = path.join(dir, 'phone.jpg');
  fs.writeFileSync(file, jpeg);
  execFileSync('exiftool', [
    '-q',
    '-overwrite_original',
    '-GPSLatitude=11.5564',
    '-GPSLatitudeRef=N',
    '-GPSLongitude=104.9282',
    '-GPSLongitudeRef=E',
    '-Make=PhoneMaker',
    '-Model=Phone 12',
    file,
  ]);
  const bytes = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  return bytes;
}

/** The EXIF tags exiftool reads from an image (GPS, orientation, camera), as a flat object. */
export function exifOf(bytes: Buffer): Record<string, unknown> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-exif-'));
  const file = path.join(dir, 'photo');
  fs.writeFileSync(file, bytes);
  const [tags] = JSON.parse(execFileSync('exiftool', ['-j', '-a', '-G1', file]).toString()) as Array<
    Record<string, unknown>
  >;
  fs.rmSync(dir, { recursive: true, force: true });
  return tags;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header says 20,000 x 20,000 (400 MP) with a few bytes of pixels: a decompression bomb's opening. */
export function bombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(60_001))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first bytes of an iPhone's HEIC file (the ftyp box names the brand). */
export function heicHeader(): Buffer {
  const box = Buffer.concat([Buffer.from('ftypheic', 'latin1'), Buffer.alloc(4), Buffer.from('mif1heic', 'latin1')]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(box.length + 4);
  return Buffer.concat([size, box, Buffer.alloc(2000, 7)]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);
export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
export const PDF_FILE = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A multipart/form-data body with a file and the product id, as a browser sends an upload. */
export function multipartOf(file: Buffer, fileName: string, prodId?: number | string) {
  const boundary = `----mall${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      prodId === undefined ? '' : `--${boundary}\r\nContent-Disposition: form-data; name="prodId"\r\n\r\n${prodId}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** What an answer of the upload calls reads as, once its conversion has run. */
export interface UploadOutcome {
  statusCode: number;
  json: LightMyRequestResponse['json'];
}

/**
 * An upload's outcome once its conversion job ran (the app's jobs run to the end): the photo or picture with 200, a
 * refusal with 400 and its code, as the console shows them; an answer other than "processing" as it came.
 */
export async function uploadOutcome(
  app: FastifyInstance,
  answer: UploadOutcome,
  token: string,
): Promise<UploadOutcome> {
  if (answer.statusCode !== 200) return answer;
  const { uploadId } = answer.json().data as { uploadId: number };
  const read = async () =>
    (
      await app.inject({ url: `/api/merchant/uploads/${uploadId}`, headers: { authorization: `Bearer ${token}` } })
    ).json().data;
  // Many uploads at once: another caller's tick may hold this upload's job while this one returns; wait for it.
  let view = await app.jobs.tick().then(read);
  for (let tries = 0; view.status === 'processing' && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    view = await app.jobs.tick().then(read);
  }
  if (view.status === 'failed')
    return { statusCode: 400, json: <T>() => ({ codeId: view.codeId, msg: view.msg }) as T };
  if (view.status === 'processing') return { statusCode: 202, json: <T>() => ({ data: view }) as T };
  return { statusCode: 200, json: <T>() => ({ data: view.photo ?? view.picture }) as T };
}
