import { apiCall, type ApiQuery } from './client.ts';

/** The ads module's calls (spec 001 §7). */

type CallOpts = { signal?: AbortSignal; baseUrl?: string; token?: string | null };

/** GET /seller/ads/single/{id}: one ad or shop item, with the viewer's is_favorite when a token goes along. */
export function getAd(id: number | string, opts: CallOpts = {}) {
  return apiCall('GET /seller/ads/single/{id}', { params: { id }, ...opts });
}

/**
 * Whether the signed-in user has the ad among their favorites. Ad pages are cached for everyone alike, so the
 * viewer's own state is asked for in the browser (GET /seller/ads/single/{id} with the bearer token).
 */
export async function isFavoriteAd(adId: number, signal?: AbortSignal): Promise<boolean> {
  const res = await getAd(adId, signal ? { signal } : {});
  return res.data.is_favorite === 1;
}

/** GET /ads/sales: discounted ads (type=ad) or shop items (type=shopAd), the biggest percent off first. */
export function salesList(query: ApiQuery<'GET /ads/sales'>, opts: CallOpts = {}) {
  return apiCall('GET /ads/sales', { query, ...opts });
}

/** GET /ads/home: a page of one tab of the home board. */
export function homeAds(query: ApiQuery<'GET /ads/home'>, opts: CallOpts = {}) {
  return apiCall('GET /ads/home', { query, ...opts });
}

/** GET /seller/ads/specific-user-list/{userId}: a member's active ads, a page at a time. */
export function sellerAds(userId: number | string, page: number, opts: CallOpts = {}) {
  return apiCall('GET /seller/ads/specific-user-list/{userId}', { params: { userId }, query: { page }, ...opts });
}

/** GET /seller/ads/user-list: the signed-in member's own ads (My Ads). */
export function myAds(query: ApiQuery<'GET /seller/ads/user-list'>, opts: CallOpts = {}) {
  return apiCall('GET /seller/ads/user-list', { query, ...opts });
}

/** GET /seller/ads/active-deactivate: shows or hides one's own ad. */
export function toggleAdActive(id: number) {
  return apiCall('GET /seller/ads/active-deactivate', { query: { id } });
}

/** DELETE /seller/ads/ads/delete-multiple: soft-deletes one's own ads, all or nothing. */
export function deleteAds(ids: number[]) {
  return apiCall('DELETE /seller/ads/ads/delete-multiple', { query: { ids: [...new Set(ids)] } });
}

/** POST /seller/ads/like/create: adds the ad (or shop item) to the favorites, or takes it out. */
export function toggleFavoriteAd(adsId: number) {
  return apiCall('POST /seller/ads/like/create', { body: { ads_id: adsId } });
}

/** POST /seller/ads/track-stats: counts a view of the ad page. */
export function trackAdView(adId: number) {
  return apiCall('POST /seller/ads/track-stats', { body: { ad_id: adId, type: 'view' } });
}
