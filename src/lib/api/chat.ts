import { apiCall, type ApiSchema } from './client.ts';

// Sending is contact.ts's sendMessage (POST /send-message): a FormData body carries image files under attachment[].

export type ChatMessage = ApiSchema<'ChatMessage'>;
export type ChatListItem = ApiSchema<'ChatListItem'>;
export type BlockedUser = ApiSchema<'BlockedUser'>;

/** GET /user-chats/{userId}: the signed-in member's chats, most recently active first, with unread counters. */
export function userChats(userId: number) {
  return apiCall('GET /user-chats/{userId}', { params: { userId } });
}

/** POST /create-chat: the chat of the signed-in member with another (the same chat whichever order). */
export function createChat(user1Id: number, user2Id: number) {
  return apiCall('POST /create-chat', { body: { user1_id: user1Id, user2_id: user2Id } });
}

/**
 * GET /chat-history/{chatId}: the newest 10 messages; `before` a seq for the 10 older ones; `after` a seq for
 * everything since (up to 200 a page), oldest first: the backfill after a reconnect.
 */
export function chatHistory(chatId: number, page: { before?: number; after?: number } = {}) {
  return apiCall('GET /chat-history/{chatId}', { params: { chatId }, query: page });
}

/** DELETE /chat/{chatId}: deletes the chat for the signed-in member only. */
export function deleteChatForMe(chatId: number) {
  return apiCall('DELETE /chat/{chatId}', { params: { chatId } });
}

/** POST /chat/start: an AI assistant session (an empty one is reused); metadata goes as JSON text, as in a form. */
export function startAssistantChat(title?: string, metadata?: Record<string, unknown>) {
  return apiCall('POST /chat/start', { body: { ...(title ? { title } : {}), ...(metadata ? { metadata: JSON.stringify(metadata) } : {}) } });
}

/** DELETE /chat/{chatId}/messages: clears an AI assistant session. */
export function clearAssistantChat(chatId: number) {
  return apiCall('DELETE /chat/{chatId}/messages', { params: { chatId } });
}

/** GET /blocked-users: the Blacklist (name, date blocked). */
export function blockedUsers() {
  return apiCall('GET /blocked-users');
}

/** POST /blocked-users: blocks a member; they can no longer message the signed-in member. */
export function blockUser(userId: number) {
  return apiCall('POST /blocked-users', { body: { user_id: userId } });
}

/** DELETE /blocked-users/{userId}: lifts a block. */
export function unblockUser(userId: number) {
  return apiCall('DELETE /blocked-users/{userId}', { params: { userId } });
}

/** POST /messages/{messageId}/report: reports the other member's message to the moderators. */
export function reportMessage(messageId: number, topicId: number, complain: string) {
  return apiCall('POST /messages/{messageId}/report', { params: { messageId }, body: { topic_id: topicId, complain } });
}

export type AssistantSession = ApiSchema<'AssistantSession'>;

/** GET /chat/sessions: the signed-in member's AI assistant sessions with their titles, most recently active first (the AiChat history). */
export function assistantSessions() {
  return apiCall('GET /chat/sessions');
}
