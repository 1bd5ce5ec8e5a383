import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents } from '../../server/db/schema/index.ts';
import { createStripePayments } from '../../server/platform/payments.ts';
import { type Member, startTestApp, type TestApp } from './helpers.ts';
import { paymentFixtures, type PaymentFixtures } from './payment-helpers.ts';

/** Payments through the Stripe adapter, against a local server that speaks the Stripe API; events signed by the stripe library. */

const WEBHOOK_SECRET = 'whsec_test_local_secret';
const stripe = new Stripe('sk_test_unused');

type StripeRequest = { method: string; path: string; auth: string | undefined; form: URLSearchParams };
const stripeRequests: StripeRequest[] = [];
let fakeStripe: Server;
let counter = 123;
let t: TestApp;
let f: PaymentFixtures;
let owner: Member;
let other: Member;

function event(type: string, object: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
}

async function deliver(payload: string, signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }), path = '/api/v1/payments/webhook') {
  // The raw body exactly as signed: the helper's `call` would re-encode it.
  const res = await t.app.request(path, { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body: payload });
  return { status: res.status, json: (await res.json()) as any };
}

beforeAll(async () => {
  fakeStripe = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      stripeRequests.push({ method: req.method!, path: req.url!, auth: req.headers.authorization, form: new URLSearchParams(body) });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_${counter++}`;
        res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }));
      }
    });
  });
  await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve));
  const port = (fakeStripe.address() as AddressInfo).port;
  t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, APP_URL: 'https://market.example' }, () => ({
    payments: createStripePayments({ secretKey: 'sk_test_local', webhookSecret: WEBHOOK_SECRET, client: { host: '127.0.0.1', port, protocol: 'http' } }),
  }));
  f = await paymentFixtures(t, 'Road bike');
  ({ owner, other } = f);
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => fakeStripe?.close(() => resolve()));
});

describe('Stripe adapter', () => {
  it('uses Stripe when both keys are configured', () => {
    expect(t.deps.payments.provider).toBe('stripe');
  });

  it('creates a hosted checkout with the price from the promotion table, metadata and return URLs', async () => {
    const ad = await f.makeAd(owner.id);
    stripeRequests.length = 0;
    const res = await f.checkout(owner.token, { adId: ad.id, offerType: 'toppage' });
    expect(res.status).toBe(200);
    expect(res.json.data.sessionId).toMatch(/^cs_test_\d+$/);
    expect(res.json.data.url).toBe(`https://checkout.stripe.com/c/pay/${res.json.data.sessionId}`);
    expect(stripeRequests).toHaveLength(1);
    const req = stripeRequests[0]!;
    expect(req.path).toBe('/v1/checkout/sessions');
    expect(req.auth).toBe('Bearer sk_test_local');
    const form = req.form;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('200');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][price_data][product_data][name]')).toContain('Top Page');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('success_url')).toBe('https://market.example/payment-success?session_id={CHECKOUT_SESSION_ID}');
    expect(form.get('cancel_url')).toBe('https://market.example/payment-cancel');
    expect(form.get('metadata[adId]')).toBe(String(ad.id));
    expect(form.get('metadata[offerType]')).toBe('toppage');
    expect(form.get('metadata[purpose]')).toBe('promotion');

    const row = await f.sessionRow(res.json.data.sessionId);
    expect(row).toMatchObject({ provider: 'stripe', userId: owner.id, purpose: 'promotion', status: 'pending', amount: '2.00', currency: 'usd' });
    expect(row.subject).toEqual({ adId: ad.id, offerType: 'toppage', level: 2 });
    expect((await f.adRow(ad.id)).isSponsored).toBe(0);
  });

  it('charges the urgent price for urgent', async () => {
    const ad = await f.makeAd(owner.id);
    stripeRequests.length = 0;
    expect((await f.checkout(owner.token, { adId: ad.id, offerType: 'urgent' })).status).toBe(200);
    expect(stripeRequests[0]!.form.get('line_items[0][price_data][unit_amount]')).toBe('100');
  });
});

