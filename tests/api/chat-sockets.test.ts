import { and, eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/rows.ts';
import { chatMembers } from '../../server/db/schema/index.ts';
import { connectAs, startSocketNode } from '../../support/sockets.ts';
import { makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

let t: TestApp;
let node: Awaited<ReturnType<typeof startSocketNode>>;
let alice: Member;
let bob: Member;
let carol: Member;
let chatId: number;
const sockets: Socket[] = [];

type Message = { id: number; chat_id: number; seq: number; content: string };
type Ack = { ok: boolean; code?: string; chatId?: number; lastReadSeq?: number };

beforeAll(async () => {
  t = await startTestApp();
  node = await startSocketNode(t);
  alice = await makeMember(t, 'Alice');
  bob = await makeMember(t, 'Bob');
  carol = await makeMember(t, 'Carol');
  chatId = (await t.call('POST', '/api/v1/create-chat', { token: alice.token, body: { user1_id: alice.id, user2_id: bob.id } })).json.data.chat.id;
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await node?.close();
  await t?.close();
});

async function online(m: Member): Promise<Socket> {
  const socket = await connectAs(node.url, m.token);
  sockets.push(socket);
  return socket;
}

const ask = (s: Socket, event: string, payload: unknown) => s.timeout(5000).emitWithAck(event, payload) as Promise<Ack>;

/** Every `event` the socket receives from now on. */
function collect<T>(s: Socket, event: string): T[] {
  const got: T[] = [];
  s.on(event, (payload: T) => got.push(payload));
  return got;
}

const send = (from: Member, content: string) =>
  t.call('POST', '/api/v1/send-message', { token: from.token, body: { chat_id: chatId, sender_id: from.id, content } });

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((res) => setTimeout(res, 20));
  expect(check()).toBe(true);
}

describe('chat rooms', () => {
  it('lets a participant join the room of their chat and refuses anyone else', async () => {
    const a = await online(alice);
    expect(await ask(a, 'joinRoom', { chatId })).toEqual({ ok: true, chatId });
    expect(await ask(a, 'register_new_chat', { chatId: String(chatId) })).toEqual({ ok: true, chatId });
    const c = await online(carol);
    expect(await ask(c, 'joinRoom', { chatId })).toMatchObject({ ok: false, code: 'NOT_YOUR_CHAT' });
    expect(await ask(c, 'joinRoom', { chatId: 999999 })).toMatchObject({ ok: false, code: 'CHAT_NOT_FOUND' });
    expect(await ask(c, 'joinRoom', { chatId: 'x; drop' })).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
    expect(await ask(c, 'message:read', { chatId, receiverId: carol.id, senderId: alice.id })).toMatchObject({ ok: false, code: 'NOT_YOUR_CHAT' });
    expect(c.connected).toBe(true);
  });
});

describe('message and message:read', () => {
  it('delivers a sent message once to each member, never to outsiders, and the read receipt back to the sender', async () => {
    const a = await online(alice);
    await ask(a, 'joinRoom', { chatId });
    const b = await online(bob); // only in its personal room: chat lists update without joining
    const c = await online(carol);
    const atAlice = collect<Message>(a, 'message');
    const atBob = collect<Message>(b, 'message');
    const atCarol = collect<Message>(c, 'message');
    const receipts = collect<{ chatId: number; readerId: number; lastReadSeq: number }>(a, 'message:read');

    const sent = (await send(alice, 'Is it still for sale?')).json.data as Message;
    await until(() => atAlice.length === 1 && atBob.length === 1);
    expect(atBob[0]).toEqual(sent);
    expect(atAlice[0]).toEqual(sent);

    await ask(b, 'joinRoom', { chatId });
    const ack = await ask(b, 'message:read', { chatId, receiverId: bob.id, senderId: alice.id });
    expect(ack).toEqual({ ok: true, chatId, readerId: bob.id, lastReadSeq: sent.seq });
    await until(() => receipts.length === 1);
    expect(receipts[0]).toEqual({ chatId, readerId: bob.id, lastReadSeq: sent.seq });
    const [state] = await t.db.select().from(chatMembers).where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, bob.id)));
    expect(state!.lastReadSeq).toBe(sent.seq);
    const list = await t.call('GET', `/api/v1/user-chats/${bob.id}`, { token: bob.token });
    expect(list.json.data[0]).toMatchObject({ chat_id: chatId, unread_counter: 0 });

    await new Promise((res) => setTimeout(res, 100));
    expect(atAlice).toHaveLength(1);
    expect(atBob).toHaveLength(1);
    expect(atCarol).toEqual([]);
  });

  it('gives a client that reconnects every missed message in order, without duplicates, by backfill from its last seq', async () => {
    let b = await online(bob);
    await ask(b, 'joinRoom', { chatId });
    const seen = new Map<number, Message>();
    const keep = (m: Message) => void seen.set(m.seq, m);
    for (const m of (await t.call('GET', `/api/v1/chat-history/${chatId}`, { token: bob.token })).json.data as Message[]) keep(m);
    b.on('message', keep);
    await send(alice, 'before the drop');
    await until(() => [...seen.values()].some((m) => m.content === 'before the drop'));

    b.close();
    for (let i = 1; i <= 12; i++) await send(alice, `missed ${i}`);

    b = await online(bob);
    b.on('message', keep);
    await ask(b, 'joinRoom', { chatId });
    await send(alice, 'after the return');
    // Backfill from the last seq held before the drop, as a client does (a live message may already be in: same seq, kept once).
    const fromSeq = Math.max(...[...seen.values()].filter((m) => m.content === 'before the drop').map((m) => m.seq));
    const backfill = (await t.call('GET', `/api/v1/chat-history/${chatId}?after=${fromSeq}`, { token: bob.token })).json.data as Message[];
    expect(backfill.map((m) => m.content)).toEqual([...Array.from({ length: 12 }, (_, i) => `missed ${i + 1}`), 'after the return']);
    for (const m of backfill) keep(m);
    await until(() => [...seen.values()].some((m) => m.content === 'after the return'));

    const seqs = [...seen.keys()].sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    expect(new Set([...seen.values()].map((m) => m.id)).size).toBe(seqs.length);
  });
});

