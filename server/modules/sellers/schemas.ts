import { z } from '@hono/zod-openapi';
import { rowIdParam } from '../../http/ids.ts';
import { publicUserDetailsSchema } from '../users/schemas.ts';

export const sellerIdParam = z.object({ id: rowIdParam('seller id', 'id') });
export const reviewsParam = z.object({ sellerId: rowIdParam('seller id', 'sellerId') });

export const REVIEWS_PER_PAGE = 4;

export const ratingSummarySchema = z
  .object({
    average_rating: z.number().openapi({ description: 'Mean rating 0 to 5, rounded to 1 decimal; 0 without reviews' }),
    total_reviews: z.number().int(),
  })
  .openapi('RatingSummary');

export const sellerProfileSchema = z
  .object({
    user: publicUserDetailsSchema.openapi({ description: 'Public fields; phone is null unless the caller is signed in' }),
    is_favourite: z.union([z.literal(0), z.literal(1)]).openapi({ description: '1 when the signed-in caller follows the seller' }),
    total_ads: z.number().int().openapi({ description: 'Active, undeleted classified ads the seller lists publicly (0 when Show My Ads is off)' }),
    average_rating: z.number(),
    total_reviews: z.number().int(),
    phone: z.string().nullable().openapi({ description: 'The phone, only for signed-in callers (Show Number needs sign-in)' }),
    has_phone: z.boolean().openapi({ description: 'Whether the seller has a phone to show' }),
  })
  .openapi('SellerProfile');
