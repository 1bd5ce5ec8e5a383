import { createChat } from '../../lib/api/chat.ts';
import { docked } from '../../lib/chat/entry.ts';
import { TextError } from '../../lib/error-text.ts';
import { $dock } from '../../stores/chat.ts';
import { $user } from '../../stores/session.ts';

export type ChatTarget = { chatId?: number | null; adId?: number | null; assistant?: boolean };

/** The Messages page's address for a target. */
export function messagesPath({ chatId = null, adId = null, assistant = false }: ChatTarget = {}): string {
  if (assistant) return '/ai-chat';
  const path = chatId !== null ? `/messages/${chatId}` : '/messages';
  return adId !== null ? `${path}?ad=${adId}` : path;
}

/** Opens Messages on a chat (or the list, or the AI chat): the dock on wide screens, else the page. */
export function openMessages(target: ChatTarget = {}): void {
  if (docked()) $dock.set({ open: true, chatId: target.chatId ?? null, adId: target.adId ?? null, assistant: target.assistant ?? false });
  else window.location.assign(messagesPath(target));
}

/**
 * 'Message seller' (issue 12): finds or makes the chat with the member and opens it, with the ad as the subject of
 * the next message. Rejects with the spec's texts when nobody is signed in or the answer has no chat.
 */
export async function messageMember(userId: number, adId: number | null = null): Promise<void> {
  const me = $user.get();
  if (!me) throw new TextError('chat.noUser', 'No current user logged in');
  const { data } = await createChat(me.id, userId);
  if (!data?.chat) throw new TextError('chat.createFailed', 'Chat creation failed or invalid response: missing "chat"');
  const { refreshChats } = await import('./chat-sync.ts');
  await refreshChats();
  openMessages({ chatId: data.chat.id, adId });
}
