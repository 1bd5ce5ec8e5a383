/**
 * THE price rules of ad cards and details (spec 001 'Home board'), shared by the site and the origin's serializer.
 * - percent off shows only when price > offer price: Math.round((price − offer) / price × 100);
 * - an offer shows only when the ad is not negotiable and has an offer price;
 * - prices print with 2 decimals, 'N/A' when empty; MDL prints as 'value MDL', other currencies symbol first.
 */

type Num = number | string | null | undefined;

const toNumber = (v: Num): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
};

/** Rounded percent off, or null when it must not show (no offer, offer not below price, price not positive). */
export function percentOff(price: Num, offerPrice: Num): number | null {
  const p = toNumber(price);
  const o = toNumber(offerPrice);
  if (p === null || o === null || p <= 0 || o < 0 || !(p > o)) return null;
  return Math.round(((p - o) / p) * 100);
}

/** An offer is shown only when the ad is not negotiable and an offer price exists. */
export function showOffer(ad: { is_negotiable?: number | boolean | string | null; offer_price?: Num }): boolean {
  const negotiable = ad.is_negotiable === true || ad.is_negotiable === 1 || ad.is_negotiable === '1';
  return !negotiable && toNumber(ad.offer_price) !== null;
}

/** '12.50 $'-free formatting: '$12.50', 'N/A' when empty, MDL as '12.50 MDL'. */
export function formatPrice(value: Num, symbol: string | null | undefined = '$'): string {
  const n = toNumber(value);
  if (n === null) return 'N/A';
  const amount = n.toFixed(2);
  const sym = symbol || '$';
  if (sym.toUpperCase() === 'MDL') return `${amount} MDL`;
  return `${sym}${amount}`;
}
