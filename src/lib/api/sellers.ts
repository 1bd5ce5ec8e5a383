import { apiCall, type ApiQuery } from './client.ts';

type CallOpts = { signal?: AbortSignal; baseUrl?: string; token?: string | null };

/** GET /seller/profile/{id}: a member's public profile, with is_favourite for a signed-in viewer. */
export function sellerProfile(id: number | string, opts: CallOpts = {}) {
  return apiCall('GET /seller/profile/{id}', { params: { id }, ...opts });
}

/** GET /seller/reviews/{sellerId}: a page of the reviews of the member's shop, with the rating over all of them. */
export function sellerReviews(sellerId: number | string, page: number, opts: CallOpts = {}) {
  return apiCall('GET /seller/reviews/{sellerId}', { params: { sellerId }, query: { page }, ...opts });
}

/** GET /seller/seller-favorite: adds the seller to the favorites, or takes them out. */
export function toggleFavoriteSeller(sellerId: number) {
  return apiCall('GET /seller/seller-favorite', { query: { seller_id: sellerId } });
}

/** GET /seller/favorites-action: the signed-in member's favorites of one kind. */
export function favorites(type: ApiQuery<'GET /seller/favorites-action'>['type']) {
  return apiCall('GET /seller/favorites-action', { query: { type } });
}

/**
 * POST /seller/profile/{id}/phone, Show Number (sign-in required, rate-limited: 429 TOO_MANY_REQUESTS): the phone the
 * member shows on the ad `adId`, or on the seller page without it; null when there is none to show.
 */
export async function revealPhone(sellerId: number, adId?: number): Promise<string | null> {
  const res = await apiCall('POST /seller/profile/{id}/phone', { params: { id: sellerId }, body: adId ? { ad_id: adId } : {} });
  return res.data?.phone?.trim() || null;
}
