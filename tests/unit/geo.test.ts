import { describe, expect, it } from 'vitest';
import {
  clampRadius,
  DEFAULT_CENTER,
  DEFAULT_RADIUS_MILES,
  DEFAULT_ZOOM,
  formatCoordinate,
  formatLatLng,
  isLatitude,
  isLongitude,
  kmToMiles,
  milesToKm,
  milesToMeters,
} from '../../src/lib/geo.ts';

describe('geo rules', () => {
  it('converts miles and kilometres with 1 mile = 1.60934 km', () => {
    expect(milesToKm(1)).toBeCloseTo(1.60934, 10);
    expect(milesToKm(50)).toBeCloseTo(80.467, 10);
    expect(kmToMiles(1.60934)).toBeCloseTo(1, 10);
    expect(kmToMiles(milesToKm(7.5))).toBeCloseTo(7.5, 10);
    expect(milesToMeters(2)).toBeCloseTo(3218.68, 6);
  });

  it('has the defaults of the specification', () => {
    expect(DEFAULT_CENTER).toEqual({ lat: 51.505, lng: -0.09 });
    expect(DEFAULT_ZOOM).toBe(12);
    expect(DEFAULT_RADIUS_MILES).toBe(2);
  });

  it('keeps the radius a whole number of miles from 0 to 50', () => {
    expect(clampRadius(2)).toBe(2);
    expect(clampRadius(-3)).toBe(0);
    expect(clampRadius(80)).toBe(50);
    expect(clampRadius('12.6')).toBe(13);
    expect(clampRadius('abc')).toBe(2);
    expect(clampRadius(undefined)).toBe(2);
  });

  it('formats coordinates to 4 decimals', () => {
    expect(formatCoordinate(51.505)).toBe('51.5050');
    expect(formatCoordinate(-0.09)).toBe('-0.0900');
    expect(formatCoordinate(12.345678)).toBe('12.3457');
    expect(formatCoordinate(-0.00001)).toBe('0.0000');
    expect(formatLatLng(51.505, -0.09)).toBe('51.5050, -0.0900');
  });

  it('validates latitude and longitude ranges', () => {
    expect(isLatitude(90)).toBe(true);
    expect(isLatitude(90.1)).toBe(false);
    expect(isLatitude(Number.NaN)).toBe(false);
    expect(isLongitude(-180)).toBe(true);
    expect(isLongitude(181)).toBe(false);
    expect(isLongitude('1')).toBe(false);
  });
});

describe('stored location', () => {
  it('reads userLocation defensively, with the defaults of the specification', async () => {
    const { parseLocation, DEFAULT_LOCATION, LOCATION_KEY } = await import('../../src/stores/location.ts');
    expect(LOCATION_KEY).toBe('userLocation');
    expect(DEFAULT_LOCATION).toEqual({ label: '', lat: 51.505, lng: -0.09, radius: 2 });
    expect(parseLocation(null)).toEqual(DEFAULT_LOCATION);
    expect(parseLocation('{broken')).toEqual(DEFAULT_LOCATION);
    expect(parseLocation(JSON.stringify({ label: ' Paris ', lat: 48.85, lng: 2.35, radius: 10 }))).toEqual({ label: 'Paris', lat: 48.85, lng: 2.35, radius: 10 });
    expect(parseLocation(JSON.stringify({ label: 'X', lat: 123, lng: 2, radius: 99 }))).toEqual({ label: 'X', lat: 51.505, lng: -0.09, radius: 50 });
    expect(parseLocation(JSON.stringify({ label: 'Location', lat: '51.5', lng: '-0.1' }))).toEqual({ label: '', lat: 51.5, lng: -0.1, radius: 2 });
  });
});
