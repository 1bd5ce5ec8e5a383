import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One-to-one conversations; user1_id is always the smaller id so a pair has one chat. */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    user1Id: integer('user1_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    user2Id: integer('user2_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lastMessage: text('last_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chats_pair_key').on(t.user1Id, t.user2Id), index('chats_user2_idx').on(t.user2Id)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id').notNull().references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    messageType: text('message_type').notNull().default('text'),
    content: text('content').notNull().default(''),
    adId: integer('ad_id'),
    storyId: integer('story_id'),
    extraInfo: jsonb('extra_info').$type<Record<string, unknown>>(),
    attachmentLink: text('attachment_link').array(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_chat_idx').on(t.chatId, t.createdAt), index('messages_unread_idx').on(t.chatId, t.receiverId).where(sql`${t.readAt} is null`)],
);
