import { apiCall, type ApiSchema } from './client.ts';

/**
 * The rating screen's target (spec 002 §2.12): an item or a shop, given as JSON in the route. It carries what the
 * screen shows (image, name or title, price) and the ids the review call needs.
 */
export type ReviewTarget = { shop_id: number; ads_id: number | null; name: string; image: string | null; price: string | number | null };

const positiveInt = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/** The target from a route segment (URI-encoded or not); null when it is not a usable target. */
export function parseReviewTarget(raw: string | undefined | null, seller: boolean): ReviewTarget | null {
  if (!raw) return null;
  let text = raw;
  try {
    if (/%[0-9a-f]{2}/i.test(text)) text = decodeURIComponent(text);
  } catch {
    return null;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const o = value as Record<string, unknown>;
  const adsId = positiveInt(o.ads_id ?? o.id);
  const shopId = positiveInt(o.shop_id) ?? (seller ? positiveInt(o.id) : null);
  const name = [o.name, o.title].find((x): x is string => typeof x === 'string' && x.trim() !== '') ?? '';
  const image = typeof o.image === 'string' && /^(https?:\/\/|\/)/.test(o.image) ? o.image : null;
  const price = typeof o.price === 'string' || typeof o.price === 'number' ? o.price : null;
  if (seller) return shopId ? { shop_id: shopId, ads_id: null, name, image, price: null } : null;
  // The spec's default shop id is 1 when the target names none; the server checks the item's real shop.
  return adsId ? { shop_id: shopId ?? 1, ads_id: adsId, name, image, price } : null;
}

/** A route segment for a target, so links from order details and the screen agree on one format. */
export const targetSegment = (target: Partial<ReviewTarget>): string => encodeURIComponent(JSON.stringify(target));

/** Whether Send is enabled (spec 002 §5 'Review'): a rating above 0 and a non-blank text. */
export const canSendReview = (rating: number, comment: string): boolean => rating > 0 && comment.trim() !== '';

/** POST /review/create, multipart (spec 002 §7 'Reviews'). */
export function createReview(target: ReviewTarget, rating: number, comment: string, files: File[]) {
  const body = new FormData();
  body.append('comment', comment.trim());
  body.append('rating', String(rating));
  body.append('shop_id', String(target.shop_id));
  if (target.ads_id) body.append('ads_id', String(target.ads_id));
  for (const f of files) body.append('file[]', f);
  return apiCall('POST /review/create', { body });
}

/** My Reviews' tabs (docs/decisions.md 110): mine = I wrote; items = of my shop and its items; ads = of my classified ads. */
export const MY_REVIEW_TABS = ['mine', 'items', 'ads'] as const;
export type MyReviewTab = (typeof MY_REVIEW_TABS)[number];
export type MyReview = ApiSchema<'MyReview'>;

/** GET /my-reviews: one page of a My Reviews tab. */
export function myReviews(tab: MyReviewTab, page: number, signal?: AbortSignal) {
  return apiCall('GET /my-reviews', { query: { tab, page }, ...(signal ? { signal } : {}) });
}

/** The rating screen for an item or ad, returning to `from` (a page of ours) once the review is sent. */
export const itemReviewHref = (target: Omit<ReviewTarget, 'shop_id'> & { shop_id: number | null }, from: string) =>
  `/review/0/${targetSegment({ ...target, shop_id: target.shop_id ?? undefined })}?from=${encodeURIComponent(from)}`;

/** Where the rating screen goes after a review: a `from` path of this site, else Orders (spec 002 §7). */
export function reviewReturnPath(from: string | null): string {
  return from && /^\/[a-z][\w/-]*$/i.test(from) ? from : '/orders';
}
