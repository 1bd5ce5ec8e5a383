import { createRoute } from '@hono/zod-openapi';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { okResponse } from '../../http/openapi.ts';
import { sitemapIndexSchema, sitemapPageParams, sitemapPageSchema } from './schemas.ts';
import { SITEMAP_PAGE_IDS, sitemapIndex, sitemapPage } from './service.ts';

const tags = ['Sitemap'];

/** What the edge's sitemap.xml and its pages are made of (the XML is written at the edge, which caches it). */
export const sitemapRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/sitemap',
      tags,
      summary: 'The object sitemaps: for each source, the page numbers that hold a public object',
      description: `Page k of a source covers the ids from (k-1)·${SITEMAP_PAGE_IDS}+1 to k·${SITEMAP_PAGE_IDS}.`,
      responses: okResponse(sitemapIndexSchema),
    }),
    async (c) => ok(c, await sitemapIndex(c.var.deps.db)),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/sitemap/{source}/{page}',
      tags,
      summary: 'One sitemap page: the public objects of its id range, with their site paths and last change',
      description: 'Only what every visitor may see: hidden, archived or deleted objects are left out at once. A page without entries: 404.',
      request: { params: sitemapPageParams },
      responses: okResponse(sitemapPageSchema),
    }),
    async (c) => {
      const { source, page } = c.req.valid('param');
      return ok(c, await sitemapPage(c.var.deps.db, source, page));
    },
  );
