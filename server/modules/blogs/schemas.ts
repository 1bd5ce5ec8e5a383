import { z } from '@hono/zod-openapi';
import { blankToUndefined, pageParam, perPageParam } from '../../http/paging.ts';
import { BLOG_SEARCH_MAX_LENGTH } from '../../../common/blogs.ts';
import { pageMetaSchema } from '../../http/envelope.ts';
import { rowIdParam } from '../../http/ids.ts';

/** Blog calls of spec 002 §7 'Blogs' (decision 129 for the answers' shapes). */

export const BLOG_PER_PAGE = 12;
export const BLOG_PER_PAGE_MAX = 50;

const blogsPerPage = perPageParam(BLOG_PER_PAGE, BLOG_PER_PAGE_MAX);

const flagParam = (label: string, description: string) =>
  z
    .preprocess(blankToUndefined, z.enum(['0', '1', 'true', 'false'], { error: `The ${label} field must be 1 or 0.` }).optional())
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'))
    .openapi({ type: 'string', enum: ['0', '1', 'true', 'false'], description });

const positiveId = (label: string) =>
  z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: `The ${label} must be a number.` })
        .int(`The ${label} must be a whole number.`)
        .positive(`The ${label} must be a whole number.`)
        .max(2_147_483_647, `The ${label} must be a whole number.`)
        .optional(),
    )
    .openapi({ type: 'integer', minimum: 1 });

/** A slug or a numeric id in the path. */
const keyParam = (name: string, description: string) =>
  z
    .string()
    .min(1)
    .max(200, 'The address is too long.')
    .openapi({ param: { name, in: 'path' }, description, example: 'slow-travel-by-train-across-europe' });

const searchParam = z
  .string()
  .max(BLOG_SEARCH_MAX_LENGTH, `The query may not be greater than ${BLOG_SEARCH_MAX_LENGTH} characters.`)
  .optional()
  .openapi({ description: 'Words to find (at least 3 characters after trimming)', example: 'coffee' });

export const blogListQuery = z.object({
  page: pageParam,
  per_page: blogsPerPage,
  is_trending: flagParam('is trending', '1: only trending blogs (the Trending section)'),
  is_featured: flagParam('is featured', '1: only featured blogs (the Featured section)'),
  is_highlighted: flagParam('is highlighted', '1: only highlighted blogs (the Highlights section)'),
  category_id: positiveId('category id').openapi({ description: "Only this category's blogs" }),
});

export const blogSearchQuery = z.object({
  query: searchParam,
  page: pageParam,
  per_page: blogsPerPage,
  category_id: positiveId('category id').openapi({ description: "Only this category's blogs" }),
});

export const blogCategoryQuery = z.object({ query: searchParam.openapi({ description: "Search the category's blogs instead (at least 3 characters after trimming)" }), page: pageParam, per_page: blogsPerPage });

export const blogSlugParams = z.object({ slug: keyParam('slug', 'The blog slug (or its numeric id)') });
export const blogIdParams = z.object({ id: keyParam('id', 'The blog id (or its slug)') });
export const blogCategoryParams = z.object({ categoryId: keyParam('categoryId', 'The category id (or its slug)').openapi({ example: '1' }) });
export const blogViewParams = z.object({
  id: z.coerce
    .number({ error: 'The blog id must be a number.' })
    .int('The blog id must be a whole number.')
    .positive('The blog id must be a whole number.')
    .max(2_147_483_647, 'The blog id must be a whole number.')
    .openapi({ param: { name: 'id', in: 'path' }, type: 'integer', example: 1 }),
});

const categoryRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), color: z.string(), icon: z.string() });

export const blogCategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    color: z.string().openapi({ example: '#0f766e' }),
    icon: z.string().openapi({ example: 'plane' }),
    blogs_count: z.number().int().openapi({ description: 'Published blogs of the category' }),
  })
  .openapi('BlogCategory');

export const blogSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    featured_image_url: z.string().nullable(),
    image_variants: z.array(z.string()).openapi({ description: 'The featured image at widths 320, 640 and 1280 (smallest first; fewer when the photo is smaller)' }),
    image_credit: z.string().nullable().openapi({ description: 'Attribution the featured photo licence asks for' }),
    author: z.string().openapi({ example: 'RM News & Blogs' }),
    category: categoryRefSchema.nullable(),
    is_trending: z.boolean(),
    is_highlighted: z.boolean(),
    is_featured: z.boolean(),
    view_count: z.number().int().openapi({ description: 'Distinct signed-in readers' }),
    total_views: z.number().int().openapi({ description: 'Views counted once per reader per blog per UTC day' }),
    reading_time: z.number().int().openapi({ description: 'Minutes: words / 200, rounded up, at least 1' }),
    published_at: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('Blog');

