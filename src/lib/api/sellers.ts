import { apiCall } from './client.ts';

/**
 * POST /seller/profile/{id}/phone, Show Number (sign-in required, rate-limited: 429 TOO_MANY_REQUESTS): the phone the
 * member shows on the ad `adId`, or on the seller page without it; null when there is none to show.
 */
export async function revealPhone(sellerId: number, adId?: number): Promise<string | null> {
  const res = await apiCall('POST /seller/profile/{id}/phone', { params: { id: sellerId }, body: adId ? { ad_id: adId } : {} });
  return res.data?.phone?.trim() || null;
}