describe('webhook', () => {
  it('fulfils a paid checkout exactly once although the event is delivered three times', async () => {
    const ad = await f.makeAd(owner.id);
    const { sessionId } = (await f.checkout(owner.token, { adId: ad.id, offerType: 'toppage' })).json.data;
    const payload = event('checkout.session.completed', { id: sessionId, object: 'checkout.session', payment_status: 'paid', amount_total: 200, metadata: {} }, 'evt_paid_once');

    const first = await deliver(payload);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ received: true });
    const afterFirst = await f.adRow(ad.id);
    expect(afterFirst.isSponsored).toBe(2);
    const days = (afterFirst.promotionExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const paid = await f.sessionRow(sessionId);
    expect(paid.status).toBe('paid');
    expect(paid.completedAt).not.toBeNull();

    for (let i = 0; i < 2; i++) {
      const again = await deliver(payload);
      expect(again.status).toBe(200);
      expect(again.json).toEqual({ received: true, duplicate: true });
    }
    // The alias path reaches the same handler.
    expect((await deliver(payload, undefined, '/api/v1/stripe/webhook')).json).toEqual({ received: true, duplicate: true });
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_paid_once'))).toHaveLength(1);
    const afterAll = await f.adRow(ad.id);
    expect(afterAll.promotionExpiresAt!.getTime()).toBe(afterFirst.promotionExpiresAt!.getTime());
    expect((await f.sessionRow(sessionId)).completedAt!.getTime()).toBe(paid.completedAt!.getTime());

    // A different event for the same, already paid session does not fulfil again.
    const other = await deliver(event('checkout.session.completed', { id: sessionId, payment_status: 'paid' }));
    expect(other.json.ignored).toMatch(/already paid/);
    expect((await f.adRow(ad.id)).promotionExpiresAt!.getTime()).toBe(afterFirst.promotionExpiresAt!.getTime());
  });

  it('fulfils once when deliveries race (real races on PostgreSQL with DATABASE_URL)', async () => {
    const ad = await f.makeAd(owner.id);
    const { sessionId } = (await f.checkout(owner.token, { adId: ad.id, offerType: 'urgent' })).json.data;
    const same = event('checkout.session.completed', { id: sessionId, payment_status: 'paid' }, 'evt_race');
    const results = await Promise.all([
      deliver(same),
      deliver(same),
      deliver(same),
      deliver(event('checkout.session.completed', { id: sessionId, payment_status: 'paid' })),
      deliver(event('checkout.session.completed', { id: sessionId, payment_status: 'paid' })),
    ]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => !r.json.duplicate && !r.json.ignored)).toHaveLength(1);
    expect(results.filter((r) => r.json.duplicate)).toHaveLength(2);
    expect((await f.adRow(ad.id)).isSponsored).toBe(1);
    expect((await f.sessionRow(sessionId)).status).toBe('paid');
  });

  it('rejects a tampered payload or a wrong secret with 400 and changes nothing', async () => {
    const ad = await f.makeAd(owner.id);
    const { sessionId } = (await f.checkout(owner.token, { adId: ad.id, offerType: 'urgent' })).json.data;
    const payload = event('checkout.session.completed', { id: sessionId, payment_status: 'paid' }, 'evt_tampered');
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    const tampered = await deliver(payload.replace('"paid"', '"paid" '), signature);
    expect(tampered.status).toBe(400);
    expect(tampered.json.status).toBe('error');
    const wrongSecret = await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }));
    expect(wrongSecret.status).toBe(400);
    const missing = await t.app.request('/api/v1/payments/webhook', { method: 'POST', body: payload });
    expect(missing.status).toBe(400);
    const stale = await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 }));
    expect(stale.status).toBe(400);

    expect((await f.adRow(ad.id)).isSponsored).toBe(0);
    expect((await f.sessionRow(sessionId)).status).toBe('pending');
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_tampered'))).toHaveLength(0);

    // The genuine delivery still works afterwards.
    expect((await deliver(payload)).status).toBe(200);
    expect((await f.adRow(ad.id)).isSponsored).toBe(1);
  });

  it('marks an expired checkout expired and leaves the ad alone', async () => {
    const ad = await f.makeAd(owner.id);
    const { sessionId } = (await f.checkout(owner.token, { adId: ad.id, offerType: 'toppage' })).json.data;
    const res = await deliver(event('checkout.session.expired', { id: sessionId, payment_status: 'unpaid' }));
    expect(res.status).toBe(200);
    expect((await f.sessionRow(sessionId)).status).toBe('expired');
    expect((await f.adRow(ad.id)).isSponsored).toBe(0);
    // A late "completed" for an expired session does not fulfil.
    await deliver(event('checkout.session.completed', { id: sessionId, payment_status: 'paid' }));
    expect((await f.adRow(ad.id)).isSponsored).toBe(0);
  });

  it('waits for async_payment_succeeded when a completed checkout is not paid yet', async () => {
    const ad = await f.makeAd(owner.id);
    const { sessionId } = (await f.checkout(owner.token, { adId: ad.id, offerType: 'urgent' })).json.data;
    await deliver(event('checkout.session.completed', { id: sessionId, payment_status: 'unpaid' }));
    expect((await f.sessionRow(sessionId)).status).toBe('pending');
    expect((await f.adRow(ad.id)).isSponsored).toBe(0);
    await deliver(event('checkout.session.async_payment_succeeded', { id: sessionId, payment_status: 'paid' }));
    expect((await f.sessionRow(sessionId)).status).toBe('paid');
    expect((await f.adRow(ad.id)).isSponsored).toBe(1);
  });

  it('acknowledges events for unknown sessions and other event types without recording them', async () => {
    const unknown = await deliver(event('checkout.session.completed', { id: 'cs_test_not_ours', payment_status: 'paid' }, 'evt_unknown'));
    expect(unknown.status).toBe(200);
    expect(unknown.json.ignored).toBe('unknown session');
    const otherType = await deliver(event('charge.succeeded', { id: 'ch_1' }, 'evt_charge'));
    expect(otherType.json).toEqual({ received: true, ignored: 'charge.succeeded' });
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_unknown'))).toHaveLength(0);
  });
});

