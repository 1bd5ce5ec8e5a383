import { z } from '@hono/zod-openapi';
import { rowId, rowIdParam } from '../../http/ids.ts';
import { OFFER_MESSAGE_EVENT_NAMES, offerSchema } from '../offers/schemas.ts';
import { flag, flagValue } from '../auth/schemas.ts';

/** What a member may send (spec 002 §3; react and comment are the replies to a story, spec 001 'Stories'). */
export const MESSAGE_TYPES = ['text', 'image', 'video', 'react', 'comment', 'ad'] as const;
/** What the AI assistant answers with; stored by the assistant, never accepted from a client. */
export const BOT_MESSAGE_TYPES = ['bot_welcome', 'bot_search', 'products', 'chips', 'bot_error'] as const;
/** A step of an offer (server/modules/offers); stored by the offers calls, never accepted from a client. */
export const OFFER_MESSAGE_TYPES = ['offer'] as const;
export const MESSAGE_MAX = 5000;
export const ATTACHMENTS_MAX = 10;
/** Messages per history page: the chat shows the last 10 and 'Load Previous Messages' adds 10 (spec 002 §9). */
export const HISTORY_PAGE = 10;
/** Messages per backfill page (`after`): a client that was away pages on from the last seq it got. */
export const BACKFILL_PAGE = 200;
export const NO_MESSAGES = 'No messages yet';
export const ATTACHMENT_PREVIEW = 'Attachment';
export const TITLE_MAX = 200;
export const REPORT_MAX = 2000;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && (v.trim() === '' || v.trim() === 'null')) ? undefined : v);
const optionalId = (label: string) => z.preprocess(blankToUndefined, rowId(label).optional()).openapi({ type: 'integer' });

/** A JSON object, sent as an object in JSON or as its text in a form. */
const jsonObject = (message: string) =>
  z.preprocess(blankToUndefined, z.union([z.string(), z.record(z.string(), z.unknown())]).optional()).transform((v, ctx) => {
    if (v === undefined || typeof v === 'object') return v;
    try {
      const parsed: unknown = JSON.parse(v);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      /* reported below */
    }
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

export const createChatBody = z
  .object({ user1_id: rowId('user1 id'), user2_id: rowId('user2 id') })
  .openapi('CreateChatBody');

export const receiverSchema = z
  .object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() })
  .openapi('ChatReceiver');

/** The other member of a chat in the chat list, with what the chat's status text needs (spec 002 §4). */
export const contactSchema = receiverSchema
  .extend({
    is_online: z.boolean().openapi({ description: 'A socket of theirs is connected now' }),
    last_seen: z.string().nullable().openapi({ description: 'When their last socket went away; null when never seen' }),
  })
  .openapi('ChatContact');

export const createChatAnswer = z
  .object({ chat: z.object({ id: z.number().int(), updated_at: z.string() }), receiver: receiverSchema })
  .openapi('CreateChatAnswer');

const attachmentLinks = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v.filter((x) => x !== '') : [v]),
  z.array(z.string().trim().max(2048, 'The attachment link is too long.')).max(ATTACHMENTS_MAX, `At most ${ATTACHMENTS_MAX} attachments.`),
);

export const sendMessageBody = z
  .object({
    chat_id: optionalId('chat id').openapi({ description: 'Empty or null: the chat with receiver_id is found or created' }),
    sender_id: rowId('sender id').openapi({ description: "Must be the caller's id" }),
    receiver_id: optionalId('receiver id').openapi({ description: 'Required when chat_id is empty; else must be the other member (none in an AI session)' }),
    message_type: z.preprocess(blankToUndefined, z.enum(MESSAGE_TYPES, { error: 'The selected message type is invalid.' }).default('text')),
    content: z
      .preprocess((v) => (v == null ? '' : v), z.string({ error: 'The content must be text.' }))
      .transform((s) => s.trim())
      .pipe(z.string().max(MESSAGE_MAX, `The message may not be greater than ${MESSAGE_MAX} characters.`))
      .openapi({ type: 'string', description: 'Trimmed text; may be empty only with attachments' }),
    ad_id: optionalId('ad id'),
    story_id: optionalId('story id'),
    extra_info: jsonObject('The extra info must be a JSON object.').openapi({ type: 'string', description: 'A JSON object, as a string in multipart' }),
    attachment_link: attachmentLinks.openapi({
      type: 'array',
      items: { type: 'string' },
      description: 'Links of files already in our storage (anything else: 422 ATTACHMENT_NOT_OURS)',
    }),
    'attachment_link[]': attachmentLinks.openapi({ type: 'array', items: { type: 'string' }, description: 'Multipart spelling: repeat attachment_link[]' }),
    attachment: z
      .unknown()
      .optional()
      .openapi({ type: 'array', items: { type: 'string', format: 'binary' }, description: 'Image files (multipart; also attachment[]), re-encoded to WebP' }),
  })
  .openapi('SendMessageBody');

