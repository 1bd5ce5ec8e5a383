import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { PURGE_PATH } from '../common/edge-cache.ts';
import { LANG_PARAM } from '../src/i18n/locales.ts';
import { edgeCache, purgeRoute, type EdgeCacheStore } from './cache.ts';
import { isBot, metaPathFor } from './crawlers.ts';
import type { EdgeEnv } from './env.ts';
import { metaPage } from './meta.ts';
import { createProxy, UNAVAILABLE_MESSAGE } from './proxy.ts';
import { securityHeaders } from './security.ts';

/** Crawlers and link-preview bots opening an object page get its meta page instead (spec 000 section 2.2). */
const crawlerRedirect: MiddlewareHandler<{ Bindings: EdgeEnv }> = async (c, next) => {
  const target = c.req.method === 'GET' || c.req.method === 'HEAD' ? metaPathFor(c.req.path, c.req.query(LANG_PARAM)) : null;
  if (!target) return next();
  if (isBot(c.req.header('user-agent'))) {
    c.header('cache-control', 'no-store');
    c.header('vary', 'User-Agent');
    return c.redirect(target, 302);
  }
  await next();
  // The same address answers people and bots differently: shared caches must keep them apart.
  c.header('vary', 'User-Agent', { append: true });
};

/**
 * The API document names its server from the request the origin saw (the origin's own address behind the proxy);
 * readers of /api/docs must call the site they are on, so the edge names itself.
 */
async function openApiDocument(c: Context<{ Bindings: EdgeEnv }>, proxyToOrigin: (c: Context<{ Bindings: EdgeEnv }>) => Promise<Response>) {
  const res = await proxyToOrigin(c);
  if (res.status !== 200 || !(res.headers.get('content-type') ?? '').includes('json')) return res;
  try {
    const doc = (await res.json()) as Record<string, unknown>;
    doc.servers = [{ url: new URL(c.req.url).origin }];
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify(doc), { status: 200, headers });
  } catch {
    return c.json({ status: 'error', message: UNAVAILABLE_MESSAGE }, 502);
  }
}

const API_PATH = /^\/(?:api|socket\.io|storage)\//;

/**
 * The Hono app of the edge worker: security headers on everything, the crawler redirect, the cache of public pages
 * (with the origin's purge call), the meta page and the proxy to the origin. worker.ts adds Astro's handler as the
 * last route.
 */
/** The request's execution context, if it has one (not in Node tests). */
function executionCtxOf(c: Context<{ Bindings: EdgeEnv }>) {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/** The worker's cache: Cloudflare's caches.default (none outside workerd). */
const defaultCache = (): EdgeCacheStore | undefined => (globalThis as { caches?: { default?: EdgeCacheStore } }).caches?.default;

export function createEdgeApp(opts: { cache?: () => EdgeCacheStore | undefined } = {}) {
  const app = new Hono<{ Bindings: EdgeEnv }>();
  const proxyToOrigin = createProxy();
  const cacheOf = opts.cache ?? defaultCache;
  app.use('*', securityHeaders);
  app.use('*', crawlerRedirect);
  app.use('*', edgeCache(cacheOf, (req, c) => Promise.resolve(app.fetch(req, c.env, executionCtxOf(c)))));
  app.post(PURGE_PATH, purgeRoute(cacheOf));
  app.get('/api/meta', metaPage);
  app.get('/api/v1/openapi.json', (c) => openApiDocument(c, proxyToOrigin));
  app.all('/api/v1/*', proxyToOrigin);
  app.all('/api/docs', proxyToOrigin);
  app.all('/api/docs/*', proxyToOrigin);
  app.all('/socket.io/*', proxyToOrigin);
  app.all('/storage/*', proxyToOrigin);
  // Hono's own answer to a thrown error is a plain-text 500; calls of the API always get the envelope.
  app.onError((err, c) => {
    console.error(`${c.req.method} ${c.req.path}`, err);
    if (!API_PATH.test(c.req.path)) return c.text('Internal Server Error', 500);
    return c.json({ status: 'error', message: 'An unexpected error occurred.' }, 500);
  });
  return app;
}
