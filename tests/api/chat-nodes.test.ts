/**
 * Two origin nodes share chat rooms through the Redis adapter (issue 12 'Scale'): a message stored through one node
 * reaches a member whose socket is connected to the other. Runs when REDIS_URL is set (CI's PostgreSQL run).
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBroadcast } from '../../server/platform/realtime.ts';
import { connectAs, startSocketNode } from '../../support/sockets.ts';
import { makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

const withRedis = !!process.env.REDIS_URL;

let t: TestApp;
const nodes: Awaited<ReturnType<typeof startSocketNode>>[] = [];
const sockets: Socket[] = [];

/** An origin node on the same database: the first binds the app's broadcast port, a second gets one of its own. */
async function startNode(deps: TestApp['deps']): Promise<string> {
  const node = await startSocketNode(t, deps);
  nodes.push(node);
  return node.url;
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
