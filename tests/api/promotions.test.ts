import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { ads, currencies, paymentEvents, paymentSessions } from '../../server/db/schema/index.ts';
import { paymentsRoutes } from '../../server/modules/payments/routes.ts';
import { promotionsRoutes } from '../../server/modules/promotions/routes.ts';
import { expirePromotions, PAYMENTS_UNAVAILABLE, startPromotionExpirySweep } from '../../server/modules/promotions/service.ts';
import { paymentsFromConfig, TEST_CHECKOUT_IN_PRODUCTION_WARNING } from '../../server/platform/payments.ts';
import { type Member, startTestApp, type TestApp } from './helpers.ts';
import { paymentFixtures, type PaymentFixtures } from './payment-helpers.ts';

/** Promotions through the built-in test checkout (no Stripe keys): the same session, signed webhook and fulfilment. */

const APP_URL = 'https://market.example';
let t: TestApp;
let f: PaymentFixtures;
let owner: Member;
let other: Member;
let categoryId: number;

/** The test checkout page's calls, as the payer (the owner) by default; `token: null` calls signed out. */
const page = (sessionId: string, action = '', token: string | null = owner.token) =>
  t.call(action ? 'POST' : 'GET', `/api/v1/test-checkout/${sessionId}${action}`, token ? { token } : {});