export const messageSchema = z
  .object({
    id: z.number().int(),
    chat_id: z.number().int(),
    seq: z.number().int().openapi({ description: "The message's number in its chat: 1, 2, 3… without gaps; pages and backfill go by it" }),
    sender_id: z.number().int().nullable().openapi({ description: "Null for the AI assistant's answers" }),
    receiver_id: z.number().int().nullable().openapi({ description: 'Null for a message to the AI assistant' }),
    message_type: z.string().openapi({ description: `One of ${[...MESSAGE_TYPES, ...BOT_MESSAGE_TYPES, ...OFFER_MESSAGE_TYPES].join(', ')}` }),
    content: z.string(),
    language: z.string().nullable().openapi({ description: "The language detected in a member's text when it was sent (ISO 639-1); null when unsure" }),
    translatable: z.boolean().openapi({ description: 'Whether clients offer the translate action: text of at least 10 characters detected as non-English' }),
    attachment_link: z.array(z.string()),
    extra_info: z.record(z.string(), z.unknown()).nullable(),
    ad_id: z.number().int().nullable(),
    story_id: z.number().int().nullable(),
    story: z
      .object({ id: z.number().int(), fileUrl: z.string(), fileType: z.enum(['image', 'video']), posterUrl: z.string().nullable() })
      .nullable()
      .openapi({ description: "A reply to a story: the story's preview while it exists; null when it was deleted (or no story)" }),
    created_at: z.string(),
    products: z.array(z.record(z.string(), z.unknown())).optional().openapi({ description: "The AI assistant's answers: product result cards" }),
    suggestions: z.array(z.record(z.string(), z.unknown())).optional().openapi({ description: "The AI assistant's answers: chips that refine the search" }),
    total_found: z.number().int().optional().openapi({ description: "The AI assistant's answers: how many items match" }),
    filters: z.record(z.string(), z.unknown()).optional().openapi({ description: "The AI assistant's answers: the filters it applied" }),
    offer: offerSchema.optional().openapi({ description: "An offer message: its offer in its current state (a later step's message carries the newer one; clients update earlier messages of the same offer id)" }),
    offer_event: z.enum(OFFER_MESSAGE_EVENT_NAMES).optional().openapi({ description: 'An offer message: the step it recorded' }),
  })
  .openapi('ChatMessage');

export const chatListItemSchema = z
  .object({
    chat_id: z.number().int(),
    user1_id: z.number().int(),
    user2_id: z.number().int(),
    last_message: z.string().openapi({ description: `'${NO_MESSAGES}' when the chat is empty` }),
    updated_at: z.string(),
    receiver: contactSchema,
    unread_counter: z.number().int().openapi({ description: "The other member's messages after the caller's read watermark" }),
    peer_last_read_seq: z.number().int().openapi({ description: "The other member's read watermark: the caller's messages up to this seq are read (read receipts)" }),
    last_offer: z
      .object({ event: z.enum(OFFER_MESSAGE_EVENT_NAMES), amount_text: z.string() })
      .nullable()
      .openapi({ description: 'When the last message is an offer message: its event and amount with the currency, for a preview in the reader\'s language' }),
  })
  .openapi('ChatListItem');

export const userChatsParam = z.object({ userId: rowIdParam('user id', 'userId') });
export const chatIdParam = z.object({ chatId: rowIdParam('chat id', 'chatId') });
export const blockedUserParam = z.object({ userId: rowIdParam('user id', 'userId') });
export const messageIdParam = z.object({ messageId: rowIdParam('message id', 'messageId') });

