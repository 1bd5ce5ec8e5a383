import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth.ts';
import { PHOTO_BODY_LIMIT, type UploadLimit } from '../../http/body-limits.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { forbidden, invalidField } from '../../http/errors.ts';
import { bearerSecurity, errorResponses, formOrJson, okResponse, readBody, readRawBody } from '../../http/openapi.ts';
import { checkAdPhoto } from '../../platform/images.ts';
import {
  assistantSessionSchema,
  ATTACHMENTS_MAX,
  BACKFILL_PAGE,
  blockBody,
  blockedUserParam,
  blockedUserSchema,
  chatHistoryQuery,
  chatIdAnswer,
  chatIdParam,
  chatListItemSchema,
  createChatAnswer,
  createChatBody,
  HISTORY_PAGE,
  messageIdParam,
  messageSchema,
  notificationSettingsBody,
  notificationSettingsSchema,
  reportAnswer,
  reportMessageBody,
  sendMessageBody,
  startChatAnswer,
  startChatBody,
  unsubscribeQuery,
  userChatsParam,
} from './schemas.ts';
import { changeNotificationSettings, notificationSettings, unsubscribe, unsubscribePage } from './digest.ts';
import {
  assistantSessions,
  blockList,
  blockUser,
  chatHistory,
  clearAssistantChat,
  createChat,
  deleteChatForMe,
  reportMessage,
  sendMessage,
  startAssistantChat,
  unblockUser,
  userChats,
} from './service.ts';

const tags = ['Chat'];
const notificationTags = ['Notifications'];

/** A small HTML page for a person who followed a link in a mail; refusals stay the JSON envelope. */
const htmlResponse = { 200: { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } }, ...errorResponses };

/** send-message carries image files. */
export const chatUploadLimits: UploadLimit[] = [{ path: /^\/api\/v1\/send-message$/, maxBytes: PHOTO_BODY_LIMIT }];

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

/** Image files under `attachment`, `attachment[]` or `attachments[]`, each checked by its bytes (empty file inputs dropped). */
async function attachedImages(raw: Record<string, unknown>): Promise<Uint8Array[]> {
  const files: Blob[] = [];
  for (const [k, v] of Object.entries(raw)) {
    if (!/^attachments?(\[\d*\])?$/.test(k)) continue;
    for (const f of Array.isArray(v) ? v : [v]) if (isBlob(f) && f.size > 0) files.push(f);
  }
  if (files.length > ATTACHMENTS_MAX) throw invalidField('attachment', 'FIELD_TOO_MANY', `At most ${ATTACHMENTS_MAX} attachments.`);
  const out: Uint8Array[] = [];
  for (const f of files) out.push(await checkAdPhoto(f, 'attachment'));
  return out;
}

