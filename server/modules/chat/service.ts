import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads, chats, messages, users } from '../../db/schema/index.ts';
import { forbidden, invalidField, notFound } from '../../http/errors.ts';
import { HISTORY_CAP, NO_MESSAGES } from './schemas.ts';

type MessageRow = typeof messages.$inferSelect;

const CHAT_LIST_CAP = 200;

export function serializeMessage(m: MessageRow) {
  return {
    id: m.id,
    chat_id: m.chatId,
    sender_id: m.senderId,
    receiver_id: m.receiverId,
    message_type: m.messageType,
    content: m.content,
    attachment_link: m.attachmentLink ?? [],
    extra_info: m.extraInfo ?? null,
    ad_id: m.adId,
    story_id: m.storyId,
    read_at: m.readAt ? m.readAt.toISOString() : null,
    created_at: m.createdAt.toISOString(),
  };
}

async function member(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** The one chat of a pair (user1_id is always the smaller id), created when it does not exist yet. */
async function chatOfPair(db: Db, a: number, b: number) {
  const [user1Id, user2Id] = a < b ? [a, b] : [b, a];
  await db.insert(chats).values({ user1Id, user2Id }).onConflictDoNothing();
  const [chat] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.user1Id, user1Id), eq(chats.user2Id, user2Id)))
    .limit(1);
  return chat!;
}

/** POST /create-chat: the caller must be one of the two; the other must be a member; answers the existing chat or a new one. */
export async function createChat(db: Db, callerId: number, user1: number, user2: number) {
  if (user1 !== callerId && user2 !== callerId) throw forbidden('You can only start chats you take part in.', 'NOT_YOUR_CHAT');
  const otherId = user1 === callerId ? user2 : user1;
  if (otherId === callerId) throw invalidField('user2_id', 'CHAT_WITH_SELF', 'You cannot start a chat with yourself.');
  const receiver = await member(db, otherId);
  if (!receiver) throw notFound('User not found.', 'USER_NOT_FOUND');
  const chat = await chatOfPair(db, callerId, otherId);
  return { chat: { id: chat.id, updated_at: chat.updatedAt.toISOString() }, receiver };
}

export type SendMessageInput = {
  chat_id?: number | undefined;
  sender_id: number;
  receiver_id?: number | undefined;
  message_type: string;
  content: string;
  ad_id?: number | undefined;
  story_id?: number | undefined;
  extra_info?: Record<string, unknown> | undefined;
  attachment_link: string[];
};

/**
 * POST /send-message: stores the message, moves the chat's last message and time, and counts a message lead on the ad
 * when one is named, all in one transaction. Without chat_id the chat with receiver_id is found or created.
 */
export async function sendMessage(db: Db, callerId: number, input: SendMessageInput) {
  if (input.sender_id !== callerId) throw forbidden('You can only send messages as yourself.', 'NOT_YOUR_CHAT');
  if (!input.content && input.attachment_link.length === 0) throw invalidField('content', 'FIELD_REQUIRED', 'The content field is required.');

  if (input.ad_id !== undefined) {
    const [ad] = await db
      .select({ id: ads.id })
      .from(ads)
      .where(and(eq(ads.id, input.ad_id), isNull(ads.deletedAt)))
      .limit(1);
    if (!ad) throw notFound('Ad not found.', 'AD_NOT_FOUND');
  }

  let chatId: number;
  let receiverId: number;
  if (input.chat_id !== undefined) {
    const [chat] = await db.select().from(chats).where(eq(chats.id, input.chat_id)).limit(1);
    if (!chat) throw notFound('Chat not found.', 'CHAT_NOT_FOUND');
    if (chat.user1Id !== callerId && chat.user2Id !== callerId) throw forbidden('You are not a member of this chat.', 'NOT_YOUR_CHAT');
    receiverId = chat.user1Id === callerId ? chat.user2Id : chat.user1Id;
    if (input.receiver_id !== undefined && input.receiver_id !== receiverId) {
      throw invalidField('receiver_id', 'FIELD_CHOICE_INVALID', 'The receiver is not a member of this chat.');
    }
    chatId = chat.id;
  } else {
    if (input.receiver_id === undefined) throw invalidField('receiver_id', 'FIELD_REQUIRED', 'The receiver id field is required.');
    if (input.receiver_id === callerId) throw invalidField('receiver_id', 'CHAT_WITH_SELF', 'You cannot message yourself.');
    if (!(await member(db, input.receiver_id))) throw notFound('User not found.', 'USER_NOT_FOUND');
    receiverId = input.receiver_id;
    chatId = (await chatOfPair(db, callerId, receiverId)).id;
  }

  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(messages)
      .values({
        chatId,
        senderId: callerId,
        receiverId,
        messageType: input.message_type,
        content: input.content,
        adId: input.ad_id ?? null,
        storyId: input.story_id ?? null,
        extraInfo: input.extra_info ?? null,
        attachmentLink: input.attachment_link.length > 0 ? input.attachment_link : null,
        createdAt: now,
      })
      .returning();
    const preview = input.content || (input.attachment_link.length > 0 ? 'Attachment' : NO_MESSAGES);
    await tx.update(chats).set({ lastMessage: preview.slice(0, 500), updatedAt: now }).where(eq(chats.id, chatId));
    if (input.ad_id !== undefined) {
      await tx.update(ads).set({ totalMessageLead: sql`${ads.totalMessageLead} + 1` }).where(eq(ads.id, input.ad_id));
    }
    return serializeMessage(row!);
  });
}

/** GET /user-chats/{userId}: the caller's chats, most recently active first, with the other member and unread count. */
export async function userChats(db: Db, userId: number) {
  const otherId = sql<number>`case when ${chats}.user1_id = ${userId} then ${chats}.user2_id else ${chats}.user1_id end`;
  const rows = await db
    .select({
      chatId: chats.id,
      user1Id: chats.user1Id,
      user2Id: chats.user2Id,
      lastMessage: chats.lastMessage,
      updatedAt: chats.updatedAt,
      receiverId: users.id,
      receiverName: users.name,
      receiverAvatar: users.avatar,
      unread: sql<number>`(select count(*)::int from ${messages} um where um.chat_id = ${chats}.id and um.receiver_id = ${userId} and um.read_at is null)`,
    })
    .from(chats)
    .innerJoin(users, eq(users.id, otherId))
    .where(and(or(eq(chats.user1Id, userId), eq(chats.user2Id, userId)), isNull(users.deletedAt)))
    .orderBy(desc(chats.updatedAt), desc(chats.id))
    .limit(CHAT_LIST_CAP);
  return rows.map((r) => ({
    chat_id: r.chatId,
    user1_id: r.user1Id,
    user2_id: r.user2Id,
    last_message: r.lastMessage || NO_MESSAGES,
    updated_at: r.updatedAt.toISOString(),
    receiver: { id: r.receiverId, name: r.receiverName, avatar: r.receiverAvatar },
    unread_counter: Number(r.unread),
  }));
}

/** GET /chat-history/{chatId}: the newest HISTORY_CAP messages, oldest first; members only. */
export async function chatHistory(db: Db, callerId: number, chatId: number) {
  const [chat] = await db.select().from(chats).where(eq(chats.id, chatId)).limit(1);
  if (!chat) throw notFound('Chat not found.', 'CHAT_NOT_FOUND');
  if (chat.user1Id !== callerId && chat.user2Id !== callerId) throw forbidden('You are not a member of this chat.', 'NOT_YOUR_CHAT');
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.chatId, chatId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(HISTORY_CAP);
  return rows.reverse().map(serializeMessage);
}
