import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/rows.ts';
import { form, type Member, startTestApp, type TestApp } from './helpers.ts';
import { orderFixtures, pngBlob, type OrderFixtures } from './order-helpers.ts';

let t: TestApp;
let f: OrderFixtures;
let owner: Member;
let rival: Member;
let buyer: Member;
let shop: number;
let rivalShop: number;
let adCategoryId: number;

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixtures(t);
  owner = await f.makeUser('Owner');
  rival = await f.makeUser('Rival');
  buyer = await f.makeUser('Member');
  shop = await f.makeShop(owner.id, 'Carol Crafts');
  rivalShop = await f.makeShop(rival.id, 'Rival Goods');
  await t.db.execute(sql`update shops set lat = 47.010500, lon = 28.863800, location = 'Chișinău, Moldova' where id = ${shop}`);
  const [cat] = await rows<{ id: number }>(t.db, sql`select id from categories where kind = 'ad' limit 1`);
  adCategoryId = Number(cat!.id);
});

afterAll(async () => {
  await t?.close();
});

async function productForm(fields: Record<string, string> = {}, photos = 1) {
  const body = form({
    name: 'Linen apron',
    description: 'Hand-sewn linen apron',
    brand: 'Carol Crafts',
    price: '35.00',
    offer_price: '29.90',
    available_quantity: '12',
    category_id: String(f.shopCategoryId),
    ...fields,
  });
  for (let i = 0; i < photos; i++) body.append('photos[]', await pngBlob(), `p${i}.png`);
  return body;
}

