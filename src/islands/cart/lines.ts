import { cardImage } from '../../lib/ad-card.ts';
import type { CartItem } from '../../lib/api/cart.ts';
import type { CheckoutItem } from '../../stores/cart.ts';

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

