import { describe, expect, it } from 'vitest';
import { apiQueryOf, filtersOf, hotelsHref, nightPrice } from '../../src/lib/hotels.ts';

const parse = (q: string) => filtersOf(new URLSearchParams(q));

describe('the hotels list URL', () => {
  it('reads every filter and writes the same URL back', () => {
    const q = 'city=Paris&price_min=50&price_max=200&stars=3&amenities=wifi%2Cpool&sort=price_asc&page=2';
    const f = parse(q);
    expect(f).toEqual({ city: 'Paris', price_min: 50, price_max: 200, stars: 3, amenities: ['wifi', 'pool'], sort: 'price_asc', page: 2 });
    expect(hotelsHref(f, 2)).toBe(`/hotels?${q}`);
    expect(apiQueryOf(f, 12)).toEqual({ page: 2, per_page: 12, city: 'Paris', price_min: 50, price_max: 200, stars: 3, amenities: 'wifi,pool', sort: 'price_asc' });
  });

  it('takes a point with its radius and place, and the amenities of repeated checkboxes', () => {
    const f = parse('lat=48.85&lng=2.35&radius=5&place=Le%20Marais&amenities=wifi&amenities=spa&sort=distance');
    expect(f).toMatchObject({ lat: 48.85, lng: 2.35, radius: 5, place: 'Le Marais', amenities: ['wifi', 'spa'], sort: 'distance' });
    expect(apiQueryOf(f, 12)).toMatchObject({ lat: 48.85, lng: 2.35, radius: 5, amenities: 'wifi,spa', sort: 'distance' });
  });

  it('drops what the API would refuse instead of failing the page', () => {
    expect(parse('lat=95&lng=2&sort=distance&stars=9&price_min=-3&amenities=jacuzzi&page=0')).toEqual({ amenities: [], page: 1 });
    expect(parse('lat=48&radius=5')).toEqual({ amenities: [], page: 1 });
    expect(parse('price_min=300&price_max=100')).toMatchObject({ price_min: 100, price_max: 300 });
  });
});

describe('a price per night', () => {
  it('is written in the hotel currency and the reader language', () => {
    expect(nightPrice('en', '189.00', 'GBP')).toBe('£189');
    expect(nightPrice('en', '99.50', 'EUR')).toBe('€99.50');
    expect(nightPrice('de', '149.00', 'EUR')).toMatch(/^149\s€$/);
  });
});
