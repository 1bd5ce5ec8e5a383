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
    await revokeAllTokens(t.deps, userId);
    const revoked = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token } });
    expect(await outcome(revoked)).toBe('Unauthenticated.');
    revoked.close();
  });

  it('closes the sockets of a session signed out on one device, everywhere, or by deleting the account', async () => {
    const [member] = await t.db
      .insert(users)
      .values({ name: 'Sid', lastName: 'Socket', userName: 'sid', email: 'sid@example.com', emailVerifiedAt: new Date() })
      .returning();
    const open = async () => {
      const token = await issueToken(t.db, member!.id, false);
      const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token } });
      expect(await outcome(socket)).toBe('connected');
      const sessions = await t.call('GET', '/api/v1/account/sessions', { token });
      const closed = new Promise<string>((res) => socket.once('disconnect', (reason) => res(reason)));
      return { token, socket, closed, id: (sessions.json.data as { id: number; current: boolean }[]).find((s) => s.current)!.id };
    };
    const stillOpen = async (s: { socket: Socket }) => {
      await new Promise((res) => setTimeout(res, 100));
      return s.socket.connected;
    };
    const [laptop, phone, tablet] = [await open(), await open(), await open()];

    expect((await t.call('DELETE', `/api/v1/account/sessions/${phone.id}`, { token: laptop.token })).status).toBe(200);
    expect(await phone.closed).toBe('io server disconnect');
    expect(await stillOpen(laptop)).toBe(true);

    expect((await t.call('POST', '/api/v1/account/sessions/sign-out-everywhere', { token: laptop.token })).status).toBe(200);
    expect(await laptop.closed).toBe('io server disconnect');
    expect(await tablet.closed).toBe('io server disconnect');

    const last = await open();
    expect((await t.call('POST', '/api/v1/account/delete', { token: last.token, body: {} })).status).toBe(200);
    expect(await last.closed).toBe('io server disconnect');
    for (const s of [laptop, phone, tablet, last]) s.socket.close();
  });

  it('keeps serving the HTTP API on the same server', async () => {
    const res = await fetch(`${url}/api/v1/currencies`);
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('success');
  });
});
