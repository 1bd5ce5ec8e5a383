import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth.ts';
import { PHOTO_BODY_LIMIT, type UploadLimit } from '../../http/body-limits.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok, pageMeta, pageMetaSchema } from '../../http/envelope.ts';
import { bearerSecurity, errorResponses, okResponse, readRawBody } from '../../http/openapi.ts';
import {
  createdReviewSchema,
  ITEM_REVIEWS_PER_PAGE,
  itemReviewsParam,
  reviewsPageQuery,
  itemReviewsSummary,
  myReviewsPageSchema,
  myReviewsQuery,
  MY_REVIEWS_PER_PAGE,
  reviewBodyDoc,
  reviewSchema,
} from './schemas.ts';
import { createReview, itemReviews, myReviews } from './service.ts';

const tags = ['Reviews'];

/** The review call carries photos. */
export const reviewsUploadLimits: UploadLimit[] = [{ path: /^\/api\/v1\/review\/create$/, maxBytes: PHOTO_BODY_LIMIT }];

export const reviewsRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/review/create',
      tags,
      summary: 'Review a shop item or a classified ad (ads_id) or a shop (shop_id, default 1), with up to 5 images',
      description:
        'Only a buyer with a delivered sub-order containing the item (item review) or from the shop (shop review) may review, once per ' +
        "target; a classified ad (no shop) only by the buyer whose accepted offer its seller marked sold (decision 110), and then `shop` is null; " +
        "otherwise 422 with the reason. The item's and the shop's average_rating/total_review are recomputed from the review rows " +
        "in the same transaction (an item review counts for its shop too). The review also lists under the shop owner's Seller Reviews. " +
        'Images are checked by magic bytes, re-encoded to WebP without metadata. Rate-limited per user (upload).',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { body: { required: true, content: { 'multipart/form-data': { schema: reviewBodyDoc }, 'application/json': { schema: reviewBodyDoc } } } },
      responses: okResponse(createdReviewSchema, 'Review submitted'),
    }),
    async (c) => {
      const user = c.var.user!;
      await c.var.deps.limits.consume('upload', `user:${user.id}`);
      return ok(c, await createReview(c.var.deps, user.id, await readRawBody(c)), 'Review submitted');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/review/item/{adsId}',
      tags,
      summary: "A page of an item's reviews (our addition), newest first, with the item's average and count",
      description: `${ITEM_REVIEWS_PER_PAGE} per page; \`summary\` carries the item's average_rating and total_review. Unknown or deleted item: 404.`,
      request: { params: itemReviewsParam, query: reviewsPageQuery },
      responses: {
        200: {
          description: 'A page of reviews',
          content: {
            'application/json': {
              schema: z.object({ status: z.literal('success'), message: z.string(), data: z.array(reviewSchema), meta: pageMetaSchema, summary: itemReviewsSummary }),
            },
          },
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const result = await itemReviews(c.var.deps.db, c.req.valid('param').adsId, c.req.valid('query').page);
      return c.json(
        {
          status: 'success' as const,
          message: 'Item reviews',
          data: result.rows,
          meta: pageMeta(c.req.url, { page: result.page, perPage: result.perPage, total: result.total }),
          summary: result.summary,
        },
        200,
      );
    },
   )
  .openapi(
    createRoute({
      method: 'get',
      path: '/my-reviews',
      tags,
      summary: "My Reviews (our addition): a page of the signed-in member's reviews, written or received, newest first",
      description:
        `tab=mine: the reviews I wrote; items: reviews of my shop and of its items; ads: reviews of my classified ads (written ` +
        `by buyers whose offer I marked sold). ${MY_REVIEWS_PER_PAGE} per page, each with its target (kind, name, picture, page). ` +
        'Answer: data = {data, current_page, last_page, per_page, total}.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { query: myReviewsQuery },
      responses: okResponse(myReviewsPageSchema),
    }),
    async (c) => {
      const q = c.req.valid('query');
      return ok(c, await myReviews(c.var.deps.db, c.var.user!.id, q.tab, q.page), 'My reviews');
    },
  );
