import { apiCall, type ApiSchema } from './client.ts';
import type { ListPage } from './admin.ts';
import { succeeded, upload, uploadError } from './upload.ts';

/** The console's hotel calls (issue 16, decision 190): listed and hidden hotels, operators only. */
export type AdminHotel = ApiSchema<'AdminHotel'>;
export type AdminHotelCard = ApiSchema<'AdminHotelCard'>;
export type AdminHotelStatus = AdminHotel['status'];

type Options = { signal?: AbortSignal };
export type HotelFilter = { q?: string | undefined; status?: AdminHotelStatus | undefined };

export const adminHotelList = (filter: HotelFilter, page: number, opts: Options = {}): Promise<ListPage<AdminHotelCard>> =>
  apiCall('GET /admin/hotels', { query: { q: filter.q, status: filter.status, page }, ...opts }).then((res) => ({
    items: res.data,
    page: res.meta?.current_page ?? 1,
    last: Math.max(1, res.meta?.last_page ?? 1),
    total: res.meta?.total ?? res.data.length,
  }));

export const adminHotel = (id: number, opts: Options = {}) => apiCall('GET /admin/hotels/{id}', { params: { id }, ...opts }).then((r) => r.data);

/** Adds a hotel (id null) or changes one, with the photos' upload progress; a failure throws as any call's does. */
export async function saveAdminHotel(id: number | null, body: FormData, onProgress: (pct: number) => void): Promise<AdminHotel> {
  const result = id === null ? await upload('POST /admin/hotels', {}, body, onProgress) : await upload('POST /admin/hotels/{id}', { id }, body, onProgress);
  if (!succeeded(result)) throw uploadError(result);
  return result.answer.data as AdminHotel;
}

/** Hides a hotel with the reason operators read in the console and the audit log, or lists it again. */
export const setHotelHidden = (id: number, hidden: boolean, reason = '') =>
  (hidden ? apiCall('POST /admin/hotels/{id}/hide', { params: { id }, body: { reason } }) : apiCall('POST /admin/hotels/{id}/restore', { params: { id } })).then((r) => r.data);

export const deleteAdminHotel = (id: number) => apiCall('DELETE /admin/hotels/{id}', { params: { id } }).then((r) => r.data);
