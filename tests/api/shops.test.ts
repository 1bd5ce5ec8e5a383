import { eq, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { ads, categories, currencies, shops, users } from '../../server/db/schema/index.ts';
import { seedDemoShops } from '../../server/seed/demo-shop.ts';
import { demoShopItems, demoShops } from '../../server/seed/data/demo-shop.ts';
import { demoUsers } from '../../server/seed/data/demo-users.ts';
import { issueToken } from '../../server/modules/auth/tokens.ts';
import { explain } from '../../server/modules/search/shared.ts';
import { shopFacetsSql, shopPageSql, shopTextReadSql } from '../../server/modules/shops/catalogue.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const cat: Record<string, number> = {};
const item: Record<string, number> = {};
let shopA = 0;
let shopB = 0;
let ownerA = 0;
let classified = 0;
let viewerToken = '';
const DAY = 86_400_000;

async function user(name: string) {
  const [u] = await t.db.insert(users).values({ name, lastName: 'Tester', userName: name, email: `${name}@example.test`, emailVerifiedAt: new Date() }).returning({ id: users.id });
  return u!.id;
}

async function shopItem(key: string, shopId: number, ownerId: number, v: { slug: string; name: string; brand: string | null; price: string; offer?: string; stock: number; rating?: string; daysAgo: number; status?: number }) {
  const [row] = await t.db
    .insert(ads)
    .values({
      shopId,
      ownerId,
      categoryId: cat[v.slug]!,
      name: v.name,
      description: `${v.name} in good shape`,
      brand: v.brand,
      price: v.price,
      offerPrice: v.offer ?? null,
      availableQuantity: v.stock,
      averageRating: v.rating ?? '0',
      status: v.status ?? 1,
      createdAt: new Date(Date.now() - v.daysAgo * DAY),
    })
    .returning({ id: ads.id });
  item[key] = row!.id;
}

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const get = (path: string, token?: string) => t.call('GET', `/api/v1${path}`, token ? { token } : {});
const ids = (res: { json: { data: { id: number }[] } }) => res.json.data.map((a) => a.id);

beforeAll(async () => {
  t = await startTestApp();
  for (const slug of ['shop-electronics', 'shop-phones-accessories', 'shop-smartphones', 'shop-phone-cases', 'shop-chargers-cables', 'shop-tablets', 'shop-coffee-tea', 'shop-coffee-beans']) {
    const [c] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
    cat[slug] = c!.id;
  }
  ownerA = await user('shopownera');
  const ownerB = await user('shopownerb');
  const viewer = await user('shopviewer');
  viewerToken = await issueToken(t.db, viewer, false);
  const [eur] = await t.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'EUR'));
  const [md] = await rowsOf<{ id: number }>(t.db, sql`select id from countries where iso2 = 'MD'`);
  const [a] = await t.db
    .insert(shops)
    .values({ ownerId: ownerA, name: 'Alpha Store', userName: 'alpha_store', email: 'alpha@example.test', phone: '+37360000001', location: 'Str. Mare 1, Chișinău', city: 'Chișinău', countryId: md!.id, currencyId: eur!.id, createdAt: new Date(Date.now() - 400 * DAY) })
    .returning({ id: shops.id });
  const [b] = await t.db
    .insert(shops)
    .values({ ownerId: ownerB, name: 'Beta Market', userName: 'beta_market', email: 'beta@example.test', phone: '+37360000002', location: 'Paris', city: 'Paris' })
    .returning({ id: shops.id });
  shopA = a!.id;
  shopB = b!.id;
  await shopItem('galaxy', shopA, ownerA, { slug: 'shop-smartphones', name: 'Galaxy phone', brand: 'Samsung', price: '300.00', offer: '250.00', stock: 5, rating: '4.50', daysAgo: 1 });
  await shopItem('pixel', shopA, ownerA, { slug: 'shop-smartphones', name: 'Pixel phone', brand: 'Google', price: '500.00', stock: 0, rating: '3.20', daysAgo: 2 });
  await shopItem('case', shopA, ownerA, { slug: 'shop-phone-cases', name: 'Phone case', brand: 'Samsung', price: '20.00', stock: 2, daysAgo: 3 });
  await shopItem('beans', shopA, ownerA, { slug: 'shop-coffee-beans', name: 'Espresso beans', brand: 'Lavazza', price: '15.00', offer: '12.00', stock: 100, rating: '4.90', daysAgo: 4 });
  await shopItem('tablet', shopB, ownerB, { slug: 'shop-tablets', name: 'Galaxy tablet', brand: 'Samsung', price: '400.00', stock: 3, rating: '2.00', daysAgo: 5 });
  await shopItem('cable', shopB, ownerB, { slug: 'shop-chargers-cables', name: 'Unbranded cable', brand: null, price: '5.00', stock: 10, daysAgo: 6 });
  await shopItem('retired', shopB, ownerB, { slug: 'shop-smartphones', name: 'Galaxy retired phone', brand: 'Samsung', price: '100.00', stock: 4, daysAgo: 0, status: 0 });
  const [adCat] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.kind, 'ad')).limit(1);
  const [c] = await t.db
    .insert(ads)
    .values({ ownerId: ownerB, categoryId: adCat!.id, name: 'Galaxy phone used', description: 'Classified ad', price: '90.00', createdAt: new Date() })
    .returning({ id: ads.id });
  classified = c!.id;
});

