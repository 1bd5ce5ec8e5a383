import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '../../http/auth.ts';
import { IMAGE_BODY_LIMIT, type UploadLimit } from '../../http/body-limits.ts';
import { moduleRouter, type AppEnv } from '../../http/context.ts';
import { ok, paged, pageMeta } from '../../http/envelope.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { bearerSecurity, formOrJson, okResponse, pagedResponse, readBody, readRawBody } from '../../http/openapi.ts';
import {
  adminBlogBodyDoc,
  adminBlogCategoryBody,
  adminBlogCategoryParams,
  adminBlogCategorySchema,
  adminBlogParams,
  adminBlogQuery,
  adminBlogSchema,
  blogCategoryParams,
  blogCategoryQuery,
  blogCategorySchema,
  blogDetailsSchema,
  blogIdParams,
  blogListQuery,
  blogPaginatorSchema,
  blogSchema,
  blogsByCategorySchema,
  blogSearchQuery,
  blogSlugParams,
  blogViewParams,
  blogViewSchema,
} from './schemas.ts';
import {
  adminBlog,
  adminBlogCategories,
  adminBlogList,
  blogCategoryList,
  blogDetails,
  blogList,
  blogsByCategory,
  type BlogPage,
  createAdminBlog,
  createAdminBlogCategory,
  deleteAdminBlog,
  deleteAdminBlogCategory,
  recordBlogView,
  relatedBlogs,
  searchBlogs,
  updateAdminBlog,
  updateAdminBlogCategory,
} from './service.ts';

const tags = ['Blogs'];

/** A post's form carries its featured image. */
export const blogsUploadLimits: UploadLimit[] = [{ path: /^\/api\/v1\/admin\/blogs(\/\d+)?$/, maxBytes: IMAGE_BODY_LIMIT }];

const blogBody = { required: true, content: { 'multipart/form-data': { schema: adminBlogBodyDoc }, 'application/json': { schema: adminBlogBodyDoc } } };

/** Public and the same for everyone: shared caches may keep blog answers a minute. */
function cachePublic(c: Context<AppEnv>) {
  c.header('Cache-Control', 'public, max-age=60');
}

/** The paginated shape (decision 129): the page's blogs in `data` beside the paging fields. */
function paginator(c: Context<AppEnv>, result: BlogPage, p: { page: number; per_page: number }) {
  return { ...pageMeta(c.req.url, { page: p.page, perPage: p.per_page, total: result.total }), data: result.blogs };
}

