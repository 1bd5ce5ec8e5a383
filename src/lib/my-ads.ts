/**
 * Pure rules of My Ads and Edit Ad (spec 001 'My Ads', 'Edit Ad', 'Ad status', 'Promotion level'); the ad form's
 * field rules are in create-ad.ts. No DOM, no fetch: shared by the MyAds and EditAd islands and unit-tested.
 */

export const STATUS_TABS = ['all', 'active', 'inactive'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];
export const isStatusTab = (v: unknown): v is StatusTab => STATUS_TABS.includes(v as StatusTab);

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