afterAll(async () => {
  await t?.close();
});

describe('GET /seller/ads/get-all-shop-ads', () => {
  it('lists every shop item on sale, newest first, in the shop item shape, never a classified ad', async () => {
    const res = await get('/seller/ads/get-all-shop-ads');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([item.galaxy, item.pixel, item.case, item.beans, item.tablet, item.cable]);
    expect(res.json.meta).toMatchObject({ current_page: 1, last_page: 1, total: 6, per_page: 20 });
    const galaxy = res.json.data[0];
    expect(galaxy).toMatchObject({
      shop_id: shopA,
      shop: { id: shopA, name: 'Alpha Store', logo: null },
      available_quantity: 5,
      brand: 'Samsung',
      average_rating: '4.50',
      price: '300.00',
      offer_price: '250.00',
      percent_off: 17,
      is_favorite: 0,
    });
    expect(Array.isArray(galaxy.attachment)).toBe(true);
  });

  it('pages with per_page, keeps offered items with on_sale=1 and sorts on request', async () => {
    const page = await get('/seller/ads/get-all-shop-ads?per_page=4&page=2');
    expect(ids(page)).toEqual([item.tablet, item.cable]);
    expect(page.json.meta).toMatchObject({ current_page: 2, last_page: 2, total: 6, per_page: 4 });
    const sale = await get('/seller/ads/get-all-shop-ads?per_page=8&on_sale=1');
    expect(ids(sale)).toEqual([item.galaxy, item.beans]);
    expect(sale.json.meta.total).toBe(2);
    const cheap = await get('/seller/ads/get-all-shop-ads?sort=low-to-high');
    expect(ids(cheap)).toEqual([item.cable, item.beans, item.case, item.galaxy, item.tablet, item.pixel]);
    expect((await get('/seller/ads/get-all-shop-ads?per_page=101')).status).toBe(422);
  });
});

