import type { Context } from 'hono';
import { AnswerMemory, type HeldAnswer } from './answer-memory.ts';
import type { EdgeEnv } from './env.ts';

type Ctx = Context<{ Bindings: EdgeEnv }>;

/** Public reference data that every visitor sees alike: cached at the edge and in browsers for 5 minutes. */
const REFERENCE = /^\/api\/v1\/(?:category-list|category-counts|currencies|countries|cities|places\/.+)$/;
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The reads of the home board and the catalogue (search, universal search, nearby, home tabs): a visitor's answer is
 * the same for every visitor, so the edge keeps it for ANONYMOUS_MAX_AGE seconds (docs/decisions.md #59). A new or
 * changed ad reaches visitors within that time; its seller, signed in, is never served from the cache.
 */
const ANONYMOUS_READS = /^\/api\/v1\/(?:seller\/ads\/(?:search-ads|search-all|nearby)|ads\/home)$/;
export const ANONYMOUS_MAX_AGE = 30;
export const ANONYMOUS_CACHE_CONTROL = `public, max-age=${ANONYMOUS_MAX_AGE}`;

/** How long the edge keeps a visitor's answer of this path (seconds), and what it tells caches after it; null: never. */
function cachePolicy(pathname: string): { maxAge: number; cacheControl: string } | null {
  if (REFERENCE.test(pathname)) return { maxAge: 300, cacheControl: PUBLIC_CACHE_CONTROL };
  if (ANONYMOUS_READS.test(pathname)) return { maxAge: ANONYMOUS_MAX_AGE, cacheControl: ANONYMOUS_CACHE_CONTROL };
  return null;
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
function withHeaders(res: Response, set: Record<string, string>): Response {
  const copy = new Response(res.body, res);
  for (const [name, value] of Object.entries(set)) copy.headers.set(name, value);
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

/** Seconds since the stored answer left the origin (its Date header), as the Age header says it (RFC 9111 §5.1). */
function ageOf(date: string | null, now = Date.now()): number {
  const at = Date.parse(date ?? '');
  return Number.isNaN(at) ? 0 : Math.max(0, Math.floor((now - at) / 1000));
}

/** The answer to send for a held one: a fresh Response (a body is read once) with its Age and where it came from. */
function answerWith(held: HeldAnswer, source: 'HIT' | 'MISS'): Response {
  const headers = new Headers(held.headers);
  headers.set('x-edge-cache', source);
  if (source === 'HIT') headers.set('age', String(ageOf(headers.get('date'))));
  return new Response(held.body, { status: held.status, headers });
}

async function hold(res: Response, maxAge: number): Promise<HeldAnswer> {
  const headers = [...res.headers].filter(([name]) => name !== 'x-edge-cache' && name !== 'age');
  const date = Date.parse(res.headers.get('date') ?? '');
  return { body: await res.arrayBuffer(), status: res.status, headers, expires: (Number.isNaN(date) ? Date.now() : date) + maxAge * 1000 };
}

/**
 * The proxy route: requests carrying credentials are never cached anywhere and never served from a cache; visitors'
 * GETs of public reference data and of the catalogue reads are served while fresh from this isolate's memory, else
 * from the edge cache, and stored in both after a 200 from the origin. Errors are never stored.
 */
export function createProxy(memory = new AnswerMemory()) {
  return async function proxyToOrigin(c: Ctx): Promise<Response> {
    const authorized = !!c.req.header('authorization');
    if (authorized) {
      const res = await forwardToOrigin(c);
      if (res.status === 101) return res;
      return withHeaders(res, { 'cache-control': PRIVATE_CACHE_CONTROL });
    }
    const method = c.req.method;
    const policy = cachePolicy(c.req.path);
    if ((method !== 'GET' && method !== 'HEAD') || !policy) return forwardToOrigin(c);

    const cache = edgeCache();
    const url = new URL(c.req.url).toString();
    const key = new Request(url, { method: 'GET' });
    if (method === 'GET') {
      const held = memory.get(url);
      if (held) return answerWith(held, 'HIT');
      if (cache) {
        try {
          const hit = await cache.match(key);
          // The cache itself expires entries by their Cache-Control; the age check keeps that promise wherever it does not.
          if (hit && ageOf(hit.headers.get('date')) < policy.maxAge) {
            const fresh = await hold(hit, policy.maxAge);
            memory.set(url, fresh);
            return answerWith(fresh, 'HIT');
          }
          await hit?.body?.cancel();
        } catch {
          /* a failing cache is a miss */
        }
      }
    }
    const res = await forwardToOrigin(c);
    if (res.status !== 200 || res.headers.has('set-cookie')) return res;
    const headers = new Headers(res.headers);
    headers.set('cache-control', policy.cacheControl);
    if (!headers.has('date')) headers.set('date', new Date().toUTCString());
    if (method !== 'GET') return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
    // These answers are small: read them once, answer, and store a copy after the answer is on its way (a tee'd stream
    // would make the visitor's download wait for the cache write).
    const fresh = await hold(new Response(res.body, { status: 200, headers }), policy.maxAge);
    memory.set(url, fresh);
    if (cache) waitUntil(c, cache.put(key, new Response(fresh.body, { status: 200, headers })));
    return answerWith(fresh, 'MISS');
  };
}
