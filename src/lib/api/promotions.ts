import { apiCall, type ApiBody } from './client.ts';

/** Promoting an ad (spec 001 'Promote'): the offers and the payment that buys one. */

/** GET /promotion-options: the offers with their prices. */
export function promotionOptions(opts: { signal?: AbortSignal; baseUrl?: string } = {}) {
  return apiCall('GET /promotion-options', { auth: false, ...opts });
}

/** POST /create-checkout-session: opens the payment of a promotion; answers where to pay. */
export function promotionCheckout(body: Exclude<ApiBody<'POST /create-checkout-session'>, FormData>) {
  return apiCall('POST /create-checkout-session', { body });
}
