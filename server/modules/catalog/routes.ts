import { createRoute, z } from '@hono/zod-openapi';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { formOrJson, okResponse, readBody } from '../../http/openapi.ts';
import { adminCategoryTree, createCategory, deleteCategory, updateCategory } from './admin-service.ts';
import {
  adminCategoryNodeSchema,
  adminCategoryQuery,
  categoryCountsSchema,
  categoryCreateBody,
  categoryListQuery,
  categoryNodeSchema,
  categoryPathParams,
  categoryUpdateBody,
  currencySchema,
} from './schemas.ts';
import { categoryCounts, categoryTree, currencyList } from './service.ts';

/** A category as an operator's write leaves it. */
const adminCategoryEntry = z
  .object({
    id: z.number().int(),
    kind: z.enum(['ad', 'shop']),
    parent_id: z.number().int().nullable(),
    slug: z.string(),
    name: z.string(),
    translations: z.record(z.string(), z.string()),
    icon: z.string().nullable(),
    status: z.number().int(),
    position: z.number().int(),
  })
  .openapi('AdminCategoryEntry');

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
  )
  // The operator console's side of the trees (issue 16, decision 186): the catalogue's rules live here, with the reads.
  .openapi(
    operatorRoute({
      method: 'get',
      path: '/admin/categories',
      summary: 'The whole ad or shop category tree for operators: hidden categories too, each with its level and subtree count',
      request: { query: adminCategoryQuery },
      responses: okResponse(z.array(adminCategoryNodeSchema)),
    }),
    async (c) => ok(c, await adminCategoryTree(c.var.deps.db, c.req.valid('query').kind), 'Categories'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/categories',
      summary: 'Add a category at the top of a tree or under a level-1 or level-2 category, named in English and optionally in each language',
      description: `A parent of the other tree: 422 CATEGORY_PARENT_KIND; under a level-3 category: 422 CATEGORY_TOO_DEEP; unknown parent: 422 CATEGORY_NOT_FOUND. The slug comes from the English name, unique across both trees. Written to the audit log.`,
      request: { body: formOrJson(categoryCreateBody) },
      responses: okResponse(adminCategoryEntry),
    }),
    async (c) => ok(c, await createCategory(c.var.deps.db, c.var.user!.id, readBody(c, categoryCreateBody)), 'Category added'),
  )
  .openapi(
    operatorRoute({
      method: 'put',
      path: '/admin/categories/{id}',
      summary: 'Rename a category in each language, change its icon or position, hide it (status 0, with everything below it) or show it (1)',
      description: `Fields left out keep their value; the slug never changes. Unknown: 404 CATEGORY_NOT_FOUND. Written to the audit log.`,
      request: { params: categoryPathParams, body: formOrJson(categoryUpdateBody) },
      responses: okResponse(adminCategoryEntry),
    }),
    async (c) => ok(c, await updateCategory(c.var.deps.db, c.var.user!.id, c.req.valid('param').id, readBody(c, categoryUpdateBody)), 'Category saved'),
  )
  .openapi(
    operatorRoute({
      method: 'delete',
      path: '/admin/categories/{id}',
      summary: 'Delete a category with no sub-categories that no ad or shop item uses',
      description: `With sub-categories: 409 CATEGORY_HAS_CHILDREN; used by any ad or shop item: 409 CATEGORY_IN_USE (hide it instead). Written to the audit log.`,
      request: { params: categoryPathParams },
      responses: okResponse(z.object({ id: z.number().int() })),
    }),
    async (c) => ok(c, await deleteCategory(c.var.deps.db, c.var.user!.id, c.req.valid('param').id), 'Category deleted'),
  );
