import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, deliveryAddresses, masterOrders, orders, shippingActivities } from '../../server/db/schema/index.ts';
import { releaseExpiredReservations } from '../../server/modules/checkout/payment.ts';
import { createStripePayments } from '../../server/platform/payments.ts';
import { type Member, startTestApp, type TestApp } from './helpers.ts';
import { paymentFixtures, type PaymentFixtures } from './payment-helpers.ts';
import { shopFixtures, type ShopFixtures } from '../../support/shop-fixtures.ts';

/** Checkout through the real Stripe adapter against a local server speaking the Stripe API; webhooks signed by the stripe library. */

const WEBHOOK_SECRET = 'whsec_test_checkout_secret';
const stripe = new Stripe('sk_test_unused');
const stripeRequests: URLSearchParams[] = [];
let stripeFails = false;
let fakeStripe: Server;
let counter = 500;

let t: TestApp;
let f: ShopFixtures;
let pay: PaymentFixtures;
let sellerA: Member;
let sellerB: Member;
let buyer: Member;
let shopA: Awaited<ReturnType<ShopFixtures['makeShop']>>;
let shopB: Awaited<ReturnType<ShopFixtures['makeShop']>>;

const address = { delivery_address: '12 Stefan cel Mare Blvd, Chișinău', street: 'Stefan cel Mare 12', city: 'Chișinău', zip_code: 'MD-2001', lat: 47.0105, lon: 28.8638 };
const checkout = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/v1/seller/ads/checkout', { token, body: { shipping_id: 1, ...address, coupon_code: '', discount_amount: '0', ...body }, headers });
const addToCart = (token: string, adsId: number, quantity: number) => t.call('POST', '/api/v1/seller/cart/create', { token, body: { ads_id: adsId, quantity } });

function event(type: string, object: Record<string, unknown>, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
}
async function deliver(payload: string) {
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await t.app.request('/api/v1/payments/webhook', { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body: payload });
  return { status: res.status, json: (await res.json()) as any };
}
const sessionIdOf = (url: string) => url.split('/').pop()!;
async function masterRow(id: number) {
  const [m] = await t.db.select().from(masterOrders).where(eq(masterOrders.id, id));
  return m!;
}
async function activitiesOf(masterId: number) {
  const subs = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.masterOrderId, masterId));
  return t.db
    .select({ orderId: shippingActivities.orderId, statusId: shippingActivities.orderStatusId, description: shippingActivities.description })
    .from(shippingActivities)
    .where(inArray(shippingActivities.orderId, subs.map((s) => s.id)))
    .orderBy(asc(shippingActivities.id));
}

beforeAll(async () => {
  fakeStripe = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions' && !stripeFails) {
        stripeRequests.push(new URLSearchParams(body));
        const id = `cs_test_${counter++}`;
        res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }));
      } else {
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Refused by the test' } }));
      }
    });
  });
  await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve));
  const port = (fakeStripe.address() as AddressInfo).port;
  t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, APP_URL: 'https://market.example' }, () => ({
    payments: createStripePayments({ secretKey: 'sk_test_local', webhookSecret: WEBHOOK_SECRET, client: { host: '127.0.0.1', port, protocol: 'http' } }),
  }));
  f = await shopFixtures(t);
  pay = await paymentFixtures(t, 'unused');
  sellerA = await f.makeUser('sellera');
  sellerB = await f.makeUser('sellerb');
  buyer = await f.makeUser('buyer');
  shopA = await f.makeShop(sellerA.id, { name: 'Alpha' });
  shopB = await f.makeShop(sellerB.id, { name: 'Beta' });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => fakeStripe?.close(() => resolve()));
});

describe('shipping methods', () => {
  it('lists the active methods with rates, localized by lang', async () => {
    const res = await t.call('GET', '/api/v1/seller/ads/shipping-method-list');
    expect(res.status).toBe(200);
    expect(res.json.data.map((m: any) => m.id)).toEqual([1, 2, 3, 4]);
    expect(res.json.data[0]).toEqual({
      id: 1,
      name: 'Cash on Delivery',
      description: expect.stringContaining('Pay the courier'),
      estimated_delivery_time: 5,
      rates: { rate: '0.00' },
      status: 1,
    });
    expect(res.json.data[1].rates.rate).toBe('4.99');
    const fr = await t.call('GET', '/api/v1/seller/ads/shipping-method-list?lang=fr');
    expect(fr.json.data[0].name).toBe('Paiement à la livraison');
  });
});

