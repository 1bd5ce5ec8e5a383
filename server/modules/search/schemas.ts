import { z } from '@hono/zod-openapi';
import { blankToUndefined, optionalPerPageParam, pageParam } from '../../http/paging.ts';
import { AD_CONDITIONS, type AdCondition } from '../../../common/ad-limits.ts';
import { pageMetaSchema } from '../../http/envelope.ts';
import { adSchema } from '../ads/schemas.ts';

/**
 * Search calls of spec 000 §7 and 002 §7: the universal search (`search-all`), nearby ads and the ad and shop
 * catalogue search (`search-ads`). Query strings only; blank optional parameters count as absent.
 */

export const SEARCH_TYPES = ['all', 'ads', 'places', 'users', 'tags', 'shopAds'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Sort orders the clients offer (spec 001 §9); `rating` sorts like `date` until ads carry ratings. */
export const SORT_FILTERS = ['relevance', 'low-to-high', 'high-to-low', 'date', 'rating'] as const;
export type SortFilter = (typeof SORT_FILTERS)[number];

/** Conditions of an ad (spec 001 §3). */
export { AD_CONDITIONS, type AdCondition };

/** Catalogue price filter bounds (spec 001 §9: 0 to 1,000,000). */
export const PRICE_FILTER_MAX = 1_000_000;

const optionalText = (label: string, max = 100) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: `The ${label} must be a string.` }).trim().max(max, `The ${label} may not be greater than ${max} characters.`).optional(),
  );

const sortFilter = z
  .preprocess(blankToUndefined, z.enum(SORT_FILTERS, { error: 'The selected filter is invalid.' }).optional())
  .openapi({ type: 'string', enum: [...SORT_FILTERS], description: 'Sort order; relevance by default' });

const INVALID_COORDINATES = 'Invalid coordinates.';
export const coordinate = (max: number) =>
  z
    .string({ error: INVALID_COORDINATES })
    .trim()
    .regex(/^[+-]?(\d+(\.\d*)?|\.\d+)$/, INVALID_COORDINATES)
    .transform(Number)
    .pipe(z.number().min(-max, INVALID_COORDINATES).max(max, INVALID_COORDINATES));

const RADIUS_MESSAGE = 'The radius must be between 0 and 50 miles.';
const radiusParam = z
  .preprocess(
    blankToUndefined,
    z.coerce.number({ error: RADIUS_MESSAGE }).min(0, RADIUS_MESSAGE).max(50, RADIUS_MESSAGE).default(2),
  )
  .openapi({ type: 'number', minimum: 0, maximum: 50, default: 2, description: 'Radius in miles (1 mile = 1.60934 km)' });

// ---- search-all ----

export const searchAllQuery = z.object({
  query: z
    .string({ error: 'The query field is required.' })
    .trim()
    .min(1, 'The query field is required.')
    .max(100, 'The query may not be greater than 100 characters.')
    .openapi({ description: 'What the user typed (trimmed)', example: 'bike' }),
  type: z
    .preprocess(blankToUndefined, z.enum(SEARCH_TYPES, { error: 'The selected type is invalid.' }).default('all'))
    .openapi({ type: 'string', enum: [...SEARCH_TYPES], default: 'all', description: 'Which sections to fill; the others come back empty' }),
  page: pageParam,
  filter: sortFilter,
});

export const adItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    type: z.number().int().openapi({ description: '1 personal ad, 2 company ad' }),
    price: z.string().openapi({ example: '120.00' }),
    offer_price: z.string().nullable().openapi({ example: '99.00' }),
    currency_code: z.string().nullable().openapi({ example: 'USD' }),
    currency_symbol: z.string().openapi({ example: '$' }),
    location: z.string().nullable(),
    lat: z.number().nullable(),
    lon: z.number().nullable(),
    category_id: z.number().int(),
    owner_id: z.number().int(),
    is_sponsored: z.number().int(),
    created_at: z.string(),
    condition: z.string().nullable().openapi({ example: 'likeNew' }),
    is_negotiable: z.number().int().openapi({ description: '1 negotiable, 0 not' }),
    is_favorite: z.number().int().openapi({ description: "1 when the ad is among the signed-in caller's favorites; always 0 for visitors" }),
    attachment: z
      .array(z.object({ id: z.number().int(), attachment: z.string(), variants: z.array(z.string()) }))
      .openapi({ description: 'The first photo only (for the card), with its smaller variants' }),
  })
  .openapi('SearchAd');

