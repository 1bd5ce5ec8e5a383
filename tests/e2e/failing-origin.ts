/**
 * A second edge worker of the built site whose origin fails on demand: a local HTTP proxy in front of the app's real
 * origin answers 500 for the paths a scenario names and passes everything else through. Pages rendered at the edge
 * then show their failure states exactly as they would when one origin call fails in production.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startEdge } from '../../scripts/edge.ts';
import { E2E_ENV, type E2EContext } from './context.ts';

export type FailingSite = {
  /** The site on the second edge worker. */
  url: URL;
  /** From now on, origin calls whose path and query match one of these answer 500; none: all pass. */
  fail: (...patterns: RegExp[]) => void;
  close: () => Promise<void>;
};

export async function startFailingSite(ctx: E2EContext): Promise<FailingSite> {
  const origin = process.env[E2E_ENV.originUrl];
  const secret = process.env[E2E_ENV.edgeSecret];
  if (!origin || !secret) throw new Error('run through tests/e2e/run.ts, which names the origin and the edge secret');
  let failing: RegExp[] = [];
  const proxy: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (failing.some((p) => p.test(path))) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'error', message: 'Server Error' }));
      return;
    }
    const upstream = request(new URL(path, origin), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((ready) => proxy.listen(0, '127.0.0.1', ready));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const edge = await startEdge({
    serverDir: join(import.meta.dirname, '../../dist/server'),
    host: '127.0.0.1',
    port: 0,
    vars: { ORIGIN_URL: proxyUrl, EDGE_SECRET: secret, SITE_URL: ctx.baseUrl },
  });
  return {
    url: edge.url,
    fail: (...patterns) => {
      failing = patterns;
    },
    close: async () => {
      await edge.stop();
      await new Promise((done) => proxy.close(done));
    },
  };
}
