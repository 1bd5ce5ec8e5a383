import { apiCall } from './client.ts';

/** Reference lists the forms choose from. */

/** GET /countries/currency: the currency of a country (name or ISO2); USD when unknown. */
export function countryCurrency(country: string, opts: { signal?: AbortSignal } = {}) {
  return apiCall('GET /countries/currency', { query: { country }, auth: false, ...opts });
}
