import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Conversations. kind 'user': one-to-one, user1_id is always the smaller id so a pair has one chat. kind 'assistant':
 * a session of user1_id with the AI assistant (user2_id null), with the title and metadata of chat/start.
 * last_seq is the sequence number of the newest message: a send raises it under the row's lock, so the messages of a
 * chat are numbered 1, 2, 3… without gaps or repeats however many are sent at once.
 */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull().default('user'),
    user1Id: integer('user1_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    user2Id: integer('user2_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    lastMessage: text('last_message'),
    lastSeq: integer('last_seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chats_pair_key').on(t.user1Id, t.user2Id).where(sql`${t.kind} = 'user'`),
    index('chats_user2_idx').on(t.user2Id),
    // A member's AI sessions (chat/start's reuse of an empty one, GET /chat/sessions), newest first.
    index('chats_assistant_user_idx').on(t.user1Id, sql`${t.id} desc`).where(sql`${t.kind} = 'assistant'`),
  ],
);

/**
 * What each participant has of a chat: the read watermark (every message up to last_read_seq is read by them),
 * "deleted for me" (cleared_seq: the history up to it is hidden from them; null when never deleted) and the offline
 * e-mail digest (mailed_at, mailed_seq).
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: integer('chat_id').notNull().references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    clearedSeq: integer('cleared_seq'),
    /** When this member was last mailed this chat's unread messages, and the newest message that mail held. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    mailedSeq: integer('mailed_seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id').notNull().references(() => chats.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** Null for the assistant's answers. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a message to the assistant. */
    receiverId: integer('receiver_id').references(() => users.id, { onDelete: 'cascade' }),
    messageType: text('message_type').notNull().default('text'),
    content: text('content').notNull().default(''),
    /** The language detected in a member's text when it was sent (ISO 639-1), null when unsure or not text. */
    language: text('language'),
    adId: integer('ad_id'),
    storyId: integer('story_id'),
    /** The offer an 'offer' message records a step of (offers.id). */
    offerId: integer('offer_id'),
    extraInfo: jsonb('extra_info').$type<Record<string, unknown>>(),
    attachmentLink: text('attachment_link').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('messages_chat_seq_key').on(t.chatId, t.seq)],
);

/** Who blocked whom: a blocked member can neither message the blocker nor open a chat with them. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);
