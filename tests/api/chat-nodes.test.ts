/**
 * Two origin nodes share chat rooms through the Redis adapter (issue 12 'Scale'): a message stored through one node
 * reaches a member whose socket is connected to the other. Runs when REDIS_URL is set (CI's PostgreSQL run).
 */
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcast, type Realtime } from '../../server/platform/realtime.ts';
import { attachSockets } from '../../server/sockets.ts';
import { makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

const withRedis = !!process.env.REDIS_URL;

let t: TestApp;
const servers: HttpServer[] = [];
const nodes: Realtime[] = [];
const sockets: Socket[] = [];

/** An origin node: its own HTTP server and socket.io on the same database, with a broadcast port of its own. */
async function startNode(deps: TestApp['deps']): Promise<string> {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as HttpServer;
  await new Promise((res) => server.once('listening', res));
  servers.push(server);
  nodes.push(attachSockets(server, deps));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function online(url: string, m: Member): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { Authorization: `Bearer ${m.token}` } });
  sockets.push(socket);
  await new Promise<void>((res, rej) => {
    socket.once('connect', () => res());
    socket.once('connect_error', rej);
  });
  return socket;
}

describe.skipIf(!withRedis)('chat across two origin nodes', () => {
  let first: string;
  let second: string;

  beforeAll(async () => {
    t = await startTestApp();
    // The app's calls emit through t.deps.broadcast, which the first node binds; the second node has its own.
    first = await startNode(t.deps);
    second = await startNode({ ...t.deps, broadcast: createBroadcast() });
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    for (const node of nodes) await node.close();
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
});
