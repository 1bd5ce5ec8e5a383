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
    user: publicUserDetailsSchema.openapi({ description: 'Public fields: never the e-mail or the phone' }),
    is_favourite: z.union([z.literal(0), z.literal(1)]).openapi({ description: '1 when the signed-in caller follows the seller' }),
    total_ads: z.number().int().openapi({ description: 'Active, undeleted classified ads the seller lists publicly (0 when Show My Ads is off)' }),
    average_rating: z.number(),
    total_reviews: z.number().int(),
    has_phone: z.boolean().openapi({ description: 'Whether Show Number has a phone to reveal (POST /seller/profile/{id}/phone)' }),
  })
  .openapi('SellerProfile');

export const phoneRevealBody = z
  .object({
    ad_id: z
      .union([z.number(), z.string()])
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return undefined;
        const n = Number(v);
        if (Number.isInteger(n) && n >= 1 && n <= 2_147_483_647) return n;
        ctx.addIssue({ code: 'custom', message: 'The ad id must be a number.' });
        return z.NEVER;
      })
      .openapi({ type: 'integer', description: "The ad whose Show Number was pressed: that ad's phone; without it the seller page's" }),
  })
  .openapi('PhoneRevealRequest');

export const revealedPhoneSchema = z
  .object({ phone: z.string().nullable().openapi({ description: 'null when the member shows no phone there' }) })
  .openapi('RevealedPhone');
