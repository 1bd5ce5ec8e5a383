import { apiCall, getToken, type ApiSchema } from './client.ts';

/** A cart line (spec 002 §3 'Cart item') with its ad and shop. */
export type CartItem = ApiSchema<'CartItem'>;
/** The ad inside a cart line. */
export type CartAd = CartItem['ads'];

export type CartLineChange = ApiSchema<'CartBatchUpdateBody'>['items'][number];

/** POST seller/cart/create: the Add to Cart of item and compare pages (one id, quantity 1, no variant by default). */
export function addToCart(adsId: number, quantity = 1, variant = '') {
  return apiCall('POST /seller/cart/create', { body: { ads_id: adsId, quantity, variant } });
}

/** GET /seller/cart/list: the signed-in user's cart lines. */
export function listCart(opts: { signal?: AbortSignal } = {}) {
  return apiCall('GET /seller/cart/list', opts.signal ? { signal: opts.signal } : {});
}

/** POST /seller/cart/batch-update: the quantity changes collected while on the cart screen, sent once when leaving it. */
export function batchUpdateCart(items: CartLineChange[]) {
  return apiCall('POST /seller/cart/batch-update', { body: { items } });
}

/**
 * The same batch for a page that is going away (pagehide, hidden tab): a keepalive request outlives the page,
 * which an ordinary fetch does not. Nothing can be shown afterwards, so the answer is not read.
 */
export function sendBatchOnExit(items: CartLineChange[]): void {
  if (!items.length || typeof fetch === 'undefined' || !getToken()) return;
  void apiCall('POST /seller/cart/batch-update', { body: { items }, keepalive: true }).catch(() => undefined);
}

/** POST seller/cart/destroy: removes lines (Delete, Delete All, the 'Remove Item?' dialog). */
export function destroyCartLines(ids: number[]) {
  return apiCall('POST /seller/cart/destroy', { body: { carts: ids.map((id) => ({ id })) } });
}
