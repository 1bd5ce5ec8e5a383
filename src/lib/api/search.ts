import type { AdItem, NearbyAd, SearchAllData, SearchType, SortFilter } from '../../../server/modules/search/schemas.ts';
import { apiCall, type ApiSuccess } from './client.ts';

/** The search calls of spec 000 §7 and 002 §7, typed from the server's own schemas. */

export type { AdItem, NearbyAd, PlaceItem, SearchAllData, SearchType, SortFilter, TagItem, UserItem } from '../../../server/modules/search/schemas.ts';

type CallOpts = { signal?: AbortSignal; baseUrl?: string };

export function searchAll(params: { query: string; type?: SearchType; page?: number; filter?: SortFilter }, opts: CallOpts = {}) {
  return apiCall<SearchAllData>('/seller/ads/search-all', {
    query: { query: params.query, type: params.type ?? 'all', page: params.page ?? 1, filter: params.filter },
    ...opts,
  });
}

export type SearchAdsParams = {
  page?: number;
  type?: 'ad' | 'shopAd';
  category_id?: number | string;
  name?: string;
  query?: string;
  location?: string;
  tags?: string;
  filter?: SortFilter;
  lat?: number | string;
  lng?: number | string;
  radius?: number | string;
  price_min?: number;
  price_max?: number;
  /** Comma-separated: new, likeNew, used */
  condition?: string;
};

/** A page of ads (10 a page); `meta` carries the paging. */
export function searchAds(params: SearchAdsParams, opts: CallOpts = {}): Promise<ApiSuccess<AdItem[]>> {
  return apiCall<AdItem[]>('/seller/ads/search-ads', { query: { ...params, type: params.type ?? 'ad' }, ...opts });
}

export function nearbyAds(params: { lat: number; lng: number; radius: number }, opts: CallOpts = {}) {
  return apiCall<NearbyAd[]>('/seller/ads/nearby', { query: params, ...opts });
}

/** Modes of the universal search (spec 000 §2.5); shop routes have their own search. */
export type SearchMode = 'all' | 'ads' | 'places' | 'users' | 'tags';
export const SEARCH_MODES: readonly SearchMode[] = ['all', 'ads', 'places', 'users', 'tags'];

/** Where "See all results" and Enter lead for a mode. */
export function fullResultsHref(mode: SearchMode | 'shop', query: string): string {
  const q = encodeURIComponent(query.trim());
  switch (mode) {
    case 'users':
      return `/users?query=${q}`;
    case 'places':
      return `/catalogue?location=${q}`;
    case 'tags':
      return `/catalogue?tags=${q}`;
    case 'shop':
      return `/shop-catalogue?name=${q}`;
    default:
      return `/catalogue?query=${q}`;
  }
}
