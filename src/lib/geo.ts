/** Distances and coordinates of the location picker and nearby search (spec 000 §9). */

export const KM_PER_MILE = 1.60934;
export const METERS_PER_MILE = KM_PER_MILE * 1000;

export const DEFAULT_CENTER = { lat: 51.505, lng: -0.09 } as const;
export const DEFAULT_ZOOM = 12;
export const DEFAULT_RADIUS_MILES = 2;
export const RADIUS_MIN_MILES = 0;
export const RADIUS_MAX_MILES = 50;

export const milesToKm = (miles: number) => miles * KM_PER_MILE;
export const kmToMiles = (km: number) => km / KM_PER_MILE;
export const milesToMeters = (miles: number) => miles * METERS_PER_MILE;

/** A radius for the slider: a whole number of miles within 0 to 50; anything unreadable becomes the default. */
export function clampRadius(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return DEFAULT_RADIUS_MILES;
  return Math.min(RADIUS_MAX_MILES, Math.max(RADIUS_MIN_MILES, Math.round(n)));
}

export function isLatitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -90 && value <= 90;
}
export function isLongitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -180 && value <= 180;
}

/** A coordinate shown to 4 decimals (about 11 m); never "-0.0000". */
export function formatCoordinate(value: number): string {
  const text = value.toFixed(4);
  return /^-0\.0+$/.test(text) ? text.slice(1) : text;
}

export function formatLatLng(lat: number, lng: number): string {
  return `${formatCoordinate(lat)}, ${formatCoordinate(lng)}`;
}