describe('the AI assistant in a session', () => {
  it('answers chat_bot:message with the question and the products found, as messages of the caller\'s session', async () => {
    // Outside the Bicycles category on purpose: the word in the title is enough.
    const [category] = await rows<{ id: number }>(t.db, sql`select id from categories where kind = 'ad' and slug <> 'bicycles' order by id limit 1`);
    await t.db.execute(sql`insert into ads (name, description, category_id, owner_id, price)
      values ('Blue city bicycle', 'A light bicycle for town', ${category!.id}, ${bob.id}, 250),
             ('Mountain bicycle', 'Full suspension bicycle', ${category!.id}, ${bob.id}, 900)`);
    const session = (await t.call('POST', '/api/v1/chat/start', { token: alice.token, body: { title: 'Bikes' } })).json.data.chat_id as number;
    const a = await online(alice);
    expect(await ask(a, 'joinRoom', { chatId: session })).toEqual({ ok: true, chatId: session });
    const got = collect<Message & { sender_id: number | null; message_type: string; products?: { name: string; price: string }[] }>(a, 'message');

    expect(await ask(a, 'chat_bot:message', { chatId: session, text: 'bicycle under 300' })).toEqual({ ok: true, chatId: session, answers: 1, title: 'Bikes' });
    await until(() => got.length === 2);
    expect(got[0]).toMatchObject({ sender_id: alice.id, message_type: 'text', content: 'bicycle under 300' });
    expect(got[1]).toMatchObject({ sender_id: null, message_type: 'products' });
    expect(got[1]!.products!.map((p) => p.name)).toEqual(['Blue city bicycle']);

    const history = await t.call('GET', `/api/v1/chat-history/${session}`, { token: alice.token });
    expect(history.json.data.map((m: { seq: number }) => m.seq)).toEqual([1, 2]);
    expect(history.json.data[1].products.map((p: { name: string }) => p.name)).toEqual(['Blue city bicycle']);
  });

  it('refuses questions in a chat that is not the caller\'s session, and filters it cannot read', async () => {
    const session = (await t.call('POST', '/api/v1/chat/start', { token: alice.token, body: {} })).json.data.chat_id as number;
    const a = await online(alice);
    const c = await online(carol);
    expect(await ask(c, 'chat_bot:message', { chatId: session, text: 'bike' })).toMatchObject({ ok: false, code: 'NOT_YOUR_CHAT' });
    expect(await ask(a, 'chat_bot:message', { chatId, text: 'bike' })).toMatchObject({ ok: false, code: 'NOT_AN_ASSISTANT_CHAT' });
    expect(await ask(a, 'chat_bot:message', { chatId: session, text: 'bike', filters: { price_max: 'cheap' } })).toMatchObject({ ok: false, code: 'FIELD_INVALID' });
    expect(await ask(a, 'chat_bot:message', { chatId: session, text: '   ' })).toMatchObject({ ok: false, code: 'FIELD_INVALID' });
  });
});

