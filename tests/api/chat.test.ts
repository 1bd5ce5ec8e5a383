import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, categories, chats, messages } from '../../server/db/schema/index.ts';
import { form, makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

let t: TestApp;
let alice: Member;
let bob: Member;
let carol: Member;
let adId: number;


beforeAll(async () => {
  t = await startTestApp();
  alice = await makeMember(t, 'Alice');
  bob = await makeMember(t, 'Bob', { avatar: '/storage/avatars/bob.webp' });
  carol = await makeMember(t, 'Carol');
  const [cat] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.kind, 'ad')).limit(1);
  const [ad] = await t.db.insert(ads).values({ categoryId: cat!.id, ownerId: bob.id, name: 'Sofa', price: '300.00' }).returning();
  adId = ad!.id;
});

afterAll(async () => {
  await t?.close();
});

const send = (token: string, fields: Record<string, string | string[]>) => t.call('POST', '/api/v1/send-message', { token, body: form(fields) });

describe('POST /create-chat', () => {
  it('creates one chat per pair whatever the order, and answers the receiver', async () => {
    const first = await t.call('POST', '/api/v1/create-chat', { token: bob.token, body: form({ user1_id: String(bob.id), user2_id: String(alice.id) }) });
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({
      chat: { id: expect.any(Number), updated_at: expect.any(String) },
      receiver: { id: alice.id, name: 'Alice', avatar: null },
    });
    const again = await t.call('POST', '/api/v1/create-chat', { token: alice.token, body: { user1_id: alice.id, user2_id: bob.id } });
    expect(again.json.data.chat.id).toBe(first.json.data.chat.id);
    expect(again.json.data.receiver).toEqual({ id: bob.id, name: 'Bob', avatar: '/storage/avatars/bob.webp' });
    const [row] = await t.db.select().from(chats).where(eq(chats.id, first.json.data.chat.id));
    expect(row!.user1Id).toBe(Math.min(alice.id, bob.id));
    expect(row!.user2Id).toBe(Math.max(alice.id, bob.id));
  });

  it('refuses chats of others, with yourself, with unknown members and anonymous callers', async () => {
    const others = await t.call('POST', '/api/v1/create-chat', { token: carol.token, body: { user1_id: alice.id, user2_id: bob.id } });
    expect(others.status).toBe(403);
    expect((await t.call('POST', '/api/v1/create-chat', { token: carol.token, body: { user1_id: carol.id, user2_id: carol.id } })).status).toBe(422);
    expect((await t.call('POST', '/api/v1/create-chat', { token: carol.token, body: { user1_id: carol.id, user2_id: 999999 } })).status).toBe(404);
    expect((await t.call('POST', '/api/v1/create-chat', { token: carol.token, body: { user1_id: carol.id } })).status).toBe(422);
    expect((await t.call('POST', '/api/v1/create-chat', { body: { user1_id: carol.id, user2_id: bob.id } })).status).toBe(401);
  });
});

