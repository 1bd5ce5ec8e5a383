import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { issueToken, revokeAllTokens } from '../../server/modules/auth/tokens.ts';
import { startSocketNode } from '../../support/sockets.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let node: Awaited<ReturnType<typeof startSocketNode>>;
let url: string;
let userId: number;

beforeAll(async () => {
  t = await startTestApp();
  node = await startSocketNode(t);
  url = node.url;
  const [u] = await t.db
    .insert(users)
    .values({ name: 'Rita', lastName: 'Real', userName: 'rita', email: 'rita@example.com', emailVerifiedAt: new Date() })
    .returning();
  userId = u!.id;
});

afterAll(async () => {
  await node.close();
  await t.close();
});

function outcome(socket: Socket): Promise<'connected' | string> {
  return new Promise((res) => {
    socket.once('connect', () => res('connected'));
    socket.once('connect_error', (err) => res(err.message));
  });
}

describe('socket.io handshake', () => {
  it('accepts a valid bearer token in the Authorization header over websocket', async () => {
    const token = await issueToken(t.db, userId, false);
    const socket = connect(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { Authorization: `Bearer ${token}` } });
    expect(await outcome(socket)).toBe('connected');
    socket.close();
  });

  it('accepts the token in auth over polling', async () => {
    const token = await issueToken(t.db, userId, false);
    const socket = connect(url, { path: '/socket.io', transports: ['polling'], auth: { token } });
    expect(await outcome(socket)).toBe('connected');
    socket.close();
  });

  it('refuses a missing, forged or revoked token', async () => {
    const none = connect(url, { path: '/socket.io', transports: ['websocket'] });
    expect(await outcome(none)).toBe('Unauthenticated.');
    none.close();
    const forged = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token: `${userId}|forged` } });
    expect(await outcome(forged)).toBe('Unauthenticated.');
    forged.close();
    const token = await issueToken(t.db, userId, false);
    await revokeAllTokens(t.db, userId);
    const revoked = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token } });
    expect(await outcome(revoked)).toBe('Unauthenticated.');
    revoked.close();
  });

  it('keeps serving the HTTP API on the same server', async () => {
    const res = await fetch(`${url}/api/v1/currencies`);
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('success');
  });
});
