import { atom } from 'nanostores';
import { clampRadius, DEFAULT_CENTER, DEFAULT_RADIUS_MILES, isLatitude, isLongitude } from '../lib/geo.ts';

/**
 * The visitor's chosen location and nearby radius (spec 000 §2.7), persisted under 'userLocation'. An empty label
 * means "nothing chosen yet": the chip shows the translated default 'Location'.
 */
export type UserLocation = { label: string; lat: number; lng: number; radius: number };

export const LOCATION_KEY = 'userLocation';
export const DEFAULT_LOCATION: UserLocation = { label: '', lat: DEFAULT_CENTER.lat, lng: DEFAULT_CENTER.lng, radius: DEFAULT_RADIUS_MILES };

export const $location = atom<UserLocation>(DEFAULT_LOCATION);

/** A stored value, checked field by field; anything unusable falls back to the default. */
export function parseLocation(raw: string | null | undefined): UserLocation {
  if (!raw) return DEFAULT_LOCATION;
  try {
    const v = JSON.parse(raw) as Partial<Record<keyof UserLocation, unknown>>;
    const lat = Number(v.lat);
    const lng = Number(v.lng);
    const coordsOk = isLatitude(lat) && isLongitude(lng) && v.lat !== null && v.lng !== null;
    return {
      label: typeof v.label === 'string' && v.label !== 'Location' ? v.label.trim().slice(0, 200) : '',
      lat: coordsOk ? lat : DEFAULT_LOCATION.lat,
      lng: coordsOk ? lng : DEFAULT_LOCATION.lng,
      radius: v.radius === undefined || v.radius === null ? DEFAULT_RADIUS_MILES : clampRadius(v.radius),
    };
  } catch {
    return DEFAULT_LOCATION;
  }
}

let loaded = false;

export function loadLocation() {
  if (typeof window === 'undefined' || loaded) return;
  loaded = true;
  try {
    $location.set(parseLocation(localStorage.getItem(LOCATION_KEY)));
  } catch {
    /* storage disabled: defaults */
  }
  window.addEventListener('storage', (e) => {
    if (e.key === LOCATION_KEY) $location.set(parseLocation(e.newValue));
  });
}

export function setLocation(next: UserLocation) {
  const value: UserLocation = { label: next.label.trim(), lat: next.lat, lng: next.lng, radius: clampRadius(next.radius) };
  $location.set(value);
  try {
    localStorage.setItem(LOCATION_KEY, JSON.stringify(value));
  } catch {
    /* storage full or disabled: kept for this page */
  }
}
