import type { ShopSearchParams } from '../shop.ts';
import { apiCall, type ApiSchema } from './client.ts';

/** The shop calls of spec 002 §7 with the JSON shapes of the shared plan (docs/decisions.md, issue 5). */

/** Shop (spec 002 §3), with the number of items on sale. */
export type Shop = ApiSchema<'ShopDetails'>;
export type ShopCurrency = Shop['currency'];

/** Shop item: the ad shape plus its shop, stock, brand and rating (spec 002 §3 'Shop item'). */
export type ShopItem = ApiSchema<'ShopItem'>;

export type BrandFacet = ApiSchema<'BrandFacet'>;
/** `estimated`: the total of a very broad search is the database's estimate, not a count (decision 24). */
export type ShopPage = { items: ShopItem[]; total: number; estimated: boolean; page: number; lastPage: number; brands: BrandFacet[] };

type CallOpts = { signal?: AbortSignal; baseUrl?: string; token?: string | null };

/** GET /seller/ads/search-ads type=shopAd: the catalogue, the home sections and the live suggestions; filters apply on the server. */
export async function searchShopItems(params: ShopSearchParams, opts: CallOpts = {}): Promise<ShopPage> {
  const { in_stock, on_sale, ...rest } = params;
  const query = { ...rest, ...(in_stock ? { in_stock: '1' } : {}), ...(on_sale ? { on_sale: '1' } : {}) };
  const res = await apiCall('GET /seller/ads/search-ads', { query, ...opts });
  // type=shopAd answers shop items.
  const items = res.data as ShopItem[];
  const meta = res.meta;
  return {
    items,
    total: meta.total,
    estimated: meta.estimated === true,
    page: meta.current_page ?? params.page,
    lastPage: meta.last_page ?? 1,
    brands: (meta.facets?.brands ?? []).filter((b) => b.name.trim() !== ''),
  };
}

/** GET /seller/ads/get-shop-details: one shop. */
export async function getShopDetails(shopId: number, opts: CallOpts = {}): Promise<Shop | null> {
  const res = await apiCall('GET /seller/ads/get-shop-details', { query: { shop_id: shopId }, ...opts });
  return res.data ?? null;
}

/** GET /seller/ads/single/{id}: a shop item (one id space with the ads: an ad without a shop is not one). */
export async function getShopItem(id: number, opts: CallOpts = {}) {
  return (await apiCall('GET /seller/ads/single/{id}', { params: { id }, ...opts })).data;
}

/** A review of an item (GET /review/item/{adsId}, newest first). */
export type ItemReview = ApiSchema<'Review'>;

export async function getItemReviews(adsId: number, opts: CallOpts = {}): Promise<{ reviews: ItemReview[]; total: number }> {
  const res = await apiCall('GET /review/item/{adsId}', { params: { adsId }, query: { page: 1 }, ...opts });
  return { reviews: res.data, total: res.meta.total };
}
