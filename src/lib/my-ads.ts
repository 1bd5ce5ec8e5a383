import {
  addTag,
  isEmail,
  isHttpUrl,
  isPhone,
  moveItem,
  PHOTO_MAX_BYTES,
  PHOTOS_MAX,
  PHOTOS_MIN,
  PRICE_MAX,
  priceError as createPriceError,
  SHORT_DESCRIPTION_MAX,
} from './create-ad.ts';

/**
 * Pure rules of My Ads and Edit Ad (spec 001 'My Ads', 'Edit Ad', 'Ad status', 'Promotion level', 'Validation rules').
 * No DOM, no fetch: shared by the MyAds and EditAd islands and unit-tested.
 */

export const STATUS_TABS = ['all', 'active', 'inactive'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];
export const isStatusTab = (v: unknown): v is StatusTab => STATUS_TABS.includes(v as StatusTab);

export const MY_ADS_PER_PAGE = 10;
// The limits and field checks are the create flow's (src/lib/create-ad.ts), so creation and editing agree.
export const MAX_PHOTOS = PHOTOS_MAX;
export const MIN_PHOTOS = PHOTOS_MIN;
export const MAX_PHOTO_BYTES = PHOTO_MAX_BYTES;
export const MAX_PRICE = PRICE_MAX;
export { SHORT_DESCRIPTION_MAX, isEmail, isPhone, addTag, moveItem };

/** Ad status 1 active, 0 inactive: the toggle activates ('Publish Ad?') or deactivates ('Archive Ad?'). */
export function isActive(status: unknown): boolean {
  return Number(status) === 1;
}

export type ToggleKind = 'publish' | 'archive';
export function toggleKind(status: unknown): ToggleKind {
  return isActive(status) ? 'archive' : 'publish';
}

/** Promotion option of GET /promotion-options; the ad level (is_sponsored) is id − 1. */
export type PromotionOption = { id: number; name: string; description: string; price: string; translations?: { name?: Record<string, string>; description?: Record<string, string> } };
export type OfferType = 'urgent' | 'toppage';

/** Level 1 → 'urgent', level 2 → 'toppage', else null (regular, free). */
export function offerTypeForOption(optionId: number): OfferType | null {
  const level = optionId - 1;
  return level === 1 ? 'urgent' : level === 2 ? 'toppage' : null;
}

export function isPaidOption(option: Pick<PromotionOption, 'id' | 'price'>): boolean {
  return offerTypeForOption(option.id) !== null && Number(option.price) > 0;
}

/** The boost modal lists only Urgent and Top Page. */
export function boostOptions(options: PromotionOption[]): PromotionOption[] {
  return options.filter((o) => offerTypeForOption(o.id) !== null).sort((a, b) => a.id - b.id);
}

/** Ads not yet sponsored can be boosted. */
export function canBoost(ad: { is_sponsored?: unknown; status?: unknown }): boolean {
  return Number(ad.is_sponsored ?? 0) === 0;
}

export function optionLabel(option: PromotionOption, locale: string): { name: string; description: string } {
  return {
    name: option.translations?.name?.[locale] || option.name,
    description: option.translations?.description?.[locale] || option.description,
  };
}

/** `ids[]=1&ids[]=2` for DELETE /seller/ads/ads/delete-multiple. */
export function deleteQuery(ids: number[]): string {
  return [...new Set(ids)].map((id) => `ids[]=${encodeURIComponent(String(id))}`).join('&');
}

/** Toggles one id in a selection. */
export function toggleSelected(selected: number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
}

/** Select all on the page, or clear when they already are all selected. */
export function toggleAll(selected: number[], pageIds: number[]): number[] {
  const all = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  return all ? selected.filter((id) => !pageIds.includes(id)) : [...new Set([...selected, ...pageIds])];
}

/** After deleting the last ads of a page, go back one page. */
export function pageAfterDelete(page: number, rowsOnPage: number, deleted: number): number {
  return rowsOnPage - deleted <= 0 && page > 1 ? page - 1 : page;
}

/** Category chain of an ad (root first) from `category.chain` (any order, linked by parent_id). */
export function categoryPath(chain: { id: number; parent_id: number | null }[] | undefined | null, leafId: number): number[] {
  if (!chain?.length) return [leafId];
  const byId = new Map(chain.map((c) => [c.id, c]));
  const path: number[] = [];
  let cur = byId.get(leafId);
  const seen = new Set<number>();
  while (cur && !seen.has(cur.id)) {
    seen.add(cur.id);
    path.unshift(cur.id);
    cur = cur.parent_id == null ? undefined : byId.get(cur.parent_id);
  }
  return path.length ? path : [leafId];
}

/** Photo file checks: images only, at most 50 MB, and no more than 10 in all. Returns an error key or null. */
export type PhotoError = 'onlyImages' | 'tooLarge' | 'tooMany';
export function checkNewPhotos(files: { type: string; size: number }[], currentCount: number): PhotoError | null {
  if (files.some((f) => !f.type.startsWith('image/'))) return 'onlyImages';
  if (files.some((f) => f.size > MAX_PHOTO_BYTES)) return 'tooLarge';
  if (currentCount + files.length > MAX_PHOTOS) return 'tooMany';
  return null;
}

/** Price check on input: null when fine, else an error key. */
export function priceError(value: string): 'priceNegative' | 'priceMax' | null {
  const e = createPriceError(value);
  return e === 'negative' ? 'priceNegative' : e === 'max' ? 'priceMax' : null;
}

export type EditForm = {
  categoryId: number | null;
  type: number;
  name: string;
  description: string;
  price: string;
  currencyId: string;
  location: string;
  companyId: string;
  externalWebsite: string;
  email: string;
  phone: string;
  photoCount: number;
};

/** The 'Validation Issues' list (spec 001 §5 'Final publish check list'), as message keys in order. */
export function editIssues(f: EditForm): string[] {
  const out: string[] = [];
  if (!f.categoryId) out.push('categoryMissing');
  if (!f.name.trim()) out.push('titleRequired');
  if (!f.description.trim()) out.push('descriptionRequired');
  else if (f.description.length > SHORT_DESCRIPTION_MAX) out.push('descriptionTooLong');
  if (f.price.trim() === '') out.push('priceRequired');
  else if (priceError(f.price) === 'priceNegative') out.push('priceNegative');
  else if (priceError(f.price) === 'priceMax') out.push('priceMax');
  if (!f.currencyId) out.push('currencyRequired');
  if (!f.location.trim()) out.push('locationMissing');
  if (f.type === 2) {
    if (!f.companyId) out.push('companyRequired');
    if (!f.externalWebsite.trim()) out.push('websiteRequired');
    else if (!isHttpUrl(f.externalWebsite)) out.push('websiteScheme');
  }
  if (f.email.trim() && !isEmail(f.email)) out.push('emailInvalid');
  if (f.phone.trim() && !isPhone(f.phone)) out.push('phoneInvalid');
  if (f.photoCount < MIN_PHOTOS) out.push('photoRequired');
  else if (f.photoCount > MAX_PHOTOS) out.push('photosRange');
  return out;
}

/** Date of an ad in the user's language. */
export function shortDate(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(d);
}

/** The answer of the update calls: a session id (and url) means a paid option → send the payer to checkout. */
export function updateRedirect(answer: { sessionId?: string | null; url?: string | null } | null | undefined): string {
  return answer?.sessionId && answer.url ? answer.url : '/user-ads';
}
