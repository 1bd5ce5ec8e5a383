import { afterEach, expect, test, vi } from 'vitest';
import { apiCall, ApiCallError } from '../../src/lib/api/client.ts';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    calls.push({ url: url.toString(), init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  });
  return calls;
}

test('a route names the method and fills its path parameters; lists go as the key repeated', async () => {
  const calls = answer(200, { status: 'success', message: 'ok', data: { ids: [3, 4] } });
  const res = await apiCall('DELETE /seller/ads/ads/delete-multiple', { query: { ids: [3, 4] }, token: 'T' });
  expect(res.data).toEqual({ ids: [3, 4] });
  expect(calls[0]!.url).toBe('http://localhost/api/v1/seller/ads/ads/delete-multiple?ids=3&ids=4');
  expect(calls[0]!.init.method).toBe('DELETE');
  expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer T');

  await apiCall('POST /test-checkout/{sessionId}/{outcome}', { params: { sessionId: 'cs a/b', outcome: 'pay' }, token: null });
  expect(calls[1]!.url).toBe('http://localhost/api/v1/test-checkout/cs%20a%2Fb/pay');
  expect(calls[1]!.init.method).toBe('POST');
  expect((calls[1]!.init.headers as Record<string, string>).authorization).toBeUndefined();
});

test('a refusal throws ApiCallError with the envelope and the wait of a 429', async () => {
  answer(429, { status: 'error', message: 'Too many requests.', message_status: 'TOO_MANY_REQUESTS' }, { 'retry-after': '30' });
  const err = await apiCall('GET /auth/me', { token: 'T' }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiCallError);
  expect((err as ApiCallError).httpStatus).toBe(429);
  expect((err as ApiCallError).body.message_status).toBe('TOO_MANY_REQUESTS');
  expect((err as ApiCallError).retryAfter).toBe(30);
});
