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
    /** Storage keys written for the story, deleted with it. */
    storageKeys: jsonb('storage_keys').$type<string[]>().notNull().default([]),
    /** Viewers other than the owner, each counted once. */
    totalViews: integer('total_views').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stories_user_created_idx').on(t.userId, t.createdAt), index('stories_active_idx').on(t.createdAt).where(sql`${t.archivedAt} is null`)],
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
