import { createRoute, z } from '@hono/zod-openapi';
import { optionalUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok, pageMeta, pageMetaSchema } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { bearerSecurity, errorResponses, okResponse } from '../../http/openapi.ts';
import { reviewSchema, reviewsPageQuery } from '../reviews/schemas.ts';
import { ratingSummarySchema, REVIEWS_PER_PAGE, reviewsParam, sellerIdParam, sellerProfileSchema } from './schemas.ts';
import { sellerProfile, sellerReviews } from './service.ts';

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
        'A token is optional. Without one, `phone` (and user.phone) are null and `has_phone` says whether Show Number has anything ' +
        'to reveal after sign-in. Ratings come from the reviews about this seller. Unknown member: 404.',
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
