import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { optionalUser } from '../../http/auth.ts';
import { moduleRouter, type AppEnv } from '../../http/context.ts';
import { ok, pageMeta, paged } from '../../http/envelope.ts';
import { bearerSecurity, errorResponses, okResponse, pagedResponse } from '../../http/openapi.ts';
import { shopItemSchema, shopPageMetaSchema } from '../search/schemas.ts';
import type { ShopPage } from './catalogue.ts';
import { allShopAdsQuery, allShopsQuery, shopAdsQuery, shopDetailsSchema, shopIdQuery, shopSchema } from './schemas.ts';
import { allShopItems, allShops, shopDetails, shopItems } from './service.ts';

const tags = ['Shops'];

/** Like the search: visitors' answers may be cached briefly; a signed-in caller's carry their hearts and are not stored. */
function cacheFor(c: Context<AppEnv>) {
  c.header('Cache-Control', c.var.user ? 'private, no-store' : 'public, max-age=30');
  c.header('Vary', 'Authorization');
}

const itemsAnswer = {
  200: {
    description: 'A page of shop items',
    content: {
      'application/json': {
        schema: z.object({ status: z.literal('success'), message: z.string(), data: z.array(shopItemSchema), meta: shopPageMetaSchema }),
      },
    },
  },
  ...errorResponses,
};

function itemsPage(c: Context<AppEnv>, page: number, result: ShopPage) {
  cacheFor(c);
  const meta = { ...pageMeta(c.req.url, { page, perPage: result.perPage, total: result.total }), facets: { brands: result.brands }, estimated: result.estimated };
  return c.json({ status: 'success' as const, message: result.items.length ? 'Shop items' : 'No products found', data: result.items, meta }, 200);
}

export const shopsRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/ads/get-all-shop-ads',
      tags,
      summary: "Every shop's items on sale, newest first, paged",
      description:
        'ShopItem: the ad shape with shop {id, name, logo}, available_quantity, brand, average_rating; is_favorite for a signed-in caller. ' +
        'per_page (20 by default, up to 100), sort (date by default, low-to-high, high-to-low, rating) and on_sale=1 (items with an ' +
        'offer price) serve the shop home: Recently Added = per_page=8; Discounted = per_page=8&on_sale=1; the main home\'s Latest ' +
        'Shop Items = per_page=8, or 10 at 1536 px and wider. meta.total is exact; meta.facets.brands counts items per brand.',
      middleware: [optionalUser] as const,
      security: [{}, ...bearerSecurity],
      request: { query: allShopAdsQuery },
      responses: itemsAnswer,
    }),
    async (c) => {
      const q = c.req.valid('query');
      const result = await allShopItems(c.var.deps.db, { page: q.page, perPage: q.per_page, sort: q.sort ?? q.filter, onSale: q.on_sale }, c.var.user?.id);
      return itemsPage(c, q.page, result);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/ads/get-shop-ads',
      tags,
      summary: "One shop's items on sale, newest first, paged",
      description: "Same parameters and answer as get-all-shop-ads, for the shop_id's items. Unknown or closed shop: 404 'No Shop Found'.",
      middleware: [optionalUser] as const,
      security: [{}, ...bearerSecurity],
      request: { query: shopAdsQuery },
      responses: itemsAnswer,
    }),
    async (c) => {
      const q = c.req.valid('query');
      const result = await shopItems(c.var.deps.db, q.shop_id, { page: q.page, perPage: q.per_page, sort: q.sort ?? q.filter, onSale: q.on_sale }, c.var.user?.id);
      return itemsPage(c, q.page, result);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/ads/get-all-shops',
      tags,
      summary: 'Open shops by name',
      description: 'A page of up to per_page shops (100 by default); without parameters the first 100.',
      request: { query: allShopsQuery },
      responses: pagedResponse(shopSchema),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const { shops, total } = await allShops(c.var.deps.db, q.page, q.per_page);
      c.header('Cache-Control', 'public, max-age=60');
      return paged(c, shops, { page: q.page, perPage: q.per_page, total }, 'Shops');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/ads/get-shop-details',
      tags,
      summary: 'One shop: contacts, currency, ratings, creator, created_at (for its age) and items on sale',
      description: "Unknown, suspended or closed shop: 404 'No Shop Found'.",
      request: { query: shopIdQuery },
      responses: okResponse(shopDetailsSchema),
    }),
    async (c) => {
      const { shop_id } = c.req.valid('query');
      const shop = await shopDetails(c.var.deps.db, shop_id);
      c.header('Cache-Control', 'public, max-age=60');
      return ok(c, shop, 'Shop details');
    },
  );
