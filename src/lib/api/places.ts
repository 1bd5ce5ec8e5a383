import { apiCall, type ApiSchema } from './client.ts';

/** The offline maps and places service (server/modules/places): autocomplete and reverse geocoding. */

export type PlacePrediction = ApiSchema<'PlacePrediction'>;
export type PlaceAutocomplete = ApiSchema<'PlaceAutocomplete'>;
export type ReversePlace = ApiSchema<'PlaceReverse'>;

/** The server needs at least 2 characters. */
export const PLACE_QUERY_MIN = 2;

export function autocompletePlaces(query: string, opts: { limit?: number; signal?: AbortSignal } = {}) {
  return apiCall('GET /places/autocomplete', { query: { query: query.trim(), limit: opts.limit ?? 5 }, ...(opts.signal ? { signal: opts.signal } : {}) });
}

export function reversePlace(lat: number, lng: number, opts: { signal?: AbortSignal } = {}) {
  return apiCall('GET /places/reverse', { query: { lat, lng }, ...(opts.signal ? { signal: opts.signal } : {}) });
}
