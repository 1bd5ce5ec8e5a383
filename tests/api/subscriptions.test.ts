import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/rows.ts';
import { companies, companySubscriptions, paymentSessions } from '../../server/db/schema/index.ts';
import { createStripePayments } from '../../server/platform/payments.ts';
import { GRACE_DAYS } from '../../server/modules/subscriptions/service.ts';
import { form, makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

/**
 * Company subscriptions through the Stripe adapter (a local server speaks the Stripe API; events are signed by the
 * stripe library) and through the built-in test checkout. The company's effective state (subscription_expires_at,
 * max_ads) is what company-ad posting reads, so each webhook story ends with a post allowed or refused.
 */

const WEBHOOK_SECRET = 'whsec_test_subscriptions';
const stripe = new Stripe('sk_test_unused');
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

type StripeRequest = { method: string; path: string; form: URLSearchParams };
const stripeRequests: StripeRequest[] = [];
/** Subscriptions the local Stripe answers a server error for when they are cancelled. */
const uncancellable = new Set<string>();
/** Checkouts paid before they could be closed, with the subscription each started. */
const paidCheckouts = new Map<string, string>();
let fakeStripe: Server;
let counter = 1;
let t: TestApp;
let owner: Member;
let other: Member;
let eventSerial = 0;

async function makeCompany(app: TestApp, ownerId: number, status = 'approved'): Promise<number> {
  const [c] = await app.db.insert(companies).values({ userId: ownerId, name: `Acme ${++counter}`, status }).returning({ id: companies.id });
  return c!.id;
}

async function companyRow(app: TestApp, id: number) {
  const [c] = await app.db.select().from(companies).where(eq(companies.id, id));
  return c!;
}

async function subscriptionRow(app: TestApp, providerId: string) {
  const [s] = await app.db.select().from(companySubscriptions).where(eq(companySubscriptions.providerSubscriptionId, providerId));
  return s;
}

/** A Stripe subscription object (API 2025-03 and later: the period is on the items). */
function subscriptionObject(id: string, companyId: number, f: { status?: string; start: number; end: number; cancel?: boolean; endedAt?: number | null; planId?: number }) {
  return {
    id,
    object: 'subscription',
    customer: `cus_${id}`,
    status: f.status ?? 'active',
    cancel_at_period_end: f.cancel ?? false,
    ended_at: f.endedAt ?? null,
    metadata: { purpose: 'subscription', companyId: String(companyId), planId: String(f.planId ?? 2) },
    items: { object: 'list', data: [{ object: 'subscription_item', current_period_start: f.start, current_period_end: f.end }] },
  };
}

function invoiceObject(subscriptionId: string, companyId: number, start: number, end: number) {
  return {
    id: `in_${++eventSerial}`,
    object: 'invoice',
    customer: `cus_${subscriptionId}`,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: { companyId: String(companyId), planId: '2' } } },
    lines: { object: 'list', data: [{ object: 'line_item', period: { start, end } }] },
  };
}

function event(type: string, object: Record<string, unknown>, created = now()) {
  return JSON.stringify({ id: `evt_sub_${++eventSerial}`, object: 'event', type, created, livemode: false, data: { object } });
}

async function deliver(payload: string, signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) {
  const res = await t.app.request('/api/v1/payments/webhook', { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body: payload });
  return { status: res.status, json: (await res.json()) as any };
}

/** Delivers each payload in turn; every one is accepted. */
async function deliverAll(...payloads: string[]) {
  for (const p of payloads) expect((await deliver(p)).status).toBe(200);
}

