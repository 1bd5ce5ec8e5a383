import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok, paged } from '../../http/envelope.ts';
import { bearerSecurity, formOrJson, okResponse, pagedResponse, readBody } from '../../http/openapi.ts';
import { hotelCardSchema, hotelIdParam, hotelListQuery, hotelRatingSchema, hotelReviewBody, hotelReviewSchema, hotelReviewsQuery, hotelSchema } from './schemas.ts';
import { getHotel, hotelReviews, listHotels, saveHotelReview } from './service.ts';

const tags = ['Hotels'];

/** Hotels are the same for everyone: browsers and shared caches may keep them briefly (a new review shows within a minute). */
const PUBLIC_CACHE = 'public, max-age=60';

export const hotelsRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/hotels',
      tags,
      summary: 'A page of hotels, filtered and sorted (our addition: the spec names the section only)',
      description:
        'Filters: city (any letter case), lat + lng + radius (miles, 0 to 50, 10 by default: hotels within that distance, ' +
        'each with distance_miles), price_min and price_max (price per night in the hotel\'s own currency, inclusive), stars ' +
        '(at least), amenities (comma-separated, all of them). sort: rating (guest rating, then number of reviews; the default ' +
        'without a point), price_asc, price_desc, stars, distance (nearest first; the default with a point, 422 without one). ' +
        'per_page 1 to 50 (12 by default); meta.total is exact.',
      request: { query: hotelListQuery },
      responses: pagedResponse(hotelCardSchema),
    }),
    async (c) => {
      const { items, total, page, perPage } = await listHotels(c.var.deps.db, c.req.valid('query'));
      c.header('Cache-Control', PUBLIC_CACHE);
      return paged(c, items, { page, perPage, total }, items.length ? 'Hotels' : 'No hotels found');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/hotels/{id}',
      tags,
      summary: 'A listed hotel with its photos, contact and guest rating; 404 for an unknown or hidden hotel',
      request: { params: hotelIdParam },
      responses: okResponse(hotelSchema),
    }),
    async (c) => {
      const hotel = await getHotel(c.var.deps.db, c.req.valid('param').id);
      c.header('Cache-Control', PUBLIC_CACHE);
      return ok(c, hotel, 'Hotel');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/hotels/{id}/reviews',
      tags,
      summary: "A page of a hotel's guest reviews, newest first (10 per page); 404 for an unknown or hidden hotel",
      description: 'A deleted member\'s review keeps its rating and text; its reviewer has id and name null.',
      request: { params: hotelIdParam, query: hotelReviewsQuery },
      responses: pagedResponse(hotelReviewSchema),
    }),
    async (c) => {
      const page = c.req.valid('query').page ?? 1;
      const { items, total, perPage } = await hotelReviews(c.var.deps.db, c.req.valid('param').id, page);
      c.header('Cache-Control', PUBLIC_CACHE);
      return paged(c, items, { page, perPage, total }, items.length ? 'Hotel reviews' : 'No reviews yet');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/hotels/{id}/reviews',
      tags,
      summary: "Write or replace the caller's review of a hotel",
      description:
        'Any signed-in member may review a listed hotel once; writing again replaces their earlier review. Stays are not ' +
        'verified (there are no bookings), which the hotel page says beside the reviews (decision 136). rating 1 to 5, ' +
        'comment 10 to 2000 characters. The hotel\'s average_rating and total_review are recomputed in the same transaction.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { params: hotelIdParam, body: formOrJson(hotelReviewBody) },
      responses: okResponse(z.object({ review: hotelReviewSchema, hotel: hotelRatingSchema }), 'Review saved'),
    }),
    async (c) => {
      const body = readBody(c, hotelReviewBody);
      return ok(c, await saveHotelReview(c.var.deps.db, c.req.valid('param').id, c.var.user!.id, body), 'Review saved');
    },
  );
