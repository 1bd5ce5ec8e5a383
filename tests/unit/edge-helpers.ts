import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EdgeEnv } from '../../functions/env.ts';

export type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
export type FakeOrigin = { url: string; requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[]; close: () => Promise<void> };

/** A local HTTP server standing in for the origin API; `handler` answers by path. */
export async function startFakeOrigin(handler: Handler): Promise<FakeOrigin> {
  const requests: FakeOrigin['requests'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function json(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(value));
}

export function fakeEnv(originUrl: string, extra: Partial<EdgeEnv> = {}): EdgeEnv {
  return { ORIGIN_URL: originUrl, EDGE_SECRET: 'test-edge-secret', ASSETS: { fetch: async () => new Response('asset') }, ...extra };
}

export const UA = {
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
};
