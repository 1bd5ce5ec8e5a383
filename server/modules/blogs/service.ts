import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { slugOf, uniqueSlug } from '../../db/slugs.ts';
import { blogCategories, blogs } from '../../db/schema/index.ts';
import { ApiError, conflict, FieldProblems, invalidField, notFound } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { checkAdPhoto, photoKeys, processAdPhoto } from '../../platform/images.ts';
import { recordAction } from '../admin/audit.ts';
import { blogSearchInput } from '../../../common/blogs.ts';
import { prefixTsQuery } from '../search/text.ts';
import { plainTextOf, readingTimeOf, sanitiseBlogHtml } from './html.ts';
import type { AdminBlogStatus } from './schemas.ts';

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

/* The operator console: posts and categories written, scheduled and deleted by operators (issue 16, decision 181). */

export type AdminBlogJson = Omit<BlogDetailsJson, 'published_at'> & { status: AdminBlogStatus; published_at: string | null; category_id: number | null };
export type AdminBlogCategoryJson = BlogCategoryJson & { posts_count: number };

export const BLOG_TITLE_MAX = 200;
export const BLOG_EXCERPT_MAX = 500;
export const BLOG_CONTENT_MAX = 200_000;
const SLUG_MAX = 80;

const STATUS_SQL = sql`case when b.published_at is null then 'draft' when b.published_at > now() then 'scheduled' else 'published' end`;
const STATUS_FILTER: Record<AdminBlogStatus, SQL> = {
  draft: sql`b.published_at is null`,
  scheduled: sql`b.published_at > now()`,
  published: PUBLISHED_BLOG,
};

type AdminBlogRow = Omit<BlogRow, 'published_at'> & { published_at: Date | string | null; content: string; status: AdminBlogStatus; category_id: number | null };

function toAdminJson(r: AdminBlogRow): AdminBlogJson {
  const card = toJson({ ...r, published_at: r.published_at ?? r.created_at });
  return { ...card, content: r.content, status: r.status, published_at: r.published_at === null ? null : iso(r.published_at), category_id: r.category_id === null ? null : Number(r.category_id) };
}

const ADMIN_SELECT = sql`select ${CARD_COLUMNS}, b.content, b.category_id, ${STATUS_SQL} as status from blogs b left join blog_categories c on c.id = b.category_id`;

/** Posts of every status (or one), newest first: by publication time, a draft by when it was written. */
export async function adminBlogList(db: Db, status: AdminBlogStatus | undefined, pageNo: number, perPage: number) {
  const where = status ? STATUS_FILTER[status] : sql`true`;
  const [list, counted] = await Promise.all([
    rows<AdminBlogRow>(db, sql`${ADMIN_SELECT} where ${where} order by coalesce(b.published_at, b.created_at) desc, b.id desc limit ${perPage} offset ${(pageNo - 1) * perPage}`),
    rows<{ n: number }>(db, sql`select count(*)::int as n from blogs b where ${where}`),
  ]);
  return { items: list.map(toAdminJson), total: Number(counted[0]?.n ?? 0), page: pageNo, perPage };
}

async function adminBlogRow(db: Db, id: number, lock = false): Promise<AdminBlogRow> {
  const [row] = await rows<AdminBlogRow>(db, sql`${ADMIN_SELECT} where b.id = ${id} ${lock ? sql`for update of b` : sql``}`);
  if (!row) throw notFound(BLOG_NOT_FOUND, 'BLOG_NOT_FOUND');
  return row;
}

/** One post of any status, with its stored HTML. */
export async function adminBlog(db: Db, id: number): Promise<AdminBlogJson> {
  return toAdminJson(await adminBlogRow(db, id));
}

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;
const lastOf = (v: unknown): unknown => (Array.isArray(v) ? v[v.length - 1] : v);
/** A text field as sent; undefined when it was not sent (an update keeps the stored value). */
const textField = (raw: Record<string, unknown>, key: string): string | undefined => {
  const v = lastOf(raw[key]);
  return v === undefined || v === null || isBlob(v) ? undefined : String(v);
};

type BlogFields = {
  title?: string;
  excerpt?: string;
  content?: string;
  categoryId?: number | null;
  isTrending?: boolean;
  isFeatured?: boolean;
  isHighlighted?: boolean;
  publishedAt?: Date | null;
  image?: Uint8Array;
  removeImage: boolean;
};

/**
 * Every field of a post form checked at once (one 422 listing them all). On create, title and content are required;
 * on update a field not sent keeps its value.
 */
