import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A member's story: one image or video. It is active for 24 hours after created_at unless archived earlier
 * (archived_at); after that it is in its owner's archive (decision 156), computed at read time.
 */
export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileUrl: text('file_url').notNull(),
    /** image or video */
    fileType: text('file_type', { enum: ['image', 'video'] }).notNull(),
    /** A video's still picture (WebP); null for an image. */
    posterUrl: text('poster_url'),
    /**
     * ready; processing: a video being made web-friendly in the background (file_url is the original meanwhile);
     * failed: the transcode failed (the original stays). Only ready stories show to others.
     */
    status: text('status', { enum: ['ready', 'processing', 'failed'] }).notNull().default('ready'),
    /** While processing: the stored original and where the web MP4 goes. */
    sourceKey: text('source_key'),
    targetKey: text('target_key'),
    /** Storage keys written for the story, deleted with it. */
    storageKeys: jsonb('storage_keys').$type<string[]>().notNull().default([]),
    /** Viewers other than the owner, each counted once. */
    totalViews: integer('total_views').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Set while an operator keeps the story hidden from everyone (decision 178): when, and the reason. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stories_user_created_idx').on(t.userId, t.createdAt),
    index('stories_active_idx').on(t.createdAt).where(sql`${t.archivedAt} is null`),
    // The console's moderation list, newest first: all stories, and the hidden ones.
    index('stories_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('stories_hidden_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`).where(sql`${t.hiddenAt} is not null`),
  ],
);

/** Who has seen which story: one row per viewer and story, so a view counts once. */
export const storyViews = pgTable(
  'story_views',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.viewerId] }), index('story_views_viewer_idx').on(t.viewerId)],
);
