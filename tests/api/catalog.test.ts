import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, categories, users } from '../../server/db/schema/index.ts';
import { adCategories } from '../../server/seed/data/ad-categories.ts';
import { shopCategories } from '../../server/seed/data/shop-categories.ts';
import { currencies } from '../../server/seed/data/reference.ts';
import { startTestApp, type TestApp } from './helpers.ts';

type Node = {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  label: string;
  icon: string | null;
  status: number;
  total_ads: number;
  children: Node[];
};

let t: TestApp;
const ids = new Map<string, number>();

const find = (nodes: Node[], slug: string): Node | undefined => {
  for (const n of nodes) {
    if (n.slug === slug) return n;
    const hit = find(n.children, slug);
    if (hit) return hit;
  }
  return undefined;
};

const depth = (nodes: Node[]): number => (nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children))));

beforeAll(async () => {
  t = await startTestApp();
  const rows = await t.db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, ['vehicles', 'cars', 'sedans', 'hatchbacks', 'motorcycles-scooters', 'scooters']));
  for (const r of rows) ids.set(r.slug, r.id);
  const [owner] = await t.db.insert(users).values({ name: 'Seller', userName: 'seller', email: 'seller@example.com' }).returning({ id: users.id });
  const ad = (slug: string, extra: Partial<typeof ads.$inferInsert> = {}) => ({
    categoryId: ids.get(slug)!,
    ownerId: owner!.id,
    name: `Ad in ${slug}`,
    price: '100.00',
    ...extra,
  });
  await t.db.insert(ads).values([
    ad('sedans'),
    ad('sedans'),
    ad('hatchbacks'),
    ad('cars'),
    ad('scooters'),
    // Neither an inactive nor a deleted ad counts.
    ad('sedans', { status: 0 }),
    ad('sedans', { deletedAt: new Date() }),
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /category-list', () => {
  it('answers the ad tree, three levels deep, in the order of the data file', async () => {
    const res = await t.call('GET', '/api/v1/category-list');
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('success');
    const tree = res.json.data as Node[];
    expect(tree.map((n) => n.slug)).toEqual(adCategories.map((c) => c.slug));
    expect(depth(tree)).toBe(3);
    const vehicles = tree[0]!;
    expect(vehicles).toMatchObject({
      parent_id: null,
      name: 'Vehicles',
      slug: 'vehicles',
      icon: '/icons/categories/vehicles.svg',
      status: 1,
      label: 'Vehicles',
    });
    expect(vehicles.children.map((n) => n.slug)).toEqual(adCategories[0]!.children!.map((c) => c.slug));
    const cars = vehicles.children[0]!;
    expect(cars.parent_id).toBe(vehicles.id);
    expect(cars.children[0]).toMatchObject({ slug: 'sedans', name: 'Sedans', parent_id: cars.id, children: [] });
    const fr = await t.call('GET', '/api/v1/category-list?lang=fr');
    const frCars = (fr.json.data as Node[])[0]!.children[0]!;
    expect(frCars.children[0]).toMatchObject({ name: 'Sedans', label: 'Berlines' });
    expect((fr.json.data as Node[])[0]).not.toHaveProperty('translations');
    expect((await t.call('GET', '/api/v1/category-list?lang=xx')).status).toBe(422);
    for (const root of tree) expect(root.icon, root.slug).toMatch(/^\/icons\/categories\/.+\.svg$/);
    // No shop category leaks into the ad tree.
    expect(find(tree, 'shop-electronics')).toBeUndefined();
  });

  it('answers the shop tree with shop_category=1', async () => {
    const res = await t.call('GET', '/api/v1/category-list?shop_category=1');
    expect(res.status).toBe(200);
    const tree = res.json.data as Node[];
    expect(tree.map((n) => n.slug)).toEqual(shopCategories.map((c) => c.slug));
    expect(depth(tree)).toBe(3);
    expect(tree[0]).toMatchObject({ name: 'Electronics', icon: '/icons/shop-categories/shop-electronics.svg' });
    const all: Node[] = [];
    const walk = (nodes: Node[]) => nodes.forEach((n) => (all.push(n), walk(n.children)));
    walk(tree);
    expect(all.every((n) => n.slug.startsWith('shop-'))).toBe(true);
    expect(find(tree, 'vehicles')).toBeUndefined();
  });

  it('counts active ads per category, rolled up to the parents', async () => {
    const tree = (await t.call('GET', '/api/v1/category-list')).json.data as Node[];
    expect(find(tree, 'sedans')!.total_ads).toBe(2);
    expect(find(tree, 'hatchbacks')!.total_ads).toBe(1);
    expect(find(tree, 'cars')!.total_ads).toBe(4);
    expect(find(tree, 'scooters')!.total_ads).toBe(1);
    expect(find(tree, 'motorcycles-scooters')!.total_ads).toBe(1);
    expect(find(tree, 'vehicles')!.total_ads).toBe(5);
    expect(tree.filter((n) => n.slug !== 'vehicles').every((n) => n.total_ads === 0)).toBe(true);
  });

  it('rejects an unknown shop_category value with 422', async () => {
    const res = await t.call('GET', '/api/v1/category-list?shop_category=2');
    expect(res.status).toBe(422);
    expect(res.json.status).toBe('error');
  });
});

describe('GET /category-counts', () => {
  it('answers the total and a count per category id', async () => {
    const res = await t.call('GET', '/api/v1/category-counts');
    expect(res.status).toBe(200);
    const { total_ads, counts } = res.json.data as { total_ads: number; counts: Record<string, number> };
    expect(total_ads).toBe(5);
    expect(counts[String(ids.get('vehicles'))]).toBe(5);
    expect(counts[String(ids.get('cars'))]).toBe(4);
    expect(counts[String(ids.get('sedans'))]).toBe(2);
    expect(Object.values(counts).every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    const shop = await t.call('GET', '/api/v1/category-counts?shop_category=1');
    expect(Object.values(shop.json.data.counts as Record<string, number>).every((n) => n === 0)).toBe(true);
  });
});

describe('GET /currencies', () => {
  it('lists the currencies in data.data, USD first', async () => {
    const res = await t.call('GET', '/api/v1/currencies');
    expect(res.status).toBe(200);
    const list = res.json.data.data as { id: number; code: string; short_name: string; name: string; symbol: string }[];
    expect(list.map((c) => c.code)).toEqual(currencies.map((c) => c.code));
    expect(list[0]).toEqual({ id: expect.any(Number), code: 'USD', short_name: 'USD', name: 'US Dollar', symbol: '$' });
    expect(list.find((c) => c.code === 'MDL')).toMatchObject({ symbol: 'MDL' });
  });
});

describe('OpenAPI', () => {
  it('documents the catalog routes with a tag and a summary', async () => {
    const res = await t.call('GET', '/api/v1/openapi.json');
    for (const path of ['/category-list', '/category-counts', '/currencies']) {
      const op = res.json.paths[`/api/v1${path}`]?.get;
      expect(op, path).toBeTruthy();
      expect(op.tags.length).toBeGreaterThan(0);
      expect(op.summary).toBeTruthy();
    }
  });
});
