import { createRoute, z } from '@hono/zod-openapi';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { okResponse } from '../../http/openapi.ts';
import { categoryCountsSchema, categoryListQuery, categoryNodeSchema, currencySchema } from './schemas.ts';
import { categoryCounts, categoryTree, currencyList } from './service.ts';

export const catalogRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/category-list',
      tags: ['Reference data'],
      summary: 'Category tree (ads, or the shop tree with shop_category=1), three levels with subtree ad counts',
      request: { query: categoryListQuery },
      responses: okResponse(z.array(categoryNodeSchema)),
    }),
    async (c) => {
      const { shop_category, lang } = c.req.valid('query');
      return ok(c, await categoryTree(c.var.deps.db, shop_category === '1' ? 'shop' : 'ad', lang), 'Category list');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/category-counts',
      tags: ['Reference data'],
      summary: 'Active ad counts per category (subtree totals)',
      request: { query: categoryListQuery },
      responses: okResponse(categoryCountsSchema),
    }),
    async (c) => {
      const { shop_category } = c.req.valid('query');
      return ok(c, await categoryCounts(c.var.deps.db, shop_category === '1' ? 'shop' : 'ad'), 'Category counts');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/currencies',
      tags: ['Reference data'],
      summary: 'Currencies',
      responses: okResponse(z.object({ data: z.array(currencySchema) })),
    }),
    async (c) => ok(c, { data: await currencyList(c.var.deps.db) }, 'Currencies'),
  );
