import { atom, computed } from 'nanostores';
import type { ChatListItem } from '../lib/api/chat.ts';
import { unreadTotal } from '../lib/chat/entry.ts';

/**
 * Chat state shared by the unread badges (top bar, tab bar), the docked panel and the Messages page. This module
 * is loaded on every page, so it holds only state; the socket and the fetching live in
 * src/islands/chat/chat-sync.ts, started for signed-in members by the top bar.
 */

/** The member's chats, most recently active first, as the server listed them and live events changed them. */
export const $chats = atom<ChatListItem[]>([]);

/** 'idle' before the first fetch (or signed out), then loading, ready or error. */
export const $chatsStatus = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');

/** The list's failure text from the server, if any (spec 002 §8: else 'An unexpected error occurred.'). */
export const $chatsError = atom<string | null>(null);

/** Whether the socket is connected (a dropped connection shows 'Reconnecting…' in the chat window). */
export const $chatLive = atom<boolean>(false);

/** Unread messages over all chats: the badge on the Messages icon. */
export const $unreadMessages = computed($chats, unreadTotal);

/** The chat open in a chat window (its messages do not count as unread), or null. */
export const $openChatId = atom<number | null>(null);

/** What the docked panel (1024 px and wider) shows: closed, or open on a chat (or the list), maybe about an ad. */
export type DockState = { open: boolean; chatId: number | null; adId: number | null; assistant: boolean };
export const $dock = atom<DockState>({ open: false, chatId: null, adId: null, assistant: false });

/** Live presence of members (spec 002 §4 status texts), keyed by user id; filled from the list and live events. */
export const $presence = atom<Record<number, { isOnline: boolean; lastSeen: string | null }>>({});
