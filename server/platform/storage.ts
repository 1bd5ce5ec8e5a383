import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Media storage port. Keys are relative paths such as `ads/12/3f9c…-640.webp`; `url(key)` is what clients load.
 * Local disk by default (served by the origin at /storage/*); S3-compatible storage when S3_* is configured.
 */
export type Storage = {
  put: (key: string, body: Uint8Array, contentType: string) => Promise<string>;
  /**
   * Stores the file at `path` without reading it into memory (videos): on disk a rename when `move` is set (the file
   * is gone from `path` afterwards) or a copy; on S3 a streamed upload. Answers the URL like `put`.
   */
  putFile: (key: string, path: string, contentType: string, opts?: { move?: boolean }) => Promise<string>;
  /** Writes the stored bytes to the file at `path` without holding them in memory; false when nothing is stored under the key. */
  getFile: (key: string, path: string) => Promise<boolean>;
  delete: (key: string) => Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get: (key: string) => Promise<Uint8Array | null>;
  url: (key: string) => string;
};

function safeKey(key: string): string {
  const clean = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
  if (clean.startsWith('/') || clean.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return clean;
}

export function createDiskStorage(dataDir: string): Storage {
  const root = join(dataDir, 'storage');
  return {
    async put(key, body) {
      const path = join(root, safeKey(key));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      return `/storage/${safeKey(key)}`;
    },
    async putFile(key, source, _contentType, opts = {}) {
      const path = join(root, safeKey(key));
      await mkdir(dirname(path), { recursive: true });
      if (opts.move) {
        try {
          await rename(source, path);
          return `/storage/${safeKey(key)}`;
        } catch (err) {
          // Another file system (a temp folder elsewhere): copy, then remove the source as a move would.
          if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
          await copyFile(source, path);
          await rm(source, { force: true });
          return `/storage/${safeKey(key)}`;
        }
      }
      await copyFile(source, path);
      return `/storage/${safeKey(key)}`;
    },
    async getFile(key, path) {
      try {
        await copyFile(join(root, safeKey(key)), path);
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw err;
      }
    },
    async delete(key) {
      await rm(join(root, safeKey(key)), { force: true });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(join(root, safeKey(key))));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    url: (key) => `/storage/${safeKey(key)}`,
  };
}

export type S3StorageConfig = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL clients load objects from; `url(key)` is this plus the key. */
  publicUrl?: string | undefined;
  region?: string;
};

/** S3-compatible storage (AWS, R2, MinIO): path-style requests to `endpoint/bucket/key`. */
export async function createS3Storage(config: S3StorageConfig): Promise<Storage> {
  const { S3Client, PutObjectCommand, DeleteObjectCommand, GetObjectCommand, NoSuchKey } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region ?? 'auto',
    forcePathStyle: true,
    // Plain bodies with a checksum header only when an operation needs one: what MinIO, R2 and older gateways accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const base = (config.publicUrl ?? `${config.endpoint.replace(/\/+$/, '')}/${config.bucket}`).replace(/\/+$/, '');
  const url = (key: string) => `${base}/${safeKey(key)}`;
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: safeKey(key), Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
      );
      return url(key);
    },
    async putFile(key, path, contentType, opts = {}) {
      const { size } = await stat(path);
      // A stream body needs its length up front: S3 does not take chunked uploads of unknown size.
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: safeKey(key),
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      if (opts.move) await rm(path, { force: true });
      return url(key);
    },
    async getFile(key, path) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: safeKey(key) }));
        if (!out.Body) return false;
        await pipeline(out.Body as Readable, createWriteStream(path));
        return true;
      } catch (err) {
        if (err instanceof NoSuchKey) return false;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: safeKey(key) }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: safeKey(key) }));
        return out.Body ? await out.Body.transformToByteArray() : null;
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    url,
  };
}

/** The storage the configuration asks for: S3 when endpoint, bucket and both keys are set, else local disk. */
export async function storageFromConfig(config: {
  dataDir: string;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_PUBLIC_URL?: string | undefined;
}): Promise<Storage> {
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createDiskStorage(config.dataDir);
}

/** The key a stored URL points at, when it is one of ours (disk `/storage/…` or under the S3 public base). */
export function keyFromUrl(storage: Storage, url: string): string | null {
  const probe = storage.url('x');
  const base = probe.slice(0, -1);
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length);
  return key && !key.includes('..') ? key : null;
}