async function readBlogForm(db: Db, raw: Record<string, unknown>, creating: boolean): Promise<BlogFields> {
  const problems = new FieldProblems();
  const out: BlogFields = { removeImage: false };

  const title = textField(raw, 'title')?.trim();
  if (title !== undefined || creating) {
    if (!title) problems.add('title', 'FIELD_REQUIRED', 'The title field is required.');
    else if ([...title].length > BLOG_TITLE_MAX) problems.add('title', 'FIELD_TOO_LONG', `The title may not be greater than ${BLOG_TITLE_MAX} characters.`);
    else out.title = title;
  }
  const excerpt = textField(raw, 'excerpt')?.trim();
  if (excerpt !== undefined) {
    if ([...excerpt].length > BLOG_EXCERPT_MAX) problems.add('excerpt', 'FIELD_TOO_LONG', `The excerpt may not be greater than ${BLOG_EXCERPT_MAX} characters.`);
    else out.excerpt = excerpt;
  }
  const content = textField(raw, 'content');
  if (content !== undefined || creating) {
    const clean = sanitiseBlogHtml(content ?? '');
    if (content !== undefined && content.length > BLOG_CONTENT_MAX) problems.add('content', 'FIELD_TOO_LONG', `The content may not be greater than ${BLOG_CONTENT_MAX} characters.`);
    // Markup alone (an empty paragraph, a script the allow-list drops) is no article.
    else if (!plainTextOf(clean) && !/<img\b/i.test(clean)) problems.add('content', 'FIELD_REQUIRED', 'The content field is required.');
    else out.content = clean;
  }
  const category = textField(raw, 'category_id')?.trim();
  if (category !== undefined) {
    if (category === '') out.categoryId = null;
    else if (!/^\d{1,10}$/.test(category) || !(await rows(db, sql`select 1 from blog_categories where id = ${Number(category) <= 2_147_483_647 ? Number(category) : 0}`)).length) {
      problems.add('category_id', 'FIELD_CHOICE_INVALID', 'The selected category is invalid.');
    } else out.categoryId = Number(category);
  }
  for (const [key, field] of [['is_trending', 'isTrending'], ['is_featured', 'isFeatured'], ['is_highlighted', 'isHighlighted']] as const) {
    const v = textField(raw, key)?.trim();
    if (v === undefined || v === '') continue;
    if (!['0', '1', 'true', 'false'].includes(v)) problems.add(key, 'FIELD_INVALID', `The ${key.replace('_', ' ')} field must be 1 or 0.`);
    else out[field] = v === '1' || v === 'true';
  }
  const published = textField(raw, 'published_at')?.trim();
  if (published !== undefined) {
    // A time zone is required: a bare local time would mean the server's zone, not the operator's.
    const when = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/.test(published) ? new Date(published) : null;
    if (published === '') out.publishedAt = null;
    else if (!when || Number.isNaN(when.getTime())) problems.add('published_at', 'FIELD_INVALID', 'The publication time must be an ISO 8601 date and time with a time zone.');
    else out.publishedAt = when;
  }
  out.removeImage = textField(raw, 'remove_image')?.trim() === '1';
  const file = lastOf(raw.featured_image);
  if (isBlob(file) && !(file.size === 0 && !(file as File).name)) {
    try {
      out.image = await checkAdPhoto(file, 'featured_image');
    } catch (err) {
      if (!(err instanceof ApiError) || !err.messageStatus) throw err;
      problems.add('featured_image', err.messageStatus, err.message);
    }
  }
  problems.throwIfAny(['title', 'excerpt', 'content', 'category_id', 'published_at', 'featured_image']);
  return out;
}

/** What the audit log keeps of a post: its fields, the HTML as its length (the log is read, not diffed). */
function auditedBlog(r: AdminBlogRow | AdminBlogJson) {
  return {
    title: r.title,
    slug: r.slug,
    excerpt: r.excerpt,
    category_id: r.category_id === null ? null : Number(r.category_id),
    is_trending: r.is_trending,
    is_featured: r.is_featured,
    is_highlighted: r.is_highlighted,
    published_at: r.published_at === null ? null : iso(r.published_at),
    featured_image_url: r.featured_image_url,
    content_length: r.content.length,
  };
}

/**
 * Creates a post with its audit entry: content cleaned, reading time computed, slug unique from the title, the
 * featured image stored as WebP widths under blogs/ (removed again when the insert fails).
 */
