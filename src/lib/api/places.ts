import { apiCall } from './client.ts';

/** The offline maps and places service (server/modules/places): autocomplete and reverse geocoding. */

export type PlacePrediction = {
  id: number;
  type?: 'city' | 'country';
  name: string;
  /** "City, State, Country" */
  description: string;
  lat: number | null;
  lng: number | null;
  country_iso2: string;
};

export type PlaceAutocomplete = { status: 'OK' | 'ZERO_RESULTS'; predictions: PlacePrediction[] };

export type ReversePlace = {
  status: 'OK' | 'ZERO_RESULTS';
  result: { name: string; description: string; lat: number; lng: number; country_iso2: string; distance_km: number } | null;
};

/** The server needs at least 2 characters. */
export const PLACE_QUERY_MIN = 2;

export function autocompletePlaces(query: string, opts: { limit?: number; signal?: AbortSignal } = {}) {
  return apiCall<PlaceAutocomplete>('/places/autocomplete', { query: { query: query.trim(), limit: opts.limit ?? 5 }, ...(opts.signal ? { signal: opts.signal } : {}) });
}

export function reversePlace(lat: number, lng: number, opts: { signal?: AbortSignal } = {}) {
  return apiCall<ReversePlace>('/places/reverse', { query: { lat, lng }, ...(opts.signal ? { signal: opts.signal } : {}) });
}