export const chatRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/create-chat',
      tags,
      summary: 'Open the one-to-one chat of two members (existing or new)',
      description:
        'The caller must be user1_id or user2_id (403); the pair is stored in ascending order, so both orders give the same chat. ' +
        'Chat with yourself: 422. Unknown member: 404. Either member blocked the other: 403 BLOCKED_BY_USER or USER_BLOCKED.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: formOrJson(createChatBody) },
      responses: okResponse(createChatAnswer),
    }),
    async (c) => {
      const body = readBody(c, createChatBody);
      return ok(c, await createChat(c.var.deps.db, c.var.user!.id, body.user1_id, body.user2_id), 'Chat');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/send-message',
      tags,
      summary: 'Send a message (also "message the seller")',
      description:
        'sender_id must be the caller (403). With an empty or null chat_id the chat with receiver_id is found or created; with a chat_id ' +
        'the caller must be a participant (403) and receiver_id, when sent, the other member (422). Blocked either way: 403 ' +
        'BLOCKED_BY_USER or USER_BLOCKED. content is required unless an attachment is sent: image files (attachment[], checked by ' +
        'their bytes, re-encoded to WebP in our storage) or attachment_link[] of files already in our storage (anything else 422 ' +
        'ATTACHMENT_NOT_OURS). extra_info is a JSON object (a string in multipart). With ad_id the ad must exist (404) and its message ' +
        "leads go up by one. The message gets the chat's next seq; the chat's last message and time move with it, and `message` is " +
        "emitted to the chat's room and both members' rooms. Rate-limited per member (chatMessage; files also count as uploads).",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: formOrJson(sendMessageBody) },
      responses: okResponse(messageSchema),
    }),
    async (c) => {
      const user = c.var.user!;
      const { 'attachment_link[]': bracketed, attachment: _files, ...body } = readBody(c, sendMessageBody);
      await c.var.deps.limits.consume('chatMessage', `user:${user.id}`);
      const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
      const files = multipart ? await attachedImages(await readRawBody(c)) : [];
      if (files.length > 0) await c.var.deps.limits.consume('upload', `user:${user.id}`);
      const message = await sendMessage(c.var.deps, user.id, { ...body, attachment_link: [...body.attachment_link, ...bracketed] }, files);
      return ok(c, message, 'Your message has been sent!');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/user-chats/{userId}',
      tags,
      summary: "The caller's chats, most recently active first",
      description:
        "Only your own list (403 otherwise). At most 200 chats; last_message is 'No messages yet' for an empty chat; unread_counter " +
        "counts the other member's messages after your read watermark. A chat you deleted shows again when a new message arrives.",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: userChatsParam },
      responses: okResponse(z.array(chatListItemSchema)),
    }),
    async (c) => {
      const { userId } = c.req.valid('param');
      if (userId !== c.var.user!.id) throw forbidden('You can only list your own chats.', 'NOT_YOUR_CHAT');
      return ok(c, await userChats(c.var.deps, userId), 'Chats');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/chat-history/{chatId}',
      tags,
      summary: "A chat's messages, oldest first, by seq",
      description:
        `Participants only (403); unknown chat 404. Without a query: the newest ${HISTORY_PAGE}. before=<seq>: the ${HISTORY_PAGE} just ` +
        `before it (Load Previous Messages). after=<seq>: every message after it, ${BACKFILL_PAGE} at most; a client back from a ` +
        'disconnect asks with the last seq it has, again while a page comes back full. Messages you deleted for yourself are left out.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: chatIdParam, query: chatHistoryQuery },
      responses: okResponse(z.array(messageSchema)),
    }),
    async (c) => {
      const { chatId } = c.req.valid('param');
      return ok(c, await chatHistory(c.var.deps.db, c.var.user!.id, chatId, c.req.valid('query')), 'Chat history');
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/chat/{chatId}',
      tags,
      summary: 'Delete a chat for me',
      description:
        'Participants only (403). Hides the history so far from the caller only (the other member keeps it) and reads it; the chat ' +
        'leaves your list until a new message arrives.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: chatIdParam },
      responses: okResponse(chatIdAnswer),
    }),
    async (c) => ok(c, await deleteChatForMe(c.var.deps.db, c.var.user!.id, c.req.valid('param').chatId), 'Chat deleted'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/chat/start',
      tags,
      summary: 'Start an AI assistant session',
      description: 'Answers the chat_id of a session of the caller: an empty one reused (is_new false) or a new one with the title and metadata.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: formOrJson(startChatBody) },
      responses: okResponse(startChatAnswer),
    }),
    async (c) => ok(c, await startAssistantChat(c.var.deps.db, c.var.user!.id, readBody(c, startChatBody)), 'Chat started'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/chat/sessions',
      tags,
      summary: "The caller's AI assistant sessions (the AiChat history)",
      description:
        'Sessions that hold messages, most recently active first, at most 200, each with its title: named from its first question ' +
        '(by the OpenAI-compatible model when one is configured, else from the search understood, e.g. "Bicycles under 300"). ' +
        'An empty or cleared session is not listed; a cleared one is named again by its next question.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      responses: okResponse(z.array(assistantSessionSchema)),
    }),
    async (c) => ok(c, await assistantSessions(c.var.deps.db, c.var.user!.id), 'AI chat sessions'),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/chat/{chatId}/messages',
      tags,
      summary: 'Clear an AI assistant session',
      description:
        "Only your own session (403); a one-to-one chat: 422 NOT_AN_ASSISTANT_CHAT. Removes the session's messages and its title (the next " +
        "question names it again); the answer's message is the text the chat shows: 'Chat cleared. What would you like to search for next?'.",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: chatIdParam },
      responses: okResponse(chatIdAnswer),
    }),
    async (c) =>
      ok(c, await clearAssistantChat(c.var.deps, c.var.user!.id, c.req.valid('param').chatId), 'Chat cleared. What would you like to search for next?'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/blocked-users',
      tags,
      summary: 'The members I blocked (Blacklist)',
      description: 'Newest first, with the date of the block.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      responses: okResponse(z.array(blockedUserSchema)),
    }),
    async (c) => ok(c, await blockList(c.var.deps.db, c.var.user!.id), 'Blocked users'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/blocked-users',
      tags,
      summary: 'Block a member',
      description: 'The member can no longer message you nor open a chat with you (403 BLOCKED_BY_USER). Yourself: 422; unknown member: 404.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: formOrJson(blockBody) },
      responses: okResponse(blockedUserSchema),
    }),
    async (c) => ok(c, await blockUser(c.var.deps.db, c.var.user!.id, readBody(c, blockBody).user_id), 'User blocked'),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/blocked-users/{userId}',
      tags,
      summary: 'Unblock a member',
      description: 'Lifts your block (404 when there is none).',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: blockedUserParam },
      responses: okResponse(z.object({ id: z.number().int() })),
    }),
    async (c) => ok(c, await unblockUser(c.var.deps.db, c.var.user!.id, c.req.valid('param').userId), 'User unblocked'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/messages/{messageId}/report',
      tags,
      summary: "Report the other member's message",
      description:
        'Participants of its chat only (403); your own message 422; unknown 404. Joins the complaints queue (type message, content_id ' +
        'the message id); one open report per message and reporter (409 ALREADY_REPORTED).',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: messageIdParam, body: formOrJson(reportMessageBody) },
      responses: okResponse(reportAnswer),
    }),
    async (c) =>
      ok(c, await reportMessage(c.var.deps.db, c.var.user!.id, c.req.valid('param').messageId, readBody(c, reportMessageBody)), 'Thank you for your report.'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/notification-settings',
      tags: notificationTags,
      summary: 'My notification settings',
      description:
        'The e-mails you get, each on for every new member: chat_email_digest (new messages, unread while you are away), ' +
        'order_emails (order updates), offer_emails (offers).',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      responses: okResponse(notificationSettingsSchema),
    }),
    async (c) => ok(c, await notificationSettings(c.var.deps.db, c.var.user!.id), 'Notification settings'),
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/notification-settings',
      tags: notificationTags,
      summary: 'Change my notification settings',
      description: 'Fields left out stay as they are; each switch takes 1/0 or true/false.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: formOrJson(notificationSettingsBody) },
      responses: okResponse(notificationSettingsSchema),
    }),
    async (c) => ok(c, await changeNotificationSettings(c.var.deps.db, c.var.user!.id, readBody(c, notificationSettingsBody)), 'Notification settings saved'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/unsubscribe/chat-digest',
      tags: notificationTags,
      summary: 'The page of the unsubscribe link in a chat e-mail',
      description: 'An HTML page in the member’s language with one button that stops the mails (a GET changes nothing). Invalid token: 404.',
      request: { query: unsubscribeQuery },
      responses: htmlResponse,
    }),
    async (c) => c.html(await unsubscribePage(c.var.deps, c.req.valid('query').token)),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/unsubscribe/chat-digest',
      tags: notificationTags,
      summary: 'Stop chat or offer e-mails (the unsubscribe link, and one-click unsubscribe of RFC 8058)',
      description:
        'Turns off what the token names for its member (chat_email_digest, offer_emails, or both, after what the mail ' +
        'carried) and answers a small HTML page. Mail clients post ' +
        '`List-Unsubscribe=One-Click` here (the List-Unsubscribe-Post header); the body is not needed. Invalid token: 404.',
      request: { query: unsubscribeQuery },
      responses: htmlResponse,
    }),
    async (c) => c.html(await unsubscribe(c.var.deps, c.req.valid('query').token)),
  );