async function postCompanyAd(app: TestApp, token: string, companyId: number) {
  const [cat] = await rows<{ id: number }>(app.db, sql`select id from categories where kind = 'ad' and parent_id is not null order by id limit 1`);
  const [cur] = await rows<{ id: number }>(app.db, sql`select id from currencies order by id limit 1`);
  const photo = new Blob([new Uint8Array(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#06c' } }).png().toBuffer())], { type: 'image/png' });
  const fd = form({
    category_id: String(cat!.id),
    name: 'Espresso machine',
    description: 'Dual boiler, new',
    price: '899',
    currency_id: String(cur!.id),
    type: '2',
    company_id: String(companyId),
    external_website: 'https://shop.example.com/espresso',
    location: 'Berlin, Germany',
    lat: '52.52',
    lon: '13.405',
  });
  fd.append('attachment[]', photo, 'photo.png');
  return app.call('POST', '/api/v1/seller/ads/create', { token, body: fd });
}

const expiry = async (companyId: number) => (await companyRow(t, companyId)).subscriptionExpiresAt?.getTime() ?? null;

beforeAll(async () => {
  fakeStripe = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      stripeRequests.push({ method: req.method!, path: req.url!, form: new URLSearchParams(body) });
      res.setHeader('content-type', 'application/json');
      const cancelled = req.method === 'DELETE' ? /^\/v1\/subscriptions\/([\w-]+)$/.exec(req.url!)?.[1] : undefined;
      const expired = req.method === 'POST' ? /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(req.url!)?.[1] : undefined;
      const retrieved = req.method === 'GET' ? /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(req.url!)?.[1] : undefined;
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_sub_${counter++}`;
        res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }));
      } else if (expired && paidCheckouts.has(expired)) {
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in ["open"] can be expired.' } }));
      } else if (expired) {
        res.end(JSON.stringify({ id: expired, object: 'checkout.session', status: 'expired' }));
      } else if (retrieved) {
        res.end(JSON.stringify({ id: retrieved, object: 'checkout.session', status: 'complete', subscription: paidCheckouts.get(retrieved) ?? null }));
      } else if (cancelled && uncancellable.has(cancelled)) {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on our end.' } }));
      } else if (cancelled) {
        res.end(JSON.stringify({ id: cancelled, object: 'subscription', status: 'canceled', ended_at: now(), metadata: {} }));
      } else if (req.method === 'POST' && req.url === '/v1/billing_portal/sessions') {
        res.end(JSON.stringify({ id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test_portal' }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }));
      }
    });
  });
  await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve));
  const port = (fakeStripe.address() as AddressInfo).port;
  t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, APP_URL: 'https://market.example', RATE_LIMIT_SCALE: '100' }, () => ({
    payments: createStripePayments({ secretKey: 'sk_test_local', webhookSecret: WEBHOOK_SECRET, client: { host: '127.0.0.1', port, protocol: 'http' } }),
  }));
  owner = await makeMember(t, 'Owner');
  other = await makeMember(t, 'Other');
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => fakeStripe?.close(() => resolve()));
});

describe('plans', () => {
  it('lists the seeded plans with their price, period and max ads, in every language', async () => {
    const res = await t.call('GET', '/api/v1/subscription-plans');
    expect(res.status).toBe(200);
    expect(res.json.data.map((p: any) => [p.id, p.price, p.interval, p.max_ads])).toEqual([
      [1, '9.00', 'month', 10],
      [2, '29.00', 'month', 50],
      [3, '290.00', 'year', 50],
    ]);
    expect(Object.keys(res.json.data[0].translations.name).sort()).toEqual(['de', 'en', 'es', 'fr', 'ro', 'ru', 'zh']);
  });
});

describe('buying a plan', () => {
  it('opens a Stripe Checkout in subscription mode for the owner of an approved company', async () => {
    const id = await makeCompany(t, owner.id);
    stripeRequests.length = 0;
    const res = await t.call('POST', `/api/v1/company/${id}/subscription/checkout`, { token: owner.token, body: { plan_id: 2 } });
    expect(res.status).toBe(200);
    expect(res.json.data.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_sub_\d+$/);
    const f = stripeRequests[0]!.form;
    expect(f.get('mode')).toBe('subscription');
    expect(f.get('line_items[0][price_data][unit_amount]')).toBe('2900');
    expect(f.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(f.get('line_items[0][price_data][recurring][interval_count]')).toBe('1');
    expect(f.get('subscription_data[metadata][companyId]')).toBe(String(id));
    expect(f.get('subscription_data[metadata][planId]')).toBe('2');
    expect(f.get('success_url')).toBe('https://market.example/subscription/success?session_id={CHECKOUT_SESSION_ID}');
    expect(f.get('cancel_url')).toBe(`https://market.example/account/companies/${id}/subscription`);
    const [session] = await t.db.select().from(paymentSessions).where(eq(paymentSessions.purpose, 'subscription'));
    expect(session).toMatchObject({ userId: owner.id, status: 'pending', amount: '29.00', subject: { companyId: id, planId: 2 } });
    // Nothing changes before the signed webhook.
    expect((await companyRow(t, id)).subscriptionExpiresAt).toBeNull();

    // Asked again for the same plan: back to the open checkout, no second one.
    stripeRequests.length = 0;
    const again = await t.call('POST', `/api/v1/company/${id}/subscription/checkout`, { token: owner.token, body: { plan_id: 2 } });
    expect(again.json.data.url).toBe(res.json.data.url);
    expect(stripeRequests).toHaveLength(0);
  });

  it('refuses anyone but the owner, a company not approved, an unknown plan and a running subscription', async () => {
    const id = await makeCompany(t, owner.id);
    const pending = await makeCompany(t, owner.id, 'pending');
    const buy = (token: string, company: number, plan: unknown) => t.call('POST', `/api/v1/company/${company}/subscription/checkout`, { token, body: { plan_id: plan } });
    expect((await buy(other.token, id, 1)).json).toMatchObject({ message_status: 'NOT_COMPANY_OWNER' });
    expect((await buy(other.token, id, 1)).status).toBe(403);
    expect((await t.call('POST', `/api/v1/company/${id}/subscription/checkout`, { body: { plan_id: 1 } })).status).toBe(401);
    expect((await buy(owner.token, pending, 1)).status).toBe(409);
    expect((await buy(owner.token, pending, 1)).json.message_status).toBe('COMPANY_NOT_APPROVED');
    const unknown = await buy(owner.token, id, 999);
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors_status).toEqual({ plan_id: 'PLAN_NOT_FOUND' });
    expect((await buy(owner.token, id, 'x')).status).toBe(422);
    expect((await buy(owner.token, 987654, 1)).status).toBe(404);
    await t.db.update(companies).set({ subscriptionExpiresAt: new Date(Date.now() + 86_400_000) }).where(eq(companies.id, id));
    const running = await buy(owner.token, id, 1);
    expect(running.status).toBe(409);
    expect(running.json.message_status).toBe('ALREADY_SUBSCRIBED');
    expect(await t.db.select().from(paymentSessions).where(sql`${paymentSessions.subject} @> ${JSON.stringify({ companyId: pending })}::jsonb`)).toHaveLength(0);
  });

  it("shows the subscription and opens the portal for the owner only", async () => {
    const id = await makeCompany(t, owner.id);
    expect((await t.call('GET', `/api/v1/company/${id}/subscription`, { token: other.token })).status).toBe(403);
    expect((await t.call('POST', `/api/v1/company/${id}/subscription/portal`, { token: owner.token })).json.message_status).toBe('NO_SUBSCRIPTION');
    const s = now();
    await deliverAll(event('customer.subscription.created', subscriptionObject('sub_portal', id, { start: s, end: s + 30 * DAY })));
    const view = await t.call('GET', `/api/v1/company/${id}/subscription`, { token: owner.token });
    expect(view.json.data).toMatchObject({ manage: 'portal', can_subscribe: false, subscription: { state: 'active', status: 'active', max_ads: 50, used_ads: 0, remaining_ads: 50, plan: { id: 2 } } });
    expect((await t.call('POST', `/api/v1/company/${id}/subscription/portal`, { token: other.token })).status).toBe(403);
    stripeRequests.length = 0;
    const portal = await t.call('POST', `/api/v1/company/${id}/subscription/portal`, { token: owner.token });
    expect(portal.json.data.url).toBe('https://billing.stripe.com/p/session/test_portal');
    expect(stripeRequests[0]!.path).toBe('/v1/billing_portal/sessions');
    expect(stripeRequests[0]!.form.get('customer')).toBe('cus_sub_portal');
    expect(stripeRequests[0]!.form.get('return_url')).toBe(`https://market.example/account/companies/${id}/subscription`);
    // The test checkout's cancel is not Stripe's.
    expect((await t.call('POST', `/api/v1/company/${id}/subscription/cancel`, { token: owner.token })).json.message_status).toBe('PORTAL_UNAVAILABLE');
  });
});

