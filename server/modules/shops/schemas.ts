import { z } from '@hono/zod-openapi';
import { blankToUndefined, pageParam, perPageParam } from '../../http/paging.ts';
import { SORT_FILTERS } from '../search/schemas.ts';

/** Shop calls of spec 002 §7 (the answers' shapes are the shared plan's; docs/decisions.md, shop catalogue). */

const positiveId = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .positive(`The ${label} must be a whole number.`)
    .max(2_147_483_647, `The ${label} must be a whole number.`);

const sortParam = z
  .preprocess(blankToUndefined, z.enum(SORT_FILTERS, { error: 'The selected sort is invalid.' }).optional())
  .openapi({ type: 'string', enum: [...SORT_FILTERS], description: 'date (newest, the default), low-to-high, high-to-low, rating; relevance = newest here' });

const onSaleParam = z
  .preprocess(blankToUndefined, z.enum(['0', '1'], { error: 'The on sale field must be 1 or 0.' }).optional())
  .transform((v) => v === '1')
  .openapi({ type: 'string', enum: ['0', '1'], description: '1: only items with an offer price (the Discounted sections)' });

export const SHOP_LIST_PER_PAGE = 20;

export const allShopAdsQuery = z.object({
  page: pageParam,
  per_page: perPageParam(SHOP_LIST_PER_PAGE, 100).openapi({ description: 'Items per page; the main home asks 8, or 10 at 1536 px and wider' }),
  sort: sortParam,
  filter: sortParam.openapi({ description: 'Same as sort (sort wins)' }),
  on_sale: onSaleParam,
});

export const shopAdsQuery = allShopAdsQuery.extend({ shop_id: positiveId('shop id').openapi({ type: 'integer', example: 1 }) });

export const shopIdQuery = z.object({ shop_id: positiveId('shop id').openapi({ type: 'integer', example: 1 }) });

export const allShopsQuery = z.object({ page: pageParam, per_page: perPageParam(100, 200) });

const shopCurrency = z.object({ id: z.number().int(), code: z.string(), symbol: z.string() });

/** The fields of a shop every answer describing one carries: the public view here, the owner's (workspace) adds its own. */
export const shopFields = {
  id: z.number().int(),
  name: z.string(),
  user_name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  country: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  city: z.string(),
  currency: shopCurrency.nullable(),
  logo: z.string().nullable(),
  total_review: z.number().int(),
  average_rating: z.string().openapi({ example: '4.50' }),
  total_like: z.number().int(),
  created_at: z.string().openapi({ description: 'ISO time; the shop information page derives the age text from it' }),
};

export const shopSchema = z
  .object({
    ...shopFields,
    currency: shopCurrency.extend({ name: z.string() }).nullable(),
    creator: z.object({ id: z.number().int(), name: z.string(), last_name: z.string(), avatar: z.string().nullable() }),
  })
  .openapi('Shop');

/** get-shop-details adds how many items the shop has on sale. */
export const shopDetailsSchema = shopSchema.extend({ total_products: z.number().int().openapi({ description: 'Items on sale now' }) }).openapi('ShopDetails');

export type ShopJson = z.infer<typeof shopSchema>;
