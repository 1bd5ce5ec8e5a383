import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, categories, reviews, users } from '../../server/db/schema/index.ts';
import { rateLimitRules } from '../../server/platform/rate-limit.ts';
import { makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

let t: TestApp;
let seller: Member;
let viewer: Member;
let quiet: Member;
let categoryId: number;


beforeAll(async () => {
  t = await startTestApp();
  const [cat] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.kind, 'ad')).limit(1);
  seller = await makeMember(t, 'Maria', { phone: '+37360000001', avatar: '/storage/avatars/m.webp' });
  viewer = await makeMember(t, 'Viewer', { avatar: '/storage/avatars/v.webp' });
  quiet = await makeMember(t, 'Quiet');
  categoryId = cat!.id;
  const base = { categoryId, ownerId: seller.id, price: '5.00' };
  await t.db.insert(ads).values([
    { ...base, name: 'A' },
    { ...base, name: 'B' },
    { ...base, name: 'C', status: 0 },
    { ...base, name: 'D', deletedAt: new Date() },
  ]);
  // Ratings 5,4,3,5,2,4 (average 3.83 → 3.8), written a minute apart so "newest first" is well defined.
  const ratings = [5, 4, 3, 5, 2, 4];
  const start = Date.parse('2026-01-01T10:00:00Z');
  await t.db.insert(reviews).values(
    ratings.map((rating, i) => ({
      userId: viewer.id,
      sellerId: seller.id,
      rating,
      comment: `Review ${i + 1}`,
      files: i === 5 ? ['/storage/reviews/a.webp'] : [],
      createdAt: new Date(start + i * 60_000),
    })),
  );
  // A review of someone else does not count.
  await t.db.insert(reviews).values({ userId: viewer.id, sellerId: quiet.id, rating: 1, comment: 'Other' });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /seller/profile/{id}', () => {
  it('shows a visitor the profile without e-mail or phone, and whether Show Number has a phone', async () => {
    const res = await t.call('GET', `/api/v1/seller/profile/${seller.id}`);
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('success');
    const d = res.json.data;
    expect(d).toMatchObject({ is_favourite: 0, total_ads: 2, average_rating: 3.8, total_reviews: 6, has_phone: true });
    expect(d.user).toMatchObject({ id: seller.id, name: 'Maria', last_name: 'Tester', avatar: '/storage/avatars/m.webp', is_favourite: 0 });
    for (const hidden of ['phone', 'email', 'password_hash', 'lat']) {
      expect(d).not.toHaveProperty(hidden);
      expect(d.user).not.toHaveProperty(hidden);
    }
  });

  it('shows a signed-in caller the follow state, still without e-mail or phone', async () => {
    await t.call('GET', `/api/v1/seller/seller-favorite?seller_id=${seller.id}`, { token: viewer.token });
    const res = await t.call('GET', `/api/v1/seller/profile/${seller.id}`, { token: viewer.token });
    expect(res.json.data).toMatchObject({ is_favourite: 1, has_phone: true });
    expect(res.json.data.user).toMatchObject({ is_favourite: 1 });
    expect(JSON.stringify(res.json)).not.toMatch(/37360000001|@example\.com/);
  });

  it('answers zeros for a seller without ads, reviews or phone', async () => {
    const fresh = await makeMember(t, 'Fresh', { phone: '+37360000009' });
    const res = await t.call('GET', `/api/v1/seller/profile/${fresh.id}`, { token: viewer.token });
    // The phone given at registration alone is never shown: no ad shows it.
    expect(res.json.data).toMatchObject({ total_ads: 0, average_rating: 0, total_reviews: 0, has_phone: false });
  });

  it('is 404 for an account whose e-mail was never verified', async () => {
    const pending = await makeMember(t, 'Pending', { emailVerifiedAt: null, phone: '+37360000008' });
    expect((await t.call('GET', `/api/v1/seller/profile/${pending.id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/seller/profile/${pending.id}`, { token: viewer.token })).status).toBe(404);
  });

  it('hides the ad count when Show My Ads is off', async () => {
    await t.db.update(users).set({ showMyAds: false }).where(eq(users.id, seller.id));
    const res = await t.call('GET', `/api/v1/seller/profile/${seller.id}`);
    expect(res.json.data.total_ads).toBe(0);
    await t.db.update(users).set({ showMyAds: true }).where(eq(users.id, seller.id));
  });

  it('answers 404 for unknown or deleted members and 422 for a bad id', async () => {
    const missing = await t.call('GET', '/api/v1/seller/profile/999999');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('No seller data available.');
    const gone = await makeMember(t, 'Gone', { deletedAt: new Date() });
    expect((await t.call('GET', `/api/v1/seller/profile/${gone.id}`)).status).toBe(404);
    expect((await t.call('GET', '/api/v1/seller/profile/abc')).status).toBe(422);
  });
});

