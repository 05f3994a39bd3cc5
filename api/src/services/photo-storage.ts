// Where photo files live, behind one interface: a folder on this machine (the default), or S3-compatible object
// storage when several API machines serve the same photos (PHOTO_STORAGE=s3).
import fs from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { PhotoSettings } from '../config';

export interface PhotoStorage {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when there is no such file. */
  get(name: string): Promise<Buffer | undefined>;
  delete(name: string): Promise<void>;
}

/** Names are the service's own (`<hash>-<width>.<ext>`): nothing from a request reaches a path unchecked. */
const SAFE_NAME = /^[0-9a-f]{64}-\d{2,4}\.(avif|webp|jpg)$/;
function checked(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`not a photo file name: ${name}`);
  return name;
}

export function diskStorage(dir: string): PhotoStorage {
  let made: Promise<unknown> | undefined;
  return {
    async put(name, bytes) {
      await (made ??= fs.mkdir(dir, { recursive: true }));
      // Written aside and renamed: a reader never sees half a file.
      const file = path.join(dir, checked(name));
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    },
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
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  return {
    async put(name, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(name), Body: bytes, ContentType: contentType }));
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
