import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth.ts';
import { PHOTO_BODY_LIMIT, type UploadLimit } from '../../http/body-limits.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok, paged } from '../../http/envelope.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { bearerSecurity, formOrJson, okResponse, pagedResponse, readBody, readRawBody } from '../../http/openapi.ts';
import {
  adminHotelBodyDoc,
  adminHotelCardSchema,
  adminHotelHideAnswer,
  adminHotelParams,
  adminHotelQuery,
  adminHotelReasonBody,
  adminHotelSchema,
  hotelCardSchema,
  hotelIdParam,
  hotelListQuery,
  hotelRatingSchema,
  hotelReviewBody,
  hotelReviewSchema,
  hotelReviewsQuery,
  hotelSchema,
} from './schemas.ts';
import {
  adminHotel,
  adminHotelList,
  createAdminHotel,
  deleteAdminHotel,
  getHotel,
  hotelReviews,
  listHotels,
  saveHotelReview,
  setHotelHidden,
  updateAdminHotel,
} from './service.ts';

const tags = ['Hotels'];

/** A hotel's form carries its photos: as the ads' forms, one photo of up to 50 MB per request, more when smaller. */
export const hotelsUploadLimits: UploadLimit[] = [{ path: /^\/api\/v1\/admin\/hotels(\/\d+)?$/, maxBytes: PHOTO_BODY_LIMIT }];

const hotelBody = { required: true, content: { 'multipart/form-data': { schema: adminHotelBodyDoc }, 'application/json': { schema: adminHotelBodyDoc }, 'application/x-www-form-urlencoded': { schema: adminHotelBodyDoc } } };

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
  )
  .openapi(
    operatorRoute({
      method: 'get',
      path: '/admin/hotels',
      summary: 'Listed and hidden hotels, newest first, found by part of the name or city',
      description: 'status listed or hidden narrows the list (decision 190).',
      request: { query: adminHotelQuery },
      responses: pagedResponse(adminHotelCardSchema),
    }),
    async (c) => {
      const q = c.req.valid('query');
      const page = await adminHotelList(c.var.deps.db, { q: q.q, status: q.status }, q.page, q.per_page);
      return paged(c, page.items, page, page.items.length ? 'Hotels' : 'No hotels found');
    },
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/hotels',
      summary: 'Add a hotel with its photos',
      description:
        'Multipart with photos[] files, or url-encoded or JSON without photos. Every failing field is listed in one 422. Photos are ' +
        'judged by their bytes and stored as WebP 320, 640 and 1280 wide; a failed save removes them. status hidden adds the hotel ' +
        'without listing it. Written to the audit log (decision 190).',
      request: { body: hotelBody },
      responses: okResponse(adminHotelSchema),
    }),
    async (c) => ok(c, await createAdminHotel(c.var.deps, c.var.user!.id, await readRawBody(c)), 'Hotel saved'),
  )
  .openapi(
    operatorRoute({
      method: 'get',
      path: '/admin/hotels/{id}',
      summary: 'A hotel of any status with every field and photo',
      description: 'Unknown: 404 HOTEL_NOT_FOUND.',
      request: { params: adminHotelParams },
      responses: okResponse(adminHotelSchema),
    }),
    async (c) => ok(c, await adminHotel(c.var.deps.db, c.req.valid('param').id), 'Hotel'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/hotels/{id}',
      summary: "Change a hotel; fields not sent keep their values",
      description:
        'As adding. New photos[] are appended; remove_photo_ids[] deletes those photos and their files; photo_order[] shows the ' +
        'named photos first. The status changes only through hide and restore (422 when sent). Unknown: 404 HOTEL_NOT_FOUND. ' +
        'Written to the audit log.',
      request: { params: adminHotelParams, body: hotelBody },
      responses: okResponse(adminHotelSchema),
    }),
    async (c) => ok(c, await updateAdminHotel(c.var.deps, c.var.user!.id, c.req.valid('param').id, await readRawBody(c)), 'Hotel saved'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/hotels/{id}/hide',
      summary: 'Hide a hotel with a reason: it leaves the list, nearby search, its page and the sitemap at once (decision 190)',
      description: 'The reason is required (422 FIELD_REQUIRED). Hiding twice: 409 CONTENT_ALREADY_HIDDEN; unknown: 404 HOTEL_NOT_FOUND. Written to the audit log.',
      request: { params: adminHotelParams, body: formOrJson(adminHotelReasonBody) },
      responses: okResponse(adminHotelHideAnswer),
    }),
    async (c) => ok(c, await setHotelHidden(c.var.deps, c.var.user!.id, c.req.valid('param').id, true, readBody(c, adminHotelReasonBody).reason ?? ''), 'Hidden'),
  )
  .openapi(
    operatorRoute({
      method: 'post',
      path: '/admin/hotels/{id}/restore',
      summary: 'List a hidden hotel again',
      description: 'A listed hotel: 409 HOTEL_NOT_HIDDEN; unknown: 404 HOTEL_NOT_FOUND. Written to the audit log.',
      request: { params: adminHotelParams },
      responses: okResponse(adminHotelHideAnswer),
    }),
    async (c) => ok(c, await setHotelHidden(c.var.deps, c.var.user!.id, c.req.valid('param').id, false, ''), 'Restored'),
  )
  .openapi(
    operatorRoute({
      method: 'delete',
      path: '/admin/hotels/{id}',
      summary: 'Delete a hotel with its photos (and their files) and its reviews',
      description: 'Unknown: 404 HOTEL_NOT_FOUND. Written to the audit log with the hotel as it was.',
      request: { params: adminHotelParams },
      responses: okResponse(z.object({ id: z.number().int() })),
    }),
    async (c) => ok(c, await deleteAdminHotel(c.var.deps, c.var.user!.id, c.req.valid('param').id), 'Hotel deleted'),
  );
