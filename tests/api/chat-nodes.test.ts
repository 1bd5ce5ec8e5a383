/**
 * Two origin processes share chat rooms through the Redis adapter (issue 12 'Scale'): a message stored through one
 * reaches a member whose socket is connected to the other. The first is the test's in-process origin, the second the
 * real origin (server/index.ts) started as a child process on the same PostgreSQL database, Redis server and channel.
 * Runs when DATABASE_URL and REDIS_URL are set (CI's PostgreSQL run).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAs, startSocketNode } from '../../support/sockets.ts';
import { makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

const withRedis = !!process.env.REDIS_URL && !!process.env.DATABASE_URL;

let t: TestApp;
let node: Awaited<ReturnType<typeof startSocketNode>> | undefined;
let child: ChildProcess | undefined;
const sockets: Socket[] = [];

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((res) => probe.listen(0, '127.0.0.1', res));
  const { port } = probe.address() as { port: number };
  await new Promise((res) => probe.close(res));
  return port;
}

/** The real origin in a second process, on the test app's database, Redis and realtime channel; its address once it listens. */
async function startOriginProcess(): Promise<string> {
  const port = await freePort();
  const { DATABASE_URL, REDIS_URL, REALTIME_CHANNEL, RATE_LIMIT_NAMESPACE } = t.config;
  child = spawn(process.execPath, [join(process.cwd(), 'server/index.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mp-node2-')),
      DEMO_SEED: '0',
      PHOTO_VECTORS: '0',
      EDGE_CACHE_PURGE: '0',
      DATABASE_URL: DATABASE_URL ?? '',
      REDIS_URL: REDIS_URL ?? '',
      REALTIME_CHANNEL,
      RATE_LIMIT_NAMESPACE,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`the second origin did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`listening on http://127.0.0.1:${port}`)) {
        clearTimeout(timer);
        res();
      }
    };
    child!.stdout!.on('data', read);
    child!.stderr!.on('data', read);
    child!.once('exit', (code) => rej(new Error(`the second origin exited with ${code}:\n${output}`)));
  });
  return `http://127.0.0.1:${port}`;
}

async function online(url: string, m: Member): Promise<Socket> {
  const socket = await connectAs(url, m.token);
  sockets.push(socket);
  return socket;
}

describe.skipIf(!withRedis)('chat across two origin nodes', () => {
  let first: string;
  let second: string;

  beforeAll(async () => {
    t = await startTestApp();
    node = await startSocketNode(t);
    first = node.url;
    second = await startOriginProcess();
  }, 90_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await node?.close();
    if (child && child.exitCode === null) {
      const exited = new Promise((res) => child!.once('exit', res));
      child.kill('SIGTERM');
      await exited;
    }
    await t?.close();
  });

  it('delivers a message sent through one node to a member connected to the other, and answers presence from both', async () => {
    const ann = await makeMember(t, 'Ann');
    const ben = await makeMember(t, 'Ben');
    const atSecond = await online(second, ben);
    await online(first, ann);
    const got: { content: string }[] = [];
    atSecond.on('message', (m: { content: string }) => got.push(m));

    const sent = await t.call('POST', '/api/v1/send-message', { token: ann.token, body: { sender_id: ann.id, receiver_id: ben.id, content: 'Across nodes' } });
    expect(sent.status).toBe(200);
    for (let i = 0; i < 100 && got.length === 0; i++) await new Promise((res) => setTimeout(res, 20));
    expect(got.map((m) => m.content)).toEqual(['Across nodes']);

    const list = await t.call('GET', `/api/v1/user-chats/${ann.id}`, { token: ann.token });
    expect(list.json.data[0].receiver).toMatchObject({ id: ben.id, is_online: true });
  });

  it('tells a member on one node that the other came online on the other node, and offline only when their last socket on either node went', async () => {
    const cy = await makeMember(t, 'Cy');
    const dee = await makeMember(t, 'Dee');
    await t.call('POST', '/api/v1/create-chat', { token: cy.token, body: { user1_id: cy.id, user2_id: dee.id } });
    const atFirst = await online(first, dee);
    const seen: { userId: number; isOnline: boolean }[] = [];
    atFirst.on('presence', (p: { userId: number; isOnline: boolean }) => seen.push(p));
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i++) await new Promise((res) => setTimeout(res, 20));
      expect(check()).toBe(true);
    };

    const one = await online(second, cy);
    await until(() => seen.some((p) => p.userId === cy.id && p.isOnline));
    const other = await online(first, cy);
    one.close();
    await new Promise((res) => setTimeout(res, 200));
    expect(seen.filter((p) => !p.isOnline)).toEqual([]);
    other.close();
    await until(() => seen.some((p) => p.userId === cy.id && !p.isOnline));
  });
});
