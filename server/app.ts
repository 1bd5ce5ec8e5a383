import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Deps } from './platform/deps.ts';
import { databaseAvailability } from './http/availability.ts';
import { DEFAULT_BODY_LIMIT } from './http/body-limits.ts';
import type { AppEnv } from './http/context.ts';
import { ApiError } from './http/errors.ts';
import { errorBody } from './http/envelope.ts';
import { refuseNulInUrl } from './http/nul-guard.ts';
import { finishUnreadUploads } from './http/unread-uploads.ts';
import { apiModules, uploadBodyLimits } from './modules/index.ts';
import { docsRoutes } from './modules/docs/routes.ts';
import { storageRoutes } from './modules/storage/routes.ts';

/** Larger bodies are allowed only where files are uploaded (the modules say where); everything else stays small. */
const bodyLimitOf = (path: string) => uploadBodyLimits.find((limit) => limit.path.test(path))?.maxBytes ?? DEFAULT_BODY_LIMIT;

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
