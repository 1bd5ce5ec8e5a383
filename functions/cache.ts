import type { Context, MiddlewareHandler } from 'hono';
import { generationPath, PAGE_OBJECT_KEY, SIGNED_IN_COOKIE } from '../common/edge-cache.ts';
import { DEFAULT_LOCALE, isLocale, LANG_PARAM, LOCALE_KEY } from '../src/i18n/locales.ts';
import type { EdgeEnv } from './env.ts';
import { waitUntil } from './proxy.ts';

/**
 * Edge caching of the public pages every reader of a language sees alike (docs/decisions.md 146): object details,
 * the sitemap and robots.txt. Pages render from the address and the language alone (the sign-in lives in the
 * browser), so the cache key is the address plus the language plus the object's generation. The origin purges an
 * object when its rows change (a database trigger, origin platform/page-changes.ts) by dropping its generation
 * (POST /__edge/purge here, or Cloudflare's purge of the generation's address in every data centre): the next
 * request starts a new one, so every cached variant of its pages (languages, view tabs) is unreachable at once.
 * Within FRESH_S a page is served as stored; up to STALE_S more it is served while a fresh copy renders behind it.
 */
export const FRESH_S = 300;
export const STALE_S = 3600;
/** How long a generation is kept: far longer than a page, so no page outlives the generation it was stored under. */
const GENERATION_S = 7 * 86400;
const STORED_AT = 'x-edge-stored-at';
export const CACHE_STATUS = 'x-edge-cache';
/** The renders behind stale answers, which must not read the cache they refresh (never a header a client could send). */
const revalidating = new WeakSet<Request>();

/** The object a cacheable path shows, by the origin's change keys (ad, shop, company, hotel, feed, blog, the blog lists); null for pages not cached. */
export function objectOfPath(path: string): string | null {
  let m = /^\/(?:product|item)\/(\d+)(?:\/[^/]*)?\/?$/.exec(path);
  if (m) return `ad:${m[1]}`;
  m = /^\/shop(?:-information)?\/(\d+)\/?$/.exec(path);
  if (m) return `shop:${m[1]}`;
  m = /^\/company\/(\d+)\/?$/.exec(path);
  if (m) return `company:${m[1]}`;
  m = /^\/hotels\/(\d+)\/?$/.exec(path);
  if (m) return `hotel:${m[1]}`;
  m = /^\/view-feed\/(\d+)\/?$/.exec(path);
  if (m) return `feed:${m[1]}`;
  if (/^\/blogs(?:\/category\/[^/]+)?\/?$/.test(path)) return 'blogs';
  m = /^\/blogs\/(?!search\/?$|category\/)([^/]+)\/?$/.exec(path);
  if (m) {
    try {
      return `blog:${decodeURIComponent(m[1]!)}`;
    } catch {
      return null;
    }
  }
  if (path === '/sitemap.xml' || /^\/sitemaps\/[a-z0-9-]+\.xml$/.test(path)) return 'sitemap';
  if (path === '/robots.txt') return 'robots';
  return null;
}

/** Every object change can move addresses in or out of the sitemap. */
const alsoPurged = (keys: string[]) => (keys.length ? [...new Set([...keys, 'sitemap'])] : keys);

const cookieOf = (req: Request, name: string) =>
  (req.headers.get('cookie') ?? '').split(/;\s*/).find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);

/** A signed-in member's browser (common/edge-cache.ts): their pages always render afresh. */
const signedIn = (req: Request) => Boolean(cookieOf(req, SIGNED_IN_COOKIE));

