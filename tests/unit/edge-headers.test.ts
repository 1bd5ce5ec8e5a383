import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdgeApp } from '../../functions/app.ts';
import { contentSecurityPolicy } from '../../functions/security.ts';
import { fakeEnv, json, startFakeOrigin, type FakeOrigin } from './edge-helpers.ts';

let origin: FakeOrigin;
const app = createEdgeApp();
app.all('*', (c) => c.html('<p>page</p>'));

beforeAll(async () => {
  origin = await startFakeOrigin((req, body, res) => {
    const path = new URL(req.url ?? '/', 'http://origin').pathname;
    if (path === '/api/v1/currencies') return json(res, 200, { status: 'success', message: 'Currencies', data: { data: [] } });
    if (path === '/api/v1/places/autocomplete') return json(res, 200, { status: 'success', message: 'ok', data: [] });
    if (path === '/api/v1/countries') return json(res, 503, { status: 'error', message: 'down' });
    if (path === '/api/v1/echo') return json(res, 200, { method: req.method, body, forwardedFor: req.headers['x-forwarded-for'], secret: req.headers['x-edge-secret'] });
    return json(res, 404, { status: 'error', message: 'Not found.' });
  });
});
afterAll(() => origin.close());

describe('security headers', () => {
  it('are on pages, proxied answers and meta pages', async () => {
    for (const path of ['/', '/api/v1/currencies', '/api/v1/nothing', '/api/meta?type=x']) {
      const res = await app.request(path, {}, fakeEnv(origin.url));
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('permissions-policy'), path).toBe('geolocation=(self), camera=(), microphone=()');
      const csp = res.headers.get('content-security-policy') ?? '';
      for (const directive of [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline' https://accounts.google.com https://appleid.cdn-apple.com",
        "connect-src 'self' ws: wss: https://accounts.google.com",
        'frame-src https://accounts.google.com https://appleid.apple.com',
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ]) {
        expect(csp, path).toContain(directive);
      }
      expect(csp).toMatch(/img-src 'self' data: blob: [^;]*https:\/\/\*\.tile\.openstreetmap\.org/);
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('adds HSTS only in production', async () => {
    const res = await app.request('/', {}, fakeEnv(origin.url, { ENVIRONMENT: 'production' }));
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('allows a configured media host for images', () => {
    expect(contentSecurityPolicy({ S3_PUBLIC_URL: 'https://media.example.com/bucket' })).toMatch(/img-src [^;]*https:\/\/media\.example\.com/);
    expect(contentSecurityPolicy({ S3_PUBLIC_URL: 'not a url' })).not.toContain('not a url');
  });
});

describe('caching of proxied answers', () => {
  it('marks public reference data cacheable when the origin says 200 and no credentials were sent', async () => {
    const res = await app.request('/api/v1/currencies', {}, fakeEnv(origin.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=600');
    const places = await app.request('/api/v1/places/autocomplete?q=lond', {}, fakeEnv(origin.url));
    expect(places.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=600');
  });

  it('never marks an error or other endpoints public', async () => {
    const failed = await app.request('/api/v1/countries', {}, fakeEnv(origin.url));
    expect(failed.status).toBe(503);
    expect(failed.headers.get('cache-control') ?? '').not.toMatch(/public/);
    const other = await app.request('/api/v1/echo', {}, fakeEnv(origin.url));
    expect(other.headers.get('cache-control')).toBeNull();
  });

  it('makes everything sent with credentials private', async () => {
    for (const path of ['/api/v1/currencies', '/api/v1/echo', '/api/v1/nothing']) {
      const res = await app.request(path, { headers: { authorization: 'Bearer abc' } }, fakeEnv(origin.url));
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('forwards bodies, the client address and the edge secret', async () => {
    const res = await app.request(
      '/api/v1/echo',
      { method: 'POST', body: JSON.stringify({ a: 1 }), headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.9' } },
      fakeEnv(origin.url),
    );
    expect(await res.json()).toEqual({ method: 'POST', body: '{"a":1}', forwardedFor: '203.0.113.9', secret: 'test-edge-secret' });
  });

  it('answers 502 with the envelope when the origin is down', async () => {
    const res = await app.request('/api/v1/echo', {}, fakeEnv('http://127.0.0.1:9'));
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ status: 'error' });
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('API document through the edge', () => {
  it('names the edge as the server, so the reference page calls the site it is on', async () => {
    const docOrigin = await startFakeOrigin((req, _body, res) =>
      json(res, 200, { openapi: '3.1.0', info: { title: 'x', version: '1' }, servers: [{ url: `http://${req.headers.host}` }], paths: {} }),
    );
    try {
      const res = await createEdgeApp().request('https://shop.example/api/v1/openapi.json', {}, fakeEnv(docOrigin.url));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ openapi: '3.1.0', servers: [{ url: 'https://shop.example' }] });
    } finally {
      await docOrigin.close();
    }
  });
});
