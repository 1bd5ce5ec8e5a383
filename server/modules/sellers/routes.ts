import { createRoute, z } from '@hono/zod-openapi';
import { optionalUser, requireUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok, pageMeta, pageMetaSchema } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { bearerSecurity, errorResponses, formOrJson, okResponse, readBody } from '../../http/openapi.ts';
import { reviewSchema, reviewsPageQuery } from '../reviews/schemas.ts';
import { phoneRevealBody, ratingSummarySchema, revealedPhoneSchema, REVIEWS_PER_PAGE, reviewsParam, sellerIdParam, sellerProfileSchema } from './schemas.ts';
import { revealPhone, sellerProfile, sellerReviews } from './service.ts';

const tags = ['Sellers'];

const reviewsPage = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.array(reviewSchema),
  meta: pageMetaSchema,
  summary: ratingSummarySchema,
});

export const sellersRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/profile/{id}',
      tags,
      summary: 'The seller page (our addition): public profile, follow state, ad count and ratings',
      description:
        'A token is optional. Never carries the e-mail or the phone: `has_phone` says whether Show Number has anything to reveal ' +
        '(POST /seller/profile/{id}/phone). Ratings come from the reviews about this seller. Unknown or unverified member: 404.',
      middleware: [optionalUser] as const,
      security: [{}, ...bearerSecurity],
      request: { params: sellerIdParam },
      responses: okResponse(sellerProfileSchema),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const profile = await sellerProfile(c.var.deps.db, id, c.var.user?.id);
      if (!profile) throw notFound('No seller data available.');
      return ok(c, profile, 'Seller profile');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/seller/profile/{id}/phone',
      tags,
      summary: "Show Number (our addition): reveal the phone a member shows, on one of their ads or on the seller page",
      description:
        "Sign-in required. With `ad_id`, that ad's phone; without, the phone of the seller's newest ad that shows one. A phone is " +
        'shown only on active ads that show their contact (show_contact): the phone given on the ad, else the account phone. ' +
        '`phone` is null when there is none. Rate-limited per member (429 TOO_MANY_REQUESTS with Retry-After). ' +
        "Unknown member, or an ad that is not this member's active ad: 404.",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: sellerIdParam, body: formOrJson(phoneRevealBody) },
      responses: okResponse(revealedPhoneSchema),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await c.var.deps.limits.consume('phoneReveal', `user:${c.var.user!.id}`);
      const { ad_id: adId } = readBody(c, phoneRevealBody);
      return ok(c, await revealPhone(c.var.deps.db, id, adId), 'Phone');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/seller/reviews/{sellerId}',
      tags,
      summary: 'Reviews about a seller (our addition), newest first',
      description: `Paged, ${REVIEWS_PER_PAGE} per page; \`summary\` carries the average rating and the total over all pages. Unknown member: 404.`,
      request: { params: reviewsParam, query: reviewsPageQuery },
      responses: { 200: { description: 'A page of reviews', content: { 'application/json': { schema: reviewsPage } } }, ...errorResponses },
    }),
    async (c) => {
      const { sellerId } = c.req.valid('param');
      const { page } = c.req.valid('query');
      const result = await sellerReviews(c.var.deps.db, sellerId, page);
      if (!result) throw notFound('No seller data available.');
      return c.json(
        {
          status: 'success' as const,
          message: 'Seller reviews',
          data: result.rows,
          meta: pageMeta(c.req.url, { page, perPage: REVIEWS_PER_PAGE, total: result.summary.total_reviews }),
          summary: result.summary,
        },
        200,
      );
    },
  );
