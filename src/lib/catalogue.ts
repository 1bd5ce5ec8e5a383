/**
 * Catalogue and ad board state (spec 000 §2.1 'catalogue' query, spec 001 §9 constants): the URL query is the only
 * place the search state lives, so leaving the catalogue resets it (spec 000 §2.1) and a reload or shared link shows
 * the same page. Pure functions, shared by the pages (SSR of the first page) and the filters island; unit-tested.
 */
import type { Ad } from './ad-card.ts';
import { ApiCallError } from './api/client.ts';
import { searchAds, type SearchAdsParams, type SortFilter } from './api/search.ts';

export const CATALOGUE_PAGE_SIZE = 10;
export const PRICE_MIN = 0;
export const PRICE_MAX = 1_000_000;
export const PRICE_STEP = 10;
export const PRICE_GAP = 10;

/** In the order the sort select offers them; relevance is the default and never written to the URL. */
export const SORTS = ['relevance', 'low-to-high', 'high-to-low', 'date', 'rating'] as const satisfies readonly SortFilter[];
export const CONDITIONS = ['new', 'likeNew', 'used'] as const;
export type Condition = (typeof CONDITIONS)[number];
export type CatalogueView = 'grid' | 'list';

/** Parameters that only select what to search; they pass through unchanged. */
export const SEARCH_KEYS = ['category', 'category_id', 'name', 'query', 'location', 'tags', 'lat', 'lng', 'radius'] as const;
type SearchKey = (typeof SEARCH_KEYS)[number];

export type CatalogueState = {
  search: Partial<Record<SearchKey, string>>;
  /** null: no bound (the slider sits at its end). */
  priceMin: number | null;
  priceMax: number | null;
  conditions: Condition[];
  sort: SortFilter;
  page: number;
  view: CatalogueView;
};

const MAX_LEN: Record<SearchKey, number> = { category: 150, category_id: 12, name: 100, query: 100, location: 150, tags: 200, lat: 20, lng: 20, radius: 8 };

const snap = (n: number) => Math.round(n / PRICE_STEP) * PRICE_STEP;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** A price parameter as a number on the slider's scale, or null when absent or not a number. */
export function parsePrice(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? clamp(snap(n), PRICE_MIN, PRICE_MAX) : null;
}

/**
 * The two thumbs of the price range after one of them moved: snapped to the step, kept inside the bounds and at
 * least PRICE_GAP apart; the thumb that moved gives way (the other one stays where the user left it).
 */
export function clampPriceRange(min: number, max: number, moved: 'min' | 'max' = 'min'): { min: number; max: number } {
  let lo = clamp(snap(Number.isFinite(min) ? min : PRICE_MIN), PRICE_MIN, PRICE_MAX);
  let hi = clamp(snap(Number.isFinite(max) ? max : PRICE_MAX), PRICE_MIN, PRICE_MAX);
  if (hi - lo < PRICE_GAP) {
    if (moved === 'min') {
      lo = hi - PRICE_GAP;
      if (lo < PRICE_MIN) [lo, hi] = [PRICE_MIN, PRICE_MIN + PRICE_GAP];
    } else {
      hi = lo + PRICE_GAP;
      if (hi > PRICE_MAX) [lo, hi] = [PRICE_MAX - PRICE_GAP, PRICE_MAX];
    }
  }
  return { min: lo, max: hi };
}

