import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../server/db/schema/index.ts';
import { type Member, startTestApp, type TestApp } from './helpers.ts';
import { shopFixtures, type ShopFixtures, type ShopItemRow } from '../../support/shop-fixtures.ts';

let t: TestApp;
let f: ShopFixtures;
let seller: Member;
let buyer: Member;
let other: Member;
let shop: Awaited<ReturnType<ShopFixtures['makeShop']>>;
let lamp: ShopItemRow;
let cup: ShopItemRow;

const cart = (token: string) => t.call('GET', '/api/v1/seller/cart/list', { token });
const add = (token: string, body: unknown) => t.call('POST', '/api/v1/seller/cart/create', { token, body });

beforeAll(async () => {
  t = await startTestApp();
  f = await shopFixtures(t);
  seller = await f.makeUser('seller');
  buyer = await f.makeUser('buyer');
  other = await f.makeUser('other');
  shop = await f.makeShop(seller.id, { name: 'Lamp House' });
  lamp = await f.makeItem(shop, { name: 'Desk lamp', price: '25.00', offerPrice: '19.99', availableQuantity: 5 });
  cup = await f.makeItem(shop, { name: 'Tea cup', price: '0.10', availableQuantity: 10 });
});

afterAll(async () => {
  await t.close();
});

describe('adding to the cart', () => {
  it('needs sign-in', async () => {
    expect((await t.call('GET', '/api/v1/seller/cart/list')).status).toBe(401);
    expect((await add('', { ads: [lamp.id] })).status).toBe(401);
  });

  it('adds the spec form {ads:[id]} with quantity 1, then adds up on a second add', async () => {
    const first = await add(buyer.token, { ads: [lamp.id] });
    expect(first.status).toBe(200);
    expect(first.json.message).toBe('Item has been added to your cart.');
    expect(first.json.data).toHaveLength(1);
    expect(first.json.data[0]).toMatchObject({ ads_id: lamp.id, shop_id: shop.id, quantity: 1, variant: '', unit_price: '19.99', total_price: '19.99' });
    const second = await add(buyer.token, { ads_id: lamp.id, quantity: 2 });
    expect(second.json.data[0]).toMatchObject({ id: first.json.data[0].id, quantity: 3, total_price: '59.97' });
  });

  it('clamps a wish above the stock and says so', async () => {
    const res = await add(buyer.token, { ads_id: lamp.id, quantity: 99 });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Only 5 of “Desk lamp” are available; the quantity was set to 5.');
    expect(res.json.data[0].quantity).toBe(5);
  });

  it('keeps variants apart', async () => {
    const res = await add(buyer.token, { ads_id: cup.id, quantity: 3, variant: 'blue' });
    expect(res.json.data[0]).toMatchObject({ quantity: 3, variant: 'blue', unit_price: '0.10', total_price: '0.30' });
  });

  it('refuses items that cannot be bought, with clear texts', async () => {
    const sold = await f.makeItem(shop, { name: 'Sold out vase', availableQuantity: 0 });
    const retired = await f.makeItem(shop, { name: 'Old clock', status: 0 });
    const classified = await f.makeClassified(seller.id);
    const out = await add(buyer.token, { ads: [sold.id] });
    expect(out.status).toBe(422);
    expect(out.json).toMatchObject({ message: '“Sold out vase” is out of stock.', message_status: 'OUT_OF_STOCK' });
    // What a client needs to say it in its reader's language: the code, the item's name and the field's code.
    expect(out.json).toMatchObject({ message_params: { name: 'Sold out vase' }, errors_status: { ads_id: 'OUT_OF_STOCK' } });
    const gone = await add(buyer.token, { ads_id: retired.id });
    expect(gone.status).toBe(422);
    expect(gone.json.message).toBe('“Old clock” is no longer sold.');
    const ad = await add(buyer.token, { ads: [classified.id] });
    expect(ad.status).toBe(422);
    expect(ad.json).toMatchObject({ message: 'Only shop items can be added to the cart.', message_status: 'NOT_SHOP_ITEM' });
    const own = await add(seller.token, { ads: [lamp.id] });
    expect(own.status).toBe(422);
    expect(own.json.message).toBe('You cannot buy items from your own shop.');
    const unknown = await add(buyer.token, { ads: [999999] });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Item not found.');
    const none = await add(buyer.token, {});
    expect(none.status).toBe(422);
    expect(none.json.message).toBe('Choose an item to add.');
    const zero = await add(buyer.token, { ads_id: lamp.id, quantity: 0 });
    expect(zero.status).toBe(422);
    expect(zero.json.message).toBe('The quantity must be at least 1.');
  });
});