export async function createAdminBlog(deps: Deps, operatorId: number, raw: Record<string, unknown>): Promise<AdminBlogJson> {
  const f = await readBlogForm(deps.db, raw, true);
  const image = f.image ? await processAdPhoto(f.image, { storage: deps.storage, folder: 'blogs' }) : null;
  try {
    return await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const slug = await uniqueSlug(tx, 'blogs', slugOf(f.title!, 'post', SLUG_MAX));
      const [row] = await tx
        .insert(blogs)
        .values({
          slug,
          title: f.title!,
          excerpt: f.excerpt ?? '',
          content: f.content!,
          readingTime: readingTimeOf(f.content!),
          categoryId: f.categoryId ?? null,
          featuredImageUrl: image?.attachment ?? null,
          imageVariants: image?.variants ?? [],
          author: BLOG_AUTHOR,
          isTrending: f.isTrending ?? false,
          isFeatured: f.isFeatured ?? false,
          isHighlighted: f.isHighlighted ?? false,
          publishedAt: f.publishedAt ?? null,
        })
        .returning({ id: blogs.id });
      const created = await adminBlogRow(tx, row!.id);
      await recordAction(tx, operatorId, 'blog.create', { type: 'blog', id: row!.id }, null, auditedBlog(created));
      return toAdminJson(created);
    });
  } catch (err) {
    if (image) await Promise.all(image.keys.map((k) => deps.storage.delete(k).catch(() => undefined)));
    throw err;
  }
}

/** The stored files of a featured image (every width), for deleting it. */
const imageKeys = (deps: Deps, r: { featured_image_url: string | null; image_variants: string[] }) =>
  [...new Set([...(r.featured_image_url ? photoKeys(deps.storage, r.featured_image_url) : []), ...r.image_variants.flatMap((u) => photoKeys(deps.storage, u))])];

/**
 * Updates a post with its audit entry; fields not sent keep their values. The slug follows the title while the post
 * was never public (a draft or a scheduled post); once published, its address stays. A new featured image (or
 * remove_image=1) replaces the old one, whose files are deleted after the change is committed.
 */
export async function updateAdminBlog(deps: Deps, operatorId: number, id: number, raw: Record<string, unknown>): Promise<AdminBlogJson> {
  await adminBlogRow(deps.db, id);
  const f = await readBlogForm(deps.db, raw, false);
  const image = f.image ? await processAdPhoto(f.image, { storage: deps.storage, folder: 'blogs' }) : null;
  let replaced: string[] = [];
  try {
    const saved = await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const before = await adminBlogRow(tx, id, true);
      const content = f.content ?? before.content;
      const slug = before.status !== 'published' && f.title !== undefined ? await uniqueSlug(tx, 'blogs', slugOf(f.title, 'post', SLUG_MAX), id) : before.slug;
      const newImage = image ? { featuredImageUrl: image.attachment, imageVariants: image.variants, imageCredit: null } : f.removeImage ? { featuredImageUrl: null, imageVariants: [], imageCredit: null } : {};
      if (image || f.removeImage) replaced = imageKeys(deps, before);
      await tx
        .update(blogs)
        .set({
          slug,
          ...(f.title !== undefined ? { title: f.title } : {}),
          ...(f.excerpt !== undefined ? { excerpt: f.excerpt } : {}),
          content,
          readingTime: readingTimeOf(content),
          ...(f.categoryId !== undefined ? { categoryId: f.categoryId } : {}),
          ...(f.isTrending !== undefined ? { isTrending: f.isTrending } : {}),
          ...(f.isFeatured !== undefined ? { isFeatured: f.isFeatured } : {}),
          ...(f.isHighlighted !== undefined ? { isHighlighted: f.isHighlighted } : {}),
          ...(f.publishedAt !== undefined ? { publishedAt: f.publishedAt } : {}),
          ...newImage,
          updatedAt: sql`now()`,
        })
        .where(sql`${blogs.id} = ${id}`);
      const after = await adminBlogRow(tx, id);
      await recordAction(tx, operatorId, 'blog.update', { type: 'blog', id }, auditedBlog(before), auditedBlog(after));
      return toAdminJson(after);
    });
    await Promise.all(replaced.map((k) => deps.storage.delete(k).catch(() => undefined)));
    return saved;
  } catch (err) {
    if (image) await Promise.all(image.keys.map((k) => deps.storage.delete(k).catch(() => undefined)));
    throw err;
  }
}

