/**
 * Pure rules of the shop screens (spec 002 §2.2–2.5, §5, §9): the shop catalogue's URL state (the only home of the
 * search state, so leaving the page resets it and Back works), its server parameters, the heading it shows, the
 * shop's age, stock and add-to-cart rules. No DOM, no fetch; shared by pages and islands and unit-tested.
 */
import { clampPriceRange, parsePrice, PRICE_MAX, PRICE_MIN, SORTS } from './catalogue.ts';
import type { SortFilter } from './api/search.ts';

export { PRICE_GAP, PRICE_MAX, PRICE_MIN, PRICE_STEP, SORTS } from './catalogue.ts';

/** Home shop sections: 8 items each (spec 002 §9); the main home shows 10 at 1536 px or wider, else 8. */
export const HOME_SECTION_SIZE = 8;
export const MAIN_HOME_WIDE_COUNT = 10;
export const WIDE_MIN_PX = 1536;
/** Products a catalogue page holds (the spec leaves the shop's page size open; 20 fills 4 or 5 columns evenly). */
export const SHOP_PAGE_SIZE = 20;
/** Live suggestions of the shop search bar (spec 000 §9). */
export const SHOP_SUGGESTIONS = 5;
/** Rating filter choices, 'N & Up' (spec 002 §9). */
export const RATINGS = [4, 3, 2, 1] as const;
/** One month of a shop's age (spec 002 §9). */
export const DAYS_PER_MONTH = 30.4375;
const DAY_MS = 86_400_000;

export function homeShopCount(width: number): number {
  return width >= WIDE_MIN_PX ? MAIN_HOME_WIDE_COUNT : HOME_SECTION_SIZE;
}

/**
 * A shop's age from created_at (spec 002 §2.5): whole months of 30.4375 days; under 12 months it is told in months,
 * else in years and months. Null for a missing or unreadable date; a date in the future counts as 0 months.
 */
export function shopAge(createdAt: string | null | undefined, now: Date = new Date()): { years: number; months: number } | null {
  if (!createdAt) return null;
  const start = Date.parse(createdAt);
  if (Number.isNaN(start)) return null;
  const total = Math.max(0, Math.floor((now.getTime() - start) / DAY_MS / DAYS_PER_MONTH));
  return total < 12 ? { years: 0, months: total } : { years: Math.floor(total / 12), months: total % 12 };
}

/** Stock of an item: 'out' at 0 (Add to Cart is blocked, spec 002 §4 Cart), 'in' above; 'unknown' when the server said nothing. */
export function stockState(quantity: number | string | null | undefined): 'in' | 'out' | 'unknown' {
  if (quantity === null || quantity === undefined || quantity === '') return 'unknown';
  const n = Number(quantity);
  if (!Number.isFinite(n)) return 'unknown';
  return n > 0 ? 'in' : 'out';
}

/** A rating for display: one decimal, null when there is none. */
export function ratingValue(v: number | string | null | undefined): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.round(Math.min(5, n) * 10) / 10 : null;
}

/** 'Search within results...': a case-insensitive substring of the name, brand or description of the loaded items. */
export function filterWithin<T extends { name: string; brand?: string | null; description?: string | null }>(items: T[], text: string): T[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return items;
  return items.filter((item) => [item.name, item.brand ?? '', item.description ?? ''].some((s) => s.toLocaleLowerCase().includes(needle)));
}

export type ShopView = 'grid' | 'list';

/** The shop catalogue's state, read from and written to its URL (spec 002 §2.1 query page, name, category, category_id, shop_id, filter). */
export type ShopCatalogueState = {
  name: string;
  /** The category's name as a link gave it (the heading prefers the tree's own name). */
  category: string;
  categoryId: number | null;
  shopId: number | null;
  priceMin: number | null;
  priceMax: number | null;
  sort: SortFilter;
  inStock: boolean;
  onSale: boolean;
  rating: number | null;
  brands: string[];
  page: number;
  view: ShopView;
};

const positiveId = (raw: string | null): number | null => {
  const s = (raw ?? '').trim();
  return /^[1-9]\d{0,9}$/.test(s) ? Number(s) : null;
};
const yes = (raw: string | null) => raw === '1' || raw === 'true';
const MAX_BRANDS = 20;

