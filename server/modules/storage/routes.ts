import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { extensionOf } from '../../../common/media.ts';
import type { AppEnv } from '../../http/context.ts';

/** Video types Hono's list lacks or names otherwise; browsers pick the player by them. */
const VIDEO_CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  qt: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  ogg: 'video/ogg',
};

/**
 * Uploaded media under DATA_DIR/storage, served at /storage/*. File names are random and never reused,
 * so they can be cached for a long time. Range requests get 206 with the bytes asked for, so videos seek.
 */
export function storageRoutes(dataDir: string) {
  const root = join(dataDir, 'storage');
  mkdirSync(root, { recursive: true });
  const storage = new Hono<AppEnv>();
  storage.use('/*', async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) {
      c.header('cache-control', 'public, max-age=31536000, immutable');
      c.header('x-content-type-options', 'nosniff');
      c.header('accept-ranges', 'bytes');
    }
  });
  storage.get(
    '/*',
    serveStatic({
      root,
      rewriteRequestPath: (path) => path.replace(/^\/storage/, ''),
      onFound: (path, c) => {
        const video = VIDEO_CONTENT_TYPES[extensionOf(path)];
        if (video) c.header('Content-Type', video);
      },
    }),
  );
  storage.get('/*', (c) => c.json({ status: 'error', message: 'Not found.' }, 404));
  return storage;
}