describe('delivery addresses', () => {
  it('saves once per text, lists and deletes only the own ones', async () => {
    const user = await f.makeUser('addr');
    const intruder = await f.makeUser('intruder');
    const saved = await t.call('POST', '/api/v1/save-delivery-address', { token: user.token, body: { address: '5 Main St', latitude: 47.1, longitude: 28.8 } });
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe('Address saved.');
    expect(saved.json.data).toMatchObject({ user_id: user.id, address: '5 Main St', latitude: '47.100000', longitude: '28.800000' });
    const again = await t.call('POST', '/api/v1/save-delivery-address', { token: user.token, body: { address: ' 5 main st ' } });
    expect(again.json.data.id).toBe(saved.json.data.id);
    const blank = await t.call('POST', '/api/v1/save-delivery-address', { token: user.token, body: { address: '  ' } });
    expect(blank.status).toBe(422);
    expect(blank.json.message).toBe('The address field is required.');

    expect((await t.call('GET', '/api/v1/get-delivery-addresses', { token: user.token })).json.data).toHaveLength(1);
    expect((await t.call('GET', '/api/v1/get-delivery-addresses', { token: intruder.token })).json.data).toEqual([]);
    const foreign = await t.call('DELETE', `/api/v1/delete-delivery-address/${saved.json.data.id}`, { token: intruder.token });
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toBe('Address not found.');
    const own = await t.call('DELETE', `/api/v1/delete-delivery-address/${saved.json.data.id}`, { token: user.token });
    expect(own.status).toBe(200);
    expect((await t.call('GET', '/api/v1/get-delivery-addresses', { token: user.token })).json.data).toEqual([]);
    expect((await t.call('GET', '/api/v1/get-delivery-addresses')).status).toBe(401);
  });
});

