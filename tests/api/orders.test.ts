import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/rows.ts';
import { type Member, startTestApp, type TestApp } from './helpers.ts';
import { orderFixtures, type OrderFixtures } from './order-helpers.ts';

let t: TestApp;
let f: OrderFixtures;
let alice: Member;
let stranger: Member;
let ownerA: Member;
let ownerB: Member;
let shopA: number;
let shopB: number;
let a1: number;
let b1: number;
/** Partially delivered: shop A's part delivered, shop B's still processing. */
let mixed: number;
let cancelled: number;
let open: number;
let mixedSubs: { id: number; shop_id: number }[];

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixtures(t);
  alice = await f.makeUser('Alice');
  stranger = await f.makeUser('Stranger');
  ownerA = await f.makeUser('OwnerA');
  ownerB = await f.makeUser('OwnerB');
  shopA = await f.makeShop(ownerA.id, 'Shop A');
  shopB = await f.makeShop(ownerB.id, 'Shop B');
  a1 = await f.makeItem(shopA, ownerA.id, { name: 'Kettle', price: '20.00', offerPrice: '15.50' });
  b1 = await f.makeItem(shopB, ownerB.id, { name: 'Lamp', price: '9.99' });
  mixed = await f.placeCashOrder(alice.id, [
    { id: a1, quantity: 2 },
    { id: b1, quantity: 1 },
  ]);
  cancelled = await f.placeCashOrder(alice.id, [{ id: a1, quantity: 1 }]);
  open = await f.placeCashOrder(alice.id, [{ id: b1, quantity: 3 }]);
  mixedSubs = (await f.subOrdersOf(mixed)).map((s) => ({ id: Number(s.id), shop_id: Number(s.shop_id) }));
  const partA = mixedSubs.find((s) => s.shop_id === shopA)!.id;
  expect((await f.move(ownerA.token, partA, 'shipped')).status).toBe(200);
  expect((await f.move(ownerA.token, partA, 'delivered')).status).toBe(200);
  const [cancelledSub] = await f.subOrdersOf(cancelled);
  expect((await f.move(ownerA.token, Number(cancelledSub!.id), 'cancelled')).status).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

const list = (path: string, token: string, query = '') => t.call('GET', `/api/v1/seller/ads/${path}${query}`, { token });
const ids = (res: { json: any }) => res.json.data.data.map((m: { id: number }) => m.id);

