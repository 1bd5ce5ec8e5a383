import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Deps } from './platform/deps.ts';
import { databaseAvailability } from './http/availability.ts';
import type { AppEnv } from './http/context.ts';
import { ApiError } from './http/errors.ts';
import { errorBody } from './http/envelope.ts';
import { refuseNulInUrl } from './http/nul-guard.ts';
import { finishUnreadUploads } from './http/unread-uploads.ts';
import { apiModules } from './modules/index.ts';
import { AD_UPLOAD_BODY_LIMIT, AD_UPLOAD_PATH } from './modules/ads/routes.ts';
import { REVIEW_UPLOAD_PATH } from './modules/reviews/routes.ts';
import { SHOP_REQUEST_UPLOAD_PATH } from './modules/shop-requests/routes.ts';
import { WORKSPACE_UPLOAD_PATH } from './modules/workspace/routes.ts';
import { docsRoutes } from './modules/docs/routes.ts';
import { storageRoutes } from './modules/storage/routes.ts';

/** Larger bodies are allowed only where files are uploaded; everything else stays small. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;
const IMAGE_BODY_LIMIT = 12 * 1024 * 1024;
const UPLOAD_BODY_LIMITS: [RegExp, number][] = [
  [/^\/api\/v1\/auth\/update-profile$/, IMAGE_BODY_LIMIT],
  [SHOP_REQUEST_UPLOAD_PATH, IMAGE_BODY_LIMIT],
  // Photos of ads, shop products and reviews: up to 50 MB each (decision 18).
  [AD_UPLOAD_PATH, AD_UPLOAD_BODY_LIMIT],
  [WORKSPACE_UPLOAD_PATH, AD_UPLOAD_BODY_LIMIT],
  [REVIEW_UPLOAD_PATH, AD_UPLOAD_BODY_LIMIT],
];
const bodyLimitOf = (path: string) => UPLOAD_BODY_LIMITS.find(([pattern]) => pattern.test(path))?.[1] ?? DEFAULT_BODY_LIMIT;

export function createApp(deps: Deps) {
  const app = new OpenAPIHono<AppEnv>();
  const database = databaseAvailability(deps);

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('user', undefined);
    c.set('tokenId', undefined);
    c.set('clientIp', clientIp(c.req.raw.headers, deps.config.EDGE_SECRET, () => safeConnAddress(c)));
    await next();
  });
  app.use('*', finishUnreadUploads);

  app.use('/api/*', (c, next) =>
    bodyLimit({
      maxSize: bodyLimitOf(c.req.path),
      onError: () => {
        throw new ApiError(413, 'The request is too large.', { messageStatus: 'REQUEST_TOO_LARGE' });
      },
    })(c, next),
  );
  app.use('*', refuseNulInUrl);

  for (const mod of apiModules) app.route('/api/v1', mod);
  app.route('/api', docsRoutes(app));
  app.route('/storage', storageRoutes(deps.config.dataDir));

  app.notFound((c) => c.json({ status: 'error', message: 'Not found.' }, 404));
  app.onError((err, c) => {
    const known = err instanceof ApiError ? err : database.unavailable(err);
    if (known) {
      for (const [k, v] of Object.entries(known.headers ?? {})) c.header(k, v);
      return c.json(errorBody(known), known.status);
    }
    if (err instanceof HTTPException) {
      const message = err.status === 415 ? 'Unsupported content type. Send JSON or a form.' : err.message || 'Bad request.';
      return c.json({ status: 'error', message }, err.status);
    }
    if (err instanceof SyntaxError) return c.json({ status: 'error', message: 'The request body is not valid JSON.' }, 400);
    deps.log.error(`${c.req.method} ${c.req.path}`, err);
    return c.json({ status: 'error', message: 'An unexpected error occurred.' }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

/** The edge proxy proves itself with a shared secret; only then is its X-Forwarded-For believed. */
function clientIp(headers: Headers, edgeSecret: string, direct: () => string): string {
  if (headers.get('x-edge-secret') === edgeSecret) {
    const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return direct();
}

function safeConnAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}