describe('POST /seller/profile/{id}/phone (Show Number)', () => {
  const reveal = (sellerId: number, token?: string, body: Record<string, unknown> = {}) =>
    t.call('POST', `/api/v1/seller/profile/${sellerId}/phone`, { body, ...(token ? { token } : {}) });
  const adOf = async (ownerId: number, extra: Partial<typeof ads.$inferInsert> = {}) =>
    (await t.db.insert(ads).values({ categoryId, ownerId, name: 'Ad', price: '5.00', ...extra }).returning({ id: ads.id }))[0]!.id;

  it('needs sign-in', async () => {
    const res = await reveal(seller.id);
    expect(res.status).toBe(401);
  });

  it("reveals the phone of the seller's newest ad that shows one: the ad's own, else the account's", async () => {
    expect((await reveal(seller.id, viewer.token)).json.data).toEqual({ phone: '+37360000001' });
    const other = await makeMember(t, 'Other', { phone: '+37360000002' });
    await adOf(other.id, { contactPhone: '+37360000003', createdAt: new Date(Date.now() - 60_000) });
    const newest = await adOf(other.id, { contactPhone: '+37360000004' });
    expect((await reveal(other.id, viewer.token)).json.data).toEqual({ phone: '+37360000004' });
    await t.db.update(ads).set({ status: 0 }).where(eq(ads.id, newest));
    expect((await reveal(other.id, viewer.token)).json.data).toEqual({ phone: '+37360000003' });
  });

  it("with ad_id, reveals that ad's phone; nothing where the seller hid it, 404 for an ad that is not the seller's active ad", async () => {
    const hider = await makeMember(t, 'Hider', { phone: '+37360000005' });
    const hidden = await adOf(hider.id, { contactPhone: '+37360000006', showContact: false });
    const shown = await adOf(hider.id, { contactPhone: '+37360000007', createdAt: new Date(Date.now() - 60_000) });
    expect((await reveal(hider.id, viewer.token, { ad_id: hidden })).json.data).toEqual({ phone: null });
    expect((await reveal(hider.id, viewer.token, { ad_id: String(shown) })).json.data).toEqual({ phone: '+37360000007' });
    // The hidden ad is newer, but the seller page shows the phone of an ad that shows one.
    expect((await reveal(hider.id, viewer.token)).json.data).toEqual({ phone: '+37360000007' });
    expect((await reveal(seller.id, viewer.token, { ad_id: shown })).status).toBe(404);
    const inactive = await adOf(hider.id, { status: 0 });
    expect((await reveal(hider.id, viewer.token, { ad_id: inactive })).status).toBe(404);
    expect((await reveal(hider.id, viewer.token, { ad_id: 'x' })).status).toBe(422);
  });

  it('reveals nothing for a seller whose ads all hide the phone, and 404 for unknown or unverified members', async () => {
    const quietSeller = await makeMember(t, 'QuietSeller', { phone: '+37360000010' });
    await adOf(quietSeller.id, { showContact: false });
    expect((await reveal(quietSeller.id, viewer.token)).json.data).toEqual({ phone: null });
    expect((await t.call('GET', `/api/v1/seller/profile/${quietSeller.id}`)).json.data.has_phone).toBe(false);
    expect((await reveal(999999, viewer.token)).status).toBe(404);
    const pending = await makeMember(t, 'PendingSeller', { emailVerifiedAt: null, phone: '+37360000011' });
    await adOf(pending.id);
    expect((await reveal(pending.id, viewer.token)).status).toBe(404);
  });

  it('is rate-limited per member: 429 TOO_MANY_REQUESTS with Retry-After', async () => {
    const harvester = await makeMember(t, 'Harvester');
    for (let i = 0; i < rateLimitRules.phoneReveal.points; i++) expect((await reveal(seller.id, harvester.token)).status).toBe(200);
    const refused = await reveal(seller.id, harvester.token);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ status: 'error', message_status: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another member's budget is their own.
    expect((await reveal(seller.id, viewer.token)).status).toBe(200);
  });
});

describe('GET /seller/reviews/{sellerId}', () => {
  it('pages the reviews 4 at a time, newest first, with the summary', async () => {
    const p1 = await t.call('GET', `/api/v1/seller/reviews/${seller.id}`);
    expect(p1.status).toBe(200);
    expect(p1.json.data.map((r: { comment: string }) => r.comment)).toEqual(['Review 6', 'Review 5', 'Review 4', 'Review 3']);
    expect(p1.json.meta).toMatchObject({ current_page: 1, last_page: 2, total: 6, per_page: 4, prev_page_url: null });
    expect(p1.json.meta.next_page_url).toContain('page=2');
    expect(p1.json.summary).toEqual({ average_rating: 3.8, total_reviews: 6 });
    expect(p1.json.data[0]).toEqual({
      id: expect.any(Number),
      rating: 4,
      comment: 'Review 6',
      files: ['/storage/reviews/a.webp'],
      ads_id: null,
      shop_id: null,
      reviewer: { id: viewer.id, name: 'Viewer', last_name: 'Tester', avatar: '/storage/avatars/v.webp' },
      created_at: '2026-01-01T10:05:00.000Z',
    });

    const p2 = await t.call('GET', `/api/v1/seller/reviews/${seller.id}?page=2`);
    expect(p2.json.data.map((r: { comment: string }) => r.comment)).toEqual(['Review 2', 'Review 1']);
    expect(p2.json.meta).toMatchObject({ current_page: 2, next_page_url: null });

    const p3 = await t.call('GET', `/api/v1/seller/reviews/${seller.id}?page=3`);
    expect(p3.json.data).toEqual([]);
  });

  it('answers an empty page for a seller without reviews and 404 for an unknown one', async () => {
    const fresh = await makeMember(t, 'NoReviews');
    const res = await t.call('GET', `/api/v1/seller/reviews/${fresh.id}`);
    expect(res.json).toMatchObject({ data: [], meta: { total: 0, last_page: 1 }, summary: { average_rating: 0, total_reviews: 0 } });
    expect((await t.call('GET', '/api/v1/seller/reviews/999999')).status).toBe(404);
  });
});
