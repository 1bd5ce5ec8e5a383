import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMembers, complaints, messages, questionTopics } from '../../server/db/schema/index.ts';
import { form, makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

let t: TestApp;
let topicId: number;

beforeAll(async () => {
  t = await startTestApp();
  const [topic] = await t.db.select({ id: questionTopics.id }).from(questionTopics).limit(1);
  topicId = topic!.id;
});

afterAll(async () => {
  await t?.close();
});

type Message = { id: number; seq: number; content: string; sender_id: number | null };

const send = (from: Member, to: Member, content: string, extra: Record<string, string | Blob | string[]> = {}) =>
  t.call('POST', '/api/v1/send-message', { token: from.token, body: form({ sender_id: String(from.id), receiver_id: String(to.id), content, ...extra }) });

const listOf = async (m: Member) => (await t.call('GET', `/api/v1/user-chats/${m.id}`, { token: m.token })).json.data as { chat_id: number; unread_counter: number; peer_last_read_seq: number; last_message: string; receiver: { id: number } }[];

const history = async (m: Member, chatId: number, query = '') => {
  const res = await t.call('GET', `/api/v1/chat-history/${chatId}${query}`, { token: m.token });
  expect(res.status).toBe(200);
  return res.json.data as Message[];
};

describe('blocking', () => {
  it('keeps a blocked member from messaging the blocker or opening a chat, until unblocked', async () => {
    const ann = await makeMember(t, 'Ann');
    const ben = await makeMember(t, 'Ben');
    const chatId = (await send(ben, ann, 'Hello')).json.data.chat_id;

    const blocked = await t.call('POST', '/api/v1/blocked-users', { token: ann.token, body: { user_id: ben.id } });
    expect(blocked.status).toBe(200);
    expect(blocked.json.data).toEqual({ id: ben.id, name: 'Ben', avatar: null, date: expect.any(String) });
    expect((await t.call('POST', '/api/v1/blocked-users', { token: ann.token, body: { user_id: ben.id } })).status).toBe(200);

    const refused = await t.call('POST', '/api/v1/send-message', { token: ben.token, body: { chat_id: chatId, sender_id: ben.id, content: 'Why?' } });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ status: 'error', message_status: 'BLOCKED_BY_USER' });
    expect((await send(ben, ann, 'New chat?')).json.message_status).toBe('BLOCKED_BY_USER');
    const create = await t.call('POST', '/api/v1/create-chat', { token: ben.token, body: { user1_id: ben.id, user2_id: ann.id } });
    expect(create.status).toBe(403);
    expect(create.json.message_status).toBe('BLOCKED_BY_USER');
    // The blocker unblocks before writing again.
    expect((await send(ann, ben, 'Bye')).json.message_status).toBe('USER_BLOCKED');
    expect(await t.db.select().from(messages).where(eq(messages.chatId, chatId))).toHaveLength(1);

    const list = await t.call('GET', '/api/v1/blocked-users', { token: ann.token });
    expect(list.json.data).toEqual([{ id: ben.id, name: 'Ben', avatar: null, date: blocked.json.data.date }]);
    expect((await t.call('GET', '/api/v1/blocked-users', { token: ben.token })).json.data).toEqual([]);

    expect((await t.call('DELETE', `/api/v1/blocked-users/${ben.id}`, { token: ann.token })).status).toBe(200);
    expect((await t.call('DELETE', `/api/v1/blocked-users/${ben.id}`, { token: ann.token })).status).toBe(404);
    expect((await send(ben, ann, 'Friends again')).status).toBe(200);
    expect((await t.call('POST', '/api/v1/blocked-users', { token: ann.token, body: { user_id: ann.id } })).json.message_status).toBe('BLOCK_SELF');
    expect((await t.call('POST', '/api/v1/blocked-users', { token: ann.token, body: { user_id: 999999 } })).status).toBe(404);
    expect((await t.call('GET', '/api/v1/blocked-users')).status).toBe(401);
  });
});

