import type { z } from '@hono/zod-openapi';
import type { reviewSchema } from '../../../server/modules/reviews/schemas.ts';
import type { Ad } from '../ad-card.ts';
import type { ShopSearchParams } from '../shop.ts';
import { apiCall, type ApiSuccess, type PageMeta } from './client.ts';

/** The shop calls of spec 002 §7 with the JSON shapes of the shared plan (docs/decisions.md, issue 5). */

export type ShopCurrency = { id?: number; code?: string | null; symbol?: string | null; name?: string | null } | null;

/** Shop (spec 002 §3). */
export type Shop = {
  id: number;
  name: string;
  user_name?: string | null;
  email?: string | null;
  phone?: string | null;
  location?: string | null;
  country?: string | { id?: number; name?: string | null } | null;
  city?: string | null;
  currency?: ShopCurrency;
  logo?: string | null;
  total_review?: number | string | null;
  average_rating?: number | string | null;
  total_like?: number | string | null;
  creator?: { id: number; name?: string | null; last_name?: string | null; avatar?: string | null } | null;
  created_at?: string | null;
};

/** Shop item: the ad shape plus its shop, stock, brand and rating (spec 002 §3 'Shop item'). */
export type ShopItem = Ad & {
  shop?: { id: number; name: string; logo?: string | null } | null;
  shop_id?: number | null;
  currency?: ShopCurrency;
  available_quantity?: number | string | null;
  brand?: string | null;
  average_rating?: number | string | null;
  total_review?: number | string | null;
};

export type BrandFacet = { name: string; count: number };
/** `estimated`: the total of a very broad search is the database's estimate, not a count (decision 24). */
export type ShopPage = { items: ShopItem[]; total: number; estimated: boolean; page: number; lastPage: number; brands: BrandFacet[] };

type CallOpts = { signal?: AbortSignal; baseUrl?: string; token?: string | null };

/** The brand facets wherever the server put them (meta.facets or data.facets), cleaned. */
function brandFacets(res: ApiSuccess<unknown>): BrandFacet[] {
  const from = (v: unknown): unknown => (v && typeof v === 'object' && 'facets' in v ? (v as { facets?: { brands?: unknown } }).facets?.brands : undefined);
  const raw = from(res.meta) ?? from(res.data) ?? from(res);
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((b): b is { name: unknown; count?: unknown } => !!b && typeof b === 'object' && 'name' in b)
    .map((b) => ({ name: String(b.name), count: Number(b.count) || 0 }))
    .filter((b) => b.name.trim() !== '');
}

function itemsOf(data: unknown): ShopItem[] {
  if (Array.isArray(data)) return data as ShopItem[];
  if (data && typeof data === 'object') {
    const inner = (data as { data?: unknown; items?: unknown }).data ?? (data as { items?: unknown }).items;
    if (Array.isArray(inner)) return inner as ShopItem[];
  }
  return [];
}

function pageOf(res: ApiSuccess<unknown>, page: number): ShopPage {
  const meta: Partial<PageMeta> = res.meta ?? {};
  const items = itemsOf(res.data);
  const estimated = (meta as { estimated?: unknown }).estimated === true;
  return { items, total: meta.total ?? items.length, estimated, page: meta.current_page ?? page, lastPage: meta.last_page ?? 1, brands: brandFacets(res) };
}

/** GET /seller/ads/search-ads type=shopAd: the catalogue, the home sections and the live suggestions; filters apply on the server. */
export async function searchShopItems(params: ShopSearchParams, opts: CallOpts = {}): Promise<ShopPage> {
  const res = await apiCall<unknown>('/seller/ads/search-ads', { query: { ...params }, ...opts });
  return pageOf(res, params.page);
}

/** GET /seller/ads/get-shop-details: one shop. */
export async function getShopDetails(shopId: number, opts: CallOpts = {}): Promise<Shop | null> {
  const res = await apiCall<unknown>('/seller/ads/get-shop-details', { query: { shop_id: shopId }, ...opts });
  const data = res.data as { shop?: unknown } | null;
  const shop = data && typeof data === 'object' && 'shop' in data ? data.shop : data;
  return shop && typeof shop === 'object' && 'id' in shop ? (shop as Shop) : null;
}

/** GET /seller/ads/single/{id}: a shop item (one id space with the ads). */
export async function getShopItem(id: number, opts: CallOpts = {}): Promise<ShopItem | null> {
  const res = await apiCall<ShopItem>(`/seller/ads/single/${id}`, opts);
  return res.data && typeof res.data === 'object' && 'id' in res.data ? res.data : null;
}

/** A review of an item (GET /review/item/{adsId}, newest first). */
export type ItemReview = z.infer<typeof reviewSchema>;

export async function getItemReviews(adsId: number, opts: CallOpts = {}): Promise<{ reviews: ItemReview[]; total: number }> {
  const res = await apiCall<ItemReview[]>(`/review/item/${adsId}`, { query: { page: 1 }, ...opts });
  const reviews = Array.isArray(res.data) ? res.data : [];
  return { reviews, total: res.meta?.total ?? reviews.length };
}