describe('webhooks', () => {
  it('refuses an event with a wrong signature and changes nothing', async () => {
    const id = await makeCompany(t, owner.id);
    const s = now();
    const payload = event('customer.subscription.created', subscriptionObject('sub_forged', id, { start: s, end: s + 30 * DAY }));
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await deliver(payload, forged)).status).toBe(400);
    expect((await deliver(payload, 't=1,v1=deadbeef')).status).toBe(400);
    expect(await subscriptionRow(t, 'sub_forged')).toBeUndefined();
    expect((await companyRow(t, id)).subscriptionExpiresAt).toBeNull();
  });

  it('a paid checkout: each event delivered twice is handled once, and the company may post until the period end', async () => {
    const id = await makeCompany(t, owner.id);
    const { url } = (await t.call('POST', `/api/v1/company/${id}/subscription/checkout`, { token: owner.token, body: { plan_id: 1 } })).json.data;
    const sessionId = url.split('/').pop();
    const s = now();
    const end = s + 30 * DAY;
    const completed = event('checkout.session.completed', { id: sessionId, object: 'checkout.session', mode: 'subscription', payment_status: 'paid', subscription: 'sub_twice', customer: 'cus_sub_twice', metadata: {} });
    const created = event('customer.subscription.created', subscriptionObject('sub_twice', id, { start: s, end, planId: 1 }));
    const paid = event('invoice.paid', invoiceObject('sub_twice', id, s, end));
    for (const payload of [completed, created, paid]) {
      expect((await deliver(payload)).json).toEqual({ received: true });
      expect((await deliver(payload)).json).toEqual({ received: true, duplicate: true });
    }
    const c = await companyRow(t, id);
    expect(c.subscriptionExpiresAt!.getTime()).toBe(end * 1000);
    expect(c.maxAds).toBe(10);
    expect(await subscriptionRow(t, 'sub_twice')).toMatchObject({ companyId: id, planId: 1, status: 'active', providerCustomerId: 'cus_sub_twice' });

    const success = await t.call('GET', `/api/v1/subscription/session/${sessionId}`, { token: owner.token });
    expect(success.json.data).toMatchObject({ payment: 'paid', plan: { id: 1, max_ads: 10 }, subscription: { state: 'active', remaining_ads: 10 } });
    expect((await t.call('GET', `/api/v1/subscription/session/${sessionId}`, { token: other.token })).status).toBe(404);
    expect((await postCompanyAd(t, owner.token, id)).status).toBe(200);
    expect((await t.call('GET', `/api/v1/subscription/session/${sessionId}`, { token: owner.token })).json.data.subscription).toMatchObject({ used_ads: 1, remaining_ads: 9 });
  });

  it('invoice.payment_failed, subscription.updated and subscription.deleted delivered twice are each handled once', async () => {
    const id = await makeCompany(t, owner.id);
    const s = now() - 32 * DAY;
    const end = s + 30 * DAY;
    await deliverAll(event('customer.subscription.created', subscriptionObject('sub_dup', id, { start: s, end }), s), event('invoice.paid', invoiceObject('sub_dup', id, s, end), s));
    // The renewal fails, the owner then cancels in the portal, and the subscription ends.
    const failed = event('invoice.payment_failed', invoiceObject('sub_dup', id, end, end + 30 * DAY), end);
    const cancelling = event('customer.subscription.updated', subscriptionObject('sub_dup', id, { status: 'past_due', start: end, end: end + 30 * DAY, cancel: true }), end + 60);
    const ended = now() - 60;
    const deleted = event('customer.subscription.deleted', subscriptionObject('sub_dup', id, { status: 'canceled', start: end, end: end + 30 * DAY, cancel: true, endedAt: ended }), ended);
    const states: [boolean, number | null][] = [];
    for (const payload of [failed, cancelling, deleted]) {
      expect((await deliver(payload)).json).toEqual({ received: true });
      const once = await subscriptionRow(t, 'sub_dup');
      const expiresOnce = await expiry(id);
      expect((await deliver(payload)).json).toEqual({ received: true, duplicate: true });
      // The second delivery changed nothing.
      expect(await subscriptionRow(t, 'sub_dup')).toEqual(once);
      expect(await expiry(id)).toBe(expiresOnce);
      states.push([once!.cancelAtPeriodEnd, expiresOnce]);
    }
    // The grace after the failed renewal, still while cancelling, then the end of the subscription.
    expect(states).toEqual([
      [false, (end + GRACE_DAYS * DAY) * 1000],
      [true, (end + GRACE_DAYS * DAY) * 1000],
      [true, ended * 1000],
    ]);
    expect((await subscriptionRow(t, 'sub_dup'))!.status).toBe('canceled');
  });

  it('subscription.updated before checkout.session.completed ends in the same state', async () => {
    const id = await makeCompany(t, owner.id);
    const { url } = (await t.call('POST', `/api/v1/company/${id}/subscription/checkout`, { token: owner.token, body: { plan_id: 2 } })).json.data;
    const sessionId = url.split('/').pop();
    const s = now();
    await deliverAll(
      event('customer.subscription.updated', subscriptionObject('sub_early', id, { start: s, end: s + 30 * DAY })),
      event('checkout.session.completed', { id: sessionId, object: 'checkout.session', mode: 'subscription', payment_status: 'paid', subscription: 'sub_early', customer: 'cus_sub_early', metadata: {} }),
    );
    expect(await expiry(id)).toBe((s + 30 * DAY) * 1000);
    expect(await subscriptionRow(t, 'sub_early')).toMatchObject({ companyId: id, status: 'active', providerCustomerId: 'cus_sub_early' });
    const [session] = await t.db.select().from(paymentSessions).where(eq(paymentSessions.sessionId, sessionId));
    expect(session!.status).toBe('paid');
  });

  it('a renewal ends on the new period whether invoice.paid comes before or after subscription.updated', async () => {
    for (const invoiceFirst of [true, false]) {
      const id = await makeCompany(t, owner.id);
      const sub = `sub_renew_${invoiceFirst}`;
      const s = now() - 29 * DAY;
      const first = s + 30 * DAY;
      const second = first + 30 * DAY;
      await deliverAll(event('customer.subscription.created', subscriptionObject(sub, id, { start: s, end: first }), s), event('invoice.paid', invoiceObject(sub, id, s, first), s));
      const updated = event('customer.subscription.updated', subscriptionObject(sub, id, { start: first, end: second }));
      const paid = event('invoice.paid', invoiceObject(sub, id, first, second));
      await deliverAll(...(invoiceFirst ? [paid, updated] : [updated, paid]));
      expect(await expiry(id)).toBe(second * 1000);
      expect(await subscriptionRow(t, sub)).toMatchObject({ status: 'active', paidThrough: new Date(second * 1000), currentPeriodEnd: new Date(second * 1000) });
    }
  });

  it('keeps what each paid invoice collected once, renewals included, however often it is delivered', async () => {
    const id = await makeCompany(t, owner.id);
    const sub = 'sub_revenue';
    const s = now() - 29 * DAY;
    const first = s + 30 * DAY;
    const charged = (start: number, end: number, paidAt: number) => ({ ...invoiceObject(sub, id, start, end), amount_paid: 2900, currency: 'usd', status_transitions: { paid_at: paidAt } });
    const firstInvoice = charged(s, first, s);
    await deliverAll(event('customer.subscription.created', subscriptionObject(sub, id, { start: s, end: first }), s), event('invoice.paid', firstInvoice, s));
    const renewal = event('invoice.paid', charged(first, first + 30 * DAY, now()));
    await deliverAll(renewal, renewal);
    // A failed attempt and an invoice of nothing collected no money.
    await deliverAll(event('invoice.payment_failed', charged(first, first + 30 * DAY, now())), event('invoice.paid', { ...charged(first, first + 30 * DAY, now()), amount_paid: 0 }));
    const kept = await rows<{ provider_invoice_id: string; amount: string; currency: string; paid_at: Date; company_subscription_id: number }>(
      t.db,
      sql`select i.provider_invoice_id, i.amount::text as amount, i.currency, i.paid_at, i.company_subscription_id from subscription_invoices i
        join company_subscriptions s on s.id = i.company_subscription_id where s.provider_subscription_id = ${sub} order by i.paid_at`,
    );
    expect(kept.map((r) => [r.amount, r.currency])).toEqual([['29.00', 'usd'], ['29.00', 'usd']]);
    expect(kept[0]!.provider_invoice_id).toBe(firstInvoice.id);
    expect(new Date(kept[0]!.paid_at).getTime()).toBe(s * 1000);
  });

  it('two first events about one subscription at once make one row with both facts (PostgreSQL: concurrent transactions)', async () => {
    const id = await makeCompany(t, owner.id);
    const s = now();
    const end = s + 30 * DAY;
    const answers = await Promise.all([
      deliver(event('customer.subscription.created', subscriptionObject('sub_race', id, { start: s, end }))),
      deliver(event('invoice.paid', invoiceObject('sub_race', id, s, end))),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await t.db.select().from(companySubscriptions).where(eq(companySubscriptions.providerSubscriptionId, 'sub_race'))).toHaveLength(1);
    expect(await subscriptionRow(t, 'sub_race')).toMatchObject({ status: 'active', paidThrough: new Date(end * 1000), expiresAt: new Date(end * 1000) });
    expect(await expiry(id)).toBe(end * 1000);
  });

  it('an older subscription event delivered late changes nothing', async () => {
    const id = await makeCompany(t, owner.id);
    const s = now();
    const newer = event('customer.subscription.updated', subscriptionObject('sub_stale', id, { start: s, end: s + 30 * DAY, cancel: true }), s);
    const older = event('customer.subscription.updated', subscriptionObject('sub_stale', id, { start: s, end: s + 30 * DAY, cancel: false }), s - 60);
    await deliverAll(newer);
    expect((await deliver(older)).json).toEqual({ received: true, ignored: 'older than the stored state' });
    expect((await subscriptionRow(t, 'sub_stale'))!.cancelAtPeriodEnd).toBe(true);
    expect((await t.call('GET', `/api/v1/company/${id}/subscription`, { token: owner.token })).json.data.subscription.state).toBe('cancelling');
  });

  it(`a failed renewal gives ${GRACE_DAYS} days of grace from the end of the paid period, then the server refuses company ads`, async () => {
    // Paid until 3 days ago: the grace still runs.
    const graced = await makeCompany(t, owner.id);
    const paidEnd = now() - 3 * DAY;
    const start = paidEnd - 30 * DAY;
    await deliverAll(
      event('invoice.paid', invoiceObject('sub_grace', graced, start, paidEnd), start),
      event('invoice.payment_failed', invoiceObject('sub_grace', graced, paidEnd, paidEnd + 30 * DAY), paidEnd),
    );
    expect(await expiry(graced)).toBe((paidEnd + GRACE_DAYS * DAY) * 1000);
    expect((await t.call('GET', `/api/v1/company/${graced}/subscription`, { token: owner.token })).json.data.subscription.state).toBe('grace');
    expect((await postCompanyAd(t, owner.token, graced)).status).toBe(200);
    // The provider's past_due status arriving later says the same.
    await deliverAll(event('customer.subscription.updated', subscriptionObject('sub_grace', graced, { status: 'past_due', start: paidEnd, end: paidEnd + 30 * DAY }), paidEnd + 60));
    expect(await expiry(graced)).toBe((paidEnd + GRACE_DAYS * DAY) * 1000);

    // Paid until 8 days ago: the grace is over by the server clock, although no event said so.
    const lapsed = await makeCompany(t, owner.id);
    const lapsedEnd = now() - 8 * DAY;
    await deliverAll(
      event('customer.subscription.updated', subscriptionObject('sub_lapsed', lapsed, { status: 'past_due', start: lapsedEnd, end: lapsedEnd + 30 * DAY }), lapsedEnd + 60),
    );
    expect(await expiry(lapsed)).toBe((lapsedEnd + GRACE_DAYS * DAY) * 1000);
    const view = await t.call('GET', `/api/v1/company/${lapsed}/subscription`, { token: owner.token });
    expect(view.json.data).toMatchObject({ can_subscribe: true, subscription: { state: 'expired', remaining_ads: 0 } });
    expect((await postCompanyAd(t, owner.token, lapsed)).status).toBe(422);

    // The retried payment succeeds: the company posts again until the new period's end.
    await deliverAll(event('invoice.paid', invoiceObject('sub_lapsed', lapsed, lapsedEnd, lapsedEnd + 30 * DAY)));
    expect(await expiry(lapsed)).toBe((lapsedEnd + 30 * DAY) * 1000);
    expect((await postCompanyAd(t, owner.token, lapsed)).status).toBe(200);
  });

  it('deletion ends posting, and a late update from before it does not bring the subscription back', async () => {
    const id = await makeCompany(t, owner.id);
    const s = now() - DAY;
    const active = subscriptionObject('sub_deleted', id, { start: s, end: s + 30 * DAY });
    await deliverAll(event('customer.subscription.created', active, s));
    expect((await postCompanyAd(t, owner.token, id)).status).toBe(200);
    const ended = now() - 1;
    await deliverAll(event('customer.subscription.deleted', subscriptionObject('sub_deleted', id, { status: 'canceled', start: s, end: s + 30 * DAY, endedAt: ended })));
    expect(await expiry(id)).toBe(ended * 1000);
    expect((await postCompanyAd(t, owner.token, id)).status).toBe(422);
    expect((await deliver(event('customer.subscription.updated', active, now() + 5))).json.ignored).toBe('older than the stored state');
    expect((await deliver(event('invoice.paid', invoiceObject('sub_deleted', id, s, s + 30 * DAY)))).status).toBe(200);
    expect(await expiry(id)).toBe(ended * 1000);
    expect((await subscriptionRow(t, 'sub_deleted'))!.status).toBe('canceled');
    const view = (await t.call('GET', `/api/v1/company/${id}/subscription`, { token: owner.token })).json.data;
    expect(view).toMatchObject({ manage: null, can_subscribe: true, subscription: { state: 'expired' } });
  });

  it('gives no grace to a subscription whose first payment failed', async () => {
    const id = await makeCompany(t, owner.id);
    const s = now();
    await deliverAll(
      event('invoice.payment_failed', invoiceObject('sub_unpaid_first', id, s, s + 30 * DAY)),
      event('customer.subscription.created', subscriptionObject('sub_unpaid_first', id, { status: 'incomplete', start: s, end: s + 30 * DAY })),
    );
    expect((await companyRow(t, id)).subscriptionExpiresAt).toBeNull();
    expect((await postCompanyAd(t, owner.token, id)).status).toBe(422);
  });

  it("acknowledges another application's subscription without storing it", async () => {
    const s = now();
    const foreign = { ...subscriptionObject('sub_foreign', 1, { start: s, end: s + DAY }), metadata: {} };
    expect((await deliver(event('customer.subscription.updated', foreign))).json).toEqual({ received: true, ignored: 'unknown subscription' });
    expect(await subscriptionRow(t, 'sub_foreign')).toBeUndefined();
  });
});

