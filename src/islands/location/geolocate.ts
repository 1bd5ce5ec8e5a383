import { reversePlace } from '../../lib/api/places.ts';
import { formatLatLng } from '../../lib/geo.ts';

/** The device position (spec 000 §9: high accuracy, 10 s timeout). */
export const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

export class GeolocationFailure extends Error {
  readonly reason: 'unsupported' | 'unavailable';
  constructor(reason: 'unsupported' | 'unavailable') {
    super(reason);
    this.reason = reason;
  }
}

export function locate(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new GeolocationFailure('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (pos) => resolve({ lat: pos.coords.latitude, lng: pos.coords.longitude }),
      () => reject(new GeolocationFailure('unavailable')),
      GEO_OPTIONS,
    );
  });
}

/** The message of the specification for a failure. */
export const failureKey = (err: unknown) => (err instanceof GeolocationFailure && err.reason === 'unsupported' ? 'notSupported' : 'unavailable');

/** The nearest place's name for a point, or its coordinates when none is known or the lookup fails. */
export async function placeName(lat: number, lng: number): Promise<string> {
  try {
    const res = await reversePlace(lat, lng);
    if (res.data.status === 'OK' && res.data.result) return res.data.result.name;
  } catch {
    /* fall through to the coordinates */
  }
  return formatLatLng(lat, lng);
}
