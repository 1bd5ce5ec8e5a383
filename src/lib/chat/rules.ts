/**
 * The chat screens' rules (spec 002 §4 'Chat', §9), pure so they are tested alone and used by the contact list,
 * the chat window and the unread badge alike.
 */
import { isOfferMessageEvent, type OfferMessageEvent } from '../../../common/offer-states.ts';

/** Messages shown at first and added by each 'Load Previous Messages' (spec 002 §9). */
export const HISTORY_STEP = 10;
/** Consecutive messages of one sender within this window form a cluster; younger messages read 'a moment ago'. */
export const CLUSTER_WINDOW_MS = 2 * 60 * 1000;
/** Spec 002 §3: the AI assistant's contact. */
export const ASSISTANT_CONTACT_ID = 'chat_bot_system';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What the chat screens need of a message (the API's ChatMessage has more). */
export type MessageLike = { id: number; seq: number; chat_id: number; sender_id: number | null; created_at: string };

/** An offer step as the chat list previews it (ChatListItem.last_offer). */
export type LastOffer = { event: OfferMessageEvent; amount_text: string };

/** What the chat list rules need of a chat (the API's ChatListItem). */
export type ChatLike = {
  chat_id: number;
  last_message: string;
  last_offer: LastOffer | null;
  updated_at: string;
  unread_counter: number;
  peer_last_read_seq: number;
};

/** The offer step a message records, as the list previews it; null for any other message. */
export function lastOfferOf(message: { message_type?: string; extra_info?: Record<string, unknown> | null }): LastOffer | null {
  const info = message.extra_info;
  if (message.message_type !== 'offer' || !isOfferMessageEvent(info?.offer_event) || typeof info.amount_text !== 'string') return null;
  return { event: info.offer_event, amount_text: info.amount_text };
}

/** A message placed in the thread: whether it opens a cluster of its sender's messages. */
export type Placed<M> = { message: M; clusterStart: boolean; clusterEnd: boolean };

/** Messages of one calendar day, oldest first. */
export type DayGroup<M> = { day: string; label: { kind: 'today' | 'yesterday' | 'date'; date: Date }; items: Placed<M>[] };

const at = (iso: string) => new Date(iso).getTime();

/** The local calendar day of a time, as YYYY-MM-DD. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Same sender and at most 2 minutes after the previous message: the same cluster. */
export function sameCluster(prev: MessageLike | undefined, next: MessageLike | undefined): boolean {
  return !!prev && !!next && prev.sender_id === next.sender_id && at(next.created_at) - at(prev.created_at) <= CLUSTER_WINDOW_MS && dayKey(new Date(prev.created_at)) === dayKey(new Date(next.created_at));
}

/** The thread as day groups (Today, Yesterday, else the date), each message marked as opening or closing a cluster. */
export function groupThread<M extends MessageLike>(messages: readonly M[], now: Date): DayGroup<M>[] {
  const today = dayKey(now);
  const yesterday = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const groups: DayGroup<M>[] = [];
  messages.forEach((message, i) => {
    const date = new Date(message.created_at);
    const day = dayKey(date);
    let group = groups.at(-1);
    if (!group || group.day !== day) {
      group = { day, label: { kind: day === today ? 'today' : day === yesterday ? 'yesterday' : 'date', date }, items: [] };
      groups.push(group);
    }
    group.items.push({ message, clusterStart: !sameCluster(messages[i - 1], message), clusterEnd: !sameCluster(message, messages[i + 1]) });
  });
  return groups;
}

/** How a message's time reads: 'a moment ago' under 2 minutes, the time today, else the date and time. */
export function messageTime(createdAt: string, now: Date): { kind: 'moment' | 'time' | 'date'; date: Date } {
  const date = new Date(createdAt);
  if (now.getTime() - date.getTime() < CLUSTER_WINDOW_MS) return { kind: 'moment', date };
  return { kind: dayKey(date) === dayKey(now) ? 'time' : 'date', date };
}

/** A contact's status line (spec 002 §4): the i18n key and its count. */
export type StatusText = { key: 'alwaysAvailable' | 'online' | 'justNow' | 'minutesAgo' | 'hoursAgo' | 'daysAgo' | 'longAgo' | 'offline'; count?: number };

export function statusText(contact: { assistant?: boolean; isOnline?: boolean; lastSeen?: string | null }, now: Date): StatusText {
  if (contact.assistant) return { key: 'alwaysAvailable' };
  if (contact.isOnline) return { key: 'online' };
  if (!contact.lastSeen) return { key: 'offline' };
  const ago = Math.max(0, now.getTime() - at(contact.lastSeen));
  if (ago < MINUTE) return { key: 'justNow' };
  if (ago < HOUR) return { key: 'minutesAgo', count: Math.floor(ago / MINUTE) };
  if (ago < DAY) return { key: 'hoursAgo', count: Math.floor(ago / HOUR) };
  if (ago < 7 * DAY) return { key: 'daysAgo', count: Math.floor(ago / DAY) };
  return { key: 'longAgo' };
}

/** Adds messages to a thread by their sequence number: no duplicates, oldest first, whatever order they came in. */
export function mergeMessages<M extends MessageLike>(thread: readonly M[], incoming: readonly M[]): M[] {
  const bySeq = new Map<number, M>();
  for (const m of thread) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * An incoming message (spec 002 §4): its chat moves to the top with the new last message and time; the unread
 * counter rises by one only for another member's message in a chat that is not the open one.
 */
export function chatsAfterMessage<C extends ChatLike>(
  chats: readonly C[],
  message: MessageLike & Parameters<typeof lastOfferOf>[0],
  preview: string,
  me: number,
  openChatId: number | null,
): C[] {
  const chat = chats.find((c) => c.chat_id === message.chat_id);
  if (!chat) return [...chats];
  const counts = message.sender_id !== me && message.chat_id !== openChatId;
  const moved = { ...chat, last_message: preview, last_offer: lastOfferOf(message), updated_at: message.created_at, unread_counter: chat.unread_counter + (counts ? 1 : 0) };
  return [moved, ...chats.filter((c) => c !== chat)];
}

/**
 * A read broadcast: the member's own reading (this tab or another) resets that chat's counter to 0; the other
 * member's reading moves the read receipt of the member's messages.
 */
export function chatsAfterRead<C extends ChatLike>(chats: readonly C[], receipt: { chatId: number; readerId: number; lastReadSeq: number }, me: number): C[] {
  return chats.map((c) => {
    if (c.chat_id !== receipt.chatId) return c;
    return receipt.readerId === me ? { ...c, unread_counter: 0 } : { ...c, peer_last_read_seq: Math.max(c.peer_last_read_seq, receipt.lastReadSeq) };
  });
}

/** The newest state of each offer in a thread (offer messages carry the offer as it was when they were sent). */
export function latestOffers<O extends { id: number }>(messages: readonly { offer?: O | null }[]): Map<number, O> {
  const latest = new Map<number, O>();
  for (const m of messages) if (m.offer) latest.set(m.offer.id, m.offer);
  return latest;
}

/**
 * The ad a one-to-one chat is about now: the ad waiting to go with the next message ('Message the seller'), else the
 * ad of the newest message held that names one (an ad reference or an offer step). A pair has one chat whatever
 * ads they discuss, so the latest ad mentioned stands for the conversation.
 */
export function chatAdId(messages: readonly { ad_id: number | null }[], draftAdId: number | null): number | null {
  if (draftAdId !== null) return draftAdId;
  for (let i = messages.length - 1; i >= 0; i--) {
    const adId = messages[i]!.ad_id;
    if (adId !== null) return adId;
  }
  return null;
}

/** Case-insensitive match of a search box against a text (contact names, message contents; spec 002 §5). */
export const matches = (text: string | null | undefined, query: string) => !query.trim() || (text ?? '').toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());

/** Spec 002 §5 'Chat send': non-empty trimmed text or an image. */
export const canSend = (text: string, hasImage: boolean) => hasImage || text.trim().length > 0;