const optionalSeq = (name: string, description: string) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: `The ${name} must be a number.` }).int(`The ${name} must be a number.`).min(0).max(2_147_483_647).optional()).openapi({
    type: 'integer',
    description,
    param: { name, in: 'query' },
  });

export const chatHistoryQuery = z
  .object({
    before: optionalSeq('before', `The ${HISTORY_PAGE} messages just before this seq (Load Previous Messages)`),
    after: optionalSeq('after', `Every message after this seq, oldest first, ${BACKFILL_PAGE} at most (the backfill after a reconnect)`),
  })
  .refine((q) => q.before === undefined || q.after === undefined, { message: 'Send before or after, not both.', path: ['after'] });

export const startChatBody = z
  .object({
    title: z.preprocess(blankToUndefined, z.string().trim().max(TITLE_MAX, `The title may not be greater than ${TITLE_MAX} characters.`).optional()),
    metadata: jsonObject('The metadata must be a JSON object.').openapi({ type: 'string', description: 'A JSON object such as {"started_at": "…"}' }),
  })
  .openapi('StartChatBody');

export const startChatAnswer = z
  .object({ chat_id: z.number().int(), is_new: z.boolean().openapi({ description: 'False when an empty session of the caller was reused' }) })
  .openapi('StartChatAnswer');

export const chatIdAnswer = z.object({ chat_id: z.number().int() }).openapi('ChatIdAnswer');

/** An AI assistant session in the AiChat history. */
export const assistantSessionSchema = z
  .object({
    chat_id: z.number().int(),
    title: z.string().nullable().openapi({ description: 'Named from its first question (null while it has none named yet)' }),
    last_message: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('AssistantSession');

export const blockBody = z.object({ user_id: rowId('user id') }).openapi('BlockUserBody');

export const blockedUserSchema = z
  .object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable(), date: z.string().openapi({ description: 'When the block was made' }) })
  .openapi('BlockedUser');

export const reportMessageBody = z
  .object({
    topic_id: rowId('topic id'),
    complain: z
      .string({ error: 'Please fill in all fields.' })
      .trim()
      .min(1, 'Please fill in all fields.')
      .max(REPORT_MAX, `The complaint may not be greater than ${REPORT_MAX} characters.`),
  })
  .openapi('ReportMessageBody');

export const reportAnswer = z
  .object({ id: z.number().int(), message_id: z.number().int(), status: z.string(), created_at: z.string() })
  .openapi('MessageReport');

export const notificationSettingsSchema = z
  .object({
    chat_email_digest: z.boolean().openapi({ description: 'New messages: unread chat messages are e-mailed while you are away, one mail per chat an hour at most' }),
    order_emails: z.boolean().openapi({ description: 'Order updates: e-mails when an order of yours changes state' }),
    offer_emails: z.boolean().openapi({ description: 'Offers: e-mails about offers on your ads and answers to your offers' }),
  })
  .openapi('NotificationSettings');

/** An optional switch: 1/0, true/false; left out, it stays as it is. */
const onOff = (label: string) =>
  flag
    .optional()
    .refine((v) => v === undefined || flagValue(v) !== undefined, `The ${label} field must be 1 or 0.`)
    .transform((v) => flagValue(v));

export const notificationSettingsBody = z
  .object({
    chat_email_digest: onOff('chat email digest'),
    order_emails: onOff('order emails'),
    offer_emails: onOff('offer emails'),
  })
  .openapi('NotificationSettingsChange');

export const unsubscribeQuery = z.object({
  token: z
    .string()
    .max(100, 'The token may not be greater than 100 characters.')
    .openapi({ param: { name: 'token', in: 'query' }, description: 'The token of the link in the mail' }),
});

/**
 * message:read {chatId, receiverId, senderId} (spec 002 §7): the reader marks the chat read. receiverId is the reader
 * (the receiver of the messages read) and senderId the other member (their sender); both may be left out, and when
 * given must be the socket's own member and the chat's other member (decision 86).
 */
export const messageReadEvent = z.object({
  chatId: rowId('chat id'),
  receiverId: rowId('receiver id').optional(),
  senderId: rowId('sender id').optional(),
});
