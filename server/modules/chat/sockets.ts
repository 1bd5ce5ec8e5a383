import type { Socket } from 'socket.io';
import { ApiError, forbidden, invalidField } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { userRoom, type SocketHandler } from '../../platform/realtime.ts';
import { checkLookupPhoto, dataUrlBytes } from '../../platform/images.ts';
import { assistantPhotoSchema, assistantQuestionSchema } from '../assistant/schemas.ts';
import { rememberLanguage } from './digest.ts';
import { PRESENCE_EVENT, presenceAudience, type Presence } from './presence.ts';
import { messageReadEvent } from './schemas.ts';
import { askAssistant, askAssistantImage, chatOf, chatRoom, markRead, markSeen, registerAssistantChat } from './service.ts';

/** The site's language cookie (src/i18n/locales.ts LOCALE_KEY), sent with the socket's handshake through the edge. */
const LANGUAGE_COOKIE = 'userLanguage';

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

type Ack = (answer: { ok: true; [k: string]: unknown } | { ok: false; code: string; message: string }) => void;

/** A positive chat id from an event's payload, or undefined. */
function chatIdOf(payload: unknown): number | undefined {
  const raw = payload && typeof payload === 'object' ? (payload as { chatId?: unknown }).chatId : undefined;
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * One event handler: reads the chat id, runs `action` and answers the acknowledgement (when the client asked for one)
 * with ok, or with the refusal's code and message; a refusal never disconnects the socket.
 */
function on(socket: Socket, event: string, action: (userId: number, chatId: number, payload: object) => Promise<Record<string, unknown>>, log: Deps['log']) {
  socket.on(event, async (payload: unknown, ack?: unknown) => {
    const answer: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
    const chatId = chatIdOf(payload);
    if (chatId === undefined) return answer({ ok: false, code: 'VALIDATION_ERROR', message: 'The chat id must be a number.' });
    try {
      answer({ ok: true, ...(await action(socket.data.userId as number, chatId, payload as object)) });
    } catch (err) {
      if (err instanceof ApiError) return answer({ ok: false, code: err.messageStatus ?? 'ERROR', message: err.message });
      log.error(`socket ${event} failed`, { err: String(err) });
      answer({ ok: false, code: 'SERVER_ERROR', message: 'An unexpected error occurred.' });
    }
  });
}

/**
 * The chat's socket events (spec 002 §7 'Chat'). A connecting socket tells the member's contacts `presence` online
 * and stores the site language of its handshake (for mails); when the member's last socket goes away, `presence`
 * offline with the last seen time (decision 87). joinRoom and register_new_chat join a chat's room, participants
 * only; message:read (decision 86) moves the reader's watermark to the chat's newest message and tells the room (and
 * the reader's other tabs) with `message:read`. chat_bot:message asks the AI assistant in the caller's session: the
 * question and the answers arrive as `message` (rate-limited like sending a message), and the ack carries the
 * session's title; chat_bot:image does the same for a photo sent as a data URL (checked by its bytes, at most
 * 10 MB, rate-limited as photoLookup).
 */
export function chatSocketHandler(deps: Deps): SocketHandler {
  return (socket) => {
    const userId = socket.data.userId as number;
    const tell = async (presence: Presence) => {
      const audience = await presenceAudience(deps.db, userId);
      deps.broadcast.emit(audience.map(userRoom), PRESENCE_EVENT, presence);
    };
    const failed = (what: string) => (err: unknown) => deps.log.error(what, { err: String(err) });
    void tell({ userId, isOnline: true, lastSeen: null }).catch(failed('could not tell presence'));
    void rememberLanguage(deps.db, userId, cookie(socket.handshake.headers.cookie, LANGUAGE_COOKIE)).catch(failed('could not store the language'));
    socket.on('disconnect', () => {
      // The socket has left its rooms: another socket of the member (any node) keeps them online.
      void (async () => {
        const lastSeen = await markSeen(deps.db, userId);
        if ((await deps.broadcast.online([userId])).has(userId)) return;
        await tell({ userId, isOnline: false, lastSeen: lastSeen.toISOString() });
      })().catch(failed('could not store last seen'));
    });
    const join = async (userId: number, chatId: number) => {
      await chatOf(deps.db, userId, chatId);
      await socket.join(chatRoom(chatId));
      return { chatId };
    };
    on(socket, 'joinRoom', join, deps.log);
    // A new assistant session is registered so that it gets a title (spec 002 §4): the ack says it, null until the
    // first question.
    on(
      socket,
      'register_new_chat',
      async (userId, chatId) => {
        const chat = await chatOf(deps.db, userId, chatId);
        await socket.join(chatRoom(chatId));
        return chat.kind === 'assistant' ? { chatId, title: await registerAssistantChat(deps, chat) } : { chatId };
      },
      deps.log,
    );
    on(
      socket,
      'message:read',
      async (userId, chatId, payload) => {
        const read = messageReadEvent.safeParse(payload);
        if (!read.success) {
          const issue = read.error.issues[0];
          throw invalidField(String(issue?.path[0] ?? 'chatId'), 'FIELD_INVALID', issue?.message ?? 'The read receipt is invalid.');
        }
        const chat = await chatOf(deps.db, userId, chatId);
        if (read.data.receiverId !== undefined && read.data.receiverId !== userId) throw forbidden('You can only mark your own messages read.', 'NOT_YOUR_CHAT');
        const otherId = chat.user1Id === userId ? chat.user2Id : chat.user1Id;
        if (read.data.senderId !== undefined && read.data.senderId !== otherId) {
          throw invalidField('senderId', 'FIELD_CHOICE_INVALID', 'The sender is not the other member of this chat.');
        }
        const { lastReadSeq } = await markRead(deps.db, userId, chatId);
        const receipt = { chatId, readerId: userId, lastReadSeq };
        deps.broadcast.emit([chatRoom(chatId), userRoom(userId)], 'message:read', receipt);
        return receipt;
      },
      deps.log,
    );
    on(
      socket,
      'chat_bot:message',
      async (userId, chatId, payload) => {
        const question = assistantQuestionSchema.safeParse(payload);
        if (!question.success) throw invalidField('text', 'FIELD_INVALID', question.error.issues[0]?.message ?? 'The question is invalid.');
        await deps.limits.consume('chatMessage', `user:${userId}`);
        const { sent, title } = await askAssistant(deps, userId, chatId, question.data.text, question.data.filters);
        return { chatId, answers: sent.length, title };
      },
      deps.log,
    );
    on(
      socket,
      'chat_bot:image',
      async (userId, chatId, payload) => {
        const ask = assistantPhotoSchema.safeParse(payload);
        if (!ask.success) throw invalidField('image_id', 'FIELD_INVALID', ask.error.issues[0]?.message ?? 'The photo is invalid.');
        const bytes = dataUrlBytes(ask.data.image_id);
        if (!bytes) throw invalidField('image_id', 'NOT_AN_IMAGE', 'Only image files are allowed.');
        const photo = await checkLookupPhoto(bytes, 'image_id');
        await deps.limits.consume('photoLookup', `user:${userId}`);
        const answers = await askAssistantImage(deps, userId, chatId, photo, { text: ask.data.text || undefined, lang: ask.data.lang ?? 'en' });
        return { chatId, answers: answers.length };
      },
      deps.log,
    );
  };
}
