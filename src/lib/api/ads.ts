import { apiCall } from './client.ts';

/**
 * Whether the signed-in user has the ad among their favorites. Ad pages are cached for everyone alike, so the
 * viewer's own state is asked for in the browser (GET /seller/ads/single/{id} with the bearer token).
 */
export async function isFavoriteAd(adId: number, signal?: AbortSignal): Promise<boolean> {
  const res = await apiCall('GET /seller/ads/single/{id}', { params: { id: adId }, ...(signal ? { signal } : {}) });
  return res.data.is_favorite === 1;
}