/** Deletes a post (its views go with it) with its audit entry, then its image files. */
export async function deleteAdminBlog(deps: Deps, operatorId: number, id: number): Promise<{ id: number }> {
  const before = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await adminBlogRow(tx, id, true);
    await tx.execute(sql`delete from blogs where id = ${id}`);
    await recordAction(tx, operatorId, 'blog.delete', { type: 'blog', id }, auditedBlog(row), null);
    return row;
  });
  await Promise.all(imageKeys(deps, before).map((k) => deps.storage.delete(k).catch(() => undefined)));
  return { id };
}

const ADMIN_CATEGORY_SELECT = sql`select c.id, c.name, c.slug, c.description, c.color, c.icon,
  (select count(*)::int from blogs b where b.category_id = c.id and ${PUBLISHED_BLOG}) as blogs_count,
  (select count(*)::int from blogs b where b.category_id = c.id) as posts_count
  from blog_categories c`;

type CategoryRow = Omit<AdminBlogCategoryJson, 'id'> & { id: number };
const categoryJson = (c: CategoryRow): AdminBlogCategoryJson => ({ ...c, id: Number(c.id), blogs_count: Number(c.blogs_count), posts_count: Number(c.posts_count) });

/** Every category in the editors' order, with its published and all posts. */
export async function adminBlogCategories(db: Db): Promise<AdminBlogCategoryJson[]> {
  return (await rows<CategoryRow>(db, sql`${ADMIN_CATEGORY_SELECT} order by c.position, c.name, c.id`)).map(categoryJson);
}

async function adminCategory(db: Db, id: number, lock = false): Promise<AdminBlogCategoryJson> {
  const [row] = await rows<CategoryRow>(db, sql`${ADMIN_CATEGORY_SELECT} where c.id = ${id} ${lock ? sql`for update of c` : sql``}`);
  if (!row) throw notFound('Blog category not found.', 'BLOG_CATEGORY_NOT_FOUND');
  return categoryJson(row);
}

export type AdminCategoryInput = { name: string; description?: string | undefined; color?: string | undefined; icon?: string | undefined };
const auditedCategory = (c: AdminBlogCategoryJson) => ({ name: c.name, slug: c.slug, description: c.description, color: c.color, icon: c.icon });

/** Adds a category at the end of the list, slug unique from its name, with its audit entry. */
export async function createAdminBlogCategory(db: Db, operatorId: number, input: AdminCategoryInput): Promise<AdminBlogCategoryJson> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const slug = await uniqueSlug(tx, 'blog_categories', slugOf(input.name, 'category', SLUG_MAX));
    const [row] = await rows<{ id: number }>(
      tx,
      sql`insert into blog_categories (name, slug, description, color, icon, position)
        values (${input.name}, ${slug}, ${input.description ?? ''}, ${input.color ?? '#2563eb'}, ${input.icon ?? 'news'},
          (select coalesce(max(position), -1) + 1 from blog_categories)) returning id`,
    );
    const created = await adminCategory(tx, Number(row!.id));
    await recordAction(tx, operatorId, 'blog_category.create', { type: 'blog_category', id: created.id }, null, auditedCategory(created));
    return created;
  });
}

/** Renames a category (and its description, colour, icon); its slug, the address of its page, stays. */
export async function updateAdminBlogCategory(db: Db, operatorId: number, id: number, input: AdminCategoryInput): Promise<AdminBlogCategoryJson> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const before = await adminCategory(tx, id, true);
    await tx.execute(sql`update blog_categories set name = ${input.name}, description = ${input.description ?? before.description},
      color = ${input.color ?? before.color}, icon = ${input.icon ?? before.icon} where id = ${id}`);
    const after = await adminCategory(tx, id);
    await recordAction(tx, operatorId, 'blog_category.update', { type: 'blog_category', id }, auditedCategory(before), auditedCategory(after));
    return after;
  });
}

/** Deletes a category no post uses (drafts count); one in use answers 409 BLOG_CATEGORY_IN_USE. */
export async function deleteAdminBlogCategory(db: Db, operatorId: number, id: number): Promise<{ id: number }> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const before = await adminCategory(tx, id, true);
    // A post saved to this category while it is deleted is left with none (the key's set-null), never a dangling id.
    if (before.posts_count > 0) throw conflict('Posts use this category: move them to another one first.', 'BLOG_CATEGORY_IN_USE');
    await tx.execute(sql`delete from blog_categories where id = ${id}`);
    await recordAction(tx, operatorId, 'blog_category.delete', { type: 'blog_category', id }, auditedCategory(before), null);
    return { id };
  });
}