describe('presence', () => {
  it('lists the other member as online while a socket of theirs is connected, and last seen once it is gone', async () => {
    const dora = await makeMember(t, 'Dora');
    const eve = await makeMember(t, 'Eve');
    await t.call('POST', '/api/v1/create-chat', { token: dora.token, body: { user1_id: dora.id, user2_id: eve.id } });
    await t.call('POST', '/api/v1/send-message', { token: eve.token, body: { receiver_id: dora.id, sender_id: eve.id, content: 'Hi Dora' } });
    const contact = async () => (await t.call('GET', `/api/v1/user-chats/${dora.id}`, { token: dora.token })).json.data[0].receiver as { id: number; is_online: boolean; last_seen: string | null };

    expect(await contact()).toMatchObject({ id: eve.id, is_online: false, last_seen: null });
    const first = await online(eve);
    const second = await online(eve);
    expect(await contact()).toMatchObject({ is_online: true, last_seen: null });
    first.close();
    await until(() => true);
    expect((await contact()).is_online).toBe(true);
    const before = Date.now();
    second.close();
    let seen = await contact();
    for (let i = 0; i < 100 && (seen.is_online || !seen.last_seen); i++) {
      await new Promise((res) => setTimeout(res, 20));
      seen = await contact();
    }
    expect(seen.is_online).toBe(false);
    expect(Date.parse(seen.last_seen!)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('message:read payload', () => {
  it('takes the socket member as the reader: receiverId must be them and senderId the other member; bad payloads are refused', async () => {
    const b = await online(bob);
    const sent = (await send(alice, 'read me')).json.data as Message;
    expect(await ask(b, 'message:read', { chatId, receiverId: alice.id, senderId: bob.id })).toMatchObject({ ok: false, code: 'NOT_YOUR_CHAT' });
    expect(await ask(b, 'message:read', { chatId, receiverId: bob.id, senderId: carol.id })).toMatchObject({ ok: false, code: 'FIELD_CHOICE_INVALID' });
    for (const bad of [{ chatId, receiverId: 'me' }, { chatId, senderId: -1 }, { chatId, receiverId: { $gt: 0 } }, null, 'x', [chatId]]) {
      const answer = await ask(b, 'message:read', bad);
      expect(answer.ok, JSON.stringify(bad)).toBe(false);
      expect(['FIELD_INVALID', 'VALIDATION_ERROR']).toContain(answer.code);
    }
    // Sent without an acknowledgement, a bad payload is dropped and the socket stays.
    b.emit('message:read', { chatId, receiverId: 'x'.repeat(10_000) });
    b.emit('message:read');
    const [before] = await t.db.select().from(chatMembers).where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, bob.id)));
    expect(before!.lastReadSeq).toBeLessThan(sent.seq);
    expect(await ask(b, 'message:read', { chatId, receiverId: bob.id, senderId: alice.id })).toEqual({ ok: true, chatId, readerId: bob.id, lastReadSeq: sent.seq });
    expect(await ask(b, 'message:read', { chatId: String(chatId) })).toEqual({ ok: true, chatId, readerId: bob.id, lastReadSeq: sent.seq });
    expect(b.connected).toBe(true);
  });
});

describe('presence events', () => {
  it('tells the members who share a chat when a member comes online and when their last socket goes, nobody else', async () => {
    const fay = await makeMember(t, 'Fay');
    const gus = await makeMember(t, 'Gus');
    const stranger = await makeMember(t, 'Stranger');
    await t.call('POST', '/api/v1/create-chat', { token: fay.token, body: { user1_id: fay.id, user2_id: gus.id } });
    const g = await online(gus);
    const s = await online(stranger);
    type Presence = { userId: number; isOnline: boolean; lastSeen: string | null };
    const atGus = collect<Presence>(g, 'presence');
    const atStranger = collect<Presence>(s, 'presence');

    const first = await online(fay);
    await until(() => atGus.length === 1);
    expect(atGus[0]).toEqual({ userId: fay.id, isOnline: true, lastSeen: null });
    const second = await online(fay);
    first.close();
    await new Promise((res) => setTimeout(res, 150));
    // A second tab is still connected: no offline event yet.
    expect(atGus.filter((p) => !p.isOnline)).toEqual([]);
    const before = Date.now();
    second.close();
    await until(() => atGus.some((p) => !p.isOnline));
    const offline = atGus.find((p) => !p.isOnline)!;
    expect(offline).toMatchObject({ userId: fay.id, isOnline: false });
    expect(Date.parse(offline.lastSeen!)).toBeGreaterThanOrEqual(before - 1000);
    expect(atStranger).toEqual([]);
  });
});
