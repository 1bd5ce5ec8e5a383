import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { blogCategories, blogs } from '../../db/schema/index.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import { blogSearchInput } from '../../../common/blogs.ts';
import { prefixTsQuery } from '../search/text.ts';
import { readingTimeOf, sanitiseBlogHtml } from './html.ts';

/**
 * The news and blog section (spec 002 §2.15, §7 'Blogs'): public lists newest first, details by slug or id, related
 * blogs, blogs of a category, full-text search, and views counted once per signed-in reader, blog and UTC day.
 * A blog is public once its published_at has passed.
 */

export const BLOG_AUTHOR = 'RM News & Blogs';
export const BLOG_NOT_FOUND = 'Blog not found.';
export const SEARCH_TOO_SHORT = 'Please enter at least 3 characters to search.';
export const RELATED_COUNT = 4;

export type BlogCategoryJson = { id: number; name: string; slug: string; description: string; color: string; icon: string; blogs_count: number };
export type BlogCategoryRef = { id: number; name: string; slug: string; color: string; icon: string };
export type BlogJson = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  featured_image_url: string | null;
  image_variants: string[];
  image_credit: string | null;
  author: string;
  category: BlogCategoryRef | null;
  is_trending: boolean;
  is_highlighted: boolean;
  is_featured: boolean;
  view_count: number;
  total_views: number;
  reading_time: number;
  published_at: string;
  created_at: string;
  updated_at: string;
};
export type BlogDetailsJson = BlogJson & { content: string };
export type BlogPage = { blogs: BlogJson[]; total: number };

type BlogRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content?: string;
  featured_image_url: string | null;
  image_variants: string[];
  image_credit: string | null;
  author: string;
  is_trending: boolean;
  is_highlighted: boolean;
  is_featured: boolean;
  view_count: number;
  total_views: number;
  reading_time: number;
  published_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
  c_id: number | null;
  c_name: string | null;
  c_slug: string | null;
  c_color: string | null;
  c_icon: string | null;
};

const iso = (v: Date | string) => new Date(v).toISOString();