describe('GET /seller/ads/get-shop-ads, get-all-shops, get-shop-details', () => {
  it("lists one shop's items and answers 404 'No Shop Found' for an unknown shop", async () => {
    const a = await get(`/seller/ads/get-shop-ads?shop_id=${shopA}`);
    expect(ids(a)).toEqual([item.galaxy, item.pixel, item.case, item.beans]);
    expect(a.json.meta.total).toBe(4);
    const b = await get(`/seller/ads/get-shop-ads?shop_id=${shopB}&per_page=1`);
    expect(ids(b)).toEqual([item.tablet]);
    expect(b.json.meta).toMatchObject({ total: 2, last_page: 2 });
    const missing = await get('/seller/ads/get-shop-ads?shop_id=999999');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('No Shop Found');
    expect((await get('/seller/ads/get-shop-ads')).status).toBe(422);
  });

  it('lists open shops by name', async () => {
    const res = await get('/seller/ads/get-all-shops');
    expect(res.status).toBe(200);
    expect(res.json.data.map((s: { name: string }) => s.name)).toEqual(['Alpha Store', 'Beta Market']);
    expect(res.json.meta.total).toBe(2);
  });

  it('gives one shop with creator, currency, country, ratings, created_at and items on sale', async () => {
    const res = await get(`/seller/ads/get-shop-details?shop_id=${shopA}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: shopA,
      name: 'Alpha Store',
      user_name: 'alpha_store',
      email: 'alpha@example.test',
      phone: '+37360000001',
      location: 'Str. Mare 1, Chișinău',
      city: 'Chișinău',
      country: { name: 'Moldova' },
      currency: { code: 'EUR', symbol: '€' },
      total_review: 0,
      average_rating: '0.00',
      total_like: 0,
      total_products: 4,
      creator: { id: ownerA, name: 'shopownera', last_name: 'Tester', avatar: null },
    });
    expect(Date.now() - Date.parse(res.json.data.created_at)).toBeGreaterThan(399 * DAY);
    const missing = await get('/seller/ads/get-shop-details?shop_id=424242');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('No Shop Found');
  });

  it('hides a suspended shop', async () => {
    await t.db.update(shops).set({ status: 'suspended' }).where(eq(shops.id, shopB));
    try {
      expect((await get(`/seller/ads/get-shop-details?shop_id=${shopB}`)).status).toBe(404);
      expect((await get(`/seller/ads/get-shop-ads?shop_id=${shopB}`)).status).toBe(404);
      expect((await get('/seller/ads/get-all-shops')).json.data.map((s: { id: number }) => s.id)).toEqual([shopA]);
    } finally {
      await t.db.update(shops).set({ status: 'active' }).where(eq(shops.id, shopB));
    }
  });
});

describe('GET /seller/ads/search-ads?type=shopAd', () => {
  const S = '/seller/ads/search-ads?type=shopAd';

  it('matches names by full text, shop items only', async () => {
    const res = await get(`${S}&name=galaxy`);
    expect(res.status).toBe(200);
    expect(ids(res).sort()).toEqual([item.galaxy, item.tablet].sort());
    expect(res.json.meta.total).toBe(2);
    const typo = await get(`${S}&name=galaxxy`);
    expect(ids(typo).sort()).toEqual([item.galaxy, item.tablet].sort());
    const none = await get(`${S}&name=zebra`);
    expect(none.json).toMatchObject({ data: [], message: 'No products found', meta: { total: 0, last_page: 1 } });
  });

  it('takes a category with everything below it, on all three levels', async () => {
    const top = await get(`${S}&category_id=${cat['shop-electronics']}`);
    expect(ids(top)).toEqual([item.galaxy, item.pixel, item.case, item.tablet, item.cable]);
    const middle = await get(`${S}&category_id=${cat['shop-phones-accessories']}`);
    expect(ids(middle)).toEqual([item.galaxy, item.pixel, item.case, item.cable]);
    const leaf = await get(`${S}&category_id=${cat['shop-smartphones']}`);
    expect(ids(leaf)).toEqual([item.galaxy, item.pixel]);
    expect(leaf.json.meta.total).toBe(2);
  });

  it('filters by shop, price (offer price when set), stock, offer and rating over the whole set with exact totals', async () => {
    expect(ids(await get(`${S}&shop_id=${shopB}`))).toEqual([item.tablet, item.cable]);
    expect(ids(await get(`${S}&price_min=100&price_max=400`))).toEqual([item.galaxy, item.tablet]);
    const stocked = await get(`${S}&in_stock=1&per_page=1&page=2`);
    expect(stocked.json.meta).toMatchObject({ total: 5, last_page: 5, current_page: 2 });
    expect(ids(stocked)).toEqual([item.case]);
    expect(ids(await get(`${S}&on_sale=1`))).toEqual([item.galaxy, item.beans]);
    expect(ids(await get(`${S}&rating=4`))).toEqual([item.galaxy, item.beans]);
    expect(ids(await get(`${S}&rating=3&in_stock=1`))).toEqual([item.galaxy, item.beans]);
    const combined = await get(`${S}&category_id=${cat['shop-electronics']}&in_stock=1&price_max=300&sort=low-to-high`);
    expect(ids(combined)).toEqual([item.cable, item.case, item.galaxy]);
    expect((await get(`${S}&rating=9`)).status).toBe(422);
    expect((await get(`${S}&in_stock=yes`)).status).toBe(422);
  });

  it('filters by brands and counts every brand of the other filters in the facets', async () => {
    const res = await get(`${S}&brands=Samsung`);
    expect(ids(res)).toEqual([item.galaxy, item.case, item.tablet]);
    expect(res.json.meta.total).toBe(3);
    expect(res.json.meta.facets.brands).toEqual([
      { name: 'Samsung', count: 3 },
      { name: 'Google', count: 1 },
      { name: 'Lavazza', count: 1 },
    ]);
    const two = await get(`${S}&brands=Google,Lavazza&sort=high-to-low`);
    expect(ids(two)).toEqual([item.pixel, item.beans]);
    const inCategory = await get(`${S}&category_id=${cat['shop-phones-accessories']}&in_stock=1`);
    expect(inCategory.json.meta.facets.brands).toEqual([{ name: 'Samsung', count: 2 }]);
    expect(inCategory.json.meta.total).toBe(3);
    const priced = await get(`${S}&price_max=100`);
    expect(priced.json.meta.facets.brands).toEqual([
      { name: 'Lavazza', count: 1 },
      { name: 'Samsung', count: 1 },
    ]);
  });

  it('sorts by price both ways, by rating and by date', async () => {
    expect(ids(await get(`${S}&sort=low-to-high`))).toEqual([item.cable, item.beans, item.case, item.galaxy, item.tablet, item.pixel]);
    expect(ids(await get(`${S}&sort=high-to-low`))).toEqual([item.pixel, item.tablet, item.galaxy, item.case, item.beans, item.cable]);
    expect(ids(await get(`${S}&sort=rating`))).toEqual([item.beans, item.galaxy, item.pixel, item.tablet, item.case, item.cable]);
    expect(ids(await get(`${S}&filter=date`))).toEqual([item.galaxy, item.pixel, item.case, item.beans, item.tablet, item.cable]);
  });

  it('marks the signed-in viewer\'s favorites', async () => {
    await t.call('POST', '/api/v1/seller/ads/like/create', { token: viewerToken, body: { ads_id: item.beans } });
    try {
      const res = await get(`${S}&on_sale=1`, viewerToken);
      expect(res.json.data.map((a: { id: number; is_favorite: number }) => [a.id, a.is_favorite])).toEqual([
        [item.galaxy, 0],
        [item.beans, 1],
      ]);
      expect(res.headers.get('cache-control')).toContain('private');
    } finally {
      await t.call('POST', '/api/v1/seller/ads/like/create', { token: viewerToken, body: { ads_id: item.beans } });
    }
  });
});

describe('shop items and classified ads stay apart', () => {
  it('search-all puts shop items under shopAds only', async () => {
    const res = await get('/seller/ads/search-all?query=galaxy');
    expect(res.status).toBe(200);
    expect(res.json.data.ads.map((a: { id: number }) => a.id)).toEqual([classified]);
    expect(res.json.data.shopAds.map((a: { id: number }) => a.id).sort()).toEqual([item.galaxy, item.tablet].sort());
    expect(res.json.data.shopAds[0].shop.id).toBeGreaterThan(0);
    const onlyShop = await get('/seller/ads/search-all?type=shopAds&query=galaxy');
    expect(onlyShop.json.data.ads).toEqual([]);
    expect(onlyShop.json.data.shopAds).toHaveLength(2);
  });

  it('classified searches and home tabs never list shop items', async () => {
    expect(ids(await get('/seller/ads/search-ads?type=ad&name=galaxy'))).toEqual([classified]);
    const newest = await get('/ads/home?tab=newest');
    expect(newest.status).toBe(200);
    expect(ids(newest)).toEqual([classified]);
    expect(ids(await get('/ads/home?tab=reduced'))).toEqual([]);
  });

  it('single ad names the shop of a shop item, none for a classified ad', async () => {
    const shopAd = await get(`/seller/ads/single/${item.galaxy}`);
    expect(shopAd.json.data).toMatchObject({ id: item.galaxy, shop_id: shopA, shop: { id: shopA, name: 'Alpha Store', logo: null }, brand: 'Samsung', available_quantity: 5 });
    expect((await get(`/seller/ads/single/${classified}`)).json.data.shop).toBeNull();
  });

  it('favorites: the shop tab lists shop items, the ads tab classified ads', async () => {
    const token = await issueToken(t.db, await user('favfan'), false);
    for (const id of [item.galaxy, classified, item.cable]) {
      expect((await t.call('POST', '/api/v1/seller/ads/like/create', { token, body: { ads_id: id } })).status).toBe(200);
    }
    const shopTab = await get('/seller/favorites-action?type=shop', token);
    expect(shopTab.status).toBe(200);
    expect(ids(shopTab)).toEqual([item.cable, item.galaxy]);
    expect(shopTab.json.data[0]).toMatchObject({ is_favorite: 1, shop: { id: shopB } });
    expect(ids(await get('/seller/favorites-action?type=ads', token))).toEqual([classified]);
  });
});

describe('GET /category-list?shop_category=1', () => {
  const node = (tree: any[], id: number): any => {
    for (const n of tree) {
      if (n.id === id) return n;
      const found = node(n.children, id);
      if (found) return found;
    }
    return undefined;
  };

  it('counts shop items on sale per subtree and follows changes to items', async () => {
    const res = await get('/category-list?shop_category=1');
    expect(res.status).toBe(200);
    expect(node(res.json.data, cat['shop-electronics']!).total_ads).toBe(5);
    expect(node(res.json.data, cat['shop-phones-accessories']!).total_ads).toBe(4);
    expect(node(res.json.data, cat['shop-smartphones']!).total_ads).toBe(2);
    expect(node(res.json.data, cat['shop-coffee-tea']!).total_ads).toBe(1);
    // Retiring, moving and restocking an item move the counts (kept by the ads triggers).
    await t.db.update(ads).set({ status: 0 }).where(eq(ads.id, item.pixel));
    await t.db.update(ads).set({ categoryId: cat['shop-coffee-beans']! }).where(eq(ads.id, item.case));
    try {
      const after = await get('/category-list?shop_category=1');
      expect(node(after.json.data, cat['shop-smartphones']!).total_ads).toBe(1);
      expect(node(after.json.data, cat['shop-electronics']!).total_ads).toBe(3);
      expect(node(after.json.data, cat['shop-coffee-tea']!).total_ads).toBe(2);
      const counts = await get('/category-counts?shop_category=1');
      expect(counts.json.data.total_ads).toBe(5);
      expect(ids(await get(`/seller/ads/search-ads?type=shopAd&category_id=${cat['shop-electronics']}`))).toEqual([item.galaxy, item.tablet, item.cable]);
    } finally {
      await t.db.update(ads).set({ status: 1 }).where(eq(ads.id, item.pixel));
      await t.db.update(ads).set({ categoryId: cat['shop-phone-cases']! }).where(eq(ads.id, item.case));
    }
    expect((await get('/category-counts?shop_category=1')).json.data.total_ads).toBe(6);
    expect((await get('/category-counts')).json.data.total_ads).toBe(1);
  });
});

describe('index use', () => {
  /** The plan of `query` with a few thousand filler shop items, all rolled back (as in search.test.ts). */
  async function planWith(query: SQL): Promise<string> {
    let plan = '';
    try {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into ads (name, category_id, owner_id, shop_id, price, brand, available_quantity, created_at)
          select 'Filler item ' || g, ${cat['shop-smartphones']}, ${ownerA}, ${shopA}, 1 + g % 900, 'Brand ' || (g % 30), g % 7, now() - (g || ' minutes')::interval
          from generate_series(1, 3000) g`);
        await tx.execute(sql`analyze ads`);
        await tx.execute(sql`set local enable_seqscan = off`);
        plan = await explain(tx as unknown as Db, query);
        tx.rollback();
      });
    } catch (err) {
      if (!(err instanceof TransactionRollbackError)) throw err;
    }
    return plan;
  }

  it('reads pages and counts through the shop indexes, never the whole ads table', async () => {
    const cases: [SQL, RegExp][] = [
      [shopPageSql({}, { sort: 'date', limit: 20, offset: 0, few: false }), /ads_shop_newest_idx/],
      [shopPageSql({ onSale: true }, { sort: 'date', limit: 8, offset: 0, few: false }), /ads_shop_sale_newest_idx/],
      [shopPageSql({ shopId: shopB }, { sort: 'date', limit: 20, offset: 0, few: false }), /ads_shop_shop_newest_idx/],
      // With only shop items in the table the classified price index is as good as the shop one.
      [shopPageSql({ inStock: true }, { sort: 'low-to-high', limit: 20, offset: 0, few: false }), /ads_shop_price_idx|ads_active_price_idx/],
      [shopPageSql({ minRating: 4 }, { sort: 'rating', limit: 20, offset: 0, few: false }), /ads_shop_rating_idx/],
      [shopFacetsSql({ priceMin: 10, priceMax: 50 }), /ads_shop_price_idx|ads_active_price_idx/],
      [shopFacetsSql({ shopId: shopB }), /ads_shop_shop_newest_idx|ads_shop_category_idx/],
      [shopFacetsSql({ text: 'galaxy', words: { match: "'galaxy'", rank: "'galaxy':*" } }), /ads_shop_search_idx/],
      // The capped read of a text search (SHOP_TEXT_EXACT_LIMIT) and a price range summed from its buckets.
      [shopTextReadSql({ text: 'galaxy', words: { match: "'galaxy'", rank: "'galaxy':*" } }, { limit: 20, offset: 0 }, 3001), /ads_shop_search_idx/],
      [shopFacetsSql({ priceMin: 101, priceMax: 1234 }), /shop_item_price_counts(.|\n)*ads_shop_price_idx|ads_shop_price_idx(.|\n)*shop_item_price_counts/],
      [shopFacetsSql({ categoryId: cat['shop-electronics'], inStock: true, minRating: 3 }), /shop_item_counts/],
    ];
    for (const [query, index] of cases) {
      const plan = await planWith(query);
      expect(plan).toMatch(index);
      expect(plan).not.toMatch(/Seq Scan on ads/);
    }
  });
});

