import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAttachments, adFavorites, ads, categories, users } from '../../server/db/schema/index.ts';
import { issueToken } from '../../server/modules/auth/tokens.ts';
import { form, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let categoryId: number;
let seller: { id: number; token: string };
let buyer: { id: number; token: string };
let adId: number;
let secondAdId: number;
let inactiveAdId: number;

async function member(name: string, extra: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(users)
    .values({ name, lastName: 'Tester', userName: name.toLowerCase(), email: `${name.toLowerCase()}@example.com`, emailVerifiedAt: new Date(), ...extra })
    .returning();
  return { id: row!.id, token: await issueToken(t.db, row!.id, false) };
}

async function ad(ownerId: number, extra: Partial<typeof ads.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(ads)
    .values({ categoryId, ownerId, name: 'Bike', price: '120.00', location: 'Paris, France', ...extra })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  const [cat] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.kind, 'ad')).limit(1);
  categoryId = cat!.id;
  seller = await member('Seller');
  buyer = await member('Buyer');
  adId = await ad(seller.id, { name: 'Road bike', offerPrice: '99.50' });
  await t.db.insert(adAttachments).values([
    { adsId: adId, attachment: '/storage/ads/second.webp', position: 1 },
    { adsId: adId, attachment: '/storage/ads/first.webp', position: 0 },
  ]);
  secondAdId = await ad(seller.id, { name: 'Tent' });
  inactiveAdId = await ad(seller.id, { name: 'Old lamp', status: 0 });
});

afterAll(async () => {
  await t?.close();
});

const like = (token: string, id: number | string) => t.call('POST', '/api/v1/seller/ads/like/create', { token, body: form({ ads_id: String(id) }) });
const totalLike = async (id: number) => (await t.db.select({ n: ads.totalLike }).from(ads).where(eq(ads.id, id)))[0]!.n;

describe('POST /seller/ads/like/create', () => {
  it('needs a token', async () => {
    const res = await t.call('POST', '/api/v1/seller/ads/like/create', { body: { ads_id: adId } });
    expect(res.status).toBe(401);
  });

  it('toggles the favorite on and off and keeps total_like in step', async () => {
    const on = await like(buyer.token, adId);
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({ status: 'success', message: 'Added to Favorites!', data: { is_favorite: 1, total_like: 1 } });
    expect(await totalLike(adId)).toBe(1);

    const sellerOn = await t.call('POST', '/api/v1/seller/ads/like/create', { token: seller.token, body: { ads_id: adId } });
    expect(sellerOn.json.data).toEqual({ is_favorite: 1, total_like: 2 });

    const off = await like(buyer.token, adId);
    expect(off.json).toMatchObject({ message: 'Removed from Favorites!', data: { is_favorite: 0, total_like: 1 } });
    expect(await totalLike(adId)).toBe(1);
    expect(await t.db.select().from(adFavorites).where(eq(adFavorites.userId, buyer.id))).toHaveLength(0);

    await like(seller.token, adId);
    expect(await totalLike(adId)).toBe(0);
  });

  it('stays consistent under concurrent toggles', async () => {
    const results = await Promise.all([like(buyer.token, secondAdId), like(buyer.token, secondAdId), like(buyer.token, secondAdId)]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await t.db.select().from(adFavorites).where(eq(adFavorites.adsId, secondAdId));
    expect(await totalLike(secondAdId)).toBe(rows.length);
    expect(rows.length).toBe(1);
    await like(buyer.token, secondAdId);
    expect(await totalLike(secondAdId)).toBe(0);
  });

  it('answers 404 for unknown, deleted and (when adding) inactive ads', async () => {
    expect((await like(buyer.token, 999_999)).status).toBe(404);
    expect((await like(buyer.token, inactiveAdId)).status).toBe(404);
    const deleted = await ad(seller.id, { deletedAt: new Date() });
    const res = await like(buyer.token, deleted);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ status: 'error', message: 'Ad not found.' });
  });

  it('validates ads_id', async () => {
    const missing = await t.call('POST', '/api/v1/seller/ads/like/create', { token: buyer.token, body: form({}) });
    expect(missing.status).toBe(422);
    expect(missing.json.errors.ads_id).toBeDefined();
    const bad = await like(buyer.token, 'abc');
    expect(bad.status).toBe(422);
    expect(bad.json.message).toBe('The ads id must be a number.');
  });
});

