import { HOTEL_AMENITIES, HOTEL_RADIUS_MAX_MILES, HOTEL_SORTS, type HotelAmenity, type HotelSort } from '../../common/hotels.ts';
import type { ApiQuery, ApiSchema } from './api/client.ts';

/** The hotel pages' shared rules: the list's filters as a URL, prices per night, photo sizes (decision 135). */

export type HotelCard = ApiSchema<'HotelCard'>;
export type Hotel = ApiSchema<'Hotel'>;
export type HotelReview = ApiSchema<'HotelReview'>;

/** The list's filters as the /hotels page's URL carries them (the same names as GET /hotels). */
export type HotelFilters = {
  city?: string;
  lat?: number;
  lng?: number;
  radius?: number;
  /** The place the point stands for, only for the heading. */
  place?: string;
  price_min?: number;
  price_max?: number;
  stars?: number;
  amenities: HotelAmenity[];
  sort?: HotelSort;
  page: number;
};

const num = (v: string | null, min: number, max: number): number | undefined => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
};

/** The filters of a /hotels URL; anything unusable is dropped rather than sent on to fail. */
export function filtersOf(params: URLSearchParams): HotelFilters {
  const lat = num(params.get('lat'), -90, 90);
  const lng = num(params.get('lng'), -180, 180);
  const point = lat !== undefined && lng !== undefined;
  const sort = params.get('sort');
  const stars = num(params.get('stars'), 1, 5);
  let priceMin = num(params.get('price_min'), 0, 1_000_000);
  let priceMax = num(params.get('price_max'), 0, 1_000_000);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const city = params.get('city')?.trim().slice(0, 100);
  const place = params.get('place')?.trim().slice(0, 120);
  return {
    ...(city ? { city } : {}),
    ...(point ? { lat, lng, radius: num(params.get('radius'), 0, HOTEL_RADIUS_MAX_MILES) ?? 10, ...(place ? { place } : {}) } : {}),
    ...(priceMin !== undefined ? { price_min: priceMin } : {}),
    ...(priceMax !== undefined ? { price_max: priceMax } : {}),
    ...(stars !== undefined ? { stars: Math.round(stars) } : {}),
    amenities: (params.getAll('amenities').flatMap((a) => a.split(',')).filter((a) => (HOTEL_AMENITIES as readonly string[]).includes(a)) as HotelAmenity[]),
    ...(sort && (HOTEL_SORTS as readonly string[]).includes(sort) && (sort !== 'distance' || point) ? { sort: sort as HotelSort } : {}),
    page: Math.floor(num(params.get('page'), 1, 10_000) ?? 1),
  };
}

/** The GET /hotels query of the filters. */
export function apiQueryOf(f: HotelFilters, perPage: number): ApiQuery<'GET /hotels'> {
  const q: Record<string, string | number> = { page: f.page, per_page: perPage };
  if (f.city) q.city = f.city;
  if (f.lat !== undefined && f.lng !== undefined) Object.assign(q, { lat: f.lat, lng: f.lng, radius: f.radius ?? 10 });
  if (f.price_min !== undefined) q.price_min = f.price_min;
  if (f.price_max !== undefined) q.price_max = f.price_max;
  if (f.stars !== undefined) q.stars = f.stars;
  if (f.amenities.length) q.amenities = f.amenities.join(',');
  if (f.sort) q.sort = f.sort;
  return q as ApiQuery<'GET /hotels'>;
}

/** The /hotels URL of the filters at `page`. */
export function hotelsHref(f: HotelFilters, page = 1): string {
  const p = new URLSearchParams();
  if (f.city) p.set('city', f.city);
  if (f.lat !== undefined && f.lng !== undefined) {
    p.set('lat', String(f.lat));
    p.set('lng', String(f.lng));
    p.set('radius', String(f.radius ?? 10));
    if (f.place) p.set('place', f.place);
  }
  if (f.price_min !== undefined) p.set('price_min', String(f.price_min));
  if (f.price_max !== undefined) p.set('price_max', String(f.price_max));
  if (f.stars !== undefined) p.set('stars', String(f.stars));
  if (f.amenities.length) p.set('amenities', f.amenities.join(','));
  if (f.sort) p.set('sort', f.sort);
  if (page > 1) p.set('page', String(page));
  const q = p.toString();
  return `/hotels${q ? `?${q}` : ''}`;
}

/** A price per night in the hotel's currency, in the reader's language: "£189", "1 650 MDL". */
export function nightPrice(locale: string, amount: string | number, currencyCode: string): string {
  const n = Number(amount);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode, maximumFractionDigits: Number.isInteger(n) ? 0 : 2 }).format(n);
  } catch {
    return `${n.toFixed(2)} ${currencyCode}`;
  }
}

/** A guest rating with one decimal in the reader's language ("4.5", "4,5"). */
export const ratingText = (locale: string, rating: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