function localeOfRequest(req: Request, url: URL): string {
  const asked = url.searchParams.get(LANG_PARAM);
  if (isLocale(asked)) return asked;
  const value = cookieOf(req, LOCALE_KEY);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export type EdgeCacheStore = Pick<Cache, 'match' | 'put' | 'delete'>;
type Background = { waitUntil: (p: Promise<unknown>) => void };

/** The site address generations are kept under (EdgeEnv.SITE_URL), so a purge reaches readers of every host name. */
function generationsOrigin(env: Pick<EdgeEnv, 'SITE_URL'>, url: URL): string {
  try {
    return env.SITE_URL ? new URL(env.SITE_URL).origin : url.origin;
  } catch {
    return url.origin;
  }
}

/** Where an object's generation is kept: the address the origin purges. */
const generationKey = (origin: string, object: string) => `${origin}${generationPath(object)}`;

async function generationOf(cache: EdgeCacheStore, origin: string, object: string, background: Background): Promise<string> {
  const found = await cache.match(generationKey(origin, object));
  if (found) return found.text();
  // None kept (new, purged or evicted): start a new one, so that no page stored under a lost one is found again.
  const fresh = `${Date.now()}-${crypto.randomUUID()}`;
  background.waitUntil(cache.put(generationKey(origin, object), new Response(fresh, { headers: { 'cache-control': `public, s-maxage=${GENERATION_S}` } })));
  return fresh;
}

const READER_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The copy a reader gets: revalidated by browsers on every visit, so a purge reaches them at once. */
function forReader(res: Response, status: 'HIT' | 'STALE' | 'MISS'): Response {
  const out = new Response(res.body, res);
  out.headers.delete(STORED_AT);
  out.headers.set('cache-control', READER_CACHE_CONTROL);
  out.headers.set(CACHE_STATUS, status);
  return out;
}

async function store(cache: EdgeCacheStore, key: string, res: Response) {
  const copy = new Response(res.body, res);
  copy.headers.set('cache-control', `public, s-maxage=${FRESH_S + STALE_S}`);
  copy.headers.set(STORED_AT, String(Date.now()));
  copy.headers.delete('set-cookie');
  await cache.put(key, copy);
}

/** A page rendered in full: not an error, no cookie set, and not marked by the page as not to be kept (no-store). */
const cacheable = (res: Response) => res.status === 200 && !res.headers.has('set-cookie') && !/no-store|private/.test(res.headers.get('cache-control') ?? '');

/**
 * The cache in front of the worker's pages. `cacheOf` gives the store (caches.default on Cloudflare), `render`
 * renders a request again for a stale page's refresh.
 */
export function edgeCache(cacheOf: () => EdgeCacheStore | undefined, render: (req: Request, c: Context<{ Bindings: EdgeEnv }>) => Promise<Response>): MiddlewareHandler<{ Bindings: EdgeEnv }> {
  return async (c, next) => {
    const req = c.req.raw;
    const url = new URL(req.url);
    const object = c.req.method === 'GET' ? objectOfPath(url.pathname) : null;
    const cache = object ? cacheOf() : undefined;
    if (!object || !cache || req.headers.has('authorization') || signedIn(req)) return next();
    const background: Background = { waitUntil: (p) => waitUntil(c, p) };
    const key = new URL(url);
    key.searchParams.set('__lang', localeOfRequest(req, url));
    key.searchParams.set('__gen', await generationOf(cache, generationsOrigin(c.env, url), object, background));
    const keyUrl = key.toString();

    if (!revalidating.has(req)) {
      const hit = await cache.match(keyUrl);
      if (hit) {
        const age = (Date.now() - Number(hit.headers.get(STORED_AT) ?? 0)) / 1000;
        if (age <= FRESH_S) return forReader(hit, 'HIT');
        const again = new Request(req);
        revalidating.add(again);
        background.waitUntil(render(again, c).then((res) => (cacheable(res) ? store(cache, keyUrl, res) : undefined)));
        return forReader(hit, 'STALE');
      }
    }
    await next();
    if (!cacheable(c.res)) return;
    background.waitUntil(store(cache, keyUrl, c.res.clone()));
    // Through c.header: Hono copies the old answer's headers onto a replaced c.res.
    c.header('cache-control', READER_CACHE_CONTROL);
    c.header(CACHE_STATUS, 'MISS');
  };
}

/** Timing-safe comparison of the purge call's secret. */
function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length || !b) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** POST /__edge/purge {keys: ['ad:15', 'shop:3', …]} from the origin, with its x-edge-secret. */
export function purgeRoute(cacheOf: () => EdgeCacheStore | undefined) {
  return async (c: Context<{ Bindings: EdgeEnv }>) => {
    if (!sameSecret(c.req.header('x-edge-secret') ?? '', c.env.EDGE_SECRET)) return c.json({ status: 'error', message: 'Not allowed.' }, 403);
    const body = (await c.req.json().catch(() => null)) as { keys?: unknown } | null;
    const keys = Array.isArray(body?.keys) ? body.keys.filter((k): k is string => typeof k === 'string' && PAGE_OBJECT_KEY.test(k)) : [];
    if (!body || keys.length !== (body.keys as unknown[]).length || keys.length > 1000) {
      return c.json({ status: 'error', message: 'keys must be a list of up to 1000 object keys.' }, 422);
    }
    const cache = cacheOf();
    const origin = generationsOrigin(c.env, new URL(c.req.url));
    const dropped = alsoPurged(keys);
    if (cache) await Promise.all(dropped.map((k) => cache.delete(generationKey(origin, k))));
    return c.json({ status: 'success', message: 'Purged.', data: { purged: cache ? dropped.length : 0 } });
  };
}
