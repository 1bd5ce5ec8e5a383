import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEdgeApp } from '../../functions/app.ts';
import { ANONYMOUS_CACHE_CONTROL, ANONYMOUS_MAX_AGE, ANONYMOUS_STALE_FOR, PRIVATE_CACHE_CONTROL } from '../../functions/proxy.ts';
import { fakeEnv, json, startFakeOrigin, type FakeOrigin } from './edge-helpers.ts';

/**
 * The edge cache of visitors' catalogue reads (docs/decisions.md #59), with an in-memory stand-in for the Workers Cache
 * API (Node has no caches.default): what it stores and when the worker answers from it.
 */
type Stored = { body: ArrayBuffer; status: number; headers: Headers };
const stored = new Map<string, Stored>();
const fakeCache = {
  match: async (req: Request) => {
    const hit = stored.get(req.url);
    return hit ? new Response(hit.body, { status: hit.status, headers: hit.headers }) : undefined;
  },
  put: async (req: Request, res: Response) => {
    stored.set(req.url, { body: await res.arrayBuffer(), status: res.status, headers: new Headers(res.headers) });
  },
};

let origin: FakeOrigin;
const app = createEdgeApp();
const SEARCH = '/api/v1/seller/ads/search-ads?type=ad&page=1&name=sofa';
/** How many times the origin was asked for a path with query. */
const originCalls = (url: string) => origin.requests.filter((r) => r.url === url).length;

