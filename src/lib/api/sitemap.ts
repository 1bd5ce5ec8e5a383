import { apiCall, type ApiSchema } from './client.ts';

/** The sitemap's data (GET /sitemap, GET /sitemap/{source}/{page}), read by the edge's sitemap.xml. */
type Options = { signal?: AbortSignal; baseUrl?: string; token?: string | null };
export type SitemapSource = ApiSchema<'SitemapIndex'>[number]['source'];

export const sitemapSources = (opts: Options = {}) => apiCall('GET /sitemap', opts).then((r) => r.data);

export const sitemapEntries = (source: SitemapSource, page: number, opts: Options = {}) =>
  apiCall('GET /sitemap/{source}/{page}', { params: { source, page }, ...opts }).then((r) => r.data);