describe('order tabs', () => {
  it('lists all of the buyer’s orders, newest first, with everything a card and the details page show', async () => {
    const res = await list('get-personalized-order', alice.token);
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('success');
    expect(res.json.data).toMatchObject({ current_page: 1, last_page: 1, per_page: 8, total: 3 });
    expect(ids(res)).toEqual([open, cancelled, mixed]);
    const m = res.json.data.data.find((o: { id: number }) => o.id === mixed);
    expect(m.master_order_number).toMatch(/^RM-\d{4}-\d{6}$/);
    expect(m).toMatchObject({ customer_id: alice.id, total_amount: '40.99', total_quantity: 3, display_status: 'Partially Delivered', payment_method: 'cash' });
    expect(m.customer).toMatchObject({ id: alice.id, name: 'Alice', last_name: 'Tester' });
    expect(m.orders).toHaveLength(2);
    const partA = m.orders.find((o: { shop_id: number }) => o.shop_id === shopA);
    expect(partA).toMatchObject({ order_id: mixed, process_step: 'delivered', order_status_id: 4, order_status: { id: 4, name: 'Delivered' }, total_amount: '31.00' });
    expect(partA.shop).toEqual({ id: shopA, name: 'Shop A', logo: null });
    expect(partA.shipping).toMatchObject({ id: 1, name: 'Cash on Delivery' });
    expect(partA.details).toEqual([
      expect.objectContaining({ ads_id: a1, current_price: '15.50', quantity: 2, ads: expect.objectContaining({ id: a1, name: 'Kettle', attachment: [expect.objectContaining({ attachment: `/storage/ads/${a1}/a-1280.webp` })] }) }),
    ]);
    expect(partA.shipping_activities.map((a: { order_status: { name: string } }) => a.order_status.name)).toEqual(['Order Placed', 'Processing', 'Shipped', 'Delivered']);
    expect(partA.shipping_activities.at(-1).description).toBe('Your order has been delivered.');
  });

  it('puts an order under each tab one of its sub-orders is in', async () => {
    expect(ids(await list('get-processing-orders', alice.token))).toEqual([open, mixed]);
    expect(ids(await list('get-recieved-orders', alice.token))).toEqual([mixed]);
    expect(ids(await list('get-cancelled-orders', alice.token))).toEqual([cancelled]);
    const c = (await list('get-cancelled-orders', alice.token)).json.data.data[0];
    expect(c.display_status).toBe('Cancelled');
  });

  it('pages with per_page and reports true totals', async () => {
    const res = await list('get-personalized-order', alice.token, '?per_page=1&page=2');
    expect(res.json.data).toMatchObject({ current_page: 2, last_page: 3, per_page: 1, total: 3 });
    expect(ids(res)).toEqual([cancelled]);
    const beyond = await list('get-personalized-order', alice.token, '?per_page=1&page=9');
    expect(beyond.json.data.data).toEqual([]);
    expect(beyond.json.data.total).toBe(3);
  });

  it('searches by part of the master order number or by a sub-order id', async () => {
    const all = (await list('get-personalized-order', alice.token)).json.data.data;
    const number = all.find((m: { id: number }) => m.id === cancelled).master_order_number as string;
    const byNumber = await list('get-personalized-order', alice.token, `?search=${encodeURIComponent(number.toLowerCase())}`);
    expect(ids(byNumber)).toEqual([cancelled]);
    const byPart = await list('get-personalized-order', alice.token, `?search=${encodeURIComponent(number.slice(0, 8))}`);
    expect(byPart.json.data.total).toBe(3);
    const bySub = await list('get-personalized-order', alice.token, `?search=%23${mixedSubs[1]!.id}`);
    expect(ids(bySub)).toContain(mixed);
    const none = await list('get-personalized-order', alice.token, '?search=ZZZ-nothing');
    expect(none.json.data).toMatchObject({ data: [], total: 0, last_page: 1 });
    const inTab = await list('get-cancelled-orders', alice.token, `?search=${encodeURIComponent(number)}`);
    expect(ids(inTab)).toEqual([cancelled]);
  });

  it('shows nobody else the buyer’s orders and needs sign-in', async () => {
    const res = await list('get-personalized-order', stranger.token);
    expect(res.json.data).toMatchObject({ data: [], total: 0 });
    expect((await list('get-personalized-order', ownerA.token)).json.data.total).toBe(0);
    expect((await t.call('GET', '/api/v1/seller/ads/get-processing-orders')).status).toBe(401);
  });
});

describe('GET /seller/ads/get-order-details/{id}', () => {
  it('answers the buyer’s own master order', async () => {
    const res = await t.call('GET', `/api/v1/seller/ads/get-order-details/${mixed}`, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: mixed, customer_id: alice.id, display_status: 'Partially Delivered' });
    expect(res.json.data.orders.map((o: { shop: { name: string } }) => o.shop.name).sort()).toEqual(['Shop A', 'Shop B']);
  });

  it('answers 404 for someone else’s order (even the shop owner’s) and for unknown ids', async () => {
    for (const token of [stranger.token, ownerA.token]) {
      const res = await t.call('GET', `/api/v1/seller/ads/get-order-details/${mixed}`, { token });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('Order not found.');
    }
    expect((await t.call('GET', '/api/v1/seller/ads/get-order-details/999999', { token: alice.token })).status).toBe(404);
    expect((await t.call('GET', `/api/v1/seller/ads/get-order-details/${mixed}`)).status).toBe(401);
  });
});

describe('GET /seller/ads/get-tracking-details', () => {
  it('gives the buyer the sub-order, its activities and the normal timeline', async () => {
    const partB = mixedSubs.find((s) => s.shop_id === shopB)!.id;
    const res = await t.call('GET', `/api/v1/seller/ads/get-tracking-details?order_id=${partB}`, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.json.data.order).toMatchObject({ id: partB, process_step: 'processing', order_status: { id: 2, name: 'Processing' } });
    expect(res.json.data.order.shipping_activities.map((a: { description: string }) => a.description)).toEqual(['Order placed', 'Processing']);
    // The origin's own activities carry their code, so pages can say them in the reader's language.
    expect(res.json.data.order.shipping_activities.map((a: { code: string }) => a.code)).toEqual(['ORDER_PLACED', 'ORDER_PROCESSING']);
    expect(res.json.data.all_statuses).toEqual([
      { id: 1, name: 'Order Placed' },
      { id: 2, name: 'Processing' },
      { id: 3, name: 'Shipped' },
      { id: 4, name: 'Delivered' },
    ]);
  });

  it('ends a cancelled sub-order’s timeline at Cancelled', async () => {
    const [sub] = await f.subOrdersOf(cancelled);
    const res = await t.call('GET', `/api/v1/seller/ads/get-tracking-details?order_id=${sub!.id}`, { token: alice.token });
    expect(res.json.data.all_statuses.map((s: { name: string }) => s.name)).toEqual(['Order Placed', 'Processing', 'Cancelled']);
    expect(res.json.data.order.shipping_activities.at(-1)).toMatchObject({ description: 'Your order has been cancelled by the seller.', code: 'ORDER_CANCELLED_BY_SELLER', order_status: { name: 'Cancelled' } });
  });

  it('lets the owner of the fulfilling shop track it, and nobody else', async () => {
    const partB = mixedSubs.find((s) => s.shop_id === shopB)!.id;
    expect((await t.call('GET', `/api/v1/seller/ads/get-tracking-details?order_id=${partB}`, { token: ownerB.token })).status).toBe(200);
    for (const token of [ownerA.token, stranger.token]) {
      const res = await t.call('GET', `/api/v1/seller/ads/get-tracking-details?order_id=${partB}`, { token });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('No tracking data found.');
    }
    expect((await t.call('GET', '/api/v1/seller/ads/get-tracking-details?order_id=abc', { token: alice.token })).status).toBe(422);
  });
});