describe('cash on delivery', () => {
  it('places one master order with a sub-order per shop at current prices, takes the stock, empties those cart lines', async () => {
    const lamp = await f.makeItem(shopA, { name: 'Lamp', price: '25.00', offerPrice: '19.99', availableQuantity: 5 });
    const cup = await f.makeItem(shopA, { name: 'Cup', price: '0.10', availableQuantity: 10 });
    const rug = await f.makeItem(shopB, { name: 'Rug', price: '100.00', availableQuantity: 2 });
    const kept = await f.makeItem(shopB, { name: 'Kept in cart', availableQuantity: 3 });
    for (const [id, q] of [[lamp.id, 2], [cup.id, 3], [rug.id, 1], [kept.id, 1]] as const) await addToCart(buyer.token, id, q);

    const res = await checkout(buyer.token, { total_amount: '140.28', ads: [{ id: lamp.id, quantity: 2 }, { id: cup.id, quantity: 3 }, { id: rug.id, quantity: 1 }] });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Your order has been placed successfully.');
    const m = res.json.data.master_order;
    expect(res.json.data.checkout_url).toBeNull();
    expect(m.master_order_number).toMatch(/^RM-\d{4}-\d{6}$/);
    expect(m).toMatchObject({ customer_id: buyer.id, total_amount: '140.28', discount_amount: '0.00', delivery_amount: '0.00', total_quantity: 6, status_id: 2, payment_method: 'cash', payment_status: 'unpaid', reserved_until: null });
    expect(m.orders.map((o: any) => o.shop.name)).toEqual(['Alpha', 'Beta']);
    const [a, b] = m.orders;
    expect(a).toMatchObject({ shop_id: shopA.id, total_amount: '40.28', total_quantity: 5, process_step: 'processing', payment_status: 'unpaid', order_status: { id: 2, name: 'Processing' }, street: address.street, zip_code: 'MD-2001' });
    expect(a.details.map((d: any) => [d.ads_id, d.current_price, d.quantity])).toEqual([[lamp.id, '19.99', 2], [cup.id, '0.10', 3]]);
    expect(b).toMatchObject({ shop_id: shopB.id, total_amount: '100.00' });
    const expected = new Date();
    expected.setUTCDate(expected.getUTCDate() + 5);
    expect(a.expected_delivery_date).toBe(expected.toISOString().slice(0, 10));

    expect(await f.stockOf(lamp.id)).toBe(3);
    expect(await f.stockOf(cup.id)).toBe(7);
    expect(await f.stockOf(rug.id)).toBe(1);
    const left = await t.db.select({ adsId: cartItems.adsId }).from(cartItems).where(eq(cartItems.userId, buyer.id));
    expect(left.map((l) => l.adsId)).toEqual([kept.id]);
    const addresses = await t.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, buyer.id));
    expect(addresses.map((x) => x.address)).toEqual([address.delivery_address]);
    expect((await activitiesOf(m.id)).map((x) => [x.statusId, x.description])).toEqual([
      [1, 'Order placed'],
      [2, 'Processing'],
      [1, 'Order placed'],
      [2, 'Processing'],
    ]);
  });

  it('answers 409 with the server amount when the total differs, and keeps the stock', async () => {
    const item = await f.makeItem(shopA, { name: 'Kettle', price: '30.00', availableQuantity: 4 });
    const res = await checkout(buyer.token, { total_amount: '29.00', ads: [{ id: item.id, quantity: 1 }] });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ message: 'The order total is now $30.00 (you saw $29.00). Please review your order.', message_status: 'TOTAL_CHANGED', errors: { total_amount: ['30.00'] } });
    expect(await f.stockOf(item.id)).toBe(4);
  });

  it('charges the delivery rate once per master order, on the first sub-order', async () => {
    const x = await f.makeItem(shopA, { price: '10.00' });
    const y = await f.makeItem(shopB, { price: '5.00' });
    const res = await checkout(buyer.token, { shipping_id: 2, total_amount: '19.99', ads: [{ id: x.id, quantity: 1 }, { id: y.id, quantity: 1 }] });
    expect(res.status).toBe(200);
    const m = res.json.data.master_order;
    expect(m).toMatchObject({ total_amount: '19.99', delivery_amount: '4.99' });
    expect(m.orders.map((o: any) => [o.delivery_amount, o.total_amount])).toEqual([['4.99', '14.99'], ['0.00', '5.00']]);
  });

  it('rolls every line back when one line cannot be served, naming the item', async () => {
    const first = await f.makeItem(shopA, { name: 'Chair', availableQuantity: 5 });
    const second = await f.makeItem(shopB, { name: 'Table', availableQuantity: 2 });
    const res = await checkout(buyer.token, { total_amount: '160.00', ads: [{ id: first.id, quantity: 1 }, { id: second.id, quantity: 3 }] });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ message: 'Only 2 left of “Table” (you asked for 3).', message_status: 'NOT_ENOUGH_STOCK' });
    expect(await f.stockOf(first.id)).toBe(5);
    expect(await f.stockOf(second.id)).toBe(2);

    const empty = await f.makeItem(shopA, { name: 'Sofa', availableQuantity: 0 });
    const gone = await checkout(buyer.token, { total_amount: '40.00', ads: [{ id: empty.id, quantity: 1 }] });
    expect(gone.status).toBe(409);
    expect(gone.json.message).toBe('“Sofa” is no longer in stock.');
    const retired = await f.makeItem(shopA, { name: 'Stool', status: 0 });
    expect((await checkout(buyer.token, { total_amount: '40.00', ads: [{ id: retired.id, quantity: 1 }] })).json.message).toBe('“Stool” is no longer sold.');
  });

  it("refuses classified ads and the buyer's own shop items", async () => {
    const classified = await f.makeClassified(sellerA.id);
    const ad = await checkout(buyer.token, { total_amount: '10.00', ads: [{ id: classified.id, quantity: 1 }] });
    expect(ad.status).toBe(422);
    expect(ad.json.message).toBe('Only shop items can be ordered.');
    const own = await f.makeItem(shopA);
    const mine = await checkout(sellerA.token, { total_amount: '40.00', ads: [{ id: own.id, quantity: 1 }] });
    expect(mine.status).toBe(422);
    expect(mine.json.message).toBe('You cannot buy items from your own shop.');
    expect(await f.stockOf(own.id)).toBe(5);
  });

  it('validates the form with clear texts', async () => {
    const item = await f.makeItem(shopA);
    const noStreet = await checkout(buyer.token, { street: ' ', total_amount: '40.00', ads: [{ id: item.id, quantity: 1 }] });
    expect(noStreet.status).toBe(422);
    expect(noStreet.json.message).toBe('The street field is required.');
    const noItems = await checkout(buyer.token, { total_amount: '0.00', ads: [] });
    expect(noItems.json.message).toBe('Select at least one item to check out.');
    const coupon = await checkout(buyer.token, { coupon_code: 'SAVE10', total_amount: '40.00', ads: [{ id: item.id, quantity: 1 }] });
    expect(coupon.status).toBe(422);
    expect(coupon.json.message).toBe('This coupon code is not valid.');
    const method = await checkout(buyer.token, { shipping_id: 99, total_amount: '40.00', ads: [{ id: item.id, quantity: 1 }] });
    expect(method.json.message).toBe('This shipping method is not available.');
    expect((await t.call('POST', '/api/v1/seller/ads/checkout', { body: {} })).status).toBe(401);
    expect(await f.stockOf(item.id)).toBe(5);
  });
});

