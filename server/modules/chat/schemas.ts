import { z } from '@hono/zod-openapi';
import { rowId, rowIdParam } from '../../http/ids.ts';

export const MESSAGE_TYPES = ['text', 'image', 'video', 'react', 'comment', 'ad', 'story'] as const;
export const MESSAGE_MAX = 5000;
export const ATTACHMENTS_MAX = 10;
export const HISTORY_CAP = 200;
export const NO_MESSAGES = 'No messages yet';

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && (v.trim() === '' || v.trim() === 'null')) ? undefined : v);
const optionalId = (label: string) => z.preprocess(blankToUndefined, rowId(label).optional()).openapi({ type: 'integer' });

export const createChatBody = z
  .object({ user1_id: rowId('user1 id'), user2_id: rowId('user2 id') })
  .openapi('CreateChatBody');

export const receiverSchema = z
  .object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() })
  .openapi('ChatReceiver');

export const createChatAnswer = z
  .object({ chat: z.object({ id: z.number().int(), updated_at: z.string() }), receiver: receiverSchema })
  .openapi('CreateChatAnswer');

const ATTACHMENT_URL = /^(https?:\/\/[^\s]+|\/storage\/[^\s]+)$/;

const attachmentLinks = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v.filter((x) => x !== '') : [v]),
  z
    .array(z.string().trim().max(2048, 'The attachment link is too long.').regex(ATTACHMENT_URL, 'The attachment link must be an http(s) or /storage URL.'))
    .max(ATTACHMENTS_MAX, `At most ${ATTACHMENTS_MAX} attachments.`),
);

export const sendMessageBody = z
  .object({
    chat_id: optionalId('chat id').openapi({ description: 'Empty or null: the chat with receiver_id is found or created' }),
    sender_id: rowId('sender id').openapi({ description: "Must be the caller's id" }),
    receiver_id: optionalId('receiver id').openapi({ description: 'Required when chat_id is empty; else must be the other member' }),
    message_type: z.preprocess(blankToUndefined, z.enum(MESSAGE_TYPES, { error: 'The selected message type is invalid.' }).default('text')),
    content: z
      .preprocess((v) => (v == null ? '' : v), z.string({ error: 'The content must be text.' }))
      .transform((s) => s.trim())
      .pipe(z.string().max(MESSAGE_MAX, `The message may not be greater than ${MESSAGE_MAX} characters.`))
      .openapi({ type: 'string', description: 'Trimmed text; may be empty only with attachments' }),
    ad_id: optionalId('ad id'),
    story_id: optionalId('story id'),
    extra_info: z
      .preprocess(blankToUndefined, z.union([z.string(), z.record(z.string(), z.unknown())]).optional())
      .transform((v, ctx) => {
        if (v === undefined || typeof v === 'object') return v;
        try {
          const parsed: unknown = JSON.parse(v);
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
        } catch {
          /* reported below */
        }
        ctx.addIssue({ code: 'custom', message: 'The extra info must be a JSON object.' });
        return z.NEVER;
      })
      .openapi({ type: 'string', description: 'A JSON object, as a string in multipart' }),
    attachment_link: attachmentLinks.openapi({ type: 'array', items: { type: 'string' }, description: 'Links of uploaded files (http(s) or /storage)' }),
    'attachment_link[]': attachmentLinks.openapi({ type: 'array', items: { type: 'string' }, description: 'Multipart spelling: repeat attachment_link[]' }),
  })
  .openapi('SendMessageBody');

export const messageSchema = z
  .object({
    id: z.number().int(),
    chat_id: z.number().int(),
    sender_id: z.number().int(),
    receiver_id: z.number().int(),
    message_type: z.string(),
    content: z.string(),
    attachment_link: z.array(z.string()),
    extra_info: z.record(z.string(), z.unknown()).nullable(),
    ad_id: z.number().int().nullable(),
    story_id: z.number().int().nullable(),
    read_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('ChatMessage');

export const chatListItemSchema = z
  .object({
    chat_id: z.number().int(),
    user1_id: z.number().int(),
    user2_id: z.number().int(),
    last_message: z.string().openapi({ description: `'${NO_MESSAGES}' when the chat is empty` }),
    updated_at: z.string(),
    receiver: receiverSchema,
    unread_counter: z.number().int().openapi({ description: 'Messages to the caller not read yet' }),
  })
  .openapi('ChatListItem');

export const userChatsParam = z.object({ userId: rowIdParam('user id', 'userId') });
export const chatHistoryParam = z.object({ chatId: rowIdParam('chat id', 'chatId') });