beforeAll(async () => {
  origin = await startFakeOrigin((req, _body, res) => {
    const url = new URL(req.url ?? '/', 'http://origin');
    if (url.searchParams.get('fail')) return json(res, 503, { status: 'error', message: 'down' });
    // Each answer tells whom the origin saw, so a cached copy is recognisable.
    return json(res, 200, { status: 'success', message: 'ok', data: { viewer: req.headers.authorization ?? null, n: origin.requests.length } });
  });
});
afterAll(() => origin.close());
beforeEach(() => {
  stored.clear();
  (globalThis as { caches?: unknown }).caches = { default: fakeCache };
});
afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
});

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('edge cache of the catalogue reads', () => {
  it('answers a visitor repeat of each call from the cache, with honest Cache-Control and Age', async () => {
    for (const path of [SEARCH, '/api/v1/seller/ads/search-all?query=bike&type=all&page=1', '/api/v1/seller/ads/nearby?lat=51.5&lng=-0.12&radius=5', '/api/v1/ads/home?tab=newest&page=1&per_page=8']) {
      const first = await app.request(path, {}, fakeEnv(origin.url));
      expect(first.status, path).toBe(200);
      expect(first.headers.get('x-edge-cache'), path).toBe('MISS');
      expect(first.headers.get('cache-control'), path).toBe(ANONYMOUS_CACHE_CONTROL);
      const firstBody = await first.json();
      await settle();
      const repeat = await app.request(path, {}, fakeEnv(origin.url));
      expect(repeat.headers.get('x-edge-cache'), path).toBe('HIT');
      expect(repeat.headers.get('cache-control'), path).toBe(ANONYMOUS_CACHE_CONTROL);
      expect(Number(repeat.headers.get('age')), path).toBeGreaterThanOrEqual(0);
      expect(Number(repeat.headers.get('age')), path).toBeLessThan(ANONYMOUS_MAX_AGE);
      expect(await repeat.json(), path).toEqual(firstBody);
      expect(originCalls(path), path).toBe(1);
    }
  });

  it('keys by the full URL: another query goes to the origin', async () => {
    await app.request(SEARCH, {}, fakeEnv(origin.url));
    await settle();
    const other = await app.request(`${SEARCH}&page=2`, {}, fakeEnv(origin.url));
    expect(other.headers.get('x-edge-cache')).toBe('MISS');
  });

  it('never serves a signed-in request from the cache, nor stores its answer', async () => {
    const path = `${SEARCH}&signed=1`;
    await app.request(path, {}, fakeEnv(origin.url));
    await settle();
    const before = originCalls(path);
    const signedIn = await app.request(path, { headers: { authorization: 'Bearer alice' } }, fakeEnv(origin.url));
    expect(signedIn.headers.get('x-edge-cache')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(await signedIn.json()).toMatchObject({ data: { viewer: 'Bearer alice' } });
    expect(originCalls(path)).toBe(before + 1);
    await settle();
    // The visitor after them still gets the visitor's answer, not alice's.
    const visitor = await app.request(path, {}, fakeEnv(origin.url));
    expect(visitor.headers.get('x-edge-cache')).toBe('HIT');
    expect(await visitor.json()).toMatchObject({ data: { viewer: null } });
  });

  it('does not store a signed-in answer for visitors either', async () => {
    const path = `${SEARCH}&first=signed`;
    await app.request(path, { headers: { authorization: 'Bearer alice' } }, fakeEnv(origin.url));
    await settle();
    const visitor = await app.request(path, {}, fakeEnv(origin.url));
    expect(visitor.headers.get('x-edge-cache')).toBe('MISS');
    expect(await visitor.json()).toMatchObject({ data: { viewer: null } });
  });

  it('never stores an error', async () => {
    const path = `${SEARCH}&fail=1`;
    for (let i = 0; i < 2; i++) {
      const res = await app.request(path, {}, fakeEnv(origin.url));
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control') ?? '').not.toMatch(/public/);
      await settle();
    }
    expect(originCalls(path)).toBe(2);
  });

  it('past its freshness gives the held answer at once and fetches the new one once, in the background', async () => {
    const path = `${SEARCH}&aged=1`;
    const first = await (await app.request(path, {}, fakeEnv(origin.url))).json();
    await settle();
    const later = Date.now() + (ANONYMOUS_MAX_AGE + 1) * 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const [stale, again] = await Promise.all([app.request(path, {}, fakeEnv(origin.url)), app.request(path, {}, fakeEnv(origin.url))]);
      for (const res of [stale, again]) {
        expect(res.headers.get('x-edge-cache')).toBe('STALE');
        expect(Number(res.headers.get('age'))).toBeGreaterThanOrEqual(ANONYMOUS_MAX_AGE);
        expect(await res.json()).toEqual(first);
      }
      await settle();
      expect(originCalls(path)).toBe(2);
    } finally {
      vi.restoreAllMocks();
    }
    const refreshed = await app.request(path, {}, fakeEnv(origin.url));
    expect(refreshed.headers.get('x-edge-cache')).toBe('HIT');
    expect(await refreshed.json()).not.toEqual(first);
  });

  it('asks the origin again, and waits for it, once the stale window is over too', async () => {
    const path = `${SEARCH}&expired=1`;
    await app.request(path, {}, fakeEnv(origin.url));
    await settle();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + (ANONYMOUS_MAX_AGE + ANONYMOUS_STALE_FOR + 1) * 1000);
    try {
      const res = await app.request(path, {}, fakeEnv(origin.url));
      expect(res.headers.get('x-edge-cache')).toBe('MISS');
      expect(originCalls(path)).toBe(2);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('keeps the Cache API copy through the stale window, and tells browsers only the fresh lifetime', async () => {
    const path = `${SEARCH}&stored=1`;
    const res = await app.request(path, {}, fakeEnv(origin.url));
    await settle();
    expect(res.headers.get('cache-control')).toBe(ANONYMOUS_CACHE_CONTROL);
    expect(stored.get(`http://localhost${path}`)?.headers.get('cache-control')).toBe(`public, max-age=${ANONYMOUS_MAX_AGE + ANONYMOUS_STALE_FOR}`);
  });

  it("answers a hot call from the isolate's memory without asking the cache", async () => {
    const path = `${SEARCH}&hot=1`;
    const first = await (await app.request(path, {}, fakeEnv(origin.url))).json();
    await settle();
    expect(stored.has(`http://localhost${path}`)).toBe(true);
    stored.clear();
    const fromMemory = await app.request(path, {}, fakeEnv(origin.url));
    expect(fromMemory.headers.get('x-edge-cache')).toBe('HIT');
    expect(await fromMemory.json()).toEqual(first);
    expect(originCalls(path)).toBe(1);
  });

  it('a new isolate takes a fresh answer from the edge cache and holds it', async () => {
    const path = `${SEARCH}&shared=1`;
    await app.request(path, {}, fakeEnv(origin.url));
    await settle();
    const otherIsolate = createEdgeApp();
    const res = await otherIsolate.request(path, {}, fakeEnv(origin.url));
    expect(res.headers.get('x-edge-cache')).toBe('HIT');
    stored.clear();
    expect((await otherIsolate.request(path, {}, fakeEnv(origin.url))).headers.get('x-edge-cache')).toBe('HIT');
    expect(originCalls(path)).toBe(1);
  });

  it('passes other calls and other methods through uncached', async () => {
    for (const [path, method] of [['/api/v1/seller/ads/single/5', 'GET'], [SEARCH, 'POST']] as const) {
      await app.request(path, { method }, fakeEnv(origin.url));
      await settle();
      const again = await app.request(path, { method }, fakeEnv(origin.url));
      expect(again.headers.get('x-edge-cache'), `${method} ${path}`).toBeNull();
    }
  });
});