describe('the cart list', () => {
  it('answers the spec shape with the item, its photos, category, creator and shop', async () => {
    const res = await cart(buyer.token);
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(2);
    const line = res.json.data.find((l: any) => l.ads_id === lamp.id);
    expect(line).toMatchObject({ user_id: buyer.id, quantity: 5, unit_price: '19.99', total_price: '99.95', shop: { id: shop.id, name: 'Lamp House', logo: null } });
    expect(line.ads).toMatchObject({ id: lamp.id, name: 'Desk lamp', price: '25.00', offer_price: '19.99', available_quantity: 5, creator: { id: seller.id } });
    expect(Array.isArray(line.ads.attachment)).toBe(true);
    expect(line.ads.category.id).toBe(lamp.categoryId);
    expect(typeof line.created_at).toBe('string');
  });

  it('shows nobody else the cart', async () => {
    const res = await cart(other.token);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([]);
  });
});

describe('changing quantities', () => {
  it('updates one line, clamped to the stock, and refuses below 1', async () => {
    const [line] = (await cart(buyer.token)).json.data.filter((l: any) => l.ads_id === lamp.id);
    const set = await t.call('POST', '/api/v1/seller/cart/update', { token: buyer.token, body: { cart_id: line.id, quantity: 2 } });
    expect(set.status).toBe(200);
    expect(set.json.message).toBe('Cart updated.');
    expect(set.json.data).toMatchObject({ id: line.id, quantity: 2, total_price: '39.98' });
    const high = await t.call('POST', '/api/v1/seller/cart/update', { token: buyer.token, body: { cart_id: line.id, quantity: 50 } });
    expect(high.json.message).toBe('Only 5 of “Desk lamp” are available; the quantity was set to 5.');
    expect(high.json.data.quantity).toBe(5);
    const low = await t.call('POST', '/api/v1/seller/cart/update', { token: buyer.token, body: { cart_id: line.id, quantity: 0 } });
    expect(low.status).toBe(422);
    expect(low.json.message).toBe('The quantity must be at least 1.');
  });

  it("answers 404 for someone else's line and changes nothing", async () => {
    const [line] = (await cart(buyer.token)).json.data;
    const res = await t.call('POST', '/api/v1/seller/cart/update', { token: other.token, body: { cart_id: line.id, quantity: 1 } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Cart item not found.');
    const [row] = await t.db.select().from(cartItems).where(eq(cartItems.id, line.id));
    expect(row!.quantity).toBe(line.quantity);
  });

  it('batch-updates all lines at once, or none when one is foreign', async () => {
    const lines = (await cart(buyer.token)).json.data;
    const mine = await add(other.token, { ads: [cup.id] });
    const foreign = await t.call('POST', '/api/v1/seller/cart/batch-update', {
      token: buyer.token,
      body: { items: [{ id: lines[0].id, quantity: 1 }, { id: mine.json.data[0].id, quantity: 4 }] },
    });
    expect(foreign.status).toBe(404);
    expect((await cart(buyer.token)).json.data.map((l: any) => l.quantity)).toEqual(lines.map((l: any) => l.quantity));

    const res = await t.call('POST', '/api/v1/seller/cart/batch-update', {
      token: buyer.token,
      body: { items: lines.map((l: any) => ({ id: l.id, quantity: 1, variant: l.variant })) },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.map((l: any) => l.quantity)).toEqual([1, 1]);
  });
});

describe('deleting lines', () => {
  it("refuses someone else's line and deletes nothing", async () => {
    const mine = (await cart(buyer.token)).json.data;
    const theirs = (await cart(other.token)).json.data;
    const res = await t.call('POST', '/api/v1/seller/cart/destroy', { token: buyer.token, body: { carts: [{ id: mine[0].id }, { id: theirs[0].id }] } });
    expect(res.status).toBe(404);
    expect((await cart(buyer.token)).json.data).toHaveLength(2);
    expect((await cart(other.token)).json.data).toHaveLength(1);
  });

  it('deletes own lines', async () => {
    const mine = (await cart(buyer.token)).json.data;
    const res = await t.call('POST', '/api/v1/seller/cart/destroy', { token: buyer.token, body: { carts: mine.map((l: any) => ({ id: l.id })) } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: 'Cart item(s) deleted successfully.', data: { deleted: 2 } });
    expect((await cart(buyer.token)).json.data).toEqual([]);
    const empty = await t.call('POST', '/api/v1/seller/cart/destroy', { token: buyer.token, body: { carts: [] } });
    expect(empty.status).toBe(422);
    expect(empty.json.message).toBe('Choose the cart items to delete.');
  });
});
