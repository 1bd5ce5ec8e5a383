import { apiCall, type ApiQuery } from './client.ts';

/** The hotels module's calls (decisions 134 to 137). */

type CallOpts = { signal?: AbortSignal; baseUrl?: string; token?: string | null };

/** GET /hotels: a page of hotels matching the filters (city, nearby point, price, stars, amenities), sorted. */
export function listHotels(query: ApiQuery<'GET /hotels'>, opts: CallOpts = {}) {
  return apiCall('GET /hotels', { query, ...opts });
}

/** GET /hotels/{id}: a listed hotel with its photos and contact. */
export function getHotel(id: number | string, opts: CallOpts = {}) {
  return apiCall('GET /hotels/{id}', { params: { id }, ...opts });
}

/** GET /hotels/{id}/reviews: a page of the hotel's guest reviews, newest first. */
export function hotelReviews(id: number | string, page: number, opts: CallOpts = {}) {
  return apiCall('GET /hotels/{id}/reviews', { params: { id }, query: { page }, ...opts });
}

/** POST /hotels/{id}/reviews: the signed-in member's review (a second one replaces the first). */
export function reviewHotel(id: number, body: { rating: number; comment: string }) {
  return apiCall('POST /hotels/{id}/reviews', { params: { id }, body });
}
