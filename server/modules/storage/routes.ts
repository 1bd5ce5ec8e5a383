import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '../../http/context.ts';

/**
 * Uploaded media under DATA_DIR/storage, served at /storage/*. File names are random and never reused,
 * so they can be cached for a long time.
 */
export function storageRoutes(dataDir: string) {
  const root = join(dataDir, 'storage');
  mkdirSync(root, { recursive: true });
  const storage = new Hono<AppEnv>();
  storage.use('/*', async (c, next) => {
    await next();
    if (c.res.status === 200) {
      c.header('cache-control', 'public, max-age=31536000, immutable');
      c.header('x-content-type-options', 'nosniff');
    }
  });
  storage.get('/*', serveStatic({ root, rewriteRequestPath: (path) => path.replace(/^\/storage/, '') }));
  storage.get('/*', (c) => c.json({ status: 'error', message: 'Not found.' }, 404));
  return storage;
}
