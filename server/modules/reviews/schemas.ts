import { z } from '@hono/zod-openapi';
import { rowIdParam } from '../../http/ids.ts';

export const MAX_REVIEW_FILES = 5;
export const MAX_COMMENT = 2000;
export const ITEM_REVIEWS_PER_PAGE = 10;

/** Documentation only: the route lets every encoding through and the service validates the raw body. */
export const reviewBodyDoc = z
  .object({
    comment: z.unknown().optional().openapi({ type: 'string', description: `Required, at most ${MAX_COMMENT} characters` }),
    rating: z.unknown().optional().openapi({ type: 'integer', minimum: 1, maximum: 5, description: 'Required, 1 to 5' }),
    shop_id: z.unknown().optional().openapi({ type: 'integer', description: 'The shop reviewed (default 1) when no ads_id is given; ignored for item reviews' }),
    ads_id: z.unknown().optional().openapi({ type: 'integer', description: 'The shop item reviewed; without it the review is of the shop' }),
    'file[]': z.unknown().optional().openapi({ type: 'array', items: { type: 'string', format: 'binary' }, description: `Up to ${MAX_REVIEW_FILES} images` }),
  })
  .openapi('ReviewBody');

/** A review as every list shows it (an item's, a shop's or a seller's reviews). */
export const reviewSchema = z
  .object({
    id: z.number().int(),
    rating: z.number().int(),
    comment: z.string(),
    files: z.array(z.string()),
    shop_id: z.number().int().nullable(),
    ads_id: z.number().int().nullable(),
    reviewer: z.object({ id: z.number().int(), name: z.string(), last_name: z.string().nullable(), avatar: z.string().nullable() }),
    created_at: z.string(),
  })
  .openapi('Review');

export const createdReviewSchema = z.object({
  review: reviewSchema,
  item: z.object({ id: z.number().int(), average_rating: z.string(), total_review: z.number().int() }).nullable(),
  /** null for a classified ad, which has no shop. */
  shop: z.object({ id: z.number().int(), average_rating: z.string(), total_review: z.number().int() }).nullable(),
});

export const itemReviewsParam = z.object({
  adsId: rowIdParam('item id', 'adsId'),
});

/** A page of reviews (an item's or a seller's). */
export const reviewsPageQuery = z.object({
  page: z
    .string()
    .optional()
    .transform((v) => {
      const n = Number(v);
      return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
    })
    .openapi({ type: 'integer', example: 1, description: 'Page number (1 when missing or not a number)' }),
});

export const itemReviewsSummary = z.object({ average_rating: z.string(), total_review: z.number().int() });

export const MY_REVIEWS_PER_PAGE = 10;
/** My Reviews' tabs: the reviews I wrote, those of my shop and its items, those of my classified ads. */
export const MY_REVIEW_TABS = ['mine', 'items', 'ads'] as const;

export const myReviewsQuery = reviewsPageQuery.extend({
  tab: z.enum(MY_REVIEW_TABS).default('mine').openapi({ description: "mine: reviews I wrote; items: reviews of my shop and its items; ads: reviews of my classified ads" }),
});

/** A review in My Reviews, with what it is about (an item, a shop or a classified ad) and where that is. */
export const myReviewSchema = reviewSchema
  .extend({
    target: z.object({
      kind: z.enum(['item', 'shop', 'ad']),
      id: z.number().int(),
      name: z.string(),
      image: z.string().nullable(),
      /** The page of the item, shop or ad; null once an item or ad is deleted. */
      link: z.string().nullable(),
    }),
  })
  .openapi('MyReview');

export const myReviewsPageSchema = z.object({
  data: z.array(myReviewSchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
