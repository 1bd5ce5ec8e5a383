import { apiCall, type ApiSchema } from './client.ts';

/** A shipping method of GET /seller/ads/shipping-method-list (spec 002 §3). */
export type ShippingMethod = ApiSchema<'ShippingMethod'>;

/** A saved delivery address (spec 002 §3); the checkout call saves a new one itself. */
export type DeliveryAddress = ApiSchema<'DeliveryAddress'>;

/** The body of POST /seller/ads/checkout (spec 002 §7 plus the idempotency key of the shop plan). */
export type CheckoutRequest = ApiSchema<'CheckoutBody'>;
export type CheckoutLine = CheckoutRequest['ads'][number];

export type CheckoutAnswer = ApiSchema<'CheckoutAnswer'>;

/** The methods with name and description in the page's language. */
export function shippingMethods(lang: string, opts: { baseUrl?: string; signal?: AbortSignal; token?: string | null } = {}) {
  return apiCall('GET /seller/ads/shipping-method-list', { query: { lang }, ...opts });
}

export function deliveryAddresses() {
  return apiCall('GET /get-delivery-addresses');
}

export function deleteDeliveryAddress(id: number) {
  return apiCall('DELETE /delete-delivery-address/{id}', { params: { id } });
}

/** Places the order; the key makes a retried attempt return the first order instead of a second one. */
export function placeOrder(body: CheckoutRequest) {
  return apiCall('POST /seller/ads/checkout', { body });
}
