import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('API documentation', () => {
  it('publishes an OpenAPI 3.1 document of the contract', async () => {
    const res = await t.call('GET', '/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    expect(Object.keys(res.json.paths)).toEqual(expect.arrayContaining(['/api/v1/category-list', '/api/v1/currencies']));
    expect(res.json.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('serves a reference page and its assets without any CDN', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await t.app.request('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await t.app.request('/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });
});

describe('envelope and bad input', () => {
  it('answers unknown routes with a 404 envelope', async () => {
    const res = await t.call('GET', '/api/v1/no-such-call');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ status: 'error', message: 'Not found.' });
  });

  it('rejects bodies over 1 MB with 413 and the envelope', async () => {
    const res = await t.call('POST', '/api/v1/auth/login', { body: { email: 'a@b.co', password: 'x'.repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ status: 'error', message: 'The request is too large.', message_status: 'REQUEST_TOO_LARGE' });
  });

  it('never answers malformed JSON with a 500', async () => {
    const res = await t.call('POST', '/api/v1/auth/login', { body: undefined, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const broken = await t.app.request('/api/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    expect((await broken.json()).status).toBe('error');
  });

  it('validates query parameters with a 422 and field errors', async () => {
    const res = await t.call('GET', '/api/v1/category-list?shop_category=7');
    expect(res.status).toBe(422);
    expect(res.json.status).toBe('error');
    expect(res.json.errors.shop_category).toBeDefined();
  });
});

describe('media storage', () => {
  it('serves stored files and refuses paths outside storage', async () => {
    const { mkdir, writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    await mkdir(join(t.config.dataDir, 'storage', 'avatars'), { recursive: true });
    await writeFile(join(t.config.dataDir, 'storage', 'avatars', 'a.txt'), 'hello');
    const ok = await t.app.request('/storage/avatars/a.txt');
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('hello');
    expect(ok.headers.get('cache-control')).toContain('immutable');
    const escape = await t.app.request('/storage/..%2f..%2fetc%2fpasswd');
    expect(escape.status).toBe(404);
  });
});