describe('idempotency', () => {
  it('answers the first order for the same key (body or header) and takes the stock once', async () => {
    const item = await f.makeItem(shopA, { availableQuantity: 5 });
    const body = { total_amount: '40.00', ads: [{ id: item.id, quantity: 1 }], idempotency_key: 'key-0001-abcdef' };
    const first = await checkout(buyer.token, body);
    const second = await checkout(buyer.token, body);
    expect(second.status).toBe(200);
    expect(second.json.message).toBe('This order was already placed.');
    expect(second.json.data.master_order.id).toBe(first.json.data.master_order.id);
    const viaHeader = await checkout(buyer.token, { total_amount: '40.00', ads: [{ id: item.id, quantity: 1 }] }, { 'Idempotency-Key': 'key-0001-abcdef' });
    expect(viaHeader.json.data.master_order.id).toBe(first.json.data.master_order.id);
    expect(await f.stockOf(item.id)).toBe(4);
  });

  it('treats the same cart sent twice within 10 s without a key as one order', async () => {
    const item = await f.makeItem(shopB, { availableQuantity: 5 });
    const body = { total_amount: '80.00', ads: [{ id: item.id, quantity: 2 }] };
    const [one, two] = await Promise.all([checkout(buyer.token, body), checkout(buyer.token, body)]);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(two.json.data.master_order.id).toBe(one.json.data.master_order.id);
    expect(await f.stockOf(item.id)).toBe(3);
    // Outside the window the same cart is a new order.
    await t.db.execute(sql`update master_orders set created_at = now() - interval '11 seconds' where id = ${one.json.data.master_order.id}`);
    const later = await checkout(buyer.token, body);
    expect(later.json.data.master_order.id).not.toBe(one.json.data.master_order.id);
    expect(await f.stockOf(item.id)).toBe(1);
  });
});

