import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/**
 * Media storage port. Keys are relative paths such as `ads/12/3f9c…-640.webp`; `url(key)` is what clients load.
 * Local disk by default (served by the origin at /storage/*); S3-compatible storage when S3_* is configured.
 */
export type Storage = {
  put: (key: string, body: Uint8Array, contentType: string) => Promise<string>;
  delete: (key: string) => Promise<void>;
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
    async delete(key) {
      await rm(join(root, safeKey(key)), { force: true });
    },
    url: (key) => `/storage/${safeKey(key)}`,
  };
}