describe("deleting an owner's account", () => {
  it('closes their open plan checkouts and cancels the running Stripe subscriptions first, then takes the companies and their company ads with the account', async () => {
    const leaving = await makeMember(t, 'Leaving');
    const moderator = await makeMember(t, 'Moderator');
    const running = await makeCompany(t, leaving.id);
    const cancelling = await makeCompany(t, leaving.id);
    const ended = await makeCompany(t, leaving.id);
    const s = now();
    await deliverAll(
      event('customer.subscription.created', subscriptionObject('sub_leaving_running', running, { start: s, end: s + 30 * DAY })),
      event('invoice.paid', invoiceObject('sub_leaving_running', running, s, s + 30 * DAY)),
      event('customer.subscription.updated', subscriptionObject('sub_leaving_cancelling', cancelling, { start: s, end: s + 30 * DAY, cancel: true })),
      event('customer.subscription.deleted', subscriptionObject('sub_leaving_ended', ended, { status: 'canceled', start: s - 30 * DAY, end: s, endedAt: s - DAY })),
    );
    await t.db.execute(sql`insert into company_moderators (company_id, moderator_id, status) values (${running}, ${moderator.id}, 'accepted')`);
    const posted = await postCompanyAd(t, moderator.token, running);
    expect(posted.status, JSON.stringify(posted.json)).toBe(200);
    // Two plan checkouts left open: one still open at Stripe, one paid just now (its events not here yet).
    const checkout = async () => {
      const id = await makeCompany(t, leaving.id);
      const res = await t.call('POST', `/api/v1/company/${id}/subscription/checkout`, { token: leaving.token, body: { plan_id: 1 } });
      return String(res.json.data.url).split('/').pop()!;
    };
    const stillOpen = await checkout();
    const paidJustNow = await checkout();
    paidCheckouts.set(paidJustNow, 'sub_leaving_paid_just_now');

    // Stripe fails on the second one: the account and its companies stay, the first stays cancelled.
    uncancellable.add('sub_leaving_cancelling');
    stripeRequests.length = 0;
    const refused = await t.call('POST', '/api/v1/account/delete', { token: leaving.token, body: {} });
    expect(refused.status).toBe(503);
    expect(refused.json.message_status).toBe('SUBSCRIPTIONS_NOT_CANCELLED');
    expect((await t.call('GET', '/api/v1/company/me', { token: leaving.token })).json.data.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([running, cancelling, ended]));
    expect(await subscriptionRow(t, 'sub_leaving_running')).toMatchObject({ status: 'canceled' });
    expect((await companyRow(t, running)).subscriptionExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now());

    uncancellable.delete('sub_leaving_cancelling');
    const done = await t.call('POST', '/api/v1/account/delete', { token: leaving.token, body: {} });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    // The open checkouts were closed first, once each: the one paid meanwhile had its new subscription cancelled.
    const paths = stripeRequests.map((r) => `${r.method} ${r.path}`);
    expect(paths.filter((p) => p.endsWith('/expire')).sort()).toEqual([`POST /v1/checkout/sessions/${paidJustNow}/expire`, `POST /v1/checkout/sessions/${stillOpen}/expire`].sort());
    for (const id of [stillOpen, paidJustNow]) {
      expect((await t.db.select({ status: paymentSessions.status }).from(paymentSessions).where(eq(paymentSessions.sessionId, id)))[0]).toEqual({ status: 'expired' });
    }
    // Each running subscription reached Stripe's cancel call (the failed one again on the retry, and maybe by the
    // client's own retry); one cancelled before is not asked again, the ended one never.
    const cancels = paths.filter((p) => p.startsWith('DELETE '));
    expect(cancels.filter((p) => p === 'DELETE /v1/subscriptions/sub_leaving_paid_just_now')).toHaveLength(1);
    expect(cancels.filter((p) => p === 'DELETE /v1/subscriptions/sub_leaving_running')).toHaveLength(1);
    expect(cancels.at(-1)).toBe('DELETE /v1/subscriptions/sub_leaving_cancelling');
    expect(cancels.some((p) => p.includes('sub_leaving_ended'))).toBe(false);
    expect(await t.db.select().from(companies).where(eq(companies.userId, leaving.id))).toEqual([]);
    expect(await subscriptionRow(t, 'sub_leaving_cancelling')).toBeUndefined();
    const [ad] = await rows<{ deleted_at: Date | null; delete_reason: string | null; company_id: number | null }>(
      t.db,
      sql`select deleted_at, delete_reason, company_id from ads where id = ${posted.json.data.id}`,
    );
    expect(ad).toMatchObject({ delete_reason: 'company', company_id: null });
    expect(ad!.deleted_at).not.toBeNull();
    // Stripe's own deletion event arriving afterwards finds nothing to bring back.
    expect((await deliver(event('customer.subscription.deleted', subscriptionObject('sub_leaving_running', running, { status: 'canceled', start: s, end: s + 30 * DAY, endedAt: now() })))).json).toEqual({
      received: true,
      ignored: 'unknown subscription',
    });
  });
});