describe('card payment', () => {
  it('reserves the stock, answers the payment page, and the signed webhook pays it exactly once', async () => {
    const item = await f.makeItem(shopA, { name: 'Blender', price: '50.00', availableQuantity: 3 });
    stripeRequests.length = 0;
    const res = await checkout(buyer.token, { shipping_id: 3, total_amount: '112.99', ads: [{ id: item.id, quantity: 2 }] });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Continue to payment.');
    const m = res.json.data.master_order;
    expect(res.json.data.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
    expect(m).toMatchObject({ payment_method: 'card', payment_status: 'pending', status_id: 1, total_amount: '112.99' });
    const reservedFor = (new Date(m.reserved_until).getTime() - Date.now()) / 60_000;
    expect(reservedFor).toBeGreaterThan(31);
    expect(reservedFor).toBeLessThanOrEqual(32);
    expect(await f.stockOf(item.id)).toBe(1);
    const form = stripeRequests[0]!;
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('11299');
    expect(form.get('metadata[purpose]')).toBe('order');
    expect(form.get('metadata[masterOrderId]')).toBe(String(m.id));
    expect(Number(form.get('expires_at'))).toBe(Math.floor(new Date(m.reserved_until).getTime() / 1000) - 60);

    const sessionId = sessionIdOf(res.json.data.checkout_url);
    expect(await pay.sessionRow(sessionId)).toMatchObject({ purpose: 'order', status: 'pending', amount: '112.99', subject: { masterOrderId: m.id } });
    const payload = event('checkout.session.completed', { id: sessionId, object: 'checkout.session', payment_status: 'paid' }, `evt_order_paid_${m.id}`);
    expect((await deliver(payload)).json).toEqual({ received: true });
    expect((await deliver(payload)).json).toEqual({ received: true, duplicate: true });
    expect((await deliver(event('checkout.session.completed', { id: sessionId, payment_status: 'paid' }))).json.ignored).toMatch(/already paid/);

    expect(await masterRow(m.id)).toMatchObject({ paymentStatus: 'paid', statusId: 2, reservedUntil: null });
    expect((await activitiesOf(m.id)).map((x) => x.description)).toEqual(['Order placed, awaiting payment', 'Payment received']);
    const [sub] = await t.db.select().from(orders).where(eq(orders.masterOrderId, m.id));
    expect(sub).toMatchObject({ paymentStatus: 'paid', orderStatusId: 2, processStep: 'processing' });
    expect(await f.stockOf(item.id)).toBe(1);
    // Nothing releases a paid order.
    await deliver(event('checkout.session.expired', { id: sessionId }));
    expect(await f.stockOf(item.id)).toBe(1);
  });

  it('gives the stock back exactly once when the checkout expires or is cancelled', async () => {
    const item = await f.makeItem(shopB, { name: 'Toaster', price: '20.00', availableQuantity: 2 });
    const res = await checkout(buyer.token, { shipping_id: 4, total_amount: '42.49', ads: [{ id: item.id, quantity: 2 }] });
    const m = res.json.data.master_order;
    expect(await f.stockOf(item.id)).toBe(0);
    const sessionId = sessionIdOf(res.json.data.checkout_url);
    expect((await deliver(event('checkout.session.expired', { id: sessionId }))).status).toBe(200);
    expect(await f.stockOf(item.id)).toBe(2);
    await deliver(event('checkout.session.expired', { id: sessionId }));
    expect(await releaseExpiredReservations(t.db)).toBe(0);
    expect(await f.stockOf(item.id)).toBe(2);
    expect(await masterRow(m.id)).toMatchObject({ paymentStatus: 'released', statusId: 5 });
    const [sub] = await t.db.select().from(orders).where(eq(orders.masterOrderId, m.id));
    expect(sub).toMatchObject({ processStep: 'cancelled', orderStatusId: 5 });
    expect((await activitiesOf(m.id)).map((x) => [x.statusId, x.description])).toEqual([
      [1, 'Order placed, awaiting payment'],
      [5, 'Payment not completed'],
    ]);
  });

  it('releases reservations whose time ran out, once, through the sweep', async () => {
    const item = await f.makeItem(shopA, { price: '10.00', availableQuantity: 3 });
    const res = await checkout(buyer.token, { shipping_id: 2, total_amount: '24.99', ads: [{ id: item.id, quantity: 2 }] });
    const id = res.json.data.master_order.id;
    expect(await releaseExpiredReservations(t.db)).toBe(0);
    await t.db.update(masterOrders).set({ reservedUntil: sql`now() - interval '1 second'` }).where(eq(masterOrders.id, id));
    expect(await releaseExpiredReservations(t.db)).toBe(1);
    expect(await releaseExpiredReservations(t.db)).toBe(0);
    expect(await f.stockOf(item.id)).toBe(3);
    expect((await masterRow(id)).paymentStatus).toBe('released');

    // Paid late (a delayed webhook) while the stock is still there: taken again and the order is paid.
    const sessionId = sessionIdOf(res.json.data.checkout_url);
    expect((await deliver(event('checkout.session.completed', { id: sessionId, payment_status: 'paid' }))).json).toEqual({ received: true });
    expect((await masterRow(id)).paymentStatus).toBe('paid');
    expect(await f.stockOf(item.id)).toBe(1);
  });

  it('answers the same payment page for a repeated card checkout', async () => {
    const item = await f.makeItem(shopA, { price: '10.00', availableQuantity: 3 });
    const body = { shipping_id: 2, total_amount: '14.99', ads: [{ id: item.id, quantity: 1 }], idempotency_key: 'card-key-0001' };
    const first = await checkout(buyer.token, body);
    const again = await checkout(buyer.token, body);
    expect(again.json.data.checkout_url).toBe(first.json.data.checkout_url);
    expect(await f.stockOf(item.id)).toBe(2);
  });

  it('releases the reservation at once when the provider fails', async () => {
    const item = await f.makeItem(shopB, { price: '10.00', availableQuantity: 3 });
    stripeFails = true;
    try {
      const res = await checkout(buyer.token, { shipping_id: 2, total_amount: '14.99', ads: [{ id: item.id, quantity: 1 }] });
      expect(res.status).toBe(502);
      expect(res.json).toMatchObject({ message: 'The payment could not be started, so the order was not placed. Please try again.', message_status: 'PAYMENT_START_FAILED' });
    } finally {
      stripeFails = false;
    }
    expect(await f.stockOf(item.id)).toBe(3);
  });
});

describe('the built-in test checkout', () => {
  let local: TestApp;
  let lf: ShopFixtures;
  beforeAll(async () => {
    local = await startTestApp({ APP_URL: 'https://market.example' });
    lf = await shopFixtures(local);
  });
  afterAll(async () => {
    await local?.close();
  });

  async function cardOrder(stock: number) {
    const seller = await lf.makeUser('localseller');
    const shopper = await lf.makeUser('localbuyer');
    const item = await lf.makeItem(await lf.makeShop(seller.id), { price: '10.00', availableQuantity: stock });
    const res = await local.call('POST', '/api/v1/seller/ads/checkout', {
      token: shopper.token,
      body: { shipping_id: 2, ...address, total_amount: '14.99', ads: [{ id: item.id, quantity: 1 }] },
    });
    expect(res.status).toBe(200);
    const url = new URL(res.json.data.checkout_url as string);
    expect(url.pathname).toMatch(/^\/test-checkout\//);
    return { item, id: res.json.data.master_order.id as number, shopper, api: `/api/v1${url.pathname}` };
  }

  it('Cancel gives the reserved stock back and cancels the sub-orders', async () => {
    const { item, id, shopper, api } = await cardOrder(2);
    expect(await lf.stockOf(item.id)).toBe(1);
    const page = await local.call('GET', api, { token: shopper.token });
    expect(page.json.data).toMatchObject({ purpose: 'order', amount: '14.99', currency: 'usd', status: 'pending' });
    const cancel = await local.call('POST', `${api}/cancel`, { token: shopper.token });
    expect(cancel.status).toBe(200);
    expect(cancel.json.data.redirect_url).toBe('https://market.example/payment-cancel?kind=order');
    expect(await lf.stockOf(item.id)).toBe(2);
    const [m] = await local.db.select().from(masterOrders).where(eq(masterOrders.id, id));
    expect(m).toMatchObject({ paymentStatus: 'released', statusId: 5 });
    const [sub] = await local.db.select().from(orders).where(eq(orders.masterOrderId, id));
    expect(sub!.processStep).toBe('cancelled');
  });

  it('Pay marks the order paid and keeps the stock taken', async () => {
    const { item, id, shopper, api } = await cardOrder(2);
    // Nobody but the buyer can pay it, signed out or signed in as someone else.
    expect((await local.call('POST', `${api}/pay`)).status).toBe(401);
    expect((await local.call('POST', `${api}/pay`, { token: (await lf.makeUser('stranger')).token })).status).toBe(404);
    expect(await lf.stockOf(item.id)).toBe(1);
    const paid = await local.call('POST', `${api}/pay`, { token: shopper.token });
    expect(paid.status).toBe(200);
    const [m] = await local.db.select().from(masterOrders).where(eq(masterOrders.id, id));
    expect(m!.paymentStatus).toBe('paid');
    expect(await lf.stockOf(item.id)).toBe(1);
  });
});