describe('unread counters and ordering', () => {
  it("counts only the other member's messages after the reader's watermark, newest chat first", async () => {
    const uma = await makeMember(t, 'Uma');
    const vic = await makeMember(t, 'Vic');
    const wes = await makeMember(t, 'Wes');
    await t.call('POST', '/api/v1/create-chat', { token: uma.token, body: { user1_id: uma.id, user2_id: wes.id } });
    const first = await send(vic, uma, 'One');
    await send(vic, uma, 'Two');
    await send(uma, vic, 'My own reply is never unread for me');
    await send(vic, uma, 'Three');

    let list = await listOf(uma);
    expect(list.map((c) => [c.receiver.id, c.unread_counter, c.last_message])).toEqual([
      [vic.id, 3, 'Three'],
      [wes.id, 0, 'No messages yet'],
    ]);
    expect((await listOf(vic))[0]!.unread_counter).toBe(1);

    // One watermark row per participant, moved by reading (what message:read does).
    const { markRead } = await import('../../server/modules/chat/service.ts');
    await markRead(t.db, uma.id, first.json.data.chat_id);
    list = await listOf(uma);
    expect(list[0]!.unread_counter).toBe(0);
    // Vic's read receipt: Uma has read everything up to the chat's newest message (seq 4).
    expect((await listOf(vic))[0]!.peer_last_read_seq).toBe(4);
    expect(await t.db.select().from(chatMembers).where(eq(chatMembers.chatId, first.json.data.chat_id))).toHaveLength(2);
    await send(vic, uma, 'Four');
    expect((await listOf(uma))[0]!.unread_counter).toBe(1);

    // A message in the older chat brings it to the top.
    await send(wes, uma, 'Hi Uma');
    expect((await listOf(uma)).map((c) => [c.receiver.id, c.unread_counter])).toEqual([
      [wes.id, 1],
      [vic.id, 1],
    ]);
  });

  it('hides a chat deleted for me, from me only, until a new message arrives', async () => {
    const dan = await makeMember(t, 'Dan');
    const eve = await makeMember(t, 'Eve');
    const chatId = (await send(dan, eve, 'Old news')).json.data.chat_id;
    await send(eve, dan, 'Older reply');
    const res = await t.call('DELETE', `/api/v1/chat/${chatId}`, { token: eve.token });
    expect(res.status).toBe(200);
    expect(await listOf(eve)).toEqual([]);
    expect(await history(eve, chatId)).toEqual([]);
    expect((await history(dan, chatId)).map((m) => m.content)).toEqual(['Old news', 'Older reply']);
    await send(dan, eve, 'Fresh start');
    expect((await listOf(eve)).map((c) => [c.last_message, c.unread_counter])).toEqual([['Fresh start', 1]]);
    expect((await history(eve, chatId)).map((m) => m.content)).toEqual(['Fresh start']);
  });
});

describe('history paging and backfill by seq', () => {
  it('answers the newest 10, older pages of 10 before a seq, and everything after a seq in order', async () => {
    const pam = await makeMember(t, 'Pam');
    const quin = await makeMember(t, 'Quin');
    let chatId = 0;
    for (let i = 1; i <= 25; i++) chatId = (await send(i % 2 ? pam : quin, i % 2 ? quin : pam, `m${i}`)).json.data.chat_id;

    const latest = await history(quin, chatId);
    expect(latest.map((m) => m.seq)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
    expect(latest.map((m) => m.content)).toEqual(latest.map((m) => `m${m.seq}`));
    expect((await history(quin, chatId, '?before=16')).map((m) => m.seq)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect((await history(quin, chatId, '?before=6')).map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect((await history(quin, chatId, '?after=20')).map((m) => m.seq)).toEqual([21, 22, 23, 24, 25]);
    expect((await history(quin, chatId, '?after=0')).map((m) => m.seq)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await history(quin, chatId, '?after=25')).toEqual([]);
    expect((await t.call('GET', `/api/v1/chat-history/${chatId}?before=5&after=1`, { token: quin.token })).status).toBe(422);
    expect((await t.call('GET', `/api/v1/chat-history/${chatId}?after=abc`, { token: quin.token })).status).toBe(422);
    const stranger = await makeMember(t, 'Stranger');
    expect((await t.call('GET', `/api/v1/chat-history/${chatId}?after=0`, { token: stranger.token })).status).toBe(403);
  });
});

describe('the translate action', () => {
  it('is offered for a text of at least 10 characters detected as another language than English, and only then', async () => {
    const rosa = await makeMember(t, 'Rosa');
    const sam = await makeMember(t, 'Sam');
    const texts = ['Bonjour, le vélo est-il encore disponible ?', 'Hello, is the bike still available?', 'Merci bie', 'Bonjour'];
    let chatId = 0;
    for (const text of texts) chatId = (await send(rosa, sam, text)).json.data.chat_id;
    const seen = (await history(sam, chatId)) as (Message & { language: string | null; translatable: boolean })[];
    expect(seen.map((m) => [m.content, m.language === 'fr', m.translatable])).toEqual([
      [texts[0], true, true],
      [texts[1], false, false],
      [texts[2], expect.any(Boolean), false],
      [texts[3], expect.any(Boolean), false],
    ]);
    expect(seen[1]!.language).toBe('en');
  });
});

describe('attachments', () => {
  it('stores an uploaded image in our storage, re-encoded, and refuses a file that is not an image', async () => {
    const ivy = await makeMember(t, 'Ivy');
    const jon = await makeMember(t, 'Jon');
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Ivy' } })
      .toBuffer();
    const res = await send(ivy, jon, '', { message_type: 'image', 'attachment[]': new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }) });
    expect(res.status).toBe(200);
    const [link] = res.json.data.attachment_link as string[];
    expect(link).toMatch(new RegExp(`^/storage/chat/${res.json.data.chat_id}/[0-9a-f]+-800\\.webp$`));
    const stored = readFileSync(join(t.config.DATA_DIR, link!.replace(/^\//, '')));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 800, undefined]);
    expect((await listOf(jon))[0]!.last_message).toBe('Attachment');

    const fake = new Blob([new TextEncoder().encode('<script>alert(1)</script>')], { type: 'image/png' });
    const refused = await send(ivy, jon, 'look', { 'attachment[]': fake });
    expect(refused.status).toBe(422);
    expect(refused.json.message_status).toBe('NOT_AN_IMAGE');
  });
});

describe('rate limit', () => {
  it('stops a member after 30 messages a minute with 429 and Retry-After', async () => {
    const spam = await makeMember(t, 'Spam');
    const target = await makeMember(t, 'Target');
    for (let i = 0; i < 30; i++) expect((await send(spam, target, `spam ${i}`)).status).toBe(200);
    const limited = await send(spam, target, 'one too many');
    expect(limited.status).toBe(429);
    expect(limited.json.message_status).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(target, spam, 'others still write')).status).toBe(200);
  });
});

describe('reporting a message', () => {
  it("puts the other member's message in the complaints queue, participants only", async () => {
    const kim = await makeMember(t, 'Kim');
    const lou = await makeMember(t, 'Lou');
    const outsider = await makeMember(t, 'Outsider');
    const msg = (await send(lou, kim, 'Send me your password')).json.data;
    const report = (m: Member, id = msg.id) => t.call('POST', `/api/v1/messages/${id}/report`, { token: m.token, body: { topic_id: topicId, complain: 'Phishing' } });

    expect((await report(outsider)).status).toBe(403);
    expect((await report(lou)).json.message_status).toBe('REPORT_OWN_MESSAGE');
    expect((await report(kim, 999999)).status).toBe(404);
    const res = await report(kim);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ message_id: msg.id, status: 'open' });
    const [row] = await t.db.select().from(complaints).where(and(eq(complaints.type, 'message'), eq(complaints.contentId, msg.id)));
    expect(row).toMatchObject({ userId: kim.id, complain: 'Phishing', status: 'open' });
    expect((await report(kim)).status).toBe(409);
  });
});

