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
 * the same for every visitor, so the edge keeps it fresh for ANONYMOUS_MAX_AGE seconds and then, for
 * ANONYMOUS_STALE_FOR seconds more, answers with it while it asks the origin for a new one (docs/decisions.md #59,
 * #63). A new or changed ad reaches visitors within a minute; its seller, signed in, is never served from the cache.
 */
const ANONYMOUS_READS = /^\/api\/v1\/(?:seller\/ads\/(?:search-ads|search-all|nearby)|ads\/home)$/;
export const ANONYMOUS_MAX_AGE = 30;
export const ANONYMOUS_STALE_FOR = 30;
export const ANONYMOUS_CACHE_CONTROL = `public, max-age=${ANONYMOUS_MAX_AGE}`;

/**
 * How long the edge keeps a visitor's answer of this path fresh (seconds), how long after that it may still answer
 * with it while fetching a new one, and what it tells caches after it; null: never cached.
 */
type CachePolicy = { maxAge: number; staleFor: number; cacheControl: string };
function cachePolicy(pathname: string): CachePolicy | null {
  if (REFERENCE.test(pathname)) return { maxAge: 300, staleFor: 600, cacheControl: PUBLIC_CACHE_CONTROL };
  if (ANONYMOUS_READS.test(pathname)) return { maxAge: ANONYMOUS_MAX_AGE, staleFor: ANONYMOUS_STALE_FOR, cacheControl: ANONYMOUS_CACHE_CONTROL };
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

/** Keeps work running after the answer (a cache write, a refresh); failures are the cache's own misses. */
export function waitUntil(c: Pick<Ctx, 'executionCtx'>, promise: Promise<unknown>) {
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

/** Where an answer came from: the cache while fresh, the cache past its freshness (a new one is on its way), the origin. */
type Source = 'HIT' | 'STALE' | 'MISS';

/** The answer to send for a held one: a fresh Response (a body is read once) with its Age and where it came from. */
function answerWith(held: HeldAnswer, source: Source): Response {
  const headers = new Headers(held.headers);
  headers.set('x-edge-cache', source);
  if (source !== 'MISS') headers.set('age', String(ageOf(headers.get('date'))));
  return new Response(held.body, { status: held.status, headers });
}

/** An answer of the origin (or the Cache API's copy of one) as the edge holds it, with what it tells browsers. */
async function hold(res: Response, policy: CachePolicy): Promise<HeldAnswer> {
  const headers = new Headers(res.headers);
  for (const name of ['x-edge-cache', 'age']) headers.delete(name);
  headers.set('cache-control', policy.cacheControl);
  if (!headers.has('date')) headers.set('date', new Date().toUTCString());
  const date = Date.parse(headers.get('date')!);
  const since = Number.isNaN(date) ? Date.now() : date;
  return { body: await res.arrayBuffer(), status: res.status, headers: [...headers], freshUntil: since + policy.maxAge * 1000, keepUntil: since + (policy.maxAge + policy.staleFor) * 1000 };
}

/** The Cache API's copy: it expires entries by their Cache-Control, so the copy says how long it is kept, stale part included. */
function storedCopy(held: HeldAnswer, policy: CachePolicy): Response {
  const headers = new Headers(held.headers);
  headers.set('cache-control', `public, max-age=${policy.maxAge + policy.staleFor}`);
  return new Response(held.body, { status: held.status, headers });
}

/**
 * The proxy route: requests carrying credentials are never cached anywhere and never served from a cache; visitors'
 * GETs of public reference data and of the catalogue reads are served from this isolate's memory, else from the
 * edge cache, and stored in both after a 200 from the origin. Past its freshness, a held answer is still given
 * during its stale window while one request per isolate fetches the new one. Errors are never stored.
 */
export function createProxy(memory = new AnswerMemory()) {
  /** URLs whose new answer this isolate is fetching after a stale one was given. */
  const refreshing = new Set<string>();

  /** Asks the origin; a 200 without a cookie is held in memory and stored in the Cache API. */
  async function fetchAndHold(c: Ctx, url: string, policy: CachePolicy, cache: EdgeCache | null): Promise<{ res: Response; held?: HeldAnswer }> {
    const res = await forwardToOrigin(c);
    if (res.status !== 200 || res.headers.has('set-cookie')) return { res };
    // These answers are small: read them once, answer, and store a copy after the answer is on its way (a tee'd
    // stream would make the visitor's download wait for the cache write).
    const held = await hold(res, policy);
    memory.set(url, held);
    if (cache) waitUntil(c, cache.put(new Request(url, { method: 'GET' }), storedCopy(held, policy)));
    return { res, held };
  }

  async function fromCache(cache: EdgeCache, url: string, policy: CachePolicy): Promise<HeldAnswer | undefined> {
    try {
      const hit = await cache.match(new Request(url, { method: 'GET' }));
      if (!hit) return undefined;
      // The cache expires entries by their Cache-Control; the age check keeps that promise wherever it does not.
      if (ageOf(hit.headers.get('date')) >= policy.maxAge + policy.staleFor) {
        await hit.body?.cancel();
        return undefined;
      }
      const held = await hold(hit, policy);
      memory.set(url, held);
      return held;
    } catch {
      return undefined; // a failing cache is a miss
    }
  }

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
    if (method === 'HEAD') {
      const res = await forwardToOrigin(c);
      return res.status === 200 ? withHeaders(res, { 'cache-control': policy.cacheControl }) : res;
    }

    const cache = edgeCache();
    const url = new URL(c.req.url).toString();
    const held = memory.get(url) ?? (cache ? await fromCache(cache, url, policy) : undefined);
    if (held && Date.now() < held.freshUntil) return answerWith(held, 'HIT');
    if (held) {
      if (!refreshing.has(url)) {
        refreshing.add(url);
        waitUntil(c, fetchAndHold(c, url, policy, cache).finally(() => refreshing.delete(url)));
      }
      return answerWith(held, 'STALE');
    }
    const { res, held: fresh } = await fetchAndHold(c, url, policy, cache);
    return fresh ? answerWith(fresh, 'MISS') : res;
  };
}