export function parseShopQuery(params: URLSearchParams): ShopCatalogueState {
  let priceMin = parsePrice(params.get('price_min'));
  let priceMax = parsePrice(params.get('price_max'));
  if (priceMin !== null && priceMax !== null) ({ min: priceMin, max: priceMax } = clampPriceRange(priceMin, priceMax, 'min'));
  if (priceMin === PRICE_MIN) priceMin = null;
  if (priceMax === PRICE_MAX) priceMax = null;
  const rawSort = params.get('filter') ?? '';
  const rating = Number(params.get('rating'));
  const brands = [
    ...new Set(
      params
        .getAll('brands')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim().slice(0, 100))
        .filter(Boolean),
    ),
  ].slice(0, MAX_BRANDS);
  return {
    name: (params.get('name') ?? '').trim().slice(0, 100),
    category: (params.get('category') ?? '').trim().slice(0, 150),
    categoryId: positiveId(params.get('category_id')),
    shopId: positiveId(params.get('shop_id')),
    priceMin,
    priceMax,
    sort: (SORTS as readonly string[]).includes(rawSort) ? (rawSort as SortFilter) : 'relevance',
    inStock: yes(params.get('in_stock')),
    onSale: yes(params.get('on_sale')),
    rating: (RATINGS as readonly number[]).includes(rating) ? rating : null,
    brands,
    page: Math.min(10_000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The URL query of a state; defaults are left out, so the plain page stays /shop-catalogue. */
export function shopQuery(s: ShopCatalogueState): URLSearchParams {
  const out = new URLSearchParams();
  if (s.name) out.set('name', s.name);
  if (s.category) out.set('category', s.category);
  if (s.categoryId) out.set('category_id', String(s.categoryId));
  if (s.shopId) out.set('shop_id', String(s.shopId));
  if (s.priceMin !== null && s.priceMin > PRICE_MIN) out.set('price_min', String(s.priceMin));
  if (s.priceMax !== null && s.priceMax < PRICE_MAX) out.set('price_max', String(s.priceMax));
  if (s.sort !== 'relevance') out.set('filter', s.sort);
  if (s.inStock) out.set('in_stock', '1');
  if (s.onSale) out.set('on_sale', '1');
  if (s.rating) out.set('rating', String(s.rating));
  if (s.brands.length) out.set('brands', s.brands.join(','));
  if (s.view === 'list') out.set('view', 'list');
  if (s.page > 1) out.set('page', String(s.page));
  return out;
}

export function shopCatalogueHref(s: ShopCatalogueState): string {
  const q = shopQuery(s).toString();
  return q ? `/shop-catalogue?${q}` : '/shop-catalogue';
}

/** GET /seller/ads/search-ads type=shopAd parameters: every filter goes to the server, which applies it to the whole result set. */
export type ShopSearchParams = {
  type: 'shopAd';
  page: number;
  per_page: number;
  name?: string;
  category_id?: number;
  shop_id?: number;
  price_min?: number;
  price_max?: number;
  sort?: SortFilter;
  in_stock?: 1;
  on_sale?: 1;
  rating?: number;
  brands?: string;
};

export function shopSearchParams(s: ShopCatalogueState, perPage = SHOP_PAGE_SIZE): ShopSearchParams {
  return {
    type: 'shopAd',
    page: s.page,
    per_page: perPage,
    ...(s.name ? { name: s.name } : {}),
    ...(s.categoryId ? { category_id: s.categoryId } : {}),
    ...(s.shopId ? { shop_id: s.shopId } : {}),
    ...(s.priceMin !== null && s.priceMin > PRICE_MIN ? { price_min: s.priceMin } : {}),
    ...(s.priceMax !== null && s.priceMax < PRICE_MAX ? { price_max: s.priceMax } : {}),
    ...(s.sort !== 'relevance' ? { sort: s.sort } : {}),
    ...(s.inStock ? { in_stock: 1 as const } : {}),
    ...(s.onSale ? { on_sale: 1 as const } : {}),
    ...(s.rating ? { rating: s.rating } : {}),
    ...(s.brands.length ? { brands: s.brands.join(',') } : {}),
  };
}

/** Whether a panel filter is set (Clear All shows, the subtitle says so). */
export function hasShopFilters(s: ShopCatalogueState): boolean {
  return s.priceMin !== null || s.priceMax !== null || s.sort !== 'relevance' || s.inStock || s.onSale || s.rating !== null || s.brands.length > 0;
}

/** The state with every panel filter cleared (the search itself stays). */
export function clearShopFilters(s: ShopCatalogueState): ShopCatalogueState {
  return { ...s, priceMin: null, priceMax: null, sort: 'relevance', inStock: false, onSale: false, rating: null, brands: [], page: 1 };
}

/**
 * Which heading the catalogue shows (spec 002 §2.3): 'Shop #{id}' when filtered by shop, 'Search Results' for a
 * search, the category's name, else 'All Shop Products'.
 */
export function shopHeading(s: Pick<ShopCatalogueState, 'shopId' | 'name' | 'categoryId' | 'category'>, categoryLabel: string): { kind: 'shop' | 'search' | 'category' | 'all'; text?: string } {
  if (s.shopId) return { kind: 'shop', text: String(s.shopId) };
  if (s.name) return { kind: 'search', text: s.name };
  const label = categoryLabel || s.category;
  if (s.categoryId && label) return { kind: 'category', text: label };
  return { kind: 'all' };
}
