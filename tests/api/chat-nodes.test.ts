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
});
