/**
 * The sitemap's data calls (docs/decisions.md 144): which object sitemaps exist and what each page lists. Only what a
 * visitor may open is listed, and an object hidden, archived or deleted leaves its page on the next request.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, blogs, companies, currencies, hotels, shops, users } from '../../server/db/schema/index.ts';
import { SITEMAP_PAGE_IDS } from '../../server/modules/sitemap/service.ts';
import { shopFixtures } from '../../support/shop-fixtures.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let fixtures: Awaited<ReturnType<typeof shopFixtures>>;

beforeAll(async () => {
  t = await startTestApp();
  fixtures = await shopFixtures(t);
});

afterAll(async () => {
  await t?.close();
});

type Entry = { path: string; lastmod: string };
const pageOf = async (source: string, page: number) => t.call('GET', `/api/v1/sitemap/${source}/${page}`);
const pathsOf = async (source: string, page: number): Promise<string[]> => {
  const res = await pageOf(source, page);
  return res.status === 404 ? [] : (res.json.data as Entry[]).map((e) => e.path);
};
const index = async () => Object.fromEntries(((await t.call('GET', '/api/v1/sitemap')).json.data as { source: string; pages: number[] }[]).map((s) => [s.source, s.pages]));

describe('the sitemap', () => {
  it('lists public ads, shop items, shops, approved companies and listed hotels by id range, with their last change', async () => {
    const seller = await fixtures.makeUser('Sam');
    const ad = await fixtures.makeClassified(seller.id);
    // An ad far up the ids lands on a later page; the pages between hold nothing and are not listed.
    const [far] = await t.db
      .insert(ads)
      .values({ id: 2 * SITEMAP_PAGE_IDS + 7, categoryId: ad.categoryId, ownerId: seller.id, name: 'Far away', price: '5.00' })
      .returning();
    const shop = await fixtures.makeShop(seller.id);
    const item = await fixtures.makeItem(shop);
    const [company] = await t.db.insert(companies).values({ userId: seller.id, name: 'Acme', status: 'approved' }).returning();
    const [pending] = await t.db.insert(companies).values({ userId: seller.id, name: 'Later Ltd', status: 'pending' }).returning();
    const [currency] = await t.db.select({ id: currencies.id }).from(currencies).limit(1);
    const hotel = { description: 'A test hotel.', address: '1 Test Street', city: 'Testville', country: 'Testland', countryCode: 'TL', lat: '10', lon: '20', stars: 3, pricePerNight: '80.00', currencyId: currency!.id };
    const [listedHotel] = await t.db.insert(hotels).values({ ...hotel, name: 'Hotel Open' }).returning();
    const [hiddenHotel] = await t.db.insert(hotels).values({ ...hotel, name: 'Hotel Hidden', status: 0 }).returning();
    await t.db.insert(blogs).values({ slug: 'tea-and-cake', title: 'Tea and cake', content: '<p>Warm.</p>', publishedAt: new Date() });
    await t.db.insert(blogs).values({ slug: 'next-week', title: 'Next week', content: '<p>Soon.</p>', publishedAt: new Date(Date.now() + 7 * 86_400_000) });

    const pages = await index();
    expect(pages.ads).toEqual([1, 3]);
    expect(pages.items).toEqual([1]);
    expect(pages.shops).toEqual([1]);
    expect(pages.companies).toEqual([1]);
    expect(pages.hotels).toEqual([1]);
    expect(pages.blogs).toEqual([1]);

    const first = await pageOf('ads', 1);
    expect(first.status).toBe(200);
    const entry = (first.json.data as Entry[]).find((e) => e.path === `/product/${ad.id}`)!;
    expect(new Date(entry.lastmod).getTime()).toBe(ad.updatedAt.getTime());
    expect(await pathsOf('ads', 1)).not.toContain(`/product/${item.id}`);
    expect(await pathsOf('ads', 3)).toEqual([`/product/${far!.id}`]);
    expect(await pathsOf('items', 1)).toContain(`/item/${item.id}`);
    expect(await pathsOf('items', 1)).not.toContain(`/item/${ad.id}`);
    expect(await pathsOf('shops', 1)).toContain(`/shop/${shop.id}`);
    expect(await pathsOf('companies', 1)).toEqual([`/company/${company!.id}`]);
    expect(await pathsOf('companies', 1)).not.toContain(`/company/${pending!.id}`);
    expect(await pathsOf('hotels', 1)).toEqual([`/hotels/${listedHotel!.id}`]);
    expect(hiddenHotel!.status).toBe(0);
    // Blogs by slug; a scheduled one is not published yet.
    expect(await pathsOf('blogs', 1)).toEqual(['/blogs/tea-and-cake']);
  });

  it('drops an ad at once when it is archived, deleted or its owner hides their ads, and a suspended shop with its items', async () => {
    const seller = await fixtures.makeUser('Hana');
    const [archived, deleted, hidden] = [await fixtures.makeClassified(seller.id), await fixtures.makeClassified(seller.id), await fixtures.makeClassified((await fixtures.makeUser('Ivo')).id)];
    const shop = await fixtures.makeShop(seller.id);
    const item = await fixtures.makeItem(shop);
    const listed = await pathsOf('ads', 1);
    for (const a of [archived, deleted, hidden]) expect(listed).toContain(`/product/${a.id}`);

    await t.db.update(ads).set({ status: 0 }).where(eq(ads.id, archived.id));
    await t.db.update(ads).set({ deletedAt: new Date() }).where(eq(ads.id, deleted.id));
    await t.db.update(users).set({ showMyAds: false }).where(eq(users.id, hidden.ownerId));
    await t.db.update(shops).set({ status: 'suspended' }).where(eq(shops.id, shop.id));

    const now = await pathsOf('ads', 1);
    for (const a of [archived, deleted, hidden]) expect(now).not.toContain(`/product/${a.id}`);
    expect(await pathsOf('items', 1)).not.toContain(`/item/${item.id}`);
    expect(await pathsOf('shops', 1)).not.toContain(`/shop/${shop.id}`);
  });

  it('answers 404 for a page without entries and 422 for an unknown source or a page that is not a number', async () => {
    const empty = await pageOf('ads', 2);
    expect(empty.status).toBe(404);
    expect(empty.json).toMatchObject({ status: 'error', message_status: 'SITEMAP_PAGE_NOT_FOUND' });
    expect((await pageOf('users', 1)).status).toBe(422);
    for (const page of ['0', 'x', '-1', '99999999999']) expect((await t.call('GET', `/api/v1/sitemap/ads/${page}`)).status).toBe(422);
  });
});