describe('demo orders (server/seed/demo-orders.ts)', () => {
  let d: TestApp;
  afterAll(async () => {
    await d?.close();
  });

  it('gives alice and bob an order in every state, through checkout and the owners’ moves, once', async () => {
    d = await startTestApp();
    const { seedDemoOrders } = await import('../../server/seed/demo-orders.ts');
    const g = await orderFixtures(d);
    await seedDemoOrders(d.deps);
    expect((await d.call('GET', '/api/v1/seller/ads/get-personalized-order')).status).toBe(401);
    const buyers: Member[] = [];
    for (const name of ['alice', 'bob']) {
      const m = await g.makeUser(name);
      await d.db.execute(sql`update users set email = ${`${name}@example.com`} where id = ${m.id}`);
      buyers.push(m);
    }
    const carol = await g.makeUser('Carol');
    const dave = await g.makeUser('Dave');
    const items: number[] = [];
    for (const [owner, shopName] of [
      [carol, 'Carol Crafts'],
      [dave, 'Dave Devices'],
      [buyers[1]!, 'Bob Books'],
    ] as const) {
      const s = await g.makeShop(owner.id, shopName);
      for (let i = 0; i < 3; i++) items.push(await g.makeItem(s, owner.id, { name: `${shopName} ${i}`, price: '10.00', stock: 4 }));
    }
    const before = await stockTotal(d);
    await seedDemoOrders(d.deps);
    for (const buyer of buyers) {
      const res = await d.call('GET', '/api/v1/seller/ads/get-personalized-order', { token: buyer.token });
      expect(res.json.data.total).toBe(6);
      expect(res.json.data.data.map((m: { display_status: string }) => m.display_status).sort()).toEqual(
        ['Cancelled', 'Delivered', 'Partially Cancelled', 'Partially Delivered', 'Processing', 'Processing'].sort(),
      );
      const shipped = res.json.data.data.find((m: { orders: { process_step: string }[] }) => m.orders.length === 1 && m.orders[0]!.process_step === 'shipped');
      expect(shipped.orders[0].shipping_activities.map((a: { order_status: { name: string } }) => a.order_status.name)).toEqual(['Order Placed', 'Processing', 'Shipped']);
      const shopNames = res.json.data.data.flatMap((m: { orders: { shop: { name: string } }[] }) => m.orders.map((o) => o.shop.name));
      if (buyer === buyers[1]) expect(shopNames).not.toContain('Bob Books');
    }
    // Stock: every line not cancelled is gone from the shelves, cancelled ones came back.
    const [kept] = await rows<{ q: number }>(
      d.db,
      sql`select coalesce(sum(d.quantity), 0)::int as q from order_details d join orders o on o.id = d.order_id where o.process_step <> 'cancelled'`,
    );
    expect(await stockTotal(d)).toBe(before - Number(kept!.q));
    const [reviews] = await rows<{ n: number }>(d.db, sql`select count(*)::int as n from reviews`);
    expect(reviews!.n).toBe(3);
    await seedDemoOrders(d.deps);
    const [masters] = await rows<{ n: number }>(d.db, sql`select count(*)::int as n from master_orders`);
    expect(masters!.n).toBe(12);
  }, 60_000);
});

async function stockTotal(app: TestApp) {
  const [r] = await rows<{ q: number }>(app.db, sql`select sum(available_quantity)::int as q from ads where shop_id is not null`);
  return Number(r!.q);
}
