// Where photo files live, behind one interface: a folder on this machine (the default), or S3-compatible object
// storage when several API machines serve the same photos (PHOTO_STORAGE=s3).
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { PhotoSettings } from '../config';

export interface PhotoStorage {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Stores the file at `file` (read as a stream, never whole in memory) as `name`. */
  putFile(name: string, file: string, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when there is no such file. */
  get(name: string): Promise<Buffer | undefined>;
  delete(name: string): Promise<void>;
}

/**
 * Names are the service's own: `<hash>-<width>.<ext>` for a converted version, `upload-<random hex>` for an upload as
 * sent, until converted. Nothing from a request reaches a path unchecked.
 */
const SAFE_NAME = /^([0-9a-f]{64}-\d{2,4}\.(avif|webp|jpg)|upload-[0-9a-f]{32})$/;
function checked(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`not a photo file name: ${name}`);
  return name;
}

export function diskStorage(dir: string): PhotoStorage {
  let made: Promise<unknown> | undefined;
  /** Written aside and renamed: a reader never sees half a file. */
  const writeAside = async (name: string, write: (partial: string) => Promise<void>) => {
    await (made ??= fs.mkdir(dir, { recursive: true }));
    const file = path.join(dir, checked(name));
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
    await write(partial);
    await fs.rename(partial, file);
  };
  return {
    put: (name, bytes) => writeAside(name, (partial) => fs.writeFile(partial, bytes)),
    putFile: (name, source) => writeAside(name, (partial) => fs.copyFile(source, partial)),
    async get(name) {
      if (!SAFE_NAME.test(name)) return undefined;
      return fs.readFile(path.join(dir, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
    },
    async delete(name) {
      await fs.rm(path.join(dir, checked(name)), { force: true });
    },
  };
}

export function s3Storage(settings: NonNullable<PhotoSettings['s3']>): PhotoStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.endpoint !== undefined,
    // A streamed upload is sent as it is, not wrapped in aws-chunked with a checksum trailer, which some
    // S3-compatible servers store verbatim.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  return {
    async put(name, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(name), Body: bytes, ContentType: contentType }));
    },
    async putFile(name, file, contentType) {
      const { size } = await fs.stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(name),
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async get(name) {
      if (!SAFE_NAME.test(name)) return undefined;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(name) }));
    },
  };
}

export function createPhotoStorage(settings: PhotoSettings): PhotoStorage {
  return settings.storage === 's3' && settings.s3 ? s3Storage(settings.s3) : diskStorage(settings.dir);
}
