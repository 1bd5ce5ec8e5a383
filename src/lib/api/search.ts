import { apiCall, type ApiQuery, type ApiSchema } from './client.ts';

/** The search calls of spec 000 §7 and 002 §7, typed from the server's own schemas. */

export type AdItem = ApiSchema<'SearchAd'>;
export type NearbyAd = ApiSchema<'NearbyAd'>;
export type SearchAllData = ApiSchema<'SearchAll'>;
export type PlaceItem = ApiSchema<'SearchPlace'>;
export type TagItem = ApiSchema<'SearchTag'>;
export type UserItem = ApiSchema<'SearchUser'>;
export type SearchType = NonNullable<ApiQuery<'GET /seller/ads/search-all'>['type']>;
export type SortFilter = NonNullable<ApiQuery<'GET /seller/ads/search-all'>['filter']>;

type CallOpts = { signal?: AbortSignal; baseUrl?: string };

export function searchAll(params: { query: string; type?: SearchType; page?: number; filter?: SortFilter }, opts: CallOpts = {}) {
  return apiCall('GET /seller/ads/search-all', {
    query: { query: params.query, type: params.type ?? 'all', page: params.page ?? 1, filter: params.filter },
    ...opts,
  });
}

export type SearchAdsParams = { [Q in keyof ApiQuery<'GET /seller/ads/search-ads'>]?: ApiQuery<'GET /seller/ads/search-ads'>[Q] | string };

/** A page of ads (10 a page); `meta` carries the paging. */
export function searchAds(params: SearchAdsParams, opts: CallOpts = {}) {
  return apiCall('GET /seller/ads/search-ads', { query: { ...params, type: params.type ?? 'ad' }, ...opts });
}

export function nearbyAds(params: { lat: number; lng: number; radius: number }, opts: CallOpts = {}) {
  return apiCall('GET /seller/ads/nearby', { query: params, ...opts });
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
