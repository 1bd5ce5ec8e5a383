import { describe, expect, it } from 'vitest';
import {
  clearShopFilters,
  filterWithin,
  hasShopFilters,
  homeShopCount,
  parseShopQuery,
  ratingValue,
  shopAge,
  shopCatalogueHref,
  shopHeading,
  shopQuery,
  shopSearchParams,
  stockState,
} from '../../src/lib/shop.ts';

const parse = (q: string) => parseShopQuery(new URLSearchParams(q));
const DAY = 86_400_000;
const now = new Date('2026-06-01T00:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * DAY).toISOString();

describe('shop age (months of 30.4375 days)', () => {
  it('counts whole months under a year', () => {
    expect(shopAge(daysAgo(0), now)).toEqual({ years: 0, months: 0 });
    expect(shopAge(daysAgo(30), now)).toEqual({ years: 0, months: 0 });
    expect(shopAge(daysAgo(30.4375), now)).toEqual({ years: 0, months: 1 });
    expect(shopAge(daysAgo(334), now)).toEqual({ years: 0, months: 10 });
    expect(shopAge(daysAgo(30.4375 * 11.99), now)).toEqual({ years: 0, months: 11 });
  });
  it('switches to years and months at 12 months', () => {
    expect(shopAge(daysAgo(30.4375 * 12), now)).toEqual({ years: 1, months: 0 });
    expect(shopAge(daysAgo(30.4375 * 14 + 1), now)).toEqual({ years: 1, months: 2 });
    expect(shopAge(daysAgo(30.4375 * 37), now)).toEqual({ years: 3, months: 1 });
  });
  it('gives null for a missing or unreadable date and 0 months for a future one', () => {
    expect(shopAge(null, now)).toBeNull();
    expect(shopAge('not a date', now)).toBeNull();
    expect(shopAge('2027-01-01T00:00:00Z', now)).toEqual({ years: 0, months: 0 });
  });
});

describe('stock and ratings', () => {
  it('is out at stock 0, in above, unknown without a number', () => {
    expect(stockState(0)).toBe('out');
    expect(stockState('0')).toBe('out');
    expect(stockState('3')).toBe('in');
    expect(stockState(null)).toBe('unknown');
    expect(stockState('n/a')).toBe('unknown');
  });
  it('rounds ratings to one decimal and hides zero', () => {
    expect(ratingValue('4.25')).toBe(4.3);
    expect(ratingValue(0)).toBeNull();
    expect(ratingValue(null)).toBeNull();
    expect(ratingValue(7)).toBe(5);
  });
  it('shows 10 items on the main home at 1536 px or wider, else 8', () => {
    expect(homeShopCount(1535)).toBe(8);
    expect(homeShopCount(1536)).toBe(10);
  });
});

describe('shop catalogue query ↔ state', () => {
  it('reads an empty query as the defaults and writes nothing back', () => {
    const s = parse('');
    expect(s).toMatchObject({ name: '', categoryId: null, shopId: null, priceMin: null, priceMax: null, sort: 'relevance', inStock: false, onSale: false, rating: null, brands: [], page: 1, view: 'grid' });
    expect(shopCatalogueHref(s)).toBe('/shop-catalogue');
    expect(hasShopFilters(s)).toBe(false);
  });
  it('round-trips every filter', () => {
    const q = 'name=lamp&category_id=7&shop_id=3&price_min=100&price_max=5000&filter=low-to-high&in_stock=1&on_sale=1&rating=3&brands=Acme%2CZeta&view=list&page=2';
    const s = parse(q);
    expect(s).toMatchObject({ name: 'lamp', categoryId: 7, shopId: 3, priceMin: 100, priceMax: 5000, sort: 'low-to-high', inStock: true, onSale: true, rating: 3, brands: ['Acme', 'Zeta'], page: 2, view: 'list' });
    expect(shopQuery(s).toString()).toBe(q);
    expect(hasShopFilters(s)).toBe(true);
  });
  it('drops invalid values: unknown sort and rating, bad ids, duplicate brands; keeps prices 10 apart', () => {
    const s = parse('filter=cheapest&rating=5&category_id=abc&shop_id=-1&brands=A,A,,B&price_min=500&price_max=505&page=0');
    expect(s).toMatchObject({ sort: 'relevance', rating: null, categoryId: null, shopId: null, brands: ['A', 'B'], page: 1 });
    expect(s.priceMax! - s.priceMin!).toBeGreaterThanOrEqual(10);
  });
  it('sends every filter to the server and leaves defaults out', () => {
    expect(shopSearchParams(parse(''))).toEqual({ type: 'shopAd', page: 1, per_page: 20 });
    expect(shopSearchParams(parse('name=lamp&shop_id=3&price_max=200&filter=rating&in_stock=1&rating=4&brands=A,B&page=3'))).toEqual({
      type: 'shopAd',
      page: 3,
      per_page: 20,
      name: 'lamp',
      shop_id: 3,
      price_max: 200,
      sort: 'rating',
      in_stock: 1,
      rating: 4,
      brands: 'A,B',
    });
  });
  it('Clear All resets the panel and the page but keeps the search', () => {
    const s = clearShopFilters(parse('name=lamp&category_id=7&in_stock=1&rating=2&brands=A&page=4'));
    expect(shopCatalogueHref(s)).toBe('/shop-catalogue?name=lamp&category_id=7');
  });
});

describe('shop catalogue heading', () => {
  it('prefers shop, then search, then category, else all products', () => {
    expect(shopHeading(parse('shop_id=3&name=x&category_id=2'), 'Lamps')).toEqual({ kind: 'shop', text: '3' });
    expect(shopHeading(parse('name=x&category_id=2'), 'Lamps')).toEqual({ kind: 'search', text: 'x' });
    expect(shopHeading(parse('category_id=2'), 'Lamps')).toEqual({ kind: 'category', text: 'Lamps' });
    expect(shopHeading(parse('category_id=2&category=Kitchen'), '')).toEqual({ kind: 'category', text: 'Kitchen' });
    expect(shopHeading(parse(''), '')).toEqual({ kind: 'all' });
  });
});

describe('search within results', () => {
  const items = [
    { name: 'Desk Lamp', brand: 'Lumo', description: 'warm light' },
    { name: 'Chair', brand: 'Sitwell', description: null },
  ];
  it('matches name, brand or description case-insensitively', () => {
    expect(filterWithin(items, 'LAMP').map((i) => i.name)).toEqual(['Desk Lamp']);
    expect(filterWithin(items, 'sitw').map((i) => i.name)).toEqual(['Chair']);
    expect(filterWithin(items, 'warm').map((i) => i.name)).toEqual(['Desk Lamp']);
    expect(filterWithin(items, '  ')).toHaveLength(2);
  });
});
