import { cardImage } from '../../lib/ad-card.ts';
import { ApiCallError } from '../../lib/api/client.ts';
import type { CartItem } from '../../lib/api/cart.ts';
import type { CheckoutItem } from '../../stores/cart.ts';

/** The server's message for a refusal it explains (stock, limits), else the catalogue's default text (spec 002 §8). */
export function failureText(err: unknown, fallback: string): string {
  return err instanceof ApiCallError && (err.httpStatus === 409 || err.httpStatus === 422) && err.body.message ? err.body.message : fallback;
}

/** A cart line as an item handed to checkout. */
export const toCheckoutItem = (i: CartItem): CheckoutItem => ({
  ads_id: i.ads_id,
  cart_id: i.id,
  quantity: i.quantity,
  variant: i.variant ?? '',
  ad: {
    id: i.ads.id,
    name: i.ads.name,
    price: i.ads.price,
    offer_price: i.ads.offer_price,
    available_quantity: i.ads.available_quantity,
    currency_symbol: i.ads.currency_symbol ?? null,
    image: cardImage({ attachment: i.ads.attachment }),
  },
});