export const placeItemSchema = z
  .object({
    name: z.string().openapi({ example: 'London' }),
    location: z.string().openapi({ example: 'London, United Kingdom' }),
  })
  .openapi('SearchPlace');

export const userItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    last_name: z.string(),
    user_name: z.string(),
    avatar: z.string().nullable(),
  })
  .openapi('SearchUser');

export const tagItemSchema = z.object({ name: z.string() }).openapi('SearchTag');

/** A shop product (spec 002 §3): the ads module's ad shape with its shop, stock, brand and rating. */
export const shopItemSchema = adSchema
  .extend({
    shop_id: z.number().int(),
    shop: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
    available_quantity: z.number().int().openapi({ description: '0 when out of stock' }),
    brand: z.string().nullable(),
    average_rating: z.string().openapi({ example: '4.50', description: 'Average of the item reviews, 0 to 5' }),
    total_review: z.number().int(),
  })
  .openapi('ShopItem');

export const brandFacetSchema = z.object({ name: z.string(), count: z.number().int() }).openapi('BrandFacet');
export type BrandFacet = z.infer<typeof brandFacetSchema>;

export const searchAllSchema = z
  .object({
    ads: z.array(adItemSchema),
    places: z.array(placeItemSchema),
    users: z.array(userItemSchema),
    tags: z.array(tagItemSchema),
    shopAds: z.array(shopItemSchema),
    meta: pageMetaSchema.openapi({
      description: '5 per section and page; `total` is the largest section total, so `last_page` pages through the longest section',
    }),
  })
  .openapi('SearchAll');

// ---- nearby ----

export const nearbyQuery = z.object({
  lat: coordinate(90).openapi({ type: 'number', example: 51.505 }),
  lng: coordinate(180).openapi({ type: 'number', example: -0.09 }),
  radius: radiusParam,
});

export const nearbyAdSchema = adItemSchema.extend({ distance_miles: z.number().openapi({ example: 1.02 }) }).openapi('NearbyAd');

// ---- search-ads ----

const priceBound = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `The ${label} must be a number.` })
      .min(0, `The ${label} must be at least 0.`)
      .max(PRICE_FILTER_MAX, `The ${label} may not be greater than ${PRICE_FILTER_MAX}.`)
      .optional(),
  );

export const searchAdsQuery = z.object({
  page: pageParam,
  type: z
    .preprocess(blankToUndefined, z.enum(['ad', 'shopAd'], { error: 'The selected type is invalid.' }).default('ad'))
    .openapi({ type: 'string', enum: ['ad', 'shopAd'], default: 'ad' }),
  category_id: z
    .preprocess(
      blankToUndefined,
      z.coerce.number({ error: 'The category id must be a number.' }).int('The category id must be a whole number.').positive('The category id must be a whole number.').optional(),
    )
    .openapi({ type: 'integer', description: 'The category and everything below it' }),
  name: optionalText('name').openapi({ description: 'Part of the ad name (any letter case)' }),
  query: optionalText('query').openapi({ description: 'Same as name; sent by the universal search "See all results"' }),
  location: optionalText('location', 150).openapi({ description: 'Part of the ad location (any letter case)' }),
  tags: optionalText('tags', 200).openapi({ description: 'Comma-separated tag names' }),
  filter: sortFilter,
  lat: z.preprocess(blankToUndefined, coordinate(90).optional()).openapi({ type: 'number', description: 'With lng: only ads within radius' }),
  lng: z.preprocess(blankToUndefined, coordinate(180).optional()).openapi({ type: 'number' }),
  radius: radiusParam,
  price_min: priceBound('price_min').openapi({ type: 'number', minimum: 0, maximum: PRICE_FILTER_MAX, description: 'Lowest price a buyer pays (offer price when set), inclusive' }),
  price_max: priceBound('price_max').openapi({ type: 'number', minimum: 0, maximum: PRICE_FILTER_MAX, description: 'Highest price a buyer pays, inclusive' }),
  condition: z
    .preprocess(
      (v) => {
        const list = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [])).map((x) => x.trim()).filter(Boolean);
        return list.length ? [...new Set(list)] : undefined;
      },
      z.array(z.enum(AD_CONDITIONS, { error: 'The selected condition is invalid.' })).optional(),
    )
    .openapi({ type: 'string', description: 'Comma-separated conditions: new, likeNew, used (any of them)', example: 'new,likeNew' }),
});

