import type { Socket } from 'socket.io';
import { ApiError, invalidField } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { userRoom, type SocketHandler } from '../../platform/realtime.ts';
import { checkLookupPhoto, dataUrlBytes } from '../../platform/images.ts';
import { assistantPhotoSchema, assistantQuestionSchema } from '../assistant/schemas.ts';
import { askAssistant, askAssistantImage, chatOf, chatRoom, markRead, markSeen } from './service.ts';

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
 * The chat's socket events (spec 002 §7 'Chat'). joinRoom and register_new_chat join a chat's room, participants
 * only; message:read moves the reader's watermark to the chat's newest message and tells the room (and the reader's
 * other tabs) with `message:read`. chat_bot:message asks the AI assistant in the caller's session: the question
 * and the answers arrive as `message` (rate-limited like sending a message); chat_bot:image does the same for a photo
 * sent as a data URL (checked by its bytes, at most 10 MB, rate-limited as photoLookup).
 */
export function chatSocketHandler(deps: Deps): SocketHandler {
  return (socket) => {
    socket.on('disconnect', () => {
      markSeen(deps.db, socket.data.userId as number).catch((err: unknown) => deps.log.error('could not store last seen', { err: String(err) }));
    });
    const join = async (userId: number, chatId: number) => {
      await chatOf(deps.db, userId, chatId);
      await socket.join(chatRoom(chatId));
      return { chatId };
    };
    on(socket, 'joinRoom', join, deps.log);
    on(socket, 'register_new_chat', join, deps.log);
    on(
      socket,
      'message:read',
      async (userId, chatId) => {
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
        const answers = await askAssistant(deps, userId, chatId, question.data.text, question.data.filters);
        return { chatId, answers: answers.length };
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
