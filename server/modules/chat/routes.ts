import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { forbidden, invalidField } from '../../http/errors.ts';
import { bearerSecurity, formOrJson, okResponse, readBody } from '../../http/openapi.ts';
import { ATTACHMENTS_MAX, chatHistoryParam, chatListItemSchema, createChatAnswer, createChatBody, HISTORY_CAP, messageSchema, sendMessageBody, userChatsParam } from './schemas.ts';
import { chatHistory, createChat, sendMessage, userChats } from './service.ts';

const tags = ['Chat'];

export const chatRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/create-chat',
      tags,
      summary: 'Open the one-to-one chat of two members (existing or new)',
      description:
        'The caller must be user1_id or user2_id (403); the pair is stored in ascending order, so both orders give the same chat. ' +
        'Chat with yourself: 422. Unknown member: 404.',
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
        'the caller must be a member (403) and receiver_id, when sent, the other member (422). content is required unless attachment_link[] ' +
        'is sent. extra_info is a JSON object (a string in multipart). With ad_id the ad must exist (404) and its message leads go up by one. ' +
        "The chat's last message and time move with the message.",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { body: formOrJson(sendMessageBody) },
      responses: okResponse(messageSchema),
    }),
    async (c) => {
      const { 'attachment_link[]': bracketed, ...body } = readBody(c, sendMessageBody);
      const links = [...body.attachment_link, ...bracketed];
      if (links.length > ATTACHMENTS_MAX) throw invalidField('attachment_link', 'FIELD_TOO_MANY', `At most ${ATTACHMENTS_MAX} attachments.`);
      return ok(c, await sendMessage(c.var.deps.db, c.var.user!.id, { ...body, attachment_link: links }), 'Your message has been sent!');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/user-chats/{userId}',
      tags,
      summary: "The caller's chats, most recently active first",
      description: "Only your own list (403 otherwise). At most 200 chats; last_message is 'No messages yet' for an empty chat.",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: userChatsParam },
      responses: okResponse(z.array(chatListItemSchema)),
    }),
    async (c) => {
      const { userId } = c.req.valid('param');
      if (userId !== c.var.user!.id) throw forbidden('You can only list your own chats.', 'NOT_YOUR_CHAT');
      return ok(c, await userChats(c.var.deps.db, userId), 'Chats');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/chat-history/{chatId}',
      tags,
      summary: "A chat's messages, oldest first",
      description: `Members only (403); unknown chat 404. The newest ${HISTORY_CAP} messages, in time order.`,
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: chatHistoryParam },
      responses: okResponse(z.array(messageSchema)),
    }),
    async (c) => {
      const { chatId } = c.req.valid('param');
      return ok(c, await chatHistory(c.var.deps.db, c.var.user!.id, chatId), 'Chat history');
    },
  );