// Shop catalogue parameters (type=shopAd only; spec 002 §2.3 and §9, applied by the server to the whole result set).

const flagParam = (label: string) =>
  z
    .preprocess(blankToUndefined, z.enum(['0', '1', 'true', 'false'], { error: `The ${label} field must be 1 or 0.` }).optional())
    .transform((v) => v === '1' || v === 'true')
    .openapi({ type: 'string', enum: ['0', '1'] });

export const shopSearchParams = {
  per_page: optionalPerPageParam(100, 'type=shopAd: items per page (20 by default)'),
  shop_id: z
    .preprocess(
      blankToUndefined,
      z.coerce.number({ error: 'The shop id must be a number.' }).int('The shop id must be a whole number.').positive('The shop id must be a whole number.').optional(),
    )
    .openapi({ type: 'integer', description: "type=shopAd: one shop's items" }),
  sort: sortFilter.openapi({ description: 'type=shopAd: sort order (same values as filter, which it overrides); relevance = best text match, else newest' }),
  in_stock: flagParam('in stock').openapi({ description: 'type=shopAd: 1 = available_quantity above 0' }),
  on_sale: flagParam('on sale').openapi({ description: 'type=shopAd: 1 = items with an offer price' }),
  rating: z
    .preprocess(
      blankToUndefined,
      z.coerce.number({ error: 'The rating must be a number.' }).int('The rating must be a whole number.').min(1, 'The rating must be between 1 and 5.').max(5, 'The rating must be between 1 and 5.').optional(),
    )
    .openapi({ type: 'integer', minimum: 1, maximum: 5, description: 'type=shopAd: average rating at least this ("4 & up")' }),
  brands: z
    .preprocess(
      (v) => {
        const list = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [])).map((x) => x.trim()).filter(Boolean);
        return list.length ? [...new Set(list)].slice(0, 50) : undefined;
      },
      z.array(z.string().max(100, 'A brand may not be greater than 100 characters.')).optional(),
    )
    .openapi({ type: 'string', description: 'type=shopAd: comma-separated brand names (any of them)', example: 'Samsung,Apple' }),
};

export const searchAdsQueryWithShop = searchAdsQuery.extend(shopSearchParams);

export const shopPageMetaSchema = pageMetaSchema
  .extend({
    facets: z.object({ brands: z.array(brandFacetSchema).openapi({ description: 'Brands among the matches of every filter but brands, most items first (up to 50, plus the selected ones)' }) }),
    estimated: z.boolean().openapi({
      description: 'true when total and the brand counts are estimates: a text search matching more than 3,000 items (the UI shows "about N"); otherwise every count is exact',
    }),
  })
  .openapi('ShopPageMeta');

export type AdItem = z.infer<typeof adItemSchema>;
export type ShopItem = z.infer<typeof shopItemSchema>;
export type NearbyAd = z.infer<typeof nearbyAdSchema>;
export type PlaceItem = z.infer<typeof placeItemSchema>;
export type UserItem = z.infer<typeof userItemSchema>;
export type TagItem = z.infer<typeof tagItemSchema>;
export type SearchAllData = z.infer<typeof searchAllSchema>;
