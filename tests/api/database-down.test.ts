/**
 * PostgreSQL unreachable: every call answers 503 with Retry-After and the envelope, fast; the readiness call says
 * not ready; the outage is logged once. With a PostgreSQL server (DATABASE_URL), the app also recovers by itself
 * when the database returns, behind a TCP relay that the test cuts and restores.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { buildDeps } from '../../server/platform/build.ts';
import type { Logger } from '../../server/platform/log.ts';
import { startTestApp } from './helpers.ts';

type Lines = { warn: string[]; info: string[]; error: string[] };
function captureLog(): { log: Logger; lines: Lines } {
  const lines: Lines = { warn: [], info: [], error: [] };
  return { lines, log: { info: (m) => lines.info.push(m), warn: (m) => lines.warn.push(m), error: (m) => lines.error.push(m) } };
}

/** A port where nothing listens. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

async function appOn(databaseUrl: string, log: Logger) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'mp-down-')), DEMO_SEED: '0', DATABASE_URL: databaseUrl });
  const built = await buildDeps(config, { log });
  return { app: createApp(built.deps), close: built.close };
}

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

describe('with the database unreachable', () => {
  it('answers every call 503 with Retry-After and the envelope, quickly, and logs the outage once', async () => {
    const { log, lines } = captureLog();
    const { app, close } = await appOn(`postgres://postgres@127.0.0.1:${await closedPort()}/marketplace`, log);
    closers.push(close);
    const calls: [string, string, RequestInit?][] = [
      ['GET', '/api/v1/currencies'],
      ['GET', '/api/v1/seller/ads/search-all?query=bike'],
      ['POST', '/api/v1/auth/login', { body: JSON.stringify({ email: 'alice@example.com', password: 'Demo1234!' }), headers: { 'content-type': 'application/json' } }],
      ['GET', '/api/v1/auth/me', { headers: { authorization: 'Bearer abc' } }],
    ];
    const started = Date.now();
    for (const [method, path, init] of calls) {
      const res = await app.request(path, { method, ...init });
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after'), path).toBe('5');
      expect(await res.json(), path).toEqual({ status: 'error', message: 'The service is temporarily unavailable. Please try again shortly.', message_status: 'SERVICE_UNAVAILABLE' });
    }
    expect(Date.now() - started).toBeLessThan(5000);
    expect(lines.warn).toEqual([expect.stringMatching(/^The database is unreachable \(.*ECONNREFUSED.*\); every call answers 503 until it returns\.$/)]);
    expect(lines.error).toEqual([]);

    const ready = await app.request('/api/v1/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('still answers calls that need no database', async () => {
    const { log } = captureLog();
    const { app, close } = await appOn(`postgres://postgres@127.0.0.1:${await closedPort()}/marketplace`, log);
    closers.push(close);
    expect((await app.request('/api/v1/openapi.json')).status).toBe(200);
  });
});

describe('readiness', () => {
  it('is ready while the database answers, with Redis reported but not required', async () => {
    const t = await startTestApp();
    closers.push(t.close);
    const res = await t.call('GET', '/api/v1/health/ready');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const redis = process.env.REDIS_URL ? 'up' : 'not configured';
    await expect.poll(async () => (await t.call('GET', '/api/v1/health/ready')).json).toEqual({ status: 'success', message: 'Ready', data: { database: 'up', redis } });
  });
});

/** A TCP relay to `target` that can drop every connection and refuse new ones, then accept them again. */
async function relay(target: URL): Promise<{ port: number; cut: () => void; restore: () => Promise<void>; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  const cut = () => {
    server.close();
    for (const s of sockets) s.destroy();
  };
  return { port, cut, restore: listen, close: async () => cut() };
}

describe.runIf(process.env.DATABASE_URL)('when the database returns', () => {
  it('serves calls again by itself and logs the return once', async () => {
    const t = await startTestApp(); // a migrated database of its own
    closers.push(t.close);
    const target = new URL(t.config.DATABASE_URL!);
    const link = await relay(target);
    closers.push(link.close);
    const viaRelay = new URL(target);
    viaRelay.host = `127.0.0.1:${link.port}`;
    const { log, lines } = captureLog();
    const { app, close } = await appOn(viaRelay.toString(), log);
    closers.push(close);

    expect((await app.request('/api/v1/currencies')).status).toBe(200);
    link.cut();
    expect((await app.request('/api/v1/currencies')).status).toBe(503);
    expect((await app.request('/api/v1/health/ready')).status).toBe(503);
    await link.restore();
    await expect.poll(async () => (await app.request('/api/v1/currencies')).status, { timeout: 15_000, interval: 500 }).toBe(200);
    expect((await app.request('/api/v1/health/ready')).status).toBe(200);
    await expect.poll(() => lines.info.filter((l) => l === 'The database is reachable again.').length, { timeout: 15_000 }).toBe(1);
    expect(lines.warn.filter((l) => l.startsWith('The database is unreachable'))).toHaveLength(1);
  });
});
