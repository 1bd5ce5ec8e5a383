import { sql } from 'drizzle-orm';
import { check, type AnyPgColumn, bigint, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Short photo and video posts of members (spec 001 §3 'Feed'; decisions 151 to 155). `caption` is the API's
 * `comment` (sent as `signature`). status 1 listed, 0 hidden by moderation. total_like (favorites, the same heart)
 * and total_comment (every comment and reply) move in the transaction that writes what they count.
 */
export const feeds = pgTable(
  'feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caption: text('caption').notNull(),
    location: text('location').notNull(),
    lat: numeric('lat', { precision: 9, scale: 6 }),
    lon: numeric('lon', { precision: 9, scale: 6 }),
    status: smallint('status').notNull().default(1),
    /** Why an operator hid the feed (status 0), shown in the console; null while it is listed. */
    hiddenReason: text('hidden_reason'),
    totalLike: integer('total_like').notNull().default(0),
    totalComment: integer('total_comment').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feeds_counts_check', sql`${t.totalLike} >= 0 and ${t.totalComment} >= 0`),
    // Shorts and the home tab walk this newest first and stop after a page.
    index('feeds_listed_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`).where(sql`${t.status} = 1`),
    // A member's own feeds (My Feeds, the seller page's Feeds tab), newest first.
    index('feeds_user_idx').on(t.userId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // The console's moderation list, newest first: all feeds, and the hidden ones.
    index('feeds_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('feeds_hidden_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`).where(sql`${t.status} = 0`),
  ],
);

/**
 * A feed's photos and videos, in the order they were sent. Photos are re-encoded WebP (variants smallest first, url
 * the largest). A video is `processing` from the upload until its web MP4 exists (decision 153): url is
 * then the upload as stored, and the feed shows 'Processing...'; `failed` when it could not be converted.
 */
export const feedAttachments = pgTable(
  'feed_attachments',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    type: text('type', { enum: ['image', 'video'] }).notNull(),
    url: text('url').notNull(),
    /** A small picture for grids and link previews: a photo's middle width, a video's poster. */
    thumbnailUrl: text('thumbnail_url'),
    variants: text('variants').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['ready', 'processing', 'failed'] }).notNull().default('ready'),
    /** While processing: the storage key the web MP4 is written to (the background job reads it). */
    transcodeTo: text('transcode_to'),
    width: integer('width'),
    height: integer('height'),
    /** Seconds, for videos. */
    duration: numeric('duration', { precision: 9, scale: 2 }),
    size: bigint('size', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feed_attachments_feed_idx').on(t.feedId, t.position, t.id),
    // Videos to convert again after a restart.
    index('feed_attachments_processing_idx').on(t.id).where(sql`${t.status} = 'processing'`),
  ],
);

/**
 * Comments and replies (spec 001 §3 'Feed comment'). Replies are one level deep (decision 152): parent_id names a
 * top-level comment, whose total_comment counts its shown replies. total_like counts feed_comment_likes.
 */
export const feedComments = pgTable(
  'feed_comments',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => feedComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    /** 1 shown, 0 hidden by an operator (decision 178): it and its replies leave every list and count. */
    status: smallint('status').notNull().default(1),
    /** Why an operator hid the comment, shown in the console; null while it shows. */
    hiddenReason: text('hidden_reason'),
    totalComment: integer('total_comment').notNull().default(0),
    totalLike: integer('total_like').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('feed_comments_counts_check', sql`${t.totalLike} >= 0 and ${t.totalComment} >= 0`),
    // A feed's top-level comments, newest first.
    index('feed_comments_feed_idx').on(t.feedId, sql`${t.createdAt} desc`, sql`${t.id} desc`).where(sql`${t.parentId} is null`),
    // A comment's replies, oldest first.
    index('feed_comments_parent_idx').on(t.parentId, t.createdAt, t.id).where(sql`${t.parentId} is not null`),
    index('feed_comments_user_idx').on(t.userId),
    // The console's moderation list, newest first: all comments, and the hidden ones.
    index('feed_comments_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('feed_comments_hidden_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`).where(sql`${t.status} = 0`),
  ],
);

/** One heart per member and comment. */
export const feedCommentLikes = pgTable(
  'feed_comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => feedComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('feed_comment_likes_user_idx').on(t.userId)],
);

/** The feed's heart: a member's favorite, counted in feeds.total_like (decision 151). */
export const feedFavorites = pgTable(
  'feed_favorites',
  {
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.userId] }), index('feed_favorites_user_idx').on(t.userId, sql`${t.createdAt} desc`)],
);
