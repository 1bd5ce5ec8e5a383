import { apiCall, type ApiSchema } from './client.ts';
import type { ListPage } from './admin.ts';
import { succeeded, upload, uploadError } from './upload.ts';

/** The console's blog calls (issue 16, decision 181): posts of every status and their categories, operators only. */
export type AdminBlog = ApiSchema<'AdminBlog'>;
export type AdminBlogStatus = AdminBlog['status'];
export type AdminBlogCategory = ApiSchema<'AdminBlogCategory'>;

type Options = { signal?: AbortSignal };

export const adminBlogList = (status: AdminBlogStatus | undefined, page: number, opts: Options = {}): Promise<ListPage<AdminBlog>> =>
  apiCall('GET /admin/blogs', { query: { status, page }, ...opts }).then((res) => ({
    items: res.data,
    page: res.meta?.current_page ?? 1,
    last: Math.max(1, res.meta?.last_page ?? 1),
    total: res.meta?.total ?? res.data.length,
  }));

export const adminBlog = (id: number, opts: Options = {}) => apiCall('GET /admin/blogs/{id}', { params: { id }, ...opts }).then((r) => r.data);

/** Creates a post (id null) or changes one, with the featured image's upload progress; a failure throws as any call's does. */
export async function saveAdminBlog(id: number | null, body: FormData, onProgress: (pct: number) => void): Promise<AdminBlog> {
  const result = id === null ? await upload('POST /admin/blogs', {}, body, onProgress) : await upload('POST /admin/blogs/{id}', { id }, body, onProgress);
  if (!succeeded(result)) throw uploadError(result);
  return result.answer.data as AdminBlog;
}

export const deleteAdminBlog = (id: number) => apiCall('DELETE /admin/blogs/{id}', { params: { id } }).then((r) => r.data);

export const adminBlogCategories = (opts: Options = {}) => apiCall('GET /admin/blog-categories', opts).then((r) => r.data);
export const createBlogCategory = (name: string) => apiCall('POST /admin/blog-categories', { body: { name } }).then((r) => r.data);
/** A category's name, description (the lead of its public page; empty clears it) and colour (its dot in the lists). */
export type BlogCategoryEdit = { name: string; description: string; color: string };
export const saveBlogCategory = (id: number, edit: BlogCategoryEdit) => apiCall('PUT /admin/blog-categories/{id}', { params: { id }, body: edit }).then((r) => r.data);
export const deleteBlogCategory = (id: number) => apiCall('DELETE /admin/blog-categories/{id}', { params: { id } }).then((r) => r.data);
