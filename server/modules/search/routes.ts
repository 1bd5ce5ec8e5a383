import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { optionalUser } from '../../http/auth.ts';
import { moduleRouter, type AppEnv } from '../../http/context.ts';
import { ok, pageMeta, paged } from '../../http/envelope.ts';
import { invalidField } from '../../http/errors.ts';
import { errorResponses, okResponse } from '../../http/openapi.ts';
import { adItemSchema, nearbyAdSchema, nearbyQuery, searchAdsQueryWithShop, searchAllQuery, searchAllSchema, shopItemSchema, shopPageMetaSchema } from './schemas.ts';
import { searchShopAds } from '../shops/catalogue.ts';
import { searchAds } from './ads.ts';
import { searchAll } from './all.ts';
import { nearbyAds } from './nearby.ts';

const searchAdsAnswer = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.union([z.array(adItemSchema), z.array(shopItemSchema)]).openapi({ description: 'type=ad: SearchAd[]; type=shopAd: ShopItem[]' }),
  meta: shopPageMetaSchema.partial({ facets: true, estimated: true }).openapi({ description: 'Paging; type=shopAd adds facets.brands and estimated' }),
});

/**
 * Visitors' answers are the same for everyone: browsers and shared caches may keep them briefly (new ads show within
 * 30 s). A signed-in caller's answer carries their hearts (is_favorite), so it is theirs alone and never stored.
 */
function cacheFor(c: Context<AppEnv>) {
  c.header('Cache-Control', c.var.user ? 'private, no-store' : 'public, max-age=30');
  c.header('Vary', 'Authorization');
}

export const searchRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/ads/search-all',
      tags: ['Search'],
      summary: 'Universal search: ads, places, users, tags and shop ads matching the query',
      description:
        'The query is trimmed and required. Ads match on their name, users (those who show their ads) on first name, ' +
        'last name or user name, places are gazetteer cities whose name or a word of it starts with the query. ' +
        'One or two characters match word starts only. `type` fills one section (the others come back empty); ' +
        'each section holds up to 5 entries per page. Tags are empty until ads carry tags. `shopAds` holds shop items ' +
        '(ShopItem shape) matching the query; `ads` never holds them.',
      middleware: [optionalUser] as const,
      request: { query: searchAllQuery },
      responses: okResponse(searchAllSchema),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const { data, total, perPage } = await searchAll(c.var.deps.db, q, c.var.user?.id);
      cacheFor(c);
      return ok(c, { ...data, meta: pageMeta(c.req.url, { page: q.page, perPage, total }) }, 'Search results');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/ads/nearby',
      tags: ['Search'],
      summary: 'Active ads within a radius (miles) of a point, nearest first, at most 50',
      middleware: [optionalUser] as const,
      request: { query: nearbyQuery },
      responses: okResponse(z.array(nearbyAdSchema)),
    }),
    async (c) => {
      const { lat, lng, radius } = c.req.valid('query');
      const list = await nearbyAds(c.var.deps.db, { lat, lng, radiusMiles: radius }, c.var.user?.id);
      cacheFor(c);
      return ok(c, list, list.length ? 'Nearby ads' : 'No ads near you!');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/ads/search-ads',
      tags: ['Search'],
      summary: 'Catalogue search: a page of 10 active ads',
      description:
        'Filters: category_id (that category and everything below it), name or query (part of the name), location ' +
        '(part of the location text), lat + lng + radius (miles), tags, price_min and price_max (the price a buyer pays: ' +
        'the offer price when set, inclusive, 0 to 1,000,000), condition (comma-separated new, likeNew, used). `filter` ' +
        'sorts: relevance (sponsored first, then newest, or best text match), low-to-high and high-to-low (by that price), ' +
        'date (newest), rating (newest until ads are rated). A word matches the words it starts; a misspelt word ' +
        '(4+ letters) matches the words one edit away. With a bearer token `is_favorite` marks the caller\'s ' +
        'favorites (the answer is then private). A tags filter matches nothing until ads carry tags. Shop products never ' +
        'show with type=ad.\n\n' +
        '`type=shopAd` searches the shop catalogue instead (ShopItem: the ad shape with shop, available_quantity, brand, ' +
        'average_rating): name or query, category_id (a shop category and everything below it), shop_id, price_min and ' +
        'price_max, in_stock=1, on_sale=1 (has an offer price), rating (average at least 1 to 5), brands (comma-separated, any ' +
        'of them), `sort` (or `filter`): relevance (best text match, else newest), low-to-high, high-to-low, date, rating ' +
        '(highest average first); per_page 1 to 100 (20 by default). Every filter applies to the whole result set: meta.total ' +
        'and meta.last_page are exact, and meta.facets.brands counts the items per brand among the matches of every other ' +
        'filter; except for a text search matching more than 3,000 items, whose total and brand counts are estimates ' +
        '(meta.estimated = true) and whose relevance order is newest first. The home sections use it too: per_page=8&sort=date (Recently Added), per_page=8&on_sale=1&sort=date ' +
        '(Discounted), per_page=10 on wide screens.',
      middleware: [optionalUser] as const,
      request: { query: searchAdsQueryWithShop },
      responses: { 200: { description: 'A page of results', content: { 'application/json': { schema: searchAdsAnswer } } }, ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max) {
        throw invalidField('price_min', 'PRICE_RANGE_INVALID', 'The minimum price may not be greater than the maximum price.');
      }
      if ((q.lat === undefined) !== (q.lng === undefined)) {
        throw invalidField(q.lat === undefined ? 'lat' : 'lng', 'FIELD_INVALID', 'Invalid coordinates.');
      }
      if (q.type === 'shopAd') {
        const { items, total, perPage, brands, estimated } = await searchShopAds(c.var.deps.db, q, c.var.user?.id);
        cacheFor(c);
        const meta = { ...pageMeta(c.req.url, { page: q.page, perPage, total }), facets: { brands }, estimated };
        return c.json({ status: 'success' as const, message: items.length ? 'Shop items' : 'No products found', data: items, meta }, 200);
      }
      const { items, total, perPage } = await searchAds(c.var.deps.db, q, c.var.user?.id);
      cacheFor(c);
      return paged(c, items, { page: q.page, perPage, total }, items.length ? 'Ads' : 'No Results found');
    },
  );