export const blogsRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/blogs/categories',
      tags,
      summary: 'Blog categories with their number of published blogs',
      responses: okResponse(z.array(blogCategorySchema)),
    }),
    async (c) => {
      const categories = await blogCategoryList(c.var.deps.db);
      cachePublic(c);
      return ok(c, categories, categories.length ? 'Blog categories' : 'No categories found.');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/blogs/search',
      tags,
      summary: 'Blogs matching a query, best first, paginated',
      description:
        "Every word of the query must start a word of the blog's title, excerpt or text. A query under 3 characters after " +
        "trimming: 422 'Please enter at least 3 characters to search.' (BLOG_SEARCH_TOO_SHORT). data is the paginated blogs.",
      request: { query: blogSearchQuery },
      responses: okResponse(blogPaginatorSchema),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const result = await searchBlogs(c.var.deps.db, q.query, { page: q.page, perPage: q.per_page, categoryId: q.category_id });
      cachePublic(c);
      return ok(c, paginator(c, result, q), result.total ? 'Blogs' : 'No blogs found.');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/blogs/category/{categoryId}',
      tags,
      summary: "A category and its blogs, newest first; with query, its blogs matching the query",
      description: "data: { category, blogs } with blogs paginated. Unknown category: 404 (BLOG_CATEGORY_NOT_FOUND). A non-empty query under 3 characters: 422.",
      request: { params: blogCategoryParams, query: blogCategoryQuery },
      responses: okResponse(blogsByCategorySchema),
    }),
    async (c) => {
      const { categoryId } = c.req.valid('param');
      const q = c.req.valid('query');
      const { category, page } = await blogsByCategory(c.var.deps.db, categoryId, { page: q.page, perPage: q.per_page, query: q.query });
      cachePublic(c);
      return ok(c, { category, blogs: paginator(c, page, q) }, page.total ? 'Blogs' : 'No blogs found.');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/blogs',
      tags,
      summary: 'Published blogs newest first, paginated',
      description:
        'The list page asks is_trending=1, is_featured=1 and is_highlighted=1 with per_page 4, 6 or 8 (by width) for its ' +
        'sections and the plain list for All Blogs. data is the paginated blogs: data.data plus current_page, last_page, total, ' +
        'per_page, next_page_url, prev_page_url.',
      request: { query: blogListQuery },
      responses: okResponse(blogPaginatorSchema),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const result = await blogList(c.var.deps.db, { page: q.page, perPage: q.per_page, trending: q.is_trending, featured: q.is_featured, highlighted: q.is_highlighted, categoryId: q.category_id });
      cachePublic(c);
      return ok(c, paginator(c, result, q), result.total ? 'Blogs' : 'No blogs found.');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/blogs/{id}/related',
      tags,
      summary: 'Up to 4 other blogs: the newest of the same category, then the newest of the others',
      description: "The blog by id or slug; unknown: 404 'Blog not found.' (BLOG_NOT_FOUND).",
      request: { params: blogIdParams },
      responses: okResponse(z.array(blogSchema)),
    }),
    async (c) => {
      const related = await relatedBlogs(c.var.deps.db, c.req.valid('param').id);
      cachePublic(c);
      return ok(c, related, related.length ? 'Related blogs' : 'No related blogs found.');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/blogs/{slug}',
      tags,
      summary: 'One published blog with its HTML content, by slug (or numeric id)',
      description: "Unknown or unpublished: 404 'Blog not found.' (BLOG_NOT_FOUND). The content is HTML cleaned by an allow-list.",
      request: { params: blogSlugParams },
      responses: okResponse(blogDetailsSchema),
    }),
    async (c) => {
      const blog = await blogDetails(c.var.deps.db, c.req.valid('param').slug);
      cachePublic(c);
      return ok(c, blog, 'Blog');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/blogs/view/{id}',
      tags,
      summary: "Counts the signed-in reader's view of a blog, once per reader, blog and UTC day",
      description: "No body. Without a valid token: 401. Unknown blog: 404. A repeat the same day answers counted: false and counts nothing.",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: blogViewParams },
      responses: okResponse(blogViewSchema),
    }),
    async (c) => {
      const view = await recordBlogView(c.var.deps.db, c.req.valid('param').id, c.var.user!.id);
      c.header('Cache-Control', 'no-store');
      return ok(c, view, view.counted ? 'View recorded' : 'View already recorded today');
    },
  )
  .openapi(
    operatorRoute({
      method: 'get',
      path: '/admin/blogs',
      summary: 'Blog posts of every status, or drafts, scheduled or published ones, newest first',
      request: { query: adminBlogQuery },
      responses: pagedResponse(adminBlogSchema),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await adminBlogList(c.var.deps.db, q.status, q.page, q.per_page);
      return paged(c, page.items, page, page.items.length ? 'Blog posts' : 'No blog posts.');
    },
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/blogs',
      summary: 'Write a blog post: a draft, published now, or scheduled (published_at ahead)',
      description:
        `Multipart with featured_image, or url-encoded or JSON without. The HTML is cleaned by the allow-list before it is stored, ` +
        'the reading time computed from it (decision 130), the slug made unique from the title. Every failing field is listed (422). ' +
        'A scheduled post is in no public list, search, sitemap or page until its time (decision 181). Written to the audit log.',
      request: { body: blogBody },
      responses: okResponse(adminBlogSchema),
    }),
    async (c) => ok(c, await createAdminBlog(c.var.deps, c.var.user!.id, await readRawBody(c)), 'Blog post saved'),
  )
  .openapi(
    operatorRoute({
      method: 'get',
      path: '/admin/blogs/{id}',
      summary: 'One blog post of any status, with its HTML',
      description: `Unknown: 404 BLOG_NOT_FOUND.`,
      request: { params: adminBlogParams },
      responses: okResponse(adminBlogSchema),
    }),
    async (c) => ok(c, await adminBlog(c.var.deps.db, c.req.valid('param').id), 'Blog post'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/blogs/{id}',
      summary: 'Change a blog post; fields not sent keep their values',
      description:
        `As creating. The slug follows the title until the post is first public, then stays. A new featured_image or remove_image=1 ` +
        'replaces the old image, whose files are deleted. Unknown: 404 BLOG_NOT_FOUND. Written to the audit log.',
      request: { params: adminBlogParams, body: blogBody },
      responses: okResponse(adminBlogSchema),
    }),
    async (c) => ok(c, await updateAdminBlog(c.var.deps, c.var.user!.id, c.req.valid('param').id, await readRawBody(c)), 'Blog post saved'),
  )
  .openapi(
    operatorRoute({
      method: 'delete',
      path: '/admin/blogs/{id}',
      summary: 'Delete a blog post and its image',
      description: `Unknown: 404 BLOG_NOT_FOUND. Written to the audit log.`,
      request: { params: adminBlogParams },
      responses: okResponse(z.object({ id: z.number().int() })),
    }),
    async (c) => ok(c, await deleteAdminBlog(c.var.deps, c.var.user!.id, c.req.valid('param').id), 'Blog post deleted'),
  )
  .openapi(
    operatorRoute({
      method: 'get',
      path: '/admin/blog-categories',
      summary: 'Blog categories in their order, with their published posts and all posts',
      responses: okResponse(z.array(adminBlogCategorySchema)),
    }),
    async (c) => {
      const list = await adminBlogCategories(c.var.deps.db);
      return ok(c, list, list.length ? 'Blog categories' : 'No categories found.');
    },
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/blog-categories',
      summary: 'Add a blog category at the end of the list',
      description: `The slug is made unique from the name. Written to the audit log.`,
      request: { body: formOrJson(adminBlogCategoryBody) },
      responses: okResponse(adminBlogCategorySchema),
    }),
    async (c) => ok(c, await createAdminBlogCategory(c.var.deps.db, c.var.user!.id, readBody(c, adminBlogCategoryBody)), 'Category added'),
  )
  .openapi(
    operatorRoute({
      method: 'put',
      path: '/admin/blog-categories/{id}',
      summary: 'Rename a blog category (its address, the slug, stays)',
      description: `Unknown: 404 BLOG_CATEGORY_NOT_FOUND. Written to the audit log.`,
      request: { params: adminBlogCategoryParams, body: formOrJson(adminBlogCategoryBody) },
      responses: okResponse(adminBlogCategorySchema),
    }),
    async (c) => ok(c, await updateAdminBlogCategory(c.var.deps.db, c.var.user!.id, c.req.valid('param').id, readBody(c, adminBlogCategoryBody)), 'Category saved'),
  )
  .openapi(
    operatorRoute({
      method: 'delete',
      path: '/admin/blog-categories/{id}',
      summary: 'Delete a blog category no post uses',
      description: `A category with posts (drafts and scheduled ones too): 409 BLOG_CATEGORY_IN_USE. Written to the audit log.`,
      request: { params: adminBlogCategoryParams },
      responses: okResponse(z.object({ id: z.number().int() })),
    }),
    async (c) => ok(c, await deleteAdminBlogCategory(c.var.deps.db, c.var.user!.id, c.req.valid('param').id), 'Category deleted'),
  );