describe('counting at scale', () => {
  const S = '/seller/ads/search-ads?type=shopAd';
  type Facet = { name: string; count: number };
  const byBrand = (facets: Facet[]) => Object.fromEntries(facets.map((f) => [f.name, f.count]));

  /** What a price range should answer, counted directly over the items. */
  async function expected(min?: string, max?: string) {
    const paid = sql`coalesce(offer_price, price)`;
    const list = await rowsOf<{ brand: string | null; n: number }>(
      t.db,
      sql`select brand, count(*)::int as n from ads where shop_id is not null and status = 1 and deleted_at is null
        and (${min ?? null}::numeric is null or ${paid} >= ${min ?? null}::numeric) and (${max ?? null}::numeric is null or ${paid} <= ${max ?? null}::numeric)
        group by brand`,
    );
    return { total: list.reduce((sum, r) => sum + r.n, 0), brands: Object.fromEntries(list.filter((r) => r.brand).map((r) => [r.brand, r.n])) };
  }

  /** shop_item_price_counts against a recount of every item on sale: no bucket and brand may differ. */
  const priceCountDrift = () =>
    rowsOf<{ price_bucket: string }>(
      t.db,
      sql`select coalesce(c.price_bucket, r.price_bucket) as price_bucket from (select * from shop_item_price_counts where n <> 0) c
        full join (select shop_price_bucket(coalesce(offer_price, price)) as price_bucket, coalesce(brand, '') as brand, count(*)::int as n
                   from ads where shop_id is not null and status = 1 and deleted_at is null group by 1, 2) r
          on r.price_bucket = c.price_bucket and r.brand = c.brand
        where c.n is distinct from r.n`,
    );

  it('counts price ranges exactly from price buckets, edges included, and stays exact through updates and deletes', async () => {
    const prices = ['99.99', '100.00', '105.50', '110.00', '999.99', '1000.00', '1234.50', '1250.00', '1300.00'];
    for (const [i, price] of prices.entries()) {
      await shopItem(`edge${i}`, shopA, ownerA, { slug: 'shop-tablets', name: `Edge tablet ${i}`, brand: i % 2 ? 'Edge B' : 'Edge A', price, stock: 1, daysAgo: 10 + i });
    }
    await shopItem('offered', shopA, ownerA, { slug: 'shop-tablets', name: 'Offered tablet', brand: 'Edge B', price: '2000.00', offer: '1200.00', stock: 1, daysAgo: 30 });
    try {
      const ranges: [string | undefined, string | undefined][] = [
        ['100', '110'], ['99.99', '100'], ['100.01', '109.99'], ['105.5', '105.5'], ['1000', '1250'], ['1234.5', '1299.99'],
        ['0', '1300'], ['1000', undefined], [undefined, '105.5'], ['1200', '1200'], ['101', '104'], ['150', '1100'],
      ];
      for (const [min, max] of ranges) {
        const query = `${S}${min ? `&price_min=${min}` : ''}${max ? `&price_max=${max}` : ''}`;
        const res = await get(query);
        const want = await expected(min, max);
        expect({ query, total: res.json.meta.total, brands: byBrand(res.json.meta.facets.brands) }).toEqual({ query, ...want });
        expect(res.json.meta.estimated).toBe(false);
        const picked = await get(`${query}&brands=Edge B`);
        expect(picked.json.meta.total).toBe(want.brands['Edge B'] ?? 0);
      }
      expect(await priceCountDrift()).toEqual([]);
      // An offer moves an item to a cheaper bucket, retiring and deleting take it out, a new brand moves it between keys.
      await t.db.update(ads).set({ offerPrice: '105.00' }).where(eq(ads.id, item.edge7!));
      await t.db.update(ads).set({ status: 0 }).where(eq(ads.id, item.edge1!));
      await t.db.update(ads).set({ brand: 'Edge C' }).where(eq(ads.id, item.edge3!));
      await t.db.delete(ads).where(eq(ads.id, item.edge5!));
      expect(await priceCountDrift()).toEqual([]);
      const after = await get(`${S}&price_min=100&price_max=110`);
      expect(after.json.meta.total).toBe((await expected('100', '110')).total);
      expect(byBrand(after.json.meta.facets.brands)).toMatchObject({ 'Edge A': 1, 'Edge B': 1, 'Edge C': 1 });
    } finally {
      await t.db.delete(ads).where(sql`${ads.name} like 'Edge tablet %' or ${ads.name} = 'Offered tablet'`);
    }
    expect(await priceCountDrift()).toEqual([]);
  });

  it('answers a text search matching more than 3,000 items with an estimate, newest first, and exact counts again below it', { timeout: 120_000 }, async () => {
    await t.db.execute(sql`insert into ads (name, description, category_id, owner_id, shop_id, price, brand, available_quantity, created_at)
      select 'Widget ' || g, 'A widget', ${cat['shop-tablets']}, ${ownerA}, ${shopA}, 10 + g % 50, case when g % 31 = 0 then 'Zeta' else 'Acme' end, 5,
             now() - ((100 + g) || ' minutes')::interval
      from generate_series(1, 3100) g`);
    try {
      const broad = await get(`${S}&name=widget&per_page=5`);
      expect(broad.status).toBe(200);
      expect(broad.json.meta.estimated).toBe(true);
      expect(broad.json.meta.total).toBeGreaterThan(3000);
      // Relevance over an estimated set is newest first: Widget 1 is the newest.
      expect(broad.json.data.map((a: { name: string }) => a.name)).toEqual(['Widget 1', 'Widget 2', 'Widget 3', 'Widget 4', 'Widget 5']);
      const facets = byBrand(broad.json.meta.facets.brands);
      expect(Object.keys(facets).sort()).toEqual(['Acme', 'Zeta']);
      expect(facets.Acme).toBeGreaterThan(facets.Zeta!);
      // One brand's 100 matches are few enough to count exactly; their facets still come from the estimate.
      const zeta = await get(`${S}&name=widget&brands=Zeta&per_page=100`);
      expect(zeta.json.meta).toMatchObject({ total: 100, last_page: 1, estimated: true });
      expect(zeta.json.data).toHaveLength(100);
      expect(zeta.json.data.every((a: { brand: string }) => a.brand === 'Zeta')).toBe(true);
      const narrow = await get(`${S}&name=galaxy&sort=date`);
      expect(narrow.json.meta).toMatchObject({ total: 2, estimated: false });
      expect(ids(narrow)).toEqual([item.galaxy, item.tablet]);
      // The page is cut from the same read of the matches, in the page's order.
      const second = await get(`${S}&name=galaxy&sort=high-to-low&per_page=1&page=2`);
      expect(second.json.meta).toMatchObject({ total: 2, last_page: 2, estimated: false });
      expect(ids(second)).toEqual([item.galaxy]);
    } finally {
      await t.db.execute(sql`delete from ads where name like 'Widget %' and shop_id = ${shopA}`);
    }
  });
});

