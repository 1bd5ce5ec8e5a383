import { z } from '@hono/zod-openapi';
import { rowIdParam } from '../../http/ids.ts';
import { SITEMAP_SOURCES } from './service.ts';

export const sitemapIndexSchema = z
  .array(z.object({ source: z.enum(SITEMAP_SOURCES), pages: z.array(z.number().int()) }))
  .openapi('SitemapIndex');

export const sitemapPageParams = z.object({
  source: z.enum(SITEMAP_SOURCES, { error: `The source must be one of: ${SITEMAP_SOURCES.join(', ')}.` }).openapi({ param: { name: 'source', in: 'path' } }),
  page: rowIdParam('page', 'page'),
});

export const sitemapPageSchema = z
  .array(z.object({ path: z.string().openapi({ example: '/product/42' }), lastmod: z.string().openapi({ format: 'date-time' }) }))
  .openapi('SitemapPage');