describe('POST /send-message', () => {
  it('messages the seller without a chat id, counts the lead and moves the chat', async () => {
    const res = await send(carol.token, {
      chat_id: 'null',
      sender_id: String(carol.id),
      receiver_id: String(bob.id),
      content: '  Is the sofa still available?  ',
      ad_id: String(adId),
      extra_info: '{"source":"ad-details"}',
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Your message has been sent!');
    expect(res.json.data).toMatchObject({
      sender_id: carol.id,
      receiver_id: bob.id,
      message_type: 'text',
      content: 'Is the sofa still available?',
      ad_id: adId,
      story_id: null,
      extra_info: { source: 'ad-details' },
      attachment_link: [],
      seq: 1,
    });
    const [chat] = await t.db.select().from(chats).where(eq(chats.id, res.json.data.chat_id));
    expect(chat).toMatchObject({ user1Id: Math.min(carol.id, bob.id), user2Id: Math.max(carol.id, bob.id), lastMessage: 'Is the sofa still available?' });
    const [ad] = await t.db.select({ leads: ads.totalMessageLead }).from(ads).where(eq(ads.id, adId));
    expect(ad!.leads).toBe(1);

    // The reply goes into the same chat by its id.
    const reply = await send(bob.token, { chat_id: String(res.json.data.chat_id), sender_id: String(bob.id), receiver_id: String(carol.id), content: 'Yes!' });
    expect(reply.status).toBe(200);
    expect(reply.json.data.chat_id).toBe(res.json.data.chat_id);
    expect(await t.db.select().from(chats)).toHaveLength(2);
  });

  it('accepts an attachment in our storage without text, and refuses links anywhere else', async () => {
    const base = { sender_id: String(alice.id), receiver_id: String(bob.id), message_type: 'image', content: '' };
    for (const link of ['https://cdn.example.com/b.webp', '/storage/../etc/passwd', '/elsewhere/a.webp', 'http://localhost/storage/a.webp']) {
      const refused = await send(alice.token, { ...base, 'attachment_link[]': ['/storage/chat/a.webp', link] });
      expect(refused.status, link).toBe(422);
      expect(refused.json.message_status).toBe('ATTACHMENT_NOT_OURS');
    }
    const res = await send(alice.token, { ...base, 'attachment_link[]': ['/storage/chat/a.webp', '/storage/ads/1/b-640.webp'] });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ message_type: 'image', content: '', attachment_link: ['/storage/chat/a.webp', '/storage/ads/1/b-640.webp'] });
  });

  it('refuses a forged sender_id and chats the caller is not in with 403', async () => {
    const forged = await send(carol.token, { sender_id: String(alice.id), receiver_id: String(bob.id), content: 'Hi' });
    expect(forged.status).toBe(403);
    const [aliceBob] = await t.db.select().from(chats).where(eq(chats.user1Id, Math.min(alice.id, bob.id)));
    const intruder = await send(carol.token, { chat_id: String(aliceBob!.id), sender_id: String(carol.id), content: 'Hi' });
    expect(intruder.status).toBe(403);
    const wrongReceiver = await send(alice.token, { chat_id: String(aliceBob!.id), sender_id: String(alice.id), receiver_id: String(carol.id), content: 'Hi' });
    expect(wrongReceiver.status).toBe(422);
    expect(await t.db.select().from(messages).where(eq(messages.senderId, carol.id))).toHaveLength(1);
  });

  it('validates the message', async () => {
    const base = { sender_id: String(alice.id), receiver_id: String(bob.id) };
    const blank = await send(alice.token, { ...base, content: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.json.message).toBe('The content field is required.');
    expect((await send(alice.token, { sender_id: String(alice.id), content: 'Hi' })).status).toBe(422);
    expect((await send(alice.token, { ...base, receiver_id: String(alice.id), content: 'Hi' })).status).toBe(422);
    expect((await send(alice.token, { ...base, content: 'x'.repeat(5001) })).status).toBe(422);
    expect((await send(alice.token, { ...base, content: 'Hi', extra_info: 'not json' })).json.message).toBe('The extra info must be a JSON object.');
    expect((await send(alice.token, { ...base, content: 'Hi', message_type: 'bogus' })).status).toBe(422);
    expect((await send(alice.token, { ...base, content: '', 'attachment_link[]': ['javascript:alert(1)'] })).status).toBe(422);
    expect((await send(alice.token, { ...base, receiver_id: '999999', content: 'Hi' })).status).toBe(404);
    expect((await send(alice.token, { ...base, chat_id: '999999', content: 'Hi' })).status).toBe(404);
    expect((await send(alice.token, { ...base, content: 'Hi', ad_id: '999999' })).status).toBe(404);
    expect((await t.call('POST', '/api/v1/send-message', { body: { ...base, content: 'Hi' } })).status).toBe(401);
  });

  it('creates no chat when the message is refused', async () => {
    const erin = await makeMember(t, 'Erin');
    const before = (await t.db.select().from(chats)).length;
    const res = await send(erin.token, { sender_id: String(erin.id), receiver_id: String(alice.id), content: 'Hi', ad_id: '999999' });
    expect(res.status).toBe(404);
    expect((await t.db.select().from(chats)).length).toBe(before);
  });
});

describe('GET /user-chats/{userId} and GET /chat-history/{chatId}', () => {
  it("lists the caller's chats newest first with receiver, last message and unread count", async () => {
    const dave = await makeMember(t, 'Dave');
    await t.call('POST', '/api/v1/create-chat', { token: dave.token, body: { user1_id: dave.id, user2_id: alice.id } });
    const res = await t.call('GET', `/api/v1/user-chats/${bob.id}`, { token: bob.token });
    expect(res.status).toBe(200);
    // Alice's image came after Bob's reply to Carol.
    expect(res.json.data).toEqual([
      {
        chat_id: expect.any(Number),
        user1_id: Math.min(alice.id, bob.id),
        user2_id: Math.max(alice.id, bob.id),
        last_message: 'Attachment',
        updated_at: expect.any(String),
        // Nobody is connected in this suite (no socket server): offline, never seen.
        receiver: { id: alice.id, name: 'Alice', avatar: null, is_online: false, last_seen: null },
        unread_counter: 1,
        // Alice has not read Bob's messages yet: no read receipt.
        peer_last_read_seq: 0,
        // Not an offer step: the list shows last_message.
        last_offer: null,
      },
      expect.objectContaining({ last_message: 'Yes!', receiver: { id: carol.id, name: 'Carol', avatar: null, is_online: false, last_seen: null }, unread_counter: 1 }),
    ]);
    const aliceList = await t.call('GET', `/api/v1/user-chats/${alice.id}`, { token: alice.token });
    expect(aliceList.json.data[0]).toMatchObject({ receiver: { id: dave.id }, last_message: 'No messages yet', unread_counter: 0 });
    const carolList = await t.call('GET', `/api/v1/user-chats/${carol.id}`, { token: carol.token });
    expect(carolList.json.data).toEqual([expect.objectContaining({ last_message: 'Yes!', unread_counter: 1 })]);
  });

  it("refuses someone else's chat list", async () => {
    expect((await t.call('GET', `/api/v1/user-chats/${bob.id}`, { token: carol.token })).status).toBe(403);
    expect((await t.call('GET', `/api/v1/user-chats/${bob.id}`)).status).toBe(401);
  });

  it('answers the history oldest first to members only', async () => {
    const list = await t.call('GET', `/api/v1/user-chats/${carol.id}`, { token: carol.token });
    const chatId = list.json.data[0].chat_id;
    const res = await t.call('GET', `/api/v1/chat-history/${chatId}`, { token: bob.token });
    expect(res.status).toBe(200);
    expect(res.json.data.map((m: { content: string }) => m.content)).toEqual(['Is the sofa still available?', 'Yes!']);
    expect(res.json.data[0]).toMatchObject({ chat_id: chatId, sender_id: carol.id, receiver_id: bob.id, ad_id: adId });
    expect((await t.call('GET', `/api/v1/chat-history/${chatId}`, { token: alice.token })).status).toBe(403);
    expect((await t.call('GET', '/api/v1/chat-history/999999', { token: alice.token })).status).toBe(404);
    expect((await t.call('GET', '/api/v1/chat-history/abc', { token: alice.token })).status).toBe(422);
  });
});
