/**
 * What every page needs of chat, apart from the chat screens' rules (rules.ts), so the top bar does not carry those:
 * where Messages docks, and the unread badge's number.
 */

/** From this width Messages opens as the docked panel instead of a page (spec 000 §9). */
export const DESKTOP_CHAT_MIN_PX = 1024;

/** Whether Messages opens docked on this screen (the browser's width), rather than as the Messages page. */
export const docked = () => window.matchMedia(`(min-width: ${DESKTOP_CHAT_MIN_PX}px)`).matches;

/** The badge's number: every chat's unread messages. */
export const unreadTotal = (chats: readonly { unread_counter: number }[]) => chats.reduce((n, c) => n + c.unread_counter, 0);
