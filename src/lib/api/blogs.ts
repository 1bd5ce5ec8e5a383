import { apiCall, type ApiSchema } from './client.ts';

/** The blog calls of spec 002 §7 'Blogs' (answers: docs/decisions.md 129). */

export type Blog = ApiSchema<'Blog'>;
export type BlogDetails = ApiSchema<'BlogDetails'>;
export type BlogCategory = ApiSchema<'BlogCategory'>;
/** A page of blogs: the blogs in `data` beside the paging fields. */
export type BlogPage = ApiSchema<'BlogPage'>;

type CallOpts = { signal?: AbortSignal; baseUrl?: string; token?: string | null };

/** GET /blogs/categories. */
export async function getBlogCategories(opts: CallOpts = {}): Promise<BlogCategory[]> {
  return (await apiCall('GET /blogs/categories', opts)).data;
}

/** GET /blogs: the list, or one of its sections (is_trending, is_featured, is_highlighted). */
export async function getBlogs(query: { page?: number; per_page?: number; is_trending?: '1'; is_featured?: '1'; is_highlighted?: '1' }, opts: CallOpts = {}): Promise<BlogPage> {
  return (await apiCall('GET /blogs', { query, ...opts })).data;
}

/** GET /blogs/{slug}: one blog with its HTML content. */
export async function getBlog(slug: string, opts: CallOpts = {}): Promise<BlogDetails> {
  return (await apiCall('GET /blogs/{slug}', { params: { slug }, ...opts })).data;
}

/** GET /blogs/{id}/related. */
export async function getRelatedBlogs(id: number | string, opts: CallOpts = {}): Promise<Blog[]> {
  return (await apiCall('GET /blogs/{id}/related', { params: { id }, ...opts })).data;
}

/** GET /blogs/category/{categoryId}, with `query`: the category's blogs matching it. */
export async function getBlogsByCategory(categoryId: number | string, query: { page?: number; per_page?: number; query?: string }, opts: CallOpts = {}) {
  return (await apiCall('GET /blogs/category/{categoryId}', { params: { categoryId }, query, ...opts })).data;
}

/** GET /blogs/search. */
export async function searchBlogs(query: { query: string; page?: number; per_page?: number }, opts: CallOpts = {}): Promise<BlogPage> {
  return (await apiCall('GET /blogs/search', { query, ...opts })).data;
}

/** POST /blogs/view/{id}: only with a token (spec 002 §4, §6). */
export async function trackBlogView(id: number, opts: CallOpts & { token: string }): Promise<void> {
  await apiCall('POST /blogs/view/{id}', { params: { id }, ...opts });
}