function toJson(r: BlogRow): BlogJson {
  return {
    id: Number(r.id),
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    featured_image_url: r.featured_image_url,
    image_variants: r.image_variants,
    image_credit: r.image_credit,
    author: r.author,
    category: r.c_id === null ? null : { id: Number(r.c_id), name: r.c_name!, slug: r.c_slug!, color: r.c_color!, icon: r.c_icon! },
    is_trending: r.is_trending,
    is_highlighted: r.is_highlighted,
    is_featured: r.is_featured,
    view_count: Number(r.view_count),
    total_views: Number(r.total_views),
    reading_time: Number(r.reading_time),
    published_at: iso(r.published_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

const CARD_COLUMNS = sql`b.id, b.slug, b.title, b.excerpt, b.featured_image_url, b.image_variants, b.image_credit, b.author,
  b.is_trending, b.is_highlighted, b.is_featured, b.view_count, b.total_views, b.reading_time, b.published_at, b.created_at, b.updated_at,
  c.id as c_id, c.name as c_name, c.slug as c_slug, c.color as c_color, c.icon as c_icon`;

/** Blogs every reader sees (alias b): published, not scheduled. Lists, pages and the sitemap read through it. */
export const PUBLISHED_BLOG = sql`b.published_at <= now()`;
const NEWEST = sql`b.published_at desc, b.id desc`;

async function page(db: Db, where: SQL, order: SQL, p: { page: number; perPage: number }): Promise<BlogPage> {
  const [list, counted] = await Promise.all([
    rows<BlogRow>(db, sql`select ${CARD_COLUMNS} from blogs b left join blog_categories c on c.id = b.category_id
      where ${where} order by ${order} limit ${p.perPage} offset ${(p.page - 1) * p.perPage}`),
    rows<{ n: number }>(db, sql`select count(*)::int as n from blogs b where ${where}`),
  ]);
  return { blogs: list.map(toJson), total: Number(counted[0]?.n ?? 0) };
}

/** Every category with its number of published blogs, in the editors' order. */
export async function blogCategoryList(db: Db): Promise<BlogCategoryJson[]> {
  const list = await rows<Omit<BlogCategoryJson, 'blogs_count'> & { blogs_count: number }>(
    db,
    sql`select c.id, c.name, c.slug, c.description, c.color, c.icon,
      (select count(*)::int from blogs b where b.category_id = c.id and ${PUBLISHED_BLOG}) as blogs_count
      from blog_categories c order by c.position, c.name, c.id`,
  );
  return list.map((c) => ({ ...c, id: Number(c.id), blogs_count: Number(c.blogs_count) }));
}

export type BlogListFilter = { page: number; perPage: number; trending?: boolean | undefined; featured?: boolean | undefined; highlighted?: boolean | undefined; categoryId?: number | undefined };

/** Published blogs newest first, optionally only the trending, featured or highlighted ones, or one category's. */
export async function blogList(db: Db, f: BlogListFilter): Promise<BlogPage> {
  const where: SQL[] = [PUBLISHED_BLOG];
  if (f.trending !== undefined) where.push(sql`b.is_trending = ${f.trending}`);
  if (f.featured !== undefined) where.push(sql`b.is_featured = ${f.featured}`);
  if (f.highlighted !== undefined) where.push(sql`b.is_highlighted = ${f.highlighted}`);
  if (f.categoryId !== undefined) where.push(sql`b.category_id = ${f.categoryId}`);
  return page(db, sql.join(where, sql` and `), NEWEST, f);
}

/** A blog by slug, or by id when the key is a number. */
function keyMatch(key: string): SQL {
  return /^[1-9]\d{0,9}$/.test(key) && Number(key) <= 2_147_483_647 ? sql`b.id = ${Number(key)}` : sql`b.slug = ${key}`;
}

/** One published blog with its content; 404 'Blog not found.' otherwise. */
export async function blogDetails(db: Db, key: string): Promise<BlogDetailsJson> {
  const [row] = await rows<BlogRow>(db, sql`select ${CARD_COLUMNS}, b.content from blogs b left join blog_categories c on c.id = b.category_id
    where ${keyMatch(key)} and ${PUBLISHED_BLOG} limit 1`);
  if (!row) throw notFound(BLOG_NOT_FOUND, 'BLOG_NOT_FOUND');
  // Stored content is clean already (saveBlog); cleaning again on the way out also covers rows written by hand.
  return { ...toJson(row), content: sanitiseBlogHtml(row.content ?? '') };
}

/**
 * Up to RELATED_COUNT other published blogs: the newest of the same category, then the newest of the others.
 * 404 when the blog itself is not there.
 */
export async function relatedBlogs(db: Db, key: string): Promise<BlogJson[]> {
  const [blog] = await rows<{ id: number; category_id: number | null }>(db, sql`select b.id, b.category_id from blogs b where ${keyMatch(key)} and ${PUBLISHED_BLOG} limit 1`);
  if (!blog) throw notFound(BLOG_NOT_FOUND, 'BLOG_NOT_FOUND');
  const from = sql`from blogs b left join blog_categories c on c.id = b.category_id`;
  const same =
    blog.category_id === null
      ? []
      : await rows<BlogRow>(db, sql`select ${CARD_COLUMNS} ${from} where b.category_id = ${blog.category_id} and b.id <> ${blog.id} and ${PUBLISHED_BLOG} order by ${NEWEST} limit ${RELATED_COUNT}`);
  const missing = RELATED_COUNT - same.length;
  const others =
    missing > 0
      ? await rows<BlogRow>(db, sql`select ${CARD_COLUMNS} ${from} where b.id <> ${blog.id} and b.category_id is distinct from ${blog.category_id} and ${PUBLISHED_BLOG} order by ${NEWEST} limit ${missing}`)
      : [];
  return [...same, ...others].map(toJson);
}

async function categoryByKey(db: Db, key: string): Promise<BlogCategoryJson> {
  const match = /^[1-9]\d{0,9}$/.test(key) && Number(key) <= 2_147_483_647 ? sql`c.id = ${Number(key)}` : sql`c.slug = ${key}`;
  const [category] = await rows<BlogCategoryJson>(
    db,
    sql`select c.id, c.name, c.slug, c.description, c.color, c.icon,
      (select count(*)::int from blogs b where b.category_id = c.id and ${PUBLISHED_BLOG}) as blogs_count
      from blog_categories c where ${match} limit 1`,
  );
  if (!category) throw notFound('Blog category not found.', 'BLOG_CATEGORY_NOT_FOUND');
  return { ...category, id: Number(category.id), blogs_count: Number(category.blogs_count) };
}

/** The search text, trimmed; 422 when it is under 3 characters (an empty one too: the call needs something to find). */
function searchText(raw: string | undefined): string {
  const input = blogSearchInput(raw);
  if (input.kind !== 'ok') throw invalidField('query', 'BLOG_SEARCH_TOO_SHORT', SEARCH_TOO_SHORT);
  return input.query;
}

/** Published blogs whose title, excerpt or text has every word of the query (word starts), best first. */
async function searchPage(db: Db, text: string, p: { page: number; perPage: number; categoryId?: number | undefined }): Promise<BlogPage> {
  const tsq = prefixTsQuery(text);
  if (!tsq) return { blogs: [], total: 0 };
  const where = [PUBLISHED_BLOG, sql`b.search_vector @@ to_tsquery('simple', ${tsq})`];
  if (p.categoryId !== undefined) where.push(sql`b.category_id = ${p.categoryId}`);
  return page(db, sql.join(where, sql` and `), sql`ts_rank_cd(b.search_vector, to_tsquery('simple', ${tsq})) desc, ${NEWEST}`, p);
}

export async function searchBlogs(db: Db, raw: string | undefined, p: { page: number; perPage: number; categoryId?: number | undefined }): Promise<BlogPage> {
  return searchPage(db, searchText(raw), p);
}

/** A category and a page of its blogs; with a query, the category's blogs matching it. */
export async function blogsByCategory(db: Db, key: string, p: { page: number; perPage: number; query?: string | undefined }): Promise<{ category: BlogCategoryJson; page: BlogPage }> {
  const category = await categoryByKey(db, key);
  const q = blogSearchInput(p.query);
  const result =
    q.kind === 'empty' ? await blogList(db, { page: p.page, perPage: p.perPage, categoryId: category.id }) : await searchPage(db, searchText(p.query), { ...p, categoryId: category.id });
  return { category, page: result };
}

/**
 * Counts a signed-in reader's view: the first of the UTC day per reader and blog adds one to total_views, a reader's
 * first ever also to view_count; a repeat that day, or a concurrent duplicate (the primary key), adds nothing.
 */
export async function recordBlogView(db: Db, blogId: number, userId: number): Promise<{ counted: boolean; view_count: number; total_views: number }> {
  const [blog] = await rows<{ id: number }>(db, sql`select b.id from blogs b where b.id = ${blogId} and ${PUBLISHED_BLOG}`);
  if (!blog) throw notFound(BLOG_NOT_FOUND, 'BLOG_NOT_FOUND');
  const [updated] = await rows<{ view_count: number; total_views: number }>(
    db,
    sql`with added as (
        insert into blog_views (blog_id, user_id, viewed_on) values (${blogId}, ${userId}, (now() at time zone 'utc')::date)
        on conflict do nothing returning blog_id, viewed_on
      )
      update blogs set total_views = total_views + 1,
        view_count = view_count + case when exists (
          select 1 from blog_views v, added a where v.blog_id = a.blog_id and v.user_id = ${userId} and v.viewed_on < a.viewed_on
        ) then 0 else 1 end
      where id = (select blog_id from added)
      returning view_count, total_views`,
  );
  if (updated) return { counted: true, view_count: Number(updated.view_count), total_views: Number(updated.total_views) };
  const [now] = await rows<{ view_count: number; total_views: number }>(db, sql`select view_count, total_views from blogs where id = ${blogId}`);
  return { counted: false, view_count: Number(now?.view_count ?? 0), total_views: Number(now?.total_views ?? 0) };
}

export type BlogCategoryInput = { name: string; slug: string; description: string; color: string; icon: string; position: number };

/** Creates or updates a category by slug; returns its id. */
export async function saveBlogCategory(db: Db, c: BlogCategoryInput): Promise<number> {
  const [row] = await db
    .insert(blogCategories)
    .values(c)
    .onConflictDoUpdate({ target: blogCategories.slug, set: { name: c.name, description: c.description, color: c.color, icon: c.icon, position: c.position } })
    .returning({ id: blogCategories.id });
  return row!.id;
}

export type BlogInput = {
  slug: string;
  title: string;
  excerpt: string;
  /** HTML; cleaned by the allow-list here, so every way into the table stores safe HTML. */
  content: string;
  categoryId: number | null;
  featuredImageUrl: string | null;
  imageVariants: string[];
  imageCredit: string | null;
  isTrending?: boolean;
  isFeatured?: boolean;
  isHighlighted?: boolean;
  publishedAt: Date | null;
};

/** Creates a blog, or updates the one with its slug: content cleaned, reading time computed from it. Returns its id. */
export async function saveBlog(db: Db, b: BlogInput): Promise<number> {
  const content = sanitiseBlogHtml(b.content);
  const values = {
    slug: b.slug,
    title: b.title.trim(),
    excerpt: b.excerpt.trim(),
    content,
    readingTime: readingTimeOf(content),
    categoryId: b.categoryId,
    featuredImageUrl: b.featuredImageUrl,
    imageVariants: b.imageVariants,
    imageCredit: b.imageCredit,
    author: BLOG_AUTHOR,
    isTrending: b.isTrending ?? false,
    isFeatured: b.isFeatured ?? false,
    isHighlighted: b.isHighlighted ?? false,
    publishedAt: b.publishedAt,
  };
  const { slug: _slug, ...changes } = values;
  const [row] = await db
    .insert(blogs)
    .values(values)
    .onConflictDoUpdate({ target: blogs.slug, set: { ...changes, updatedAt: sql`now()` } })
    .returning({ id: blogs.id });
  return row!.id;
}
