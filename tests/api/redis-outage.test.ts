/**
 * REDIS_URL set and Redis gone: sign-in and search go on (rate limits count in memory), the node stays ready, and
 * the log says so once instead of "[ioredis] Unhandled error event" on every reconnection attempt. When a Redis
 * server can be started here, its return is logged once too.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { buildDeps } from '../../server/platform/build.ts';
import type { Logger } from '../../server/platform/log.ts';

const lines = { info: [] as string[], warn: [] as string[], error: [] as string[] };
const log: Logger = { info: (m) => lines.info.push(m), warn: (m) => lines.warn.push(m), error: (m) => lines.error.push(m) };
const redisServerInstalled = spawnSync('redis-server', ['--version']).status === 0;

let port: number;
let app: ReturnType<typeof createApp>;
let close: () => Promise<void>;
let redis: ChildProcess | undefined;
const consoleError = vi.spyOn(console, 'error');

beforeAll(async () => {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  port = (probe.address() as { port: number }).port;
  await new Promise((r) => probe.close(r));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'mp-redis-')), DEMO_SEED: '0', REDIS_URL: `redis://127.0.0.1:${port}` });
  const built = await buildDeps(config, { memoryDb: true, log });
  await built.database.migrate();
  app = createApp(built.deps);
  close = built.close;
});
afterAll(async () => {
  await close();
  redis?.kill('SIGKILL');
  consoleError.mockRestore();
});

const login = () =>
  app.request('/api/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com', password: 'Secret123!' }) });
const ready = async () => (await (await app.request('/api/v1/health/ready')).json()) as { data: { redis: string } };

describe('with Redis unreachable', () => {
  it('signs in and searches as usual, stays ready, and logs the outage once', async () => {
    for (let i = 0; i < 3; i++) expect((await login()).status).toBe(422);
    expect((await app.request('/api/v1/seller/ads/search-all?query=bike')).status).toBe(200);
    expect(await ready()).toMatchObject({ status: 'success', data: { database: 'up', redis: 'down' } });
    // ioredis retries every few hundred milliseconds at first: several failed attempts by now.
    await new Promise((r) => setTimeout(r, 1500));
    expect(lines.warn.filter((l) => l.startsWith('Redis'))).toEqual([
      expect.stringMatching(/^Redis for rate limits is unreachable \(.*ECONNREFUSED.*\); each origin node counts in its own memory until it returns\.$/),
    ]);
    expect(consoleError.mock.calls.filter(([first]) => String(first).includes('[ioredis]'))).toEqual([]);
    expect(lines.error).toEqual([]);
  });

  it.runIf(redisServerInstalled)('logs the return once when Redis comes back, and uses it again', async () => {
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await expect.poll(() => lines.info.filter((l) => l === 'Redis for rate limits is reachable again.').length, { timeout: 15_000, interval: 200 }).toBe(1);
    expect((await ready()).data.redis).toBe('up');
    expect((await login()).status).toBe(422);
    expect(lines.warn.filter((l) => l.startsWith('Redis'))).toHaveLength(1);
  });
});
