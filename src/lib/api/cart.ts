import { apiCall, getToken } from './client.ts';
import type { AttachmentJson } from '../../../server/modules/ads/serialize.ts';

/** The ad inside a cart line (spec 002 §3 'Cart item'). */
export type CartAd = {
  id: number;
  name: string;
  price: string;
  offer_price: string | null;
  location: string | null;
  available_quantity: number | null;
  description: string | null;
  average_rating: string | number | null;
  attachment: Pick<AttachmentJson, 'id' | 'attachment' | 'variants'>[];
  category: { id: number; name: string | null } | null;
  creator: { id: number; name: string | null; last_name?: string | null } | null;
  currency_symbol?: string | null;
  created_at?: string | null;
};

export type CartItem = {
  id: number;
  user_id: number;
  ads_id: number;
  shop_id: number;
  quantity: number;
  unit_price: string;
  total_price: string;
  variant: string | null;
  created_at: string;
  updated_at: string;
  ads: CartAd;
  shop: { id: number; name: string; logo: string | null } | null;
};

export type CartLineChange = { id: number; quantity: number; variant: string };

/** POST seller/cart/create: the Add to Cart of item and compare pages (one id, quantity 1, no variant by default). */
export function addToCart(adsId: number, quantity = 1, variant = '') {
  return apiCall<unknown>('/seller/cart/create', { method: 'POST', body: { ads_id: adsId, quantity, variant } });
}

/** GET /seller/cart/list: the signed-in user's cart lines. */
export function listCart(opts: { signal?: AbortSignal } = {}) {
  return apiCall<CartItem[]>('/seller/cart/list', opts.signal ? { signal: opts.signal } : {});
}

/** POST /seller/cart/batch-update: the quantity changes collected while on the cart screen, sent once when leaving it. */
export function batchUpdateCart(items: CartLineChange[]) {
  return apiCall<CartItem[]>('/seller/cart/batch-update', { method: 'POST', body: { items } });
}

/**
 * The same batch for a page that is going away (pagehide, hidden tab): a keepalive request outlives the page,
 * which an ordinary fetch does not. Nothing can be shown afterwards, so the answer is not read.
 */
export function sendBatchOnExit(items: CartLineChange[]): void {
  if (!items.length || typeof fetch === 'undefined') return;
  const token = getToken();
  if (!token) return;
  void fetch('/api/v1/seller/cart/batch-update', {
    method: 'POST',
    keepalive: true,
    headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ items }),
  }).catch(() => undefined);
}

/** POST seller/cart/destroy: removes lines (Delete, Delete All, the 'Remove Item?' dialog). */
export function destroyCartLines(ids: number[]) {
  return apiCall<unknown>('/seller/cart/destroy', { method: 'POST', body: { carts: ids.map((id) => ({ id })) } });
}