describe('GET /seller/seller-favorite', () => {
  it('toggles following a seller', async () => {
    const on = await t.call('GET', `/api/v1/seller/seller-favorite?seller_id=${seller.id}`, { token: buyer.token });
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({ status: 'success', message: 'Added to Favorites!', data: { is_favourite: 1 } });
    const off = await t.call('GET', `/api/v1/seller/seller-favorite?seller_id=${seller.id}`, { token: buyer.token });
    expect(off.json).toMatchObject({ message: 'Removed from Favorites!', data: { is_favourite: 0 } });
  });

  it('refuses yourself, unknown members, missing ids and anonymous callers', async () => {
    const self = await t.call('GET', `/api/v1/seller/seller-favorite?seller_id=${buyer.id}`, { token: buyer.token });
    expect(self.status).toBe(422);
    expect(self.json.message).toBe('You cannot add yourself to favorites.');
    expect((await t.call('GET', '/api/v1/seller/seller-favorite?seller_id=999999', { token: buyer.token })).status).toBe(404);
    expect((await t.call('GET', '/api/v1/seller/seller-favorite', { token: buyer.token })).status).toBe(422);
    expect((await t.call('GET', `/api/v1/seller/seller-favorite?seller_id=${seller.id}`)).status).toBe(401);
  });
});

describe('GET /seller/favorites-action', () => {
  it('lists favorite ads, newest favorite first, only active and undeleted', async () => {
    const fan = await member('Fan');
    await like(fan.token, adId);
    await like(fan.token, secondAdId);
    const res = await t.call('GET', '/api/v1/seller/favorites-action?type=ads', { token: fan.token });
    expect(res.status).toBe(200);
    expect(res.json.data.map((a: { id: number }) => a.id)).toEqual([secondAdId, adId]);
    expect(res.json.data[1]).toMatchObject({
      id: adId,
      name: 'Road bike',
      price: '120.00',
      offer_price: '99.50',
      location: 'Paris, France',
      currency_symbol: '$',
      is_favorite: 1,
      total_like: 1,
      owner_id: seller.id,
    });
    // The ads module's shape: photos in order.
    expect(res.json.data[1].attachment.map((a: { attachment: string }) => a.attachment)).toEqual(['/storage/ads/first.webp', '/storage/ads/second.webp']);
    expect(res.json.data[0].attachment).toEqual([]);

    // Deactivated ads drop out of the list.
    await t.db.update(ads).set({ status: 0 }).where(eq(ads.id, secondAdId));
    const after = await t.call('GET', '/api/v1/seller/favorites-action?type=ads', { token: fan.token });
    expect(after.json.data.map((a: { id: number }) => a.id)).toEqual([adId]);
    await t.db.update(ads).set({ status: 1 }).where(eq(ads.id, secondAdId));

    // A removal leaves the list.
    await like(fan.token, adId);
    const removed = await t.call('GET', '/api/v1/seller/favorites-action?type=ads', { token: fan.token });
    expect(removed.json.data.map((a: { id: number }) => a.id)).toEqual([secondAdId]);
  });

  it('lists favorite sellers with their public ad counts', async () => {
    const fan = await member('Follower');
    const hidden = await member('Hidden', { showMyAds: false });
    await ad(hidden.id);
    await t.call('GET', `/api/v1/seller/seller-favorite?seller_id=${seller.id}`, { token: fan.token });
    await t.call('GET', `/api/v1/seller/seller-favorite?seller_id=${hidden.id}`, { token: fan.token });
    const res = await t.call('GET', '/api/v1/seller/favorites-action?type=seller', { token: fan.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([
      { id: hidden.id, name: 'Hidden', lastName: 'Tester', avatar: null, totalAds: 0 },
      // Road bike and Tent are active; the inactive and deleted ads do not count.
      { id: seller.id, name: 'Seller', lastName: 'Tester', avatar: null, totalAds: 2 },
    ]);
  });

  it('answers empty lists for feeds and shop, and 422 for an unknown type', async () => {
    for (const type of ['feeds', 'shop']) {
      const res = await t.call('GET', `/api/v1/seller/favorites-action?type=${type}`, { token: buyer.token });
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual([]);
    }
    const bad = await t.call('GET', '/api/v1/seller/favorites-action?type=cars', { token: buyer.token });
    expect(bad.status).toBe(422);
    expect(bad.json.message).toBe('The selected type is invalid.');
    expect((await t.call('GET', '/api/v1/seller/favorites-action?type=ads')).status).toBe(401);
  });
});
