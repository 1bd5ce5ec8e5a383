import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEdgeApp } from '../../functions/app.ts';
import { fakeEnv, json, startFakeOrigin, type FakeOrigin } from './edge-helpers.ts';

let origin: FakeOrigin;
const app = createEdgeApp();
app.get('/api/boom', () => {
  throw new Error('boom');
});
app.get('/page-boom', () => {
  throw new Error('boom');
});

beforeAll(async () => {
  origin = await startFakeOrigin((req, body, res) => {
    const path = new URL(req.url ?? '/', 'http://origin').pathname;
    if (path === '/api/v1/who') return json(res, 200, { forwardedFor: req.headers['x-forwarded-for'] ?? null, realIp: req.headers['x-real-ip'] ?? null, trueClientIp: req.headers['true-client-ip'] ?? null });
    if (path === '/api/v1/login') return json(res, 422, { status: 'error', message: 'The selected email is invalid.', expect: req.headers.expect ?? null, body });
    if (path === '/api/v1/parser-431') {
      res.writeHead(431, { connection: 'close' });
      return res.end();
    }
    if (path === '/api/v1/lb-502') {
      res.writeHead(502, { 'content-type': 'text/html' });
      return res.end('<html><body>Bad gateway</body></html>');
    }
    return json(res, 404, { status: 'error', message: 'Not found.' });
  });
});
afterAll(() => origin.close());

describe('the client address the origin is told', () => {
  it("is the platform's CF-Connecting-IP, never the client's own X-Forwarded-For, X-Real-IP or True-Client-IP", async () => {
    const res = await app.request(
      '/api/v1/who',
      { headers: { 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2', 'true-client-ip': '198.51.100.3' } },
      fakeEnv(origin.url),
    );
    expect(await res.json()).toEqual({ forwardedFor: '203.0.113.9', realIp: null, trueClientIp: null });
  });

  it('is nothing the client chose when the platform gave no address', async () => {
    const res = await app.request('/api/v1/who', { headers: { 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2' } }, fakeEnv(origin.url));
    expect(await res.json()).toEqual({ forwardedFor: null, realIp: null, trueClientIp: null });
  });
});

describe('errors through the edge are the envelope with an honest status', () => {
  it('passes a body sent with Expect: 100-continue on without the Expect header, and answers what the origin answers', async () => {
    const res = await app.request(
      '/api/v1/login',
      { method: 'POST', headers: { 'content-type': 'application/json', expect: '100-continue' }, body: '{"email":"a@b.c"}' },
      fakeEnv(origin.url),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ status: 'error', message: 'The selected email is invalid.', expect: null, body: '{"email":"a@b.c"}' });
  });

  it("replaces a body that is not the envelope (the origin's HTTP parser, a load balancer's page), keeping the status", async () => {
    const tooLarge = await app.request('/api/v1/parser-431', {}, fakeEnv(origin.url));
    expect(tooLarge.status).toBe(431);
    expect(tooLarge.headers.get('content-type')).toContain('application/json');
    expect(await tooLarge.json()).toEqual({ status: 'error', message: 'The request line or headers are too large.' });
    const gateway = await app.request('/api/v1/lb-502', {}, fakeEnv(origin.url));
    expect(gateway.status).toBe(502);
    expect(await gateway.json()).toEqual({ status: 'error', message: 'The service is temporarily unavailable. Please try again shortly.' });
    expect(gateway.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers an error thrown in the worker with the envelope on API paths', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = await app.request('/api/boom', {}, fakeEnv(origin.url));
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual({ status: 'error', message: 'An unexpected error occurred.' });
    const page = await app.request('/page-boom', {}, fakeEnv(origin.url));
    expect(page.status).toBe(500);
    expect(page.headers.get('content-type')).not.toContain('json');
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
