import { describe, expect, it } from 'vitest';
import { addToHistory, clearHistory, HISTORY_KEYS, HISTORY_MAX, parseHistory, removeFromHistory } from '../../src/lib/search-history.ts';

describe('search history rules', () => {
  it('uses the storage keys of the specification', () => {
    expect(HISTORY_KEYS).toEqual({ universal: 'universalSearchHistory', shop: 'shopSearchHistory' });
  });

  it('adds trimmed entries, newest first', () => {
    expect(addToHistory([], '  bike  ')).toEqual(['bike']);
    expect(addToHistory(['bike'], 'sofa')).toEqual(['sofa', 'bike']);
  });

  it('ignores blank queries', () => {
    expect(addToHistory(['bike'], '   ')).toEqual(['bike']);
    expect(addToHistory([], '')).toEqual([]);
  });

  it('deduplicates case-insensitively and moves the entry to the front with its newest spelling', () => {
    expect(addToHistory(['sofa', 'Bike', 'lamp'], 'bike')).toEqual(['bike', 'sofa', 'lamp']);
    expect(addToHistory(['ÉTÉ'], 'été')).toEqual(['été']);
  });

  it('keeps at most 5 entries, dropping the oldest', () => {
    let list: string[] = [];
    for (const q of ['a', 'b', 'c', 'd', 'e', 'f']) list = addToHistory(list, q);
    expect(HISTORY_MAX).toBe(5);
    expect(list).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('removes one entry (any letter case) and clears all', () => {
    expect(removeFromHistory(['sofa', 'bike', 'lamp'], 'BIKE')).toEqual(['sofa', 'lamp']);
    expect(removeFromHistory(['sofa'], 'chair')).toEqual(['sofa']);
    expect(clearHistory()).toEqual([]);
  });

  it('does not mutate its input', () => {
    const list = ['a', 'b'];
    addToHistory(list, 'c');
    removeFromHistory(list, 'a');
    expect(list).toEqual(['a', 'b']);
  });

  it('parses stored lists defensively and re-applies the rules', () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    expect(parseHistory(JSON.stringify(['bike', 3, ' Bike ', 'sofa', '', 'a', 'b', 'c', 'd']))).toEqual(['bike', 'sofa', 'a', 'b', 'c']);
  });
});

describe('where a search leads', () => {
  it('sends each mode to its full results page', async () => {
    const { fullResultsHref } = await import('../../src/lib/api/search.ts');
    expect(fullResultsHref('all', ' red bike ')).toBe('/catalogue?query=red%20bike');
    expect(fullResultsHref('ads', 'lamp')).toBe('/catalogue?query=lamp');
    expect(fullResultsHref('users', 'ana')).toBe('/users?query=ana');
    expect(fullResultsHref('places', 'London')).toBe('/catalogue?location=London');
    expect(fullResultsHref('tags', 'vintage')).toBe('/catalogue?tags=vintage');
    expect(fullResultsHref('shop', 'chair & table')).toBe('/shop-catalogue?name=chair%20%26%20table');
  });

  it('takes suggestions from each section in turn, at most 5', async () => {
    const { buildSuggestions, buildShopSuggestions } = await import('../../src/islands/search/suggestions.ts');
    const ad = (id: number, location: string | null = null) => ({ id, name: `Ad ${id}`, location }) as never;
    const list = buildSuggestions({
      ads: [ad(1, 'Paris'), ad(2), ad(3)],
      places: [{ name: 'Paris', location: 'Paris, France' }],
      users: [{ id: 7, name: 'Ana', last_name: 'Pop', user_name: 'ana', avatar: null }],
      tags: [],
      shopAds: [],
    });
    expect(list.map((s) => `${s.kind}:${s.label}`)).toEqual(['ad:Ad 1', 'place:Paris', 'user:Ana Pop', 'ad:Ad 2', 'ad:Ad 3']);
    expect(list.map((s) => s.href)).toEqual(['/product/1', '/catalogue?location=Paris', '/seller-profile/7', '/product/2', '/product/3']);
    const shop = buildShopSuggestions([ad(4, 'Berlin'), ad(5, '  ')], 'Unknown location');
    expect(shop.map((s) => [s.label, s.detail, s.href])).toEqual([
      ['Ad 4', 'Berlin', '/item/4'],
      ['Ad 5', 'Unknown location', '/item/5'],
    ]);
  });
});