describe('the built-in test checkout', () => {
  let tc: TestApp;
  beforeAll(async () => {
    tc = await startTestApp({ APP_URL: 'https://market.example', RATE_LIMIT_SCALE: '100' });
  });
  afterAll(async () => {
    await tc?.close();
  });

  it('Pay delivers the subscription, its paid invoice and the completed checkout; Cancel ends it at the period end through the webhook', async () => {
    const buyer = await makeMember(tc, 'Buyer');
    const id = await makeCompany(tc, buyer.id);
    const { url } = (await tc.call('POST', `/api/v1/company/${id}/subscription/checkout`, { token: buyer.token, body: { plan_id: 3 } })).json.data;
    const sessionId = url.split('/').pop();
    expect(url).toBe(`https://market.example/test-checkout/${sessionId}`);
    const page = await tc.call('GET', `/api/v1/test-checkout/${sessionId}`, { token: buyer.token });
    expect(page.json.data).toMatchObject({ purpose: 'subscription', amount: '290.00', interval: 'year', interval_count: 1 });

    const paid = await tc.call('POST', `/api/v1/test-checkout/${sessionId}/pay`, { token: buyer.token });
    expect(paid.json.data.redirect_url).toBe(`https://market.example/subscription/success?session_id=${sessionId}`);
    const success = (await tc.call('GET', `/api/v1/subscription/session/${sessionId}`, { token: buyer.token })).json.data;
    expect(success).toMatchObject({ payment: 'paid', plan: { id: 3, interval: 'year' }, subscription: { state: 'active', max_ads: 50, remaining_ads: 50 } });
    const end = new Date(success.subscription.current_period_end).getTime();
    const start = new Date(success.subscription.current_period_start).getTime();
    expect(Math.round((end - start) / 86_400_000)).toBeGreaterThanOrEqual(365);
    expect((await companyRow(tc, id)).subscriptionExpiresAt!.getTime()).toBe(end);
    const [invoice] = await rows<{ amount: string; currency: string }>(
      tc.db,
      sql`select i.amount::text as amount, i.currency from subscription_invoices i join company_subscriptions s on s.id = i.company_subscription_id where s.company_id = ${id}`,
    );
    expect(invoice).toEqual({ amount: '290.00', currency: 'usd' });

    const stranger = await makeMember(tc, 'Stranger');
    expect((await tc.call('POST', `/api/v1/company/${id}/subscription/cancel`, { token: stranger.token })).status).toBe(403);
    const cancelled = await tc.call('POST', `/api/v1/company/${id}/subscription/cancel`, { token: buyer.token });
    expect(cancelled.json.data).toMatchObject({ manage: 'test', subscription: { state: 'cancelling', cancel_at_period_end: true } });
    expect((await companyRow(tc, id)).subscriptionExpiresAt!.getTime()).toBe(end);
  });
});
