import { apiCall } from './client.ts';

/** A shipping method of GET /seller/ads/shipping-method-list (spec 002 §3). */
export type ShippingMethod = {
  id: number;
  name: string;
  description: string;
  /** Days added to today for the delivery date. */
  estimated_delivery_time: number;
  rates: { rate: string };
  status: number;
};

/** A saved delivery address (spec 002 §3); the checkout call saves a new one itself. */
export type DeliveryAddress = {
  id: number;
  user_id: number;
  address: string;
  latitude: string | number | null;
  longitude: string | number | null;
  created_at: string;
  updated_at: string;
};

export type CheckoutLine = { id: number; quantity: number; variant: string };

/** The body of POST /seller/ads/checkout (spec 002 §7 plus the idempotency key of the shop plan). */
export type CheckoutRequest = {
  shipping_id: number;
  total_amount: string;
  delivery_address: string;
  street: string;
  zip_code: string;
  city: string;
  coupon_code: string;
  lat: number | null;
  lon: number | null;
  discount_amount: string;
  ads: CheckoutLine[];
  idempotency_key: string;
};

/** Only the parts of the master order the checkout reads; the orders screens own the full shape. */
export type PlacedOrder = { id: number; master_order_number: string; total_amount: string };

export type CheckoutAnswer = { master_order: PlacedOrder; checkout_url: string | null };

/** The methods with name and description in the page's language. */
export function shippingMethods(lang: string) {
  return apiCall<ShippingMethod[]>('/seller/ads/shipping-method-list', { query: { lang } });
}

export function deliveryAddresses() {
  return apiCall<DeliveryAddress[]>('/get-delivery-addresses');
}

export function deleteDeliveryAddress(id: number) {
  return apiCall<unknown>(`/delete-delivery-address/${id}`, { method: 'DELETE' });
}

/** Places the order; the key makes a retried attempt return the first order instead of a second one. */
export function placeOrder(body: CheckoutRequest) {
  return apiCall<CheckoutAnswer>('/seller/ads/checkout', { method: 'POST', body });
}
