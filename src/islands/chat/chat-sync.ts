import type { Socket } from 'socket.io-client';
import { userChats, type ChatListItem, type ChatMessage } from '../../lib/api/chat.ts';
import { getToken } from '../../lib/api/client.ts';
import { chatsAfterMessage, chatsAfterRead } from '../../lib/chat/rules.ts';
import { $chatLive, $chats, $chatsError, $chatsStatus, $openChatId, $presence } from '../../stores/chat.ts';
import { onSessionCleared } from '../../stores/session.ts';

/**
 * The member's live chat connection: the chat list with its unread counters, and one socket for the whole page.
 * Started once per page for a signed-in member (the top bar does it), so the unread badge moves in real
 * time everywhere; the chat windows subscribe to its messages. After a dropped connection the list is fetched
 * again and the open window backfills from the server by sequence number (onReconnect): nothing is lost.
 */

export type ReadReceipt = { chatId: number; readerId: number; lastReadSeq: number };
type Ack = { ok: boolean; code?: string; message?: string; [k: string]: unknown };

let socket: Socket | null = null;
let me: number | null = null;
let connecting: Promise<Socket> | null = null;
const messageListeners = new Set<(m: ChatMessage) => void>();
const readListeners = new Set<(r: ReadReceipt) => void>();
const reconnectListeners = new Set<() => void>();

/** The text a chat's last message shows in the list: the server's preview for files is localised by the list. */
const previewOf = (m: ChatMessage) => m.content || (m.attachment_link.length > 0 ? 'Attachment' : '');

function presenceFrom(list: ChatListItem[]) {
  const next = { ...$presence.get() };
  for (const c of list) next[c.receiver.id] = { isOnline: c.receiver.is_online, lastSeen: c.receiver.last_seen };
  $presence.set(next);
}

/** Fetches the chat list again (after a reconnect, or a message in a chat the list does not know yet). */
export async function refreshChats(): Promise<void> {
  if (me === null) return;
  if ($chatsStatus.get() !== 'ready') $chatsStatus.set('loading');
  try {
    const { data } = await userChats(me);
    $chats.set(data);
    presenceFrom(data);
    $chatsStatus.set('ready');
    $chatsError.set(null);
    for (const c of data) void emit('joinRoom', { chatId: c.chat_id });
  } catch (err) {
    $chatsStatus.set('error');
    $chatsError.set(err instanceof Error ? err.message : null);
  }
}

function onMessage(message: ChatMessage) {
  const list = $chats.get();
  if (message.sender_id !== null && !list.some((c) => c.chat_id === message.chat_id)) void refreshChats();
  else $chats.set(chatsAfterMessage(list, message, previewOf(message), me!, $openChatId.get()));
  for (const listener of messageListeners) listener(message);
}

function onRead(receipt: ReadReceipt) {
  $chats.set(chatsAfterRead($chats.get(), receipt, me!));
  for (const listener of readListeners) listener(receipt);
}

async function connect(): Promise<Socket> {
  const { io } = await import('socket.io-client');
  const s = io({ path: '/socket.io', transports: ['websocket'], auth: (cb) => cb({ token: getToken() ?? '' }) });
  let connectedBefore = false;
  s.on('connect', () => {
    $chatLive.set(true);
    if (connectedBefore) {
      void refreshChats();
      for (const listener of reconnectListeners) listener();
    } else {
      for (const c of $chats.get()) void emit('joinRoom', { chatId: c.chat_id });
    }
    connectedBefore = true;
  });
  s.on('disconnect', () => $chatLive.set(false));
  s.on('message', onMessage);
  s.on('message:read', onRead);
  s.on('presence', (p: { userId: number; isOnline: boolean; lastSeen: string | null }) => $presence.set({ ...$presence.get(), [p.userId]: { isOnline: p.isOnline, lastSeen: p.lastSeen } }));
  socket = s;
  return s;
}

/** Starts the list and the socket for the signed-in member (again for another member after a sign-in). */
export function startChatSync(userId: number): void {
  if (me === userId) return;
  stopChatSync();
  me = userId;
  void refreshChats();
  connecting = connect();
}

export function stopChatSync(): void {
  socket?.disconnect();
  socket = null;
  connecting = null;
  me = null;
  $chats.set([]);
  $chatsStatus.set('idle');
  $chatLive.set(false);
}

onSessionCleared(stopChatSync);

/** Emits an event with an acknowledgement; a missing connection answers not ok instead of waiting forever. */
export async function emit(event: string, payload: Record<string, unknown>, timeoutMs = 10_000): Promise<Ack> {
  const s = await (connecting ?? Promise.resolve(null));
  if (!s) return { ok: false, code: 'OFFLINE' };
  try {
    return (await s.timeout(timeoutMs).emitWithAck(event, payload)) as Ack;
  } catch {
    return { ok: false, code: 'TIMEOUT' };
  }
}

/** Subscriptions of a chat window; each returns its unsubscribe function. */
export function onChatMessage(listener: (m: ChatMessage) => void) {
  messageListeners.add(listener);
  return () => void messageListeners.delete(listener);
}
export function onReadReceipt(listener: (r: ReadReceipt) => void) {
  readListeners.add(listener);
  return () => void readListeners.delete(listener);
}
export function onReconnect(listener: () => void) {
  reconnectListeners.add(listener);
  return () => void reconnectListeners.delete(listener);
}

/**
 * Marks a chat read (spec 002 §4): the counter drops to 0 at once, and the server moves the watermark and tells the
 * other member (their read receipt) and this member's other tabs.
 */
export function markChatRead(chatId: number, otherId: number | null): void {
  $chats.set($chats.get().map((c) => (c.chat_id === chatId ? { ...c, unread_counter: 0 } : c)));
  void emit('message:read', { chatId, receiverId: me, senderId: otherId });
}

/** The member the sync runs for. */
export const syncedUserId = () => me;