/** A complete ad as the create form sends it, with one photo. */
async function adForm(extra: Record<string, string>, app = t, category = categoryId) {
  const body = new FormData();
  const [currency] = await app.db.select({ id: currencies.id }).from(currencies).limit(1);
  const fields = { category_id: String(category), name: 'Mountain bike', description: 'Barely used', price: '250', type: '1', currency_id: String(currency!.id), location: 'London', lat: '51.5072', lon: '-0.1276', ...extra };
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
  body.append('attachment[]', new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' }));
  return body;
}

beforeAll(async () => {
  t = await startTestApp({ APP_URL });
  f = await paymentFixtures(t, 'Garden chair');
  ({ owner, other, categoryId } = f);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /promotion-options', () => {
  it('lists the one price table: Regular 0, Urgent Ad 1, Top Page 2', async () => {
    const res = await t.call('GET', '/api/v1/promotion-options');
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('success');
    expect(res.json.data.map((o: any) => [o.id, o.name, o.price])).toEqual([
      [1, 'Regular', '0.00'],
      [2, 'Urgent Ad', '1.00'],
      [3, 'Top Page', '2.00'],
    ]);
    expect(res.json.data[2].description).toBeTruthy();
    expect(res.json.data[2].translations.name.fr).toBeTruthy();
  });
});

describe('POST /create-checkout-session', () => {
  it('uses the built-in test checkout without Stripe keys', () => {
    expect(t.deps.payments.provider).toBe('test');
  });

  it('needs a signed-in owner, an existing ad and a valid offer type', async () => {
    const ad = await f.makeAd(owner.id);
    expect((await f.checkout(undefined, { adId: ad.id, offerType: 'urgent' })).status).toBe(401);
    const notMine = await f.checkout(other.token, { adId: ad.id, offerType: 'urgent' });
    expect(notMine.status).toBe(403);
    expect(notMine.json.status).toBe('error');
    expect((await f.checkout(owner.token, { adId: 999_999, offerType: 'urgent' })).status).toBe(404);
    const deleted = await f.makeAd(owner.id, { deletedAt: new Date() });
    expect((await f.checkout(owner.token, { adId: deleted.id, offerType: 'urgent' })).status).toBe(404);
    const badOffer = await f.checkout(owner.token, { adId: ad.id, offerType: 'gold' });
    expect(badOffer.status).toBe(422);
    expect(badOffer.json.errors.offerType).toBeDefined();
    expect((await f.checkout(owner.token, { offerType: 'urgent' })).status).toBe(422);
    expect(await t.db.select().from(paymentSessions)).toHaveLength(0);
  });

  it('refuses an ad that already has an active promotion of that level or higher', async () => {
    const top = await f.makeAd(owner.id, { isSponsored: 2, promotionExpiresAt: new Date(Date.now() + 86_400_000) });
    for (const offerType of ['urgent', 'toppage']) {
      const res = await f.checkout(owner.token, { adId: top.id, offerType });
      expect(res.status).toBe(409);
      expect(res.json.message).toBe('This ad is already promoted.');
    }
    const urgent = await f.makeAd(owner.id, { isSponsored: 1, promotionExpiresAt: new Date(Date.now() + 86_400_000) });
    expect((await f.checkout(owner.token, { adId: urgent.id, offerType: 'urgent' })).status).toBe(409);
    // Upgrading urgent to top page is allowed, and so is renewing an expired promotion.
    expect((await f.checkout(owner.token, { adId: urgent.id, offerType: 'toppage' })).status).toBe(200);
    const lapsed = await f.makeAd(owner.id, { isSponsored: 2, promotionExpiresAt: new Date(Date.now() - 1000) });
    expect((await f.checkout(owner.token, { adId: lapsed.id, offerType: 'toppage' })).status).toBe(200);
  });

  it('accepts a form body as well as JSON', async () => {
    const ad = await f.makeAd(owner.id);
    const body = new FormData();
    body.append('adId', String(ad.id));
    body.append('offerType', 'urgent');
    const res = await t.call('POST', '/api/v1/create-checkout-session', { token: owner.token, body });
    expect(res.status).toBe(200);
    expect(res.json.data.sessionId).toMatch(/^cs_test_local_/);
  });
});

describe('test checkout', () => {
  it('Pay goes through the signed webhook and makes the ad top page, once', async () => {
    const ad = await f.makeAd(owner.id);
    const res = await f.checkout(owner.token, { adId: ad.id, offerType: 'toppage' });
    expect(res.status).toBe(200);
    const { sessionId, url } = res.json.data;
    expect(sessionId).toMatch(/^cs_test_local_[0-9a-f]+$/);
    expect(url).toBe(`${APP_URL}/test-checkout/${sessionId}`);
    expect(await f.sessionRow(sessionId)).toMatchObject({ provider: 'test', status: 'pending', amount: '2.00', checkoutUrl: url });

    const view = await page(sessionId);
    expect(view.status).toBe(200);
    expect(view.json.data).toEqual({
      session_id: sessionId,
      status: 'pending',
      purpose: 'promotion',
      description: 'Top Page: Garden chair',
      amount: '2.00',
      currency: 'usd',
      interval: null,
      interval_count: null,
      success_url: `${APP_URL}/payment-success?session_id=${sessionId}`,
      cancel_url: `${APP_URL}/payment-cancel`,
    });
    expect((await f.adRow(ad.id)).isSponsored).toBe(0);

    const paid = await page(sessionId, '/pay');
    expect(paid.status).toBe(200);
    expect(paid.json.data).toEqual({ redirect_url: `${APP_URL}/payment-success?session_id=${sessionId}` });
    const after = await f.adRow(ad.id);
    expect(after.isSponsored).toBe(2);
    expect(after.promotionExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await f.sessionRow(sessionId)).status).toBe('paid');
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.type, 'checkout.session.completed'))).toHaveLength(1);

    const state = await t.call('GET', `/api/v1/payments/session/${sessionId}`, { token: owner.token });
    expect(state.json.data).toMatchObject({ status: 'paid', purpose: 'promotion', subject: { adId: ad.id, offerType: 'toppage', level: 2 } });

    // Paying twice is refused and changes nothing.
    const again = await page(sessionId, '/pay');
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: 'This checkout is already paid.', message_status: 'CHECKOUT_FINISHED' });
    expect((await page(sessionId)).json.data.status).toBe('paid');
    expect((await f.adRow(ad.id)).promotionExpiresAt!.getTime()).toBe(after.promotionExpiresAt!.getTime());
    // Now promoted: a new top page checkout is refused.
    expect((await f.checkout(owner.token, { adId: ad.id, offerType: 'toppage' })).status).toBe(409);
  });

  it('Pay for urgent sets level 1', async () => {
    const ad = await f.makeAd(owner.id);
    const { sessionId } = (await f.checkout(owner.token, { adId: ad.id, offerType: 'urgent' })).json.data;
    expect((await page(sessionId, '/pay')).status).toBe(200);
    expect((await f.adRow(ad.id)).isSponsored).toBe(1);
  });

  it('Cancel marks the session cancelled and leaves the ad regular', async () => {
    const ad = await f.makeAd(owner.id);
    const { sessionId } = (await f.checkout(owner.token, { adId: ad.id, offerType: 'urgent' })).json.data;
    const res = await page(sessionId, '/cancel');
    expect(res.status).toBe(200);
    expect(res.json.data.redirect_url).toBe(`${APP_URL}/payment-cancel`);
    expect((await f.sessionRow(sessionId)).status).toBe('cancelled');
    expect((await f.adRow(ad.id)).isSponsored).toBe(0);
    // Paying after cancelling is refused.
    expect((await page(sessionId, '/pay')).status).toBe(409);
    expect((await f.adRow(ad.id)).isSponsored).toBe(0);
  });

  it('answers 404 for unknown sessions', async () => {
    const res = await page('cs_test_local_nope');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ status: 'error', message_status: 'CHECKOUT_NOT_FOUND' });
    expect((await page('cs_test_local_nope', '/pay')).status).toBe(404);
    expect((await page('cs_test_local_nope', '/refund')).status).toBe(422);
  });

  it('Pay and Cancel need the sign-in of the member who opened the checkout', async () => {
    const ad = await f.makeAd(owner.id);
    const { sessionId } = (await f.checkout(owner.token, { adId: ad.id, offerType: 'toppage' })).json.data;
    for (const action of ['', '/pay', '/cancel']) {
      expect((await page(sessionId, action, null)).status, `signed out ${action}`).toBe(401);
      const stranger = await page(sessionId, action, other.token);
      expect(stranger.status, `another member ${action}`).toBe(404);
      expect(stranger.json.message_status).toBe('CHECKOUT_NOT_FOUND');
    }
    expect((await f.sessionRow(sessionId)).status).toBe('pending');
    expect((await f.adRow(ad.id)).isSponsored).toBe(0);
  });

  it('refuses an event the test checkout did not sign', async () => {
    const ad = await f.makeAd(owner.id);
    const { sessionId } = (await f.checkout(owner.token, { adId: ad.id, offerType: 'toppage' })).json.data;
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed', data: { object: { id: sessionId, payment_status: 'paid' } } });
    const { default: Stripe } = await import('stripe');
    const forged = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret: 'whsec_guess' });
    const res = await t.app.request('/api/v1/payments/webhook', { method: 'POST', headers: { 'stripe-signature': forged }, body: payload });
    expect(res.status).toBe(400);
    expect((await f.adRow(ad.id)).isSponsored).toBe(0);
    expect((await f.sessionRow(sessionId)).status).toBe('pending');
  });
});

