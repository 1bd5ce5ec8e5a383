import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryHref, fetchCategoryTree, localCategoryName, type CategoryNode } from '../../src/lib/categories.ts';
import { categoryName } from '../../src/lib/category-name.ts';

const node = (over: Partial<CategoryNode> = {}): CategoryNode => ({
  id: 7,
  parent_id: null,
  name: 'Home & Garden',
  slug: 'home-garden',
  label: 'Maison et jardin',
  icon: null,
  status: 1,
  total_ads: 3,
  children: [],
  ...over,
});

describe('categoryName', () => {
  it('uses the label of the language the tree was fetched in', () => {
    expect(categoryName(node())).toBe('Maison et jardin');
  });
  it('falls back to the English name when the label is blank or missing', () => {
    expect(categoryName(node({ label: ' ' }))).toBe('Home & Garden');
    expect(categoryName({ name: 'Jobs' })).toBe('Jobs');
  });
});

describe('localCategoryName', () => {
  const tree = { ok: true as const, categories: [node({ children: [node({ id: 34, parent_id: 7, name: 'Tools & DIY', label: 'Outils et bricolage' })] })] };
  it("names an ad's category, at any depth, in the language of the tree", () => {
    expect(localCategoryName(tree, { id: 34, name: 'Tools & DIY' })).toBe('Outils et bricolage');
  });
  it('keeps the English name without a tree, with a failed one or for a category the tree lacks', () => {
    expect(localCategoryName(null, { id: 34, name: 'Tools & DIY' })).toBe('Tools & DIY');
    expect(localCategoryName({ ok: false }, { id: 34, name: 'Tools & DIY' })).toBe('Tools & DIY');
    expect(localCategoryName(tree, { id: 99, name: 'Jobs' })).toBe('Jobs');
  });
});

describe('categoryHref', () => {
  it('links ads categories to the catalogue with category and category_id', () => {
    expect(categoryHref(node())).toBe('/catalogue?category=Home+%26+Garden&category_id=7');
  });
  it('links shop categories to the shop catalogue', () => {
    expect(categoryHref(node(), true)).toBe('/shop-catalogue?category_id=7');
  });
});

describe('fetchCategoryTree', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the shop tree with shop_category=1 and returns the categories', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 'success', message: 'Category list', data: [node()] }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await fetchCategoryTree({ shop: true, baseUrl: 'http://edge.test' });
    expect(result).toEqual({ ok: true, categories: [node()] });
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]));
    expect(url.origin + url.pathname).toBe('http://edge.test/api/v1/category-list');
    expect(url.searchParams.get('shop_category')).toBe('1');
  });

  it('never throws: an unreachable origin or an error answer gives ok=false', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('connection refused'); }));
    expect(await fetchCategoryTree({ baseUrl: 'http://edge.test' })).toEqual({ ok: false });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 'error', message: 'down' }), { status: 502 })));
    expect(await fetchCategoryTree({ baseUrl: 'http://edge.test' })).toEqual({ ok: false });
  });
});