export function parseCatalogueQuery(params: URLSearchParams): CatalogueState {
  const search: CatalogueState['search'] = {};
  for (const key of SEARCH_KEYS) {
    const v = (params.get(key) ?? '').trim().slice(0, MAX_LEN[key]);
    if (v) search[key] = v;
  }
  let priceMin = parsePrice(params.get('price_min'));
  let priceMax = parsePrice(params.get('price_max'));
  if (priceMin !== null && priceMax !== null) {
    const r = clampPriceRange(priceMin, priceMax, 'min');
    priceMin = r.min;
    priceMax = r.max;
  }
  if (priceMin === PRICE_MIN) priceMin = null;
  if (priceMax === PRICE_MAX) priceMax = null;
  const wanted = params.getAll('condition').flatMap((v) => v.split(',')).map((v) => v.trim());
  const conditions = CONDITIONS.filter((c) => wanted.includes(c));
  const rawSort = params.get('filter') ?? '';
  const sort: SortFilter = (SORTS as readonly string[]).includes(rawSort) ? (rawSort as SortFilter) : 'relevance';
  const page = Math.min(10_000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const view: CatalogueView = params.get('view') === 'list' ? 'list' : 'grid';
  return { search, priceMin, priceMax, conditions, sort, page, view };
}

/** The URL query of a state; defaults are left out so the plain page stays `/catalogue`. */
export function catalogueQuery(s: CatalogueState): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of SEARCH_KEYS) if (s.search[key]) out.set(key, s.search[key]!);
  if (s.priceMin !== null && s.priceMin > PRICE_MIN) out.set('price_min', String(s.priceMin));
  if (s.priceMax !== null && s.priceMax < PRICE_MAX) out.set('price_max', String(s.priceMax));
  if (s.conditions.length) out.set('condition', CONDITIONS.filter((c) => s.conditions.includes(c)).join(','));
  if (s.sort !== 'relevance') out.set('filter', s.sort);
  if (s.view === 'list') out.set('view', 'list');
  if (s.page > 1) out.set('page', String(s.page));
  return out;
}

export function catalogueHref(path: string, s: CatalogueState): string {
  const q = catalogueQuery(s).toString();
  return q ? `${path}?${q}` : path;
}

/** The search-ads call for a state (the view is the page's business only). */
export function searchParamsOf(s: CatalogueState): SearchAdsParams {
  const near = Boolean(s.search.lat && s.search.lng);
  const text = s.search.name || s.search.query;
  return {
    type: 'ad',
    page: s.page,
    ...(s.search.category_id ? { category_id: s.search.category_id } : {}),
    ...(text ? { name: text } : {}),
    // Around a point, `location` only names the place for the heading.
    ...(s.search.location && !near ? { location: s.search.location } : {}),
    ...(s.search.tags ? { tags: s.search.tags } : {}),
    ...(near ? { lat: s.search.lat!, lng: s.search.lng!, ...(s.search.radius ? { radius: s.search.radius } : {}) } : {}),
    ...(s.priceMin !== null && s.priceMin > PRICE_MIN ? { price_min: s.priceMin } : {}),
    ...(s.priceMax !== null && s.priceMax < PRICE_MAX ? { price_max: s.priceMax } : {}),
    ...(s.conditions.length ? { condition: s.conditions.join(',') } : {}),
    ...(s.sort !== 'relevance' ? { filter: s.sort } : {}),
  };
}

/** The state with a page's fixed search parameters (Jobs: its category) under its own; the URL keeps only its own. */
export function scoped(s: CatalogueState, scope: CatalogueState['search'] | undefined): CatalogueState {
  return scope ? { ...s, search: { ...scope, ...s.search } } : s;
}

/** Whether any filter of the panel (not the search itself) is set: shows 'Clear filters'. */
export function hasPanelFilters(s: CatalogueState): boolean {
  return s.priceMin !== null || s.priceMax !== null || s.conditions.length > 0 || s.sort !== 'relevance';
}

/**
 * The first page for the server render: null when the API failed (the island then fetches and shows the error);
 * `refusal` is the 422 of bad parameters, whose reason the page shows (lib/error-text.ts).
 */
export async function loadCataloguePage(
  s: CatalogueState,
  opts: { baseUrl?: string; signal?: AbortSignal },
): Promise<{ page: { ads: Ad[]; total: number; page: number; lastPage: number } | null; refusal: ApiCallError | null }> {
  try {
    const res = await searchAds(searchParamsOf(s), opts);
    const meta = res.meta;
    return { page: { ads: Array.isArray(res.data) ? res.data : [], total: meta?.total ?? 0, page: meta?.current_page ?? s.page, lastPage: meta?.last_page ?? 1 }, refusal: null };
  } catch (err) {
    // Bad parameters (422) carry the server's reason; anything else is a general failure.
    return { page: null, refusal: err instanceof ApiCallError && err.httpStatus === 422 ? err : null };
  }
}