describe('demo shops', () => {
  it('seeds the approved demo shops with 40+ products once, carol owning the Chișinău shop', { timeout: 120_000 }, async () => {
    const app = await startTestApp();
    try {
      for (const u of demoUsers) await app.db.insert(users).values({ name: u.name, lastName: u.last_name, userName: `${u.user_name}_demo`, email: u.email, emailVerifiedAt: new Date() });
      const first = await seedDemoShops(app.deps);
      expect(first).toEqual({ shops: demoShops.length, items: demoShopItems.length });
      expect(demoShopItems.length).toBeGreaterThanOrEqual(40);
      expect(await seedDemoShops(app.deps)).toEqual({ shops: 0, items: 0 });
      const owned = await rowsOf<{ city: string; status: string; email: string }>(
        app.db,
        sql`select s.name, s.city, s.status, u.email from shops s join users u on u.id = s.owner_id order by s.id`,
      );
      expect(owned.map((s) => s.email)).toEqual(['carol@example.com', 'bob@example.com', 'dave@example.com', 'alice@example.com']);
      expect(owned[0]!.city).toBe('Chișinău');
      expect(owned.every((s) => s.status === 'active')).toBe(true);
      const [stats] = await rowsOf<Record<string, number>>(
        app.db,
        sql`select count(*)::int as n, count(*) filter (where available_quantity = 0)::int as sold_out,
          count(*) filter (where available_quantity between 1 and 3)::int as low, count(*) filter (where offer_price is not null)::int as offers,
          count(distinct brand)::int as brands, count(*) filter (where c.kind <> 'shop')::int as wrong_kind,
          (select count(*)::int from ad_attachments at join ads x on x.id = at.ads_id where x.shop_id is not null) as photos
        from ads a join categories c on c.id = a.category_id where a.shop_id is not null`,
      );
      expect(stats).toMatchObject({ n: demoShopItems.length, wrong_kind: 0 });
      expect(stats!.sold_out).toBeGreaterThanOrEqual(3);
      expect(stats!.low).toBeGreaterThanOrEqual(3);
      expect(stats!.offers).toBeGreaterThanOrEqual(10);
      expect(stats!.brands).toBeGreaterThanOrEqual(15);
      expect(stats!.photos).toBeGreaterThanOrEqual(demoShopItems.length);
      const catalogue = await app.call('GET', '/api/v1/seller/ads/get-all-shop-ads?per_page=8');
      expect(catalogue.json.meta.total).toBe(demoShopItems.length);
      expect(catalogue.json.data).toHaveLength(8);
    } finally {
      await app.close();
    }
  });
});
