import { describe, expect, it } from 'vitest';
import {
  catalogueHref,
  catalogueQuery,
  clampPriceRange,
  hasPanelFilters,
  parseCatalogueQuery,
  parsePrice,
  PRICE_MAX,
  searchParamsOf,
} from '../../src/lib/catalogue.ts';

const parse = (q: string) => parseCatalogueQuery(new URLSearchParams(q));

describe('catalogue query ↔ filter state', () => {
  it('reads an empty query as the defaults and writes them back as nothing', () => {
    const s = parse('');
    expect(s).toEqual({ search: {}, priceMin: null, priceMax: null, conditions: [], sort: 'relevance', page: 1, view: 'grid' });
    expect(catalogueQuery(s).toString()).toBe('');
    expect(catalogueHref('/browse-ads', s)).toBe('/browse-ads');
    expect(hasPanelFilters(s)).toBe(false);
  });

  it('round-trips search keys, price bounds, conditions, sort, view and page', () => {
    const q = 'category_id=4&query=lamp&tags=vintage&price_min=100&price_max=2500&condition=used,new&filter=high-to-low&view=list&page=3';
    const s = parse(q);
    expect(s).toMatchObject({ search: { category_id: '4', query: 'lamp', tags: 'vintage' }, priceMin: 100, priceMax: 2500, conditions: ['new', 'used'], sort: 'high-to-low', page: 3, view: 'list' });
    expect(parse(catalogueQuery(s).toString())).toEqual(s);
    expect(hasPanelFilters(s)).toBe(true);
  });

  it('drops unknown values: sorts, conditions, pages, views', () => {
    const s = parse('filter=cheapest&condition=broken&condition=likeNew&page=-4&view=table');
    expect(s).toMatchObject({ sort: 'relevance', conditions: ['likeNew'], page: 1, view: 'grid' });
  });

  it('maps a state to the search-ads call, name or query as the text, location ignored around a point', () => {
    const s = parse('query=bike&location=Paris&lat=48.85&lng=2.35&radius=5&price_min=10&condition=new&filter=date&page=2');
    expect(searchParamsOf(s)).toEqual({ type: 'ad', page: 2, name: 'bike', lat: '48.85', lng: '2.35', radius: '5', price_min: 10, condition: 'new', filter: 'date' });
    expect(searchParamsOf(parse('location=Paris'))).toEqual({ type: 'ad', page: 1, location: 'Paris' });
  });
});

describe('price clamping and gap', () => {
  it('snaps to the step of 10 and clamps to 0..1,000,000', () => {
    expect(parsePrice('123')).toBe(120);
    expect(parsePrice('126')).toBe(130);
    expect(parsePrice('-5')).toBe(0);
    expect(parsePrice('5000000')).toBe(PRICE_MAX);
    expect(parsePrice('abc')).toBeNull();
    expect(parsePrice('')).toBeNull();
  });

  it('keeps the thumbs at least 10 apart, the moved one giving way', () => {
    expect(clampPriceRange(500, 500, 'min')).toEqual({ min: 490, max: 500 });
    expect(clampPriceRange(500, 500, 'max')).toEqual({ min: 500, max: 510 });
    expect(clampPriceRange(900, 400, 'min')).toEqual({ min: 390, max: 400 });
    expect(clampPriceRange(0, 0, 'min')).toEqual({ min: 0, max: 10 });
    expect(clampPriceRange(PRICE_MAX, PRICE_MAX, 'max')).toEqual({ min: PRICE_MAX - 10, max: PRICE_MAX });
    expect(clampPriceRange(200, 1000, 'min')).toEqual({ min: 200, max: 1000 });
  });

  it('repairs swapped or touching bounds from the URL and leaves end values out of it', () => {
    const s = parse('price_min=700&price_max=300');
    expect([s.priceMin, s.priceMax]).toEqual([290, 300]);
    const ends = parse('price_min=0&price_max=1000000');
    expect([ends.priceMin, ends.priceMax]).toEqual([null, null]);
    expect(catalogueQuery(ends).toString()).toBe('');
  });
});
