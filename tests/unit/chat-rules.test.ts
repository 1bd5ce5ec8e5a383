import { describe, expect, it } from 'vitest';
import { canSend, chatAdId, chatsAfterMessage, type ChatLike, chatsAfterRead, groupThread, latestOffers, matches, mergeMessages, messageTime, statusText } from '../../src/lib/chat/rules.ts';
import { unreadTotal } from '../../src/lib/chat/entry.ts';

const now = new Date(2026, 10, 25, 15, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const msg = (seq: number, sender: number | null, createdAt: string, chat = 1) => ({ id: 100 + seq, seq, chat_id: chat, sender_id: sender, created_at: createdAt });
const chat = (id: number, unread = 0, last_offer: ChatLike['last_offer'] = null): ChatLike => ({ chat_id: id, last_message: 'old', last_offer, updated_at: ago(60 * 60_000), unread_counter: unread, peer_last_read_seq: 0 });

describe('thread grouping (spec 002 §4: clusters within 2 minutes, Today / Yesterday / date)', () => {
  it('clusters one sender within 2 minutes and splits on another sender or a longer pause', () => {
    const thread = [msg(1, 1, ago(10 * 60_000)), msg(2, 1, ago(9 * 60_000)), msg(3, 2, ago(8 * 60_000)), msg(4, 2, ago(5 * 60_000))];
    const [today] = groupThread(thread, now);
    expect(today!.items.map((p) => [p.message.seq, p.clusterStart, p.clusterEnd])).toEqual([
      [1, true, false],
      [2, false, true],
      [3, true, true],
      [4, true, true],
    ]);
  });

  it('dates groups as today, yesterday and earlier days', () => {
    const thread = [msg(1, 1, new Date(2026, 10, 20, 9).toISOString()), msg(2, 1, new Date(2026, 10, 24, 23, 59).toISOString()), msg(3, 2, new Date(2026, 10, 25, 0, 1).toISOString())];
    expect(groupThread(thread, now).map((g) => [g.label.kind, g.items.length])).toEqual([
      ['date', 1],
      ['yesterday', 1],
      ['today', 1],
    ]);
    // Two minutes apart but across midnight: two clusters.
    expect(groupThread(thread, now)[2]!.items[0]!.clusterStart).toBe(true);
  });

  it("reads 'a moment ago' under 2 minutes, the time today and the date before", () => {
    expect(messageTime(ago(119_000), now).kind).toBe('moment');
    expect(messageTime(ago(121_000), now).kind).toBe('time');
    expect(messageTime(new Date(2026, 10, 24, 12).toISOString(), now).kind).toBe('date');
  });
});

describe('status text (spec 002 §4)', () => {
  it.each([
    [{ assistant: true }, { key: 'alwaysAvailable' }],
    [{ isOnline: true, lastSeen: ago(99 * 86_400_000) }, { key: 'online' }],
    [{ lastSeen: null }, { key: 'offline' }],
    [{ lastSeen: ago(59_000) }, { key: 'justNow' }],
    [{ lastSeen: ago(5 * 60_000) }, { key: 'minutesAgo', count: 5 }],
    [{ lastSeen: ago(3 * 3_600_000 + 5) }, { key: 'hoursAgo', count: 3 }],
    [{ lastSeen: ago(6 * 86_400_000) }, { key: 'daysAgo', count: 6 }],
    [{ lastSeen: ago(7 * 86_400_000) }, { key: 'longAgo' }],
  ])('%j reads %j', (contact, expected) => {
    expect(statusText(contact, now)).toEqual(expected);
  });
});

describe('chat list (spec 002 §4: ordering and unread counters)', () => {
  const me = 7;
  it('moves the chat to the top and counts another member’s message only when the chat is not open', () => {
    const list = [chat(1), chat(2), chat(3)];
    const moved = chatsAfterMessage(list, msg(5, 9, ago(0), 3), 'Hello', me, null);
    expect(moved.map((c) => [c.chat_id, c.unread_counter])).toEqual([
      [3, 1],
      [1, 0],
      [2, 0],
    ]);
    expect(moved[0]!.last_message).toBe('Hello');
    expect(chatsAfterMessage(list, msg(5, 9, ago(0), 3), 'Hello', me, 3)[0]!.unread_counter).toBe(0);
    expect(chatsAfterMessage(list, msg(5, me, ago(0), 2), 'Mine', me, null)[0]).toMatchObject({ chat_id: 2, unread_counter: 0, last_message: 'Mine' });
    expect(unreadTotal(moved)).toBe(1);
  });

  it("keeps the offer step of the last message for the list's preview, and drops it on the next message", () => {
    const offer = { ...msg(5, 9, ago(0), 1), message_type: 'offer', extra_info: { offer_event: 'countered', amount: '216.00', amount_text: '£216.00' } };
    const after = chatsAfterMessage([chat(1, 0, { event: 'made', amount_text: '£192.00' })], offer, 'Counter-offer: £216.00', me, null);
    expect(after[0]!.last_offer).toEqual({ event: 'countered', amount_text: '£216.00' });
    expect(chatsAfterMessage(after, { ...msg(6, 9, ago(0), 1), message_type: 'text', extra_info: null }, 'Deal', me, null)[0]!.last_offer).toBeNull();
  });

  it('resets the counter on the member’s own read and moves the receipt on the other’s', () => {
    const list = [chat(1, 4), chat(2, 2)];
    expect(chatsAfterRead(list, { chatId: 1, readerId: me, lastReadSeq: 9 }, me).map((c) => c.unread_counter)).toEqual([0, 2]);
    const receipt = chatsAfterRead(list, { chatId: 2, readerId: 9, lastReadSeq: 6 }, me);
    expect(receipt.map((c) => [c.unread_counter, c.peer_last_read_seq])).toEqual([
      [4, 0],
      [2, 6],
    ]);
  });

  it('merges a backfill into the thread by sequence number without duplicates', () => {
    const thread = [msg(1, 1, ago(5000)), msg(2, 2, ago(4000))];
    expect(mergeMessages(thread, [msg(4, 1, ago(1000)), msg(2, 2, ago(4000)), msg(3, 1, ago(2000))]).map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });
});

describe('offers in a thread', () => {
  it('gives every offer its newest state, whichever message carried it', () => {
    const latest = latestOffers([{ offer: { id: 1, state: 'open' } }, { offer: null }, { offer: { id: 2, state: 'open' } }, { offer: { id: 1, state: 'countered' } }]);
    expect([...latest.entries()]).toEqual([
      [1, { id: 1, state: 'countered' }],
      [2, { id: 2, state: 'open' }],
    ]);
  });
});

describe('the ad a chat is about', () => {
  it('is the ad waiting to go with the next message, else the newest ad a message names', () => {
    const thread = [{ ad_id: 7 }, { ad_id: null }, { ad_id: 9 }, { ad_id: null }];
    expect(chatAdId(thread, 3)).toBe(3);
    expect(chatAdId(thread, null)).toBe(9);
    expect(chatAdId([{ ad_id: null }], null)).toBeNull();
  });
});

describe('search and send rules (spec 002 §5)', () => {
  it('searches case-insensitively and needs text or an image to send', () => {
    expect(matches('Anna Petrova', 'PETR')).toBe(true);
    expect(matches('Anna', 'bob')).toBe(false);
    expect(canSend('   ', false)).toBe(false);
    expect(canSend('  hi ', false)).toBe(true);
    expect(canSend('', true)).toBe(true);
  });
});