describe('AI assistant sessions', () => {
  it('starts a session, reuses it while empty, stores messages and clears them for its owner only', async () => {
    const ola = await makeMember(t, 'Ola');
    const other = await makeMember(t, 'Other');
    const start = await t.call('POST', '/api/v1/chat/start', { token: ola.token, body: { title: 'Bikes', metadata: { started_at: '2026-11-25T20:00:00Z' } } });
    expect(start.json.data).toEqual({ chat_id: expect.any(Number), is_new: true });
    const chatId = start.json.data.chat_id;
    expect((await t.call('POST', '/api/v1/chat/start', { token: ola.token, body: {} })).json.data).toEqual({ chat_id: chatId, is_new: false });

    const sent = await t.call('POST', '/api/v1/send-message', { token: ola.token, body: { chat_id: chatId, sender_id: ola.id, content: 'bike under 300' } });
    expect(sent.json.data).toMatchObject({ chat_id: chatId, seq: 1, receiver_id: null });
    expect(await listOf(ola)).toEqual([]);
    expect((await t.call('GET', `/api/v1/chat-history/${chatId}`, { token: other.token })).status).toBe(403);
    expect((await t.call('DELETE', `/api/v1/chat/${chatId}/messages`, { token: other.token })).status).toBe(403);

    const cleared = await t.call('DELETE', `/api/v1/chat/${chatId}/messages`, { token: ola.token });
    expect(cleared.json.message).toBe('Chat cleared. What would you like to search for next?');
    expect(await history(ola, chatId)).toEqual([]);
    const again = await t.call('POST', '/api/v1/send-message', { token: ola.token, body: { chat_id: chatId, sender_id: ola.id, content: 'a lamp' } });
    expect(again.json.data.seq).toBe(2);

    const userChat = (await send(ola, other, 'hi')).json.data.chat_id;
    expect((await t.call('DELETE', `/api/v1/chat/${userChat}/messages`, { token: ola.token })).json.message_status).toBe('NOT_AN_ASSISTANT_CHAT');
    expect((await t.call('DELETE', `/api/v1/chat/${userChat}`, { token: (await makeMember(t, 'Nosy')).token })).status).toBe(403);
  });
});
