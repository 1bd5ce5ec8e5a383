import type { Context } from 'hono';
import type { EdgeEnv } from './env.ts';

type Ctx = Context<{ Bindings: EdgeEnv }>;

/** Public reference data that every visitor sees alike: cached at the edge and in browsers for 5 minutes. */
const CACHEABLE = /^\/api\/v1\/(?:category-list|category-counts|currencies|countries|cities|places\/.+)$/;
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export function isCacheablePath(pathname: string): boolean {
  return CACHEABLE.test(pathname);
}

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

/**
 * Client headers never passed on. The client's address is what the platform's front line writes into
 * CF-Connecting-IP from the connection (replacing any value the client sent); X-Forwarded-For, X-Real-IP,
 * True-Client-IP and Forwarded may come from the client for all the worker can tell. Expect was answered by the
 * front line: passed on, the origin's interim 100 Continue came back as the answer.
 */
const CLIENT_SET = ['x-forwarded-for', 'x-real-ip', 'true-client-ip', 'forwarded', 'expect'];

/**
 * Forwards the request (body and WebSocket upgrade included) to the origin, telling it who the client is.
 * The shared secret lets the origin trust X-Forwarded-* only from us.
 */
export async function forwardToOrigin(c: Ctx): Promise<Response> {
  const incoming = new URL(c.req.url);
  const target = new URL(incoming.pathname + incoming.search, c.env.ORIGIN_URL);
  const headers = new Headers(c.req.raw.headers);
  for (const name of CLIENT_SET) headers.delete(name);
  const clientIp = c.req.header('cf-connecting-ip');
  if (clientIp) headers.set('x-forwarded-for', clientIp);
  headers.set('x-forwarded-host', incoming.host);
  headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));
  headers.set('x-edge-secret', c.env.EDGE_SECRET);
  let res: Response;
  try {
    res = await fetch(new Request(target, new Request(c.req.raw, { headers })));
  } catch {
    return c.json({ status: 'error', message: UNAVAILABLE_MESSAGE }, 502);
  }
  return res.status === 101 ? res : asEnvelope(res);
}

/** Messages of the errors something other than the origin's app may answer (its HTTP parser, a load balancer). */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request could not be read.',
  408: 'The request took too long to arrive.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  431: 'The request line or headers are too large.',
};

/**
 * Every API error is the envelope, also when the answer comes from something in front of the origin's app (its
 * HTTP server refusing a header, a load balancer's 502 page): such bodies are replaced, the status kept.
 */
async function asEnvelope(res: Response): Promise<Response> {
  if (res.status < 400 || (res.headers.get('content-type') ?? '').includes('json')) return res;
  await res.body?.cancel();
  const message = STATUS_MESSAGES[res.status] ?? (res.status >= 500 ? UNAVAILABLE_MESSAGE : 'The request was refused.');
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.set('content-type', 'application/json; charset=UTF-8');
  return new Response(JSON.stringify({ status: 'error', message }), { status: res.status, headers });
}

/** A copy whose headers can be changed (fetch() answers have immutable headers on workerd). */
function withHeader(res: Response, name: string, value: string): Response {
  const copy = new Response(res.body, res);
  copy.headers.set(name, value);
  return copy;
}

type EdgeCache = { match: (req: Request) => Promise<Response | undefined>; put: (req: Request, res: Response) => Promise<void> };

/** The Workers Cache API when the runtime has it (workerd, wrangler dev); absent in Node and in unit tests. */
function edgeCache(): EdgeCache | null {
  const storage = (globalThis as { caches?: { default?: EdgeCache } }).caches;
  return storage?.default ?? null;
}

function waitUntil(c: Ctx, promise: Promise<unknown>) {
  const settled = promise.catch(() => undefined);
  try {
    c.executionCtx.waitUntil(settled);
  } catch {
    /* no execution context (tests, Node): the promise still runs */
  }
}

/**
 * The proxy route: requests carrying credentials are never cached anywhere; public reference GETs are served
 * from the edge cache when present and stored there after a 200 from the origin.
 */
export async function proxyToOrigin(c: Ctx): Promise<Response> {
  const authorized = !!c.req.header('authorization');
  if (authorized) {
    const res = await forwardToOrigin(c);
    if (res.status === 101) return res;
    return withHeader(res, 'cache-control', PRIVATE_CACHE_CONTROL);
  }
  const method = c.req.method;
  if ((method !== 'GET' && method !== 'HEAD') || !isCacheablePath(c.req.path)) return forwardToOrigin(c);

  const cache = edgeCache();
  const key = new Request(new URL(c.req.url).toString(), { method: 'GET' });
  if (cache && method === 'GET') {
    try {
      const hit = await cache.match(key);
      if (hit) return withHeader(hit, 'x-edge-cache', 'HIT');
    } catch {
      /* a failing cache is a miss */
    }
  }
  const res = await forwardToOrigin(c);
  if (res.status !== 200 || res.headers.has('set-cookie')) return res;
  const headers = new Headers(res.headers);
  headers.set('cache-control', PUBLIC_CACHE_CONTROL);
  if (!cache || method !== 'GET') return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  // Reference answers are small: read them once, answer, and store a copy after the answer is on its way
  // (a tee'd stream would make the visitor's download wait for the cache write).
  const body = await res.arrayBuffer();
  headers.set('x-edge-cache', 'MISS');
  waitUntil(c, cache.put(key, new Response(body, { status: 200, headers })));
  return new Response(body, { status: 200, headers });
}
