import { apiCall } from './client.ts';

/**
 * POST /seller/profile/{id}/phone, Show Number (sign-in required, rate-limited: 429 TOO_MANY_REQUESTS): the phone the
 * member shows on the ad `adId`, or on the seller page without it; null when there is none to show.
 */
export async function revealPhone(sellerId: number, adId?: number): Promise<string | null> {
  const res = await apiCall<{ phone: string | null }>(`/seller/profile/${sellerId}/phone`, { method: 'POST', body: adId ? { ad_id: adId } : {} });
  return res.data?.phone?.trim() || null;
}
