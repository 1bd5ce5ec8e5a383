import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEdgeApp } from '../../functions/app.ts';
import { FRESH_S, objectOfPath } from '../../functions/cache.ts';
import { fakeEnv } from './edge-helpers.ts';

/**
 * The edge cache of public pages (docs/decisions.md 146) with an in-memory stand-in for the Workers Cache API: one
 * entry per address, language and object generation; the origin's purge drops the generation.
 */
const stored = new Map<string, Response>();
const cache = {
  match: async (key: RequestInfo | URL) => stored.get(String(key instanceof Request ? key.url : key))?.clone(),
  put: async (key: RequestInfo | URL, res: Response) => void stored.set(String(key instanceof Request ? key.url : key), res.clone()),
  delete: async (key: RequestInfo | URL) => stored.delete(String(key instanceof Request ? key.url : key)),
};
let renders = 0;
const app = createEdgeApp({ cache: () => cache });
// Stands in for Astro: each render says which one it was and in what language.
app.get('*', (c) => {
  c.header('cache-control', c.req.path === '/shop/404' ? 'no-store' : 'public, max-age=0, s-maxage=60');
  return c.html(`render ${++renders} ${c.req.header('cookie') ?? ''} ${new URL(c.req.url).search}`);
});

const pending: Promise<unknown>[] = [];
const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException: () => undefined, props: {} };
const env = fakeEnv('http://127.0.0.1:9');
const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await app.request(`https://market.example${path}`, { headers }, env, ctx as never);
  await Promise.all(pending.splice(0));
  return { status: res.headers.get('x-edge-cache'), body: await res.text(), cacheControl: res.headers.get('cache-control') };
};
const purge = (keys: unknown, secret = env.EDGE_SECRET) =>
  app.request('https://market.example/__edge/purge', { method: 'POST', headers: { 'x-edge-secret': secret, 'content-type': 'application/json' }, body: JSON.stringify({ keys }) }, env, ctx as never);

afterEach(() => {
  vi.useRealTimers();
});

describe('edge cache of public pages', () => {
  it('renders an object page once per language and serves repeats from the cache, revalidated by browsers', async () => {
    const first = await get('/product/15/blue-bike');
    expect(first.status).toBe('MISS');
    expect(first.cacheControl).toBe('public, max-age=0, must-revalidate');
    const again = await get('/product/15/blue-bike');
    expect(again).toEqual({ ...first, status: 'HIT' });
    expect(again.cacheControl).toBe('public, max-age=0, must-revalidate');
    const french = await get('/product/15/blue-bike', { cookie: 'userLanguage=fr' });
    expect(french.status).toBe('MISS');
    expect((await get('/product/15/blue-bike?lang=fr')).status).toBe('MISS');
    expect((await get('/product/15/blue-bike', { cookie: 'theme=dark; userLanguage=fr' })).body).toBe(french.body);
  });

  it('never answers a request with credentials from the cache, and caches only the pages of objects', async () => {
    await get('/item/3');
    expect((await get('/item/3', { authorization: 'Bearer alice' })).status).toBeNull();
    expect((await get('/item/3', { cookie: 'userLanguage=fr; rm_signed_in=1' })).status).toBeNull();
    expect((await get('/item/3')).status).toBe('HIT');
    expect(objectOfPath('/cart')).toBeNull();
    expect((await get('/cart')).status).toBeNull();
    expect(objectOfPath('/item/3/reviews')).toBe('ad:3');
    expect(objectOfPath('/shop/4')).toBe('shop:4');
    expect(objectOfPath('/shop-information/4')).toBe('shop:4');
    // A page that could not load what it shows says no-store: it is never kept.
    await get('/shop/404');
    expect((await get('/shop/404')).status).toBeNull();
    expect(objectOfPath('/company/5')).toBe('company:5');
    expect(objectOfPath('/sitemaps/ads-2.xml')).toBe('sitemap');
    expect(objectOfPath('/hotels/6')).toBe('hotel:6');
    expect(objectOfPath('/view-feed/8')).toBe('feed:8');
    expect(objectOfPath('/view-feed/8/comments')).toBeNull();
    expect(objectOfPath('/blogs/slow-coffee')).toBe('blog:slow-coffee');
    expect(objectOfPath('/blogs')).toBe('blogs');
    expect(objectOfPath('/blogs/category/3')).toBe('blogs');
    expect(objectOfPath('/blogs/search')).toBeNull();
  });

  it('drops every cached variant of an object at the purge call with the secret, and the sitemap with it', async () => {
    const before = [await get('/shop/7'), await get('/shop/7', { cookie: 'userLanguage=de' }), await get('/sitemap.xml')];
    expect((await get('/shop/7')).status).toBe('HIT');
    expect((await purge(['shop:7'], 'wrong')).status).toBe(403);
    expect((await get('/shop/7')).status).toBe('HIT');
    expect((await purge(['shop:7 or 1=1'])).status).toBe(422);
    const done = await purge(['shop:7']);
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ status: 'success', data: { purged: 2 } });
    const after = [await get('/shop/7'), await get('/shop/7', { cookie: 'userLanguage=de' }), await get('/sitemap.xml')];
    expect(after.map((r) => r.status)).toEqual(['MISS', 'MISS', 'MISS']);
    expect(after.map((r) => r.body)).not.toEqual(before.map((r) => r.body));
    expect((await get('/shop/8')).status).toBe('MISS');
  });

  it('keeps generations under the site address, so a purge sent to one host name reaches readers of another', async () => {
    const site = { ...env, SITE_URL: 'http://localhost:4321' };
    const read = async (host: string) => {
      const res = await app.request(`http://${host}/shop/21`, {}, site, ctx as never);
      await Promise.all(pending.splice(0));
      return res.headers.get('x-edge-cache');
    };
    await read('127.0.0.1:4321');
    expect(await read('127.0.0.1:4321')).toBe('HIT');
    const purged = await app.request('http://localhost:4321/__edge/purge', { method: 'POST', headers: { 'x-edge-secret': env.EDGE_SECRET, 'content-type': 'application/json' }, body: JSON.stringify({ keys: ['shop:21'] }) }, site, ctx as never);
    expect(purged.status).toBe(200);
    expect(await read('127.0.0.1:4321')).toBe('MISS');
  });

  it('past its freshness serves the stored page once more while a new one renders behind it', async () => {
    const first = await get('/company/9');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (FRESH_S + 1) * 1000);
    const stale = await get('/company/9');
    expect(stale).toMatchObject({ status: 'STALE', body: first.body });
    const fresh = await get('/company/9');
    expect(fresh.status).toBe('HIT');
    expect(fresh.body).not.toBe(first.body);
  });
});