describe('create and update with promotion', () => {
  it('creates a regular ad and answers its checkout; Pay then makes it top page', async () => {
    const res = await t.call('POST', '/api/v1/seller/ads/create-ads-with-promotion', { token: owner.token, body: await adForm({ is_sponsored: '2', offerType: 'toppage' }) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.status).toBe('success');
    expect(res.json.data.name).toBe('Mountain bike');
    expect(res.json.sessionId).toMatch(/^cs_test_local_/);
    expect(res.json.url).toBe(`${APP_URL}/test-checkout/${res.json.sessionId}`);
    const adId = res.json.data.id as number;
    expect((await f.adRow(adId)).isSponsored).toBe(0);
    expect((await f.sessionRow(res.json.sessionId)).subject).toEqual({ adId, offerType: 'toppage', level: 2 });
    expect((await page(res.json.sessionId, '/pay')).status).toBe(200);
    expect((await f.adRow(adId)).isSponsored).toBe(2);
  });

  it('reads the level from is_sponsored (option id − 1) when offerType is missing', async () => {
    const res = await t.call('POST', '/api/v1/seller/ads/create-ads-with-promotion', { token: owner.token, body: await adForm({ is_sponsored: '1' }) });
    expect(res.status).toBe(200);
    expect((await f.sessionRow(res.json.sessionId)).subject).toMatchObject({ offerType: 'urgent', level: 1 });
  });

  it('refuses a missing or unpaid offer before creating anything', async () => {
    const before = (await t.db.select().from(ads)).length;
    for (const extra of [{}, { is_sponsored: '0' }, { offerType: 'gold' }] as Record<string, string>[]) {
      const res = await t.call('POST', '/api/v1/seller/ads/create-ads-with-promotion', { token: owner.token, body: await adForm(extra) });
      expect(res.status).toBe(422);
      expect(res.json.errors.offerType).toBeDefined();
    }
    expect((await t.call('POST', '/api/v1/seller/ads/create-ads-with-promotion', { body: await adForm({ offerType: 'urgent' }) })).status).toBe(401);
    expect(await t.db.select().from(ads)).toHaveLength(before);
  });

  it("updates the owner's ad and answers its checkout; others get 403 and nothing changes", async () => {
    const ad = await f.makeAd(owner.id);
    const res = await t.call('POST', `/api/v1/seller/ads/update-ads-with-promotion/${ad.id}`, { token: owner.token, body: { name: 'Garden chair, oak', offerType: 'urgent' } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: ad.id, name: 'Garden chair, oak' });
    expect(res.json.sessionId).toMatch(/^cs_test_local_/);
    expect((await f.adRow(ad.id)).isSponsored).toBe(0);

    const forbidden = await t.call('POST', `/api/v1/seller/ads/update-ads-with-promotion/${ad.id}`, { token: other.token, body: { name: 'Mine now', offerType: 'urgent' } });
    expect(forbidden.status).toBe(403);
    expect((await t.call('POST', '/api/v1/seller/ads/update-ads-with-promotion/999999', { token: owner.token, body: { offerType: 'urgent' } })).status).toBe(404);
    expect((await f.adRow(ad.id)).name).toBe('Garden chair, oak');
  });

  it('answers 409 before updating an ad that is already promoted at that level', async () => {
    const ad = await f.makeAd(owner.id, { isSponsored: 2, promotionExpiresAt: new Date(Date.now() + 86_400_000) });
    const res = await t.call('POST', `/api/v1/seller/ads/update-ads-with-promotion/${ad.id}`, { token: owner.token, body: { name: 'Renamed', offerType: 'toppage' } });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('This ad is already promoted.');
    expect((await f.adRow(ad.id)).name).toBe('Garden chair');
  });
});

describe('which payment provider is live', () => {
  const provider = (env: Record<string, string>) => {
    const p = paymentsFromConfig(loadConfig({ APP_URL, EDGE_SECRET: 'e'.repeat(40), ...env }));
    return p.live ? p.provider : 'none';
  };

  it('uses the test checkout without Stripe keys outside production, and in production only with TEST_CHECKOUT=1', () => {
    expect(provider({ NODE_ENV: 'development' })).toBe('test');
    expect(provider({ NODE_ENV: 'test' })).toBe('test');
    expect(provider({ NODE_ENV: 'production' })).toBe('none');
    expect(provider({ NODE_ENV: 'production', TEST_CHECKOUT: '' })).toBe('none');
    expect(provider({ NODE_ENV: 'production', TEST_CHECKOUT: '1' })).toBe('test');
    expect(provider({ NODE_ENV: 'development', TEST_CHECKOUT: '0' })).toBe('none');
    // Half a Stripe configuration is no configuration.
    expect(provider({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' })).toBe('none');
    expect(provider({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toBe('stripe');
    expect(provider({ NODE_ENV: 'production', TEST_CHECKOUT: '1', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toBe('stripe');
    expect(() => loadConfig({ TEST_CHECKOUT: 'yes' })).toThrow(/TEST_CHECKOUT/);
  });

  it('warns in the log whenever the test checkout is switched on in production', () => {
    const warnings = (env: Record<string, string>) => {
      const seen: string[] = [];
      paymentsFromConfig(loadConfig({ APP_URL, EDGE_SECRET: 'e'.repeat(40), ...env }), { info: () => {}, error: () => {}, warn: (m) => void seen.push(m) });
      return seen;
    };
    expect(warnings({ NODE_ENV: 'production', TEST_CHECKOUT: '1' })).toEqual([TEST_CHECKOUT_IN_PRODUCTION_WARNING]);
    expect(TEST_CHECKOUT_IN_PRODUCTION_WARNING).toMatch(/without charging/);
    expect(warnings({ NODE_ENV: 'production' })).toEqual([]);
    expect(warnings({ NODE_ENV: 'development' })).toEqual([]);
    expect(warnings({ NODE_ENV: 'production', TEST_CHECKOUT: '1', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toEqual([]);
  });
});

describe('production without a payment provider', () => {
  let prod: TestApp;
  let pf: PaymentFixtures;

  beforeAll(async () => {
    prod = await startTestApp({ NODE_ENV: 'production', APP_URL, EDGE_SECRET: 'e'.repeat(40) });
    pf = await paymentFixtures(prod, 'Garden chair');
  });

  afterAll(async () => {
    await prod?.close();
  });

  const unavailable = { status: 'error', message: PAYMENTS_UNAVAILABLE, message_status: 'PAYMENTS_UNAVAILABLE' };

  it('refuses a boost with 503 and records no session', async () => {
    expect(prod.deps.payments.live).toBe(false);
    const ad = await pf.makeAd(pf.owner.id);
    const res = await pf.checkout(pf.owner.token, { adId: ad.id, offerType: 'toppage' });
    expect(res.status).toBe(503);
    expect(res.json).toEqual(unavailable);
    expect(await prod.db.select().from(paymentSessions)).toHaveLength(0);
    expect((await pf.adRow(ad.id)).isSponsored).toBe(0);
    // Still signed-in only.
    expect((await pf.checkout(undefined, { adId: ad.id, offerType: 'toppage' })).status).toBe(401);
  });

  it('refuses a paid create before storing the ad, and a paid update before changing it', async () => {
    const before = (await prod.db.select().from(ads)).length;
    const created = await prod.call('POST', '/api/v1/seller/ads/create-ads-with-promotion', { token: pf.owner.token, body: await adForm({ offerType: 'urgent' }, prod, pf.categoryId) });
    expect(created.status).toBe(503);
    expect(created.json).toEqual(unavailable);
    expect(await prod.db.select().from(ads)).toHaveLength(before);

    const ad = await pf.makeAd(pf.owner.id);
    const updated = await prod.call('POST', `/api/v1/seller/ads/update-ads-with-promotion/${ad.id}`, { token: pf.owner.token, body: { name: 'Renamed', offerType: 'urgent' } });
    expect(updated.status).toBe(503);
    expect(updated.json).toEqual(unavailable);
    expect((await pf.adRow(ad.id)).name).toBe('Garden chair');
  });

  it('serves no test checkout and accepts no webhook', async () => {
    expect((await prod.call('POST', '/api/v1/test-checkout/cs_test_local_any/pay', { token: pf.owner.token })).status).toBe(404);
    const payload = JSON.stringify({ id: 'evt_x', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_x', payment_status: 'paid' } } });
    const { default: Stripe } = await import('stripe');
    const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret: 'whsec_guess' });
    const res = await prod.app.request('/api/v1/payments/webhook', { method: 'POST', headers: { 'stripe-signature': signature }, body: payload });
    expect(res.status).toBe(400);
    expect(await prod.db.select().from(paymentEvents)).toHaveLength(0);
  });

  it('still lists the promotion options, so the price table stays visible', async () => {
    const res = await prod.call('GET', '/api/v1/promotion-options');
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(3);
  });
});

describe('promotion expiry', () => {
  const HOUR = 3_600_000;
  const place = 'Expiryville';

  async function sponsoredTabIds() {
    const ids: number[] = [];
    for (let p = 1; ; p++) {
      const res = await t.call('GET', `/api/v1/ads/home?tab=sponsored&page=${p}`);
      expect(res.status).toBe(200);
      ids.push(...res.json.data.map((a: any) => a.id));
      if (p >= res.json.meta.last_page) return ids;
    }
  }

  it('shows a lapsed promotion as not promoted everywhere once the sweep ran, and keeps running ones', async () => {
    const lapsedAt = new Date(Date.now() - HOUR);
    const lapsed = await f.makeAd(owner.id, { name: 'Lapsed top page', location: place, isSponsored: 2, promotionExpiresAt: lapsedAt, createdAt: new Date(Date.now() - 3 * HOUR) });
    const running = await f.makeAd(owner.id, { name: 'Running urgent', location: place, isSponsored: 1, promotionExpiresAt: new Date(Date.now() + 24 * HOUR), createdAt: new Date(Date.now() - 2 * HOUR) });
    const regular = await f.makeAd(owner.id, { name: 'Plain regular', location: place, createdAt: new Date(Date.now() - HOUR) });

    expect(await expirePromotions(t.db)).toBeGreaterThanOrEqual(1);
    const row = await f.adRow(lapsed.id);
    expect(row.isSponsored).toBe(0);
    // The expiry date stays: it is history, and a renewal starts from now anyway.
    expect(row.promotionExpiresAt!.getTime()).toBe(lapsedAt.getTime());
    expect((await f.adRow(running.id)).isSponsored).toBe(1);
    expect(await expirePromotions(t.db)).toBe(0);

    // The ad page and the owner's list.
    const single = await t.call('GET', `/api/v1/seller/ads/single/${lapsed.id}`);
    expect(single.json.data.is_sponsored).toBe(0);
    const mine = await t.call('GET', '/api/v1/seller/ads/user-list?search=Lapsed', { token: owner.token });
    expect(mine.json.data.find((a: any) => a.id === lapsed.id)?.is_sponsored).toBe(0);
    // Search relevance ranks sponsored first, then newest: the lapsed ad is now an old regular one.
    const search = await t.call('GET', `/api/v1/seller/ads/search-ads?location=${place}`);
    expect(search.json.data.map((a: any) => [a.id, a.is_sponsored])).toEqual([
      [running.id, 1],
      [regular.id, 0],
      [lapsed.id, 0],
    ]);
    // The home page's sponsored tab.
    const tab = await sponsoredTabIds();
    expect(tab).toContain(running.id);
    expect(tab).not.toContain(lapsed.id);
    // A lapsed ad can be boosted again.
    expect((await f.checkout(owner.token, { adId: lapsed.id, offerType: 'toppage' })).status).toBe(200);
  });

  it('sweeps on start and then on its interval until stopped', async () => {
    const first = await f.makeAd(owner.id, { isSponsored: 1, promotionExpiresAt: new Date(Date.now() - 1000) });
    const stop = startPromotionExpirySweep(t.deps, 50);
    try {
      await expect.poll(async () => (await f.adRow(first.id)).isSponsored, { timeout: 5000 }).toBe(0);
      const second = await f.makeAd(owner.id, { isSponsored: 2, promotionExpiresAt: new Date(Date.now() - 1000) });
      await expect.poll(async () => (await f.adRow(second.id)).isSponsored, { timeout: 5000 }).toBe(0);
    } finally {
      stop();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the payment and promotion calls', async () => {
    // This module's routers alone, so another module's schema problem cannot hide a problem here.
    const info = { openapi: '3.1.0', info: { title: 'test', version: '1' } };
    const paths = { ...paymentsRoutes.getOpenAPI31Document(info).paths, ...promotionsRoutes.getOpenAPI31Document(info).paths };
    expect(Object.keys(paths).map((p) => `/api/v1${p}`)).toEqual(
      expect.arrayContaining([
        '/api/v1/promotion-options',
        '/api/v1/create-checkout-session',
        '/api/v1/seller/ads/create-ads-with-promotion',
        '/api/v1/seller/ads/update-ads-with-promotion/{id}',
        '/api/v1/payments/webhook',
        '/api/v1/payments/session/{sessionId}',
      ]),
    );
  });
});