describe('GET /payments/session/{sessionId}', () => {
  it("shows the payer their own session's state and hides others'", async () => {
    const ad = await f.makeAd(owner.id);
    const { sessionId } = (await f.checkout(owner.token, { adId: ad.id, offerType: 'urgent' })).json.data;
    const mine = await t.call('GET', `/api/v1/payments/session/${sessionId}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.json.data).toMatchObject({ sessionId, status: 'pending', purpose: 'promotion', subject: { adId: ad.id, offerType: 'urgent', level: 1 } });
    expect((await t.call('GET', `/api/v1/payments/session/${sessionId}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/api/v1/payments/session/${sessionId}`)).status).toBe(401);
    await deliver(event('checkout.session.completed', { id: sessionId, payment_status: 'paid' }));
    expect((await t.call('GET', `/api/v1/payments/session/${sessionId}`, { token: owner.token })).json.data.status).toBe('paid');
  });

  it('has no test checkout pages when Stripe is configured', async () => {
    const ad = await f.makeAd(owner.id);
    const { sessionId } = (await f.checkout(owner.token, { adId: ad.id, offerType: 'urgent' })).json.data;
    const res = await t.call('POST', `/api/v1/test-checkout/${sessionId}/pay`, { token: owner.token });
    expect(res.status).toBe(404);
    expect((await f.sessionRow(sessionId)).status).toBe('pending');
  });
});