export const blogDetailsSchema = blogSchema.extend({ content: z.string().openapi({ description: 'HTML, cleaned by an allow-list' }) }).openapi('BlogDetails');

/** The paginated shape of the blog calls: the page's blogs in `data` beside the paging fields (spec: data.data.data). */
export const blogPaginatorSchema = pageMetaSchema.extend({ data: z.array(blogSchema) }).openapi('BlogPage');

export const blogsByCategorySchema = z.object({ category: blogCategorySchema, blogs: blogPaginatorSchema }).openapi('BlogsByCategory');

export const blogViewSchema = z
  .object({ counted: z.boolean().openapi({ description: "false: this reader's view of the blog was already counted today" }), view_count: z.number().int(), total_views: z.number().int() })
  .openapi('BlogView');

/* The operator console's blog calls (issue 16, decision 181). */

export const ADMIN_BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type AdminBlogStatus = (typeof ADMIN_BLOG_STATUSES)[number];

export const adminBlogQuery = z.object({
  status: z
    .preprocess(blankToUndefined, z.enum(ADMIN_BLOG_STATUSES, { error: 'The status must be draft, scheduled or published.' }).optional())
    .openapi({ description: 'draft (no publication time), scheduled (published_at still ahead) or published; every post when left out' }),
  page: pageParam,
  per_page: perPageParam(20, 100),
});

export const adminBlogParams = z.object({ id: rowIdParam('blog id', 'id') });
export const adminBlogCategoryParams = z.object({ id: rowIdParam('category id', 'id') });

/** A field of the post form, documented only: the service reads and checks every field itself (all problems at once). */
const doc = (description: string, type: 'string' | 'integer' = 'string', extra: Record<string, unknown> = {}) => z.unknown().optional().openapi({ type, description, ...extra });
const flagField = (description: string) => doc(description, 'string', { enum: ['0', '1'] });

/** What the create and update calls read (multipart, url-encoded or JSON). */
export const adminBlogBodyDoc = z
  .object({
    title: doc('Required when creating, at most 200 characters; the slug is made from it while the post was never public'),
    excerpt: doc('At most 500 characters'),
    content: doc('HTML, required when creating, at most 200,000 characters; cleaned by the allow-list before it is stored'),
    category_id: doc('A blog category id; empty for none', 'integer'),
    is_trending: flagField('1: shown in Trending'),
    is_featured: flagField('1: shown in Featured'),
    is_highlighted: flagField('1: shown in Highlights'),
    published_at: doc('ISO 8601 with a time zone: now or past publishes, future schedules; empty: a draft', 'string', { format: 'date-time' }),
    featured_image: doc('JPEG, PNG, WebP, GIF, AVIF or HEIC, judged by its bytes; stored as WebP 320, 640 and 1280 wide', 'string', { format: 'binary' }),
    remove_image: flagField('1 (update only): drop the featured image'),
  })
  .openapi('AdminBlogBody');

export const adminBlogSchema = blogDetailsSchema
  .extend({
    status: z.enum(ADMIN_BLOG_STATUSES),
    published_at: z.string().nullable().openapi({ description: 'null for a draft' }),
    category_id: z.number().int().nullable(),
  })
  .openapi('AdminBlog');

const categoryText = (label: string, max: number) =>
  z.string({ error: `The ${label} must be text.` }).trim().max(max, `The ${label} may not be greater than ${max} characters.`);

export const adminBlogCategoryBody = z
  .object({
    name: categoryText('name', 100).min(1, 'The name field is required.'),
    description: categoryText('description', 500).optional(),
    color: z
      .preprocess(blankToUndefined, z.string().regex(/^#[0-9a-fA-F]{6}$/, 'The color must be a colour like #0f766e.').optional())
      .openapi({ type: 'string', example: '#0f766e' }),
    icon: z.preprocess(blankToUndefined, z.string().trim().regex(/^[a-z0-9-]{1,40}$/, 'The icon must be a short name.').optional()).openapi({ type: 'string', example: 'plane' }),
  })
  .openapi('AdminBlogCategoryBody');

export const adminBlogCategorySchema = blogCategorySchema
  .extend({ posts_count: z.number().int().openapi({ description: 'Every post of the category, drafts and scheduled ones too: one in use cannot be deleted' }) })
  .openapi('AdminBlogCategory');