describe('GET /seller/shop/mine', () => {
  it('lists the caller’s shops with their counters, and none for others', async () => {
    const res = await t.call('GET', '/api/v1/seller/shop/mine', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(1);
    expect(res.json.data[0]).toMatchObject({ id: shop, name: 'Carol Crafts', status: 'active', total_review: 0, average_rating: '0.00', open_orders: 0 });
    expect((await t.call('GET', '/api/v1/seller/shop/mine', { token: buyer.token })).json.data).toEqual([]);
    expect((await t.call('GET', '/api/v1/seller/shop/mine')).status).toBe(401);
  });
});

describe('shop products', () => {
  let productId: number;

  it('creates a product with photos, the shop’s location and currency, brand and stock', async () => {
    const res = await t.call('POST', `/api/v1/seller/shop/${shop}/products`, { token: owner.token, body: await productForm({}, 2) });
    expect(res.status).toBe(200);
    const p = res.json.data;
    productId = p.id;
    expect(p).toMatchObject({
      shop_id: shop,
      owner_id: owner.id,
      name: 'Linen apron',
      brand: 'Carol Crafts',
      price: '35.00',
      offer_price: '29.90',
      available_quantity: 12,
      category_id: f.shopCategoryId,
      location: 'Chișinău, Moldova',
      lat: 47.0105,
      status: 1,
      currency_symbol: '$',
    });
    expect(p.attachment).toHaveLength(2);
    expect(p.attachment[0].attachment).toMatch(new RegExp(`^/storage/ads/${p.id}/.+\\.webp$`));
  });

  it('refuses invalid products with clear texts', async () => {
    const cases: [Record<string, string>, number, string, string][] = [
      [{ brand: ' ' }, 1, 'brand', 'Brand is required.'],
      [{ offer_price: '40' }, 1, 'offer_price', 'Offer price must be less than the price.'],
      [{ category_id: String(adCategoryId) }, 1, 'category_id', 'The selected category is invalid.'],
      [{ available_quantity: '-1' }, 1, 'available_quantity', 'Available quantity must be a whole number from 0 to 1000000.'],
      [{ price: '0', offer_price: '' }, 1, 'price', 'Price must be greater than 0.'],
      [{ name: '' }, 1, 'name', 'Ad title is required'],
      [{}, 0, 'attachment', 'At least one photo is required.'],
    ];
    for (const [fields, photos, field, message] of cases) {
      const res = await t.call('POST', `/api/v1/seller/shop/${shop}/products`, { token: owner.token, body: await productForm(fields, photos) });
      expect(res.status, field).toBe(422);
      expect(res.json.errors[field]).toContain(message);
    }
    const fake = await productForm({}, 0);
    fake.append('photos[]', new Blob(['not an image at all'], { type: 'image/png' }), 'fake.png');
    const res = await t.call('POST', `/api/v1/seller/shop/${shop}/products`, { token: owner.token, body: fake });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe('Only image files are allowed.');
  });

  it('lets only the owner add to a shop: 403 for another member, 404 for an unknown shop', async () => {
    expect((await t.call('POST', `/api/v1/seller/shop/${shop}/products`, { token: rival.token, body: await productForm() })).status).toBe(403);
    expect((await t.call('POST', '/api/v1/seller/shop/999999/products', { token: owner.token, body: await productForm() })).status).toBe(404);
    const [count] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from ads where shop_id = ${shop}`);
    expect(count!.n).toBe(1);
  });

  it('updates fields and keeps the photos unless told otherwise', async () => {
    const res = await t.call('POST', `/api/v1/seller/shop/products/${productId}/update`, {
      token: owner.token,
      body: form({ price: '39.00', available_quantity: '3', brand: 'CC' }),
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ price: '39.00', offer_price: '29.90', available_quantity: 3, brand: 'CC' });
    expect(res.json.data.attachment).toHaveLength(2);
    const keepOne = form({ 'existing_attachments[]': String(res.json.data.attachment[1].id) });
    const trimmed = await t.call('POST', `/api/v1/seller/shop/products/${productId}/update`, { token: owner.token, body: keepOne });
    expect(trimmed.json.data.attachment.map((a: { id: number }) => a.id)).toEqual([res.json.data.attachment[1].id]);
    const tooCheap = await t.call('POST', `/api/v1/seller/shop/products/${productId}/update`, { token: owner.token, body: form({ offer_price: '39.00' }) });
    expect(tooCheap.status).toBe(422);
    expect(tooCheap.json.message).toBe('Offer price must be less than the price.');
  });

  it('lets nobody else update or retire the product, and treats classified ads as unknown', async () => {
    expect((await t.call('POST', `/api/v1/seller/shop/products/${productId}/update`, { token: rival.token, body: form({ price: '1' }) })).status).toBe(403);
    expect((await t.call('POST', `/api/v1/seller/shop/products/${productId}/retire`, { token: rival.token })).status).toBe(403);
    const [ad] = await rows<{ id: number }>(
      t.db,
      sql`insert into ads (category_id, owner_id, name, price) values (${adCategoryId}, ${owner.id}, 'Classified', '5') returning id`,
    );
    expect((await t.call('POST', `/api/v1/seller/shop/products/${ad!.id}/retire`, { token: owner.token })).status).toBe(404);
    const [row] = await rows<{ price: string; status: number }>(t.db, sql`select price::text as price, status from ads where id = ${productId}`);
    expect(row).toMatchObject({ price: '39.00', status: 1 });
  });

  it('retires a product: it leaves the active list and stays in the retired one', async () => {
    const res = await t.call('POST', `/api/v1/seller/shop/products/${productId}/retire`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ id: productId, status: 0 });
    const active = await t.call('GET', `/api/v1/seller/shop/${shop}/products?status=active`, { token: owner.token });
    expect(active.json.data).toEqual([]);
    const retired = await t.call('GET', `/api/v1/seller/shop/${shop}/products?status=retired`, { token: owner.token });
    expect(retired.json.data.map((p: { id: number }) => p.id)).toEqual([productId]);
    expect(retired.json.meta).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
  });

  it('shows the product list only to the owner', async () => {
    expect((await t.call('GET', `/api/v1/seller/shop/${shop}/products`, { token: rival.token })).status).toBe(403);
    expect((await t.call('GET', '/api/v1/seller/shop/999999/products', { token: owner.token })).status).toBe(404);
  });
});

describe('shop orders and moves', () => {
  let item: number;
  let other: number;
  let subId: number;

  beforeAll(async () => {
    item = await f.makeItem(shop, owner.id, { name: 'Mug', price: '12.00', stock: 10 });
    other = await f.makeItem(rivalShop, rival.id, { name: 'Spoon', price: '3.00', stock: 10 });
    const master = await f.placeCashOrder(buyer.id, [
      { id: item, quantity: 4 },
      { id: other, quantity: 1 },
    ]);
    subId = Number((await f.subOrdersOf(master)).find((s) => Number(s.shop_id) === shop)!.id);
  });

  it('lists the shop’s sub-orders with lines and customer, filtered by step, to the owner only', async () => {
    const res = await t.call('GET', `/api/v1/seller/shop/${shop}/orders`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.json.data.map((o: { id: number }) => o.id)).toEqual([subId]);
    expect(res.json.data[0]).toMatchObject({ shop_id: shop, process_step: 'processing', total_quantity: 4, customer: { id: buyer.id, name: 'Member' } });
    expect(res.json.data[0].details.map((d: { ads_id: number }) => d.ads_id)).toEqual([item]);
    expect((await t.call('GET', `/api/v1/seller/shop/${shop}/orders?step=shipped`, { token: owner.token })).json.data).toEqual([]);
    expect((await t.call('GET', `/api/v1/seller/shop/${shop}/orders`, { token: rival.token })).status).toBe(403);
    expect((await t.call('GET', `/api/v1/seller/shop/${shop}/orders?step=lost`, { token: owner.token })).status).toBe(422);
  });

  it('lets only the shop’s owner move the sub-order', async () => {
    for (const token of [rival.token, buyer.token]) {
      const res = await f.move(token, subId, 'shipped');
      expect(res.status).toBe(403);
    }
    expect((await f.move(owner.token, 999999, 'shipped')).status).toBe(404);
    const bad = await f.move(owner.token, subId, 'lost');
    expect(bad.status).toBe(422);
    expect(bad.json.message).toBe('The new step must be shipped, delivered or cancelled.');
    const [row] = await f.subOrdersOf(Number((await rows<{ m: number }>(t.db, sql`select master_order_id as m from orders where id = ${subId}`))[0]!.m));
    expect(row!.process_step).toBe('processing');
  });

  it('ships with the owner’s note, then delivers; the graph refuses going back or repeating', async () => {
    const shipped = await f.move(owner.token, subId, 'shipped', 'Sent with Nova Post, tracking NP123');
    expect(shipped.status).toBe(200);
    expect(shipped.json.data).toMatchObject({ process_step: 'shipped', order_status_id: 3, updated_by: owner.id });
    // The owner's note is shown as written: it has no code to translate.
    expect(shipped.json.data.shipping_activities.at(-1)).toMatchObject({ description: 'Sent with Nova Post, tracking NP123', code: null, order_status: { name: 'Shipped' } });
    const cancelShipped = await f.move(owner.token, subId, 'cancelled');
    expect(cancelShipped.status).toBe(409);
    expect(cancelShipped.json).toMatchObject({ message: 'A shipped order cannot be marked cancelled.', message_status: 'ORDER_MOVE_NOT_ALLOWED' });
    expect((await f.move(owner.token, subId, 'delivered')).json.data).toMatchObject({ process_step: 'delivered', order_status_id: 4 });
    expect((await f.move(owner.token, subId, 'delivered')).status).toBe(409);
    expect(await f.stockOf(item)).toBe(6);
    // Cash is collected at the door: the delivered part is paid; the master order still owes for the rival's part.
    const [paid] = await rows<{ sub: string; master: string }>(
      t.db,
      sql`select o.payment_status as sub, m.payment_status as master from orders o join master_orders m on m.id = o.master_order_id where o.id = ${subId}`,
    );
    expect(paid).toEqual({ sub: 'paid', master: 'unpaid' });
  });

  it('cancels a processing sub-order, returns its stock once, and refuses to ship it afterwards', async () => {
    const master = await f.placeCashOrder(buyer.id, [{ id: item, quantity: 5 }]);
    expect(await f.stockOf(item)).toBe(1);
    const [sub] = await f.subOrdersOf(master);
    const res = await f.move(owner.token, Number(sub!.id), 'cancelled');
    expect(res.status).toBe(200);
    expect(res.json.data.shipping_activities.at(-1).description).toBe('Your order has been cancelled by the seller.');
    expect(await f.stockOf(item)).toBe(6);
    const ship = await f.move(owner.token, Number(sub!.id), 'shipped');
    expect(ship.status).toBe(409);
    expect(ship.json.message).toBe('A cancelled order cannot be marked shipped.');
    expect((await f.move(owner.token, Number(sub!.id), 'cancelled')).status).toBe(409);
    expect(await f.stockOf(item)).toBe(6);
    const [activities] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from shipping_activities where order_id = ${sub!.id} and order_status_id = 5`);
    expect(activities!.n).toBe(1);
  });

  it("e-mails the buyer each move in their language, and nothing once they turn order e-mails off", async () => {
    const master = await f.placeCashOrder(buyer.id, [{ id: item, quantity: 1 }]);
    const [sub] = await f.subOrdersOf(master);
    const [{ number } = { number: '' }] = await rows<{ number: string }>(t.db, sql`select master_order_number as number from master_orders where id = ${master}`);
    const buyerEmail = (await rows<{ email: string }>(t.db, sql`select email from users where id = ${buyer.id}`))[0]!.email;
    t.mails.length = 0;
    await f.move(owner.token, Number(sub!.id), 'shipped');
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ to: buyerEmail, subject: `Your order ${number} has shipped` });
    expect(t.mails[0]!.text).toContain(`Carol Crafts has shipped your order ${number}.`);
    expect(t.mails[0]!.text).toContain(`/order-details/${master}`);

    await t.db.execute(sql`update users set language = 'fr' where id = ${buyer.id}`);
    await f.move(owner.token, Number(sub!.id), 'delivered');
    expect(t.mails.at(-1)!.subject).toBe(`Votre commande ${number} a été livrée`);

    // The account settings' switch: no order e-mail at all while it is off; a refused move mails nothing either.
    const off = await t.call('PATCH', '/api/v1/notification-settings', { token: buyer.token, body: { order_emails: false } });
    expect(off.status).toBe(200);
    const next = await f.placeCashOrder(buyer.id, [{ id: item, quantity: 1 }]);
    const [nextSub] = await f.subOrdersOf(next);
    t.mails.length = 0;
    expect((await f.move(owner.token, Number(nextSub!.id), 'cancelled')).status).toBe(200);
    expect((await f.move(owner.token, Number(nextSub!.id), 'shipped')).status).toBe(409);
    expect(t.mails).toEqual([]);
    await t.call('PATCH', '/api/v1/notification-settings', { token: buyer.token, body: { order_emails: true } });
    await t.db.execute(sql`update users set language = null where id = ${buyer.id}`);
  });

  it('lets exactly one of two simultaneous moves win, returning stock at most once', async () => {
    const master = await f.placeCashOrder(buyer.id, [{ id: item, quantity: 2 }]);
    const [sub] = await f.subOrdersOf(master);
    const before = await f.stockOf(item);
    const results = await Promise.all([f.move(owner.token, Number(sub!.id), 'cancelled'), f.move(owner.token, Number(sub!.id), 'cancelled'), f.move(owner.token, Number(sub!.id), 'shipped')]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    const [after] = await f.subOrdersOf(master);
    expect(await f.stockOf(item)).toBe(after!.process_step === 'cancelled' ? before + 2 : before);
    const [activities] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from shipping_activities where order_id = ${sub!.id} and order_status_id in (3, 5)`);
    expect(activities!.n).toBe(1);
  });

  it('leaves a card order awaiting payment to the checkout', async () => {
    const master = await f.placeCardOrder(buyer.id, [{ id: item, quantity: 1 }]);
    const stockBefore = await f.stockOf(item);
    const [sub] = await f.subOrdersOf(master);
    const res = await f.move(owner.token, Number(sub!.id), 'cancelled');
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('This order is still waiting for payment.');
    expect(await f.stockOf(item)).toBe(stockBefore);
  });
});
