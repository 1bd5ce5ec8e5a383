import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Categories of the news and blog section (spec 002 §3); blogs_count is counted from `blogs`, never stored. */
export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** A CSS colour (#rrggbb) for the category's badge. */
    color: text('color').notNull().default('#2563eb'),
    /** A short icon name the site maps to a drawing. */
    icon: text('icon').notNull().default('news'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blog_categories_slug_key').on(t.slug)],
);

/**
 * An article. `content` is HTML already cleaned by the blogs service's allow-list (decision 130); reading_time is
 * derived from it on every write. A blog is public once published_at has passed. `search_vector` is generated from
 * title (A), excerpt (B) and content (C; the parser skips the tags) for the blog search.
 */
export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    content: text('content').notNull(),
    featuredImageUrl: text('featured_image_url'),
    /** The featured image's stored widths (URLs, smallest first) for srcset. */
    imageVariants: text('image_variants').array().notNull().default(sql`'{}'::text[]`),
    /** Credit line a CC-BY featured photo asks for; null for public domain, CC0 and BSD photos. */
    imageCredit: text('image_credit'),
    author: text('author').notNull().default('RM News & Blogs'),
    categoryId: integer('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    isTrending: boolean('is_trending').notNull().default(false),
    isHighlighted: boolean('is_highlighted').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Distinct signed-in readers (decision 131). */
    viewCount: integer('view_count').notNull().default(0),
    /** Counted views: one per reader per blog per UTC day (decision 131). */
    totalViews: integer('total_views').notNull().default(0),
    /** Minutes: words of the content / 200, rounded up, at least 1 (decision 130). */
    readingTime: integer('reading_time').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('simple', coalesce(content, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blogs_slug_key').on(t.slug),
    // Every list walks one of these newest first and stops after a page.
    index('blogs_published_idx').on(sql`${t.publishedAt} desc`, sql`${t.id} desc`).where(sql`${t.publishedAt} is not null`),
    index('blogs_category_published_idx').on(t.categoryId, sql`${t.publishedAt} desc`, sql`${t.id} desc`).where(sql`${t.publishedAt} is not null`),
    index('blogs_trending_idx').on(sql`${t.publishedAt} desc`, sql`${t.id} desc`).where(sql`${t.isTrending} and ${t.publishedAt} is not null`),
    index('blogs_featured_idx').on(sql`${t.publishedAt} desc`, sql`${t.id} desc`).where(sql`${t.isFeatured} and ${t.publishedAt} is not null`),
    index('blogs_highlighted_idx').on(sql`${t.publishedAt} desc`, sql`${t.id} desc`).where(sql`${t.isHighlighted} and ${t.publishedAt} is not null`),
    index('blogs_search_vector_idx').using('gin', t.searchVector),
  ],
);

/** One row per reader, blog and UTC day: the primary key makes a second view that day (or a concurrent one) count nothing. */
export const blogViews = pgTable(
  'blog_views',
  {
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedOn: date('viewed_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.userId, t.viewedOn] }), index('blog_views_user_idx').on(t.userId)],
);
