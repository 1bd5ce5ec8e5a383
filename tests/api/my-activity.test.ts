import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { ads } from '../../server/db/schema/index.ts';
import { transactionsSql } from '../../server/modules/orders/service.ts';
import { myReviewsSql } from '../../server/modules/reviews/service.ts';
import { explain } from '../../server/modules/search/shared.ts';
import { shopFixtures } from '../../support/shop-fixtures.ts';
import { form, makeMember, type Member, startTestApp, type TestApp } from './helpers.ts';
import { orderFixtures, type OrderFixtures } from './order-helpers.ts';

/** My Reviews (GET /my-reviews) and Transactions (GET /my-transactions) of the account area. */

let t: TestApp;
let f: OrderFixtures;
let owner: Member;
let buyer: Member;
let stranger: Member;
let shop: number;
let teapot: number;
let kettle: number;
let bike: number;
let bikeOffer: number;
let master: number;

const get = (token: string | undefined, path: string) => t.call('GET', `/api/v1${path}`, token ? { token } : {});
const review = (token: string, fields: Record<string, string>) => t.call('POST', '/api/v1/review/create', { token, body: form(fields) });

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_SCALE: '100' });
  f = await orderFixtures(t);
  owner = await f.makeUser('Owner');
  buyer = await f.makeUser('Buyer');
  stranger = await makeMember(t, 'Stranger');
  shop = await f.makeShop(owner.id, 'Activity Shop');
  teapot = await f.makeItem(shop, owner.id, { name: 'Teapot', price: '30.00' });
  kettle = await f.makeItem(shop, owner.id, { name: 'Kettle', price: '12.50' });
  // The teapot is delivered; the kettle (a later order) is still on its way.
  master = await f.placeCashOrder(buyer.id, [{ id: teapot, quantity: 2 }]);
  for (const sub of await f.subOrdersOf(master)) {
    expect((await f.move(owner.token, Number(sub.id), 'shipped')).status).toBe(200);
    expect((await f.move(owner.token, Number(sub.id), 'delivered')).status).toBe(200);
  }
  await f.placeCashOrder(buyer.id, [{ id: kettle, quantity: 1 }]);
  // A card checkout never paid is no purchase.
  await f.placeCardOrder(buyer.id, [{ id: kettle, quantity: 1 }]);
  // A classified ad the owner sold to the buyer through an offer.
  const ad = await (await shopFixtures(t)).makeClassified(owner.id);
  bike = ad.id;
  await t.db.update(ads).set({ isNegotiable: true, price: '200.00', name: 'Old bike' }).where(eq(ads.id, bike));
  const made = await t.call('POST', '/api/v1/offers', { token: buyer.token, body: { ad_id: bike, amount: '150' } });
  expect(made.status).toBe(200);
  bikeOffer = made.json.data.offer.id;
  expect((await t.call('POST', `/api/v1/offers/${bikeOffer}/accept`, { token: owner.token })).status).toBe(200);
  expect((await t.call('POST', `/api/v1/offers/${bikeOffer}/sell`, { token: owner.token })).status).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /my-transactions', () => {
  it('lists what I bought, newest first: placed order lines and ads sold to me, with Write a review only on received ones', async () => {
    const res = await get(buyer.token, '/my-transactions?tab=bought');
    expect(res.status).toBe(200);
    const page = res.json.data;
    expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 3 });
    expect(page.data.map((r: any) => [r.kind, r.name, r.state, r.can_review])).toEqual([
      ['offer', 'Old bike', 'sold', true],
      ['order', 'Kettle', 'processing', false],
      ['order', 'Teapot', 'delivered', true],
    ]);
    const [bikeRow, , teapotRow] = page.data;
    expect(teapotRow).toMatchObject({ ad_id: teapot, shop_id: shop, unit_price: '30.00', quantity: 2, total: '60.00', currency: '$', party: { id: shop, name: 'Activity Shop' }, link: `/order-details/${master}`, reviewed: false });
    expect(teapotRow.order_number).toEqual(expect.any(String));
    expect(teapotRow.image).toMatch(/^\/storage\/ads\//);
    expect(bikeRow).toMatchObject({ id: bikeOffer, ad_id: bike, shop_id: null, unit_price: '150.00', total: '150.00', party: { id: owner.id, name: 'Owner Tester' }, link: `/product/${bike}` });
    expect(JSON.stringify(page)).not.toMatch(/@example\.com|\+3736/);
  });

  it('lists what I sold: my shop’s order lines (linking to the shop’s orders) and ads I marked sold', async () => {
    const page = (await get(owner.token, '/my-transactions?tab=sold')).json.data;
    expect(page.total).toBe(3);
    expect(page.data.map((r: any) => [r.kind, r.name, r.party.name, r.can_review])).toEqual([
      ['offer', 'Old bike', 'Buyer Tester', false],
      ['order', 'Kettle', 'Buyer Tester', false],
      ['order', 'Teapot', 'Buyer Tester', false],
    ]);
    expect(page.data[1].link).toBe(`/shop-workspace/${shop}/orders`);
    // The owner bought nothing, the buyer sold nothing, a stranger has neither.
    expect((await get(owner.token, '/my-transactions?tab=bought')).json.data).toMatchObject({ data: [], total: 0, last_page: 1 });
    expect((await get(buyer.token, '/my-transactions?tab=sold')).json.data.total).toBe(0);
    expect((await get(stranger.token, '/my-transactions')).json.data.total).toBe(0);
  });

  it('asks for sign-in and refuses an unknown tab; a page past the end is empty', async () => {
    expect((await get(undefined, '/my-transactions')).status).toBe(401);
    const bad = await get(buyer.token, '/my-transactions?tab=stolen');
    expect(bad.status).toBe(422);
    expect(bad.json.status).toBe('error');
    expect((await get(buyer.token, '/my-transactions?tab=bought&page=9')).json.data).toMatchObject({ data: [], current_page: 9, total: 3 });
  });
});

describe('GET /my-reviews', () => {
  it('shows a review I wrote from Transactions under My reviews, and the seller under Items or Ads', async () => {
    expect((await get(buyer.token, '/my-reviews')).json.data).toMatchObject({ data: [], total: 0 });
    expect((await review(buyer.token, { comment: 'Pours well', rating: '5', ads_id: String(teapot) })).status).toBe(200);
    // The classified ad sold through the offer can be reviewed by its buyer; nobody else may.
    const other = await review(stranger.token, { comment: 'Never had it', rating: '1', ads_id: String(bike) });
    expect(other.status).toBe(422);
    expect(other.json.message_status).toBe('REVIEW_AD_NOT_SOLD');
    const bikeReview = await review(buyer.token, { comment: 'Rides fine', rating: '4', ads_id: String(bike) });
    expect(bikeReview.status).toBe(200);
    expect(bikeReview.json.data).toMatchObject({ review: { ads_id: bike, shop_id: null }, item: { id: bike, average_rating: '4.00', total_review: 1 }, shop: null });

    const mine = (await get(buyer.token, '/my-reviews?tab=mine')).json.data;
    expect(mine.total).toBe(2);
    expect(mine.data.map((r: any) => [r.comment, r.rating, r.target.kind, r.target.name, r.target.link])).toEqual([
      ['Rides fine', 4, 'ad', 'Old bike', `/product/${bike}`],
      ['Pours well', 5, 'item', 'Teapot', `/item/${teapot}`],
    ]);
    expect(mine.data[1].reviewer).toMatchObject({ id: buyer.id, name: 'Buyer' });

    const items = (await get(owner.token, '/my-reviews?tab=items')).json.data;
    expect(items.data.map((r: any) => [r.comment, r.target.kind, r.reviewer.id])).toEqual([['Pours well', 'item', buyer.id]]);
    const adsTab = (await get(owner.token, '/my-reviews?tab=ads')).json.data;
    expect(adsTab.data.map((r: any) => [r.comment, r.target.kind])).toEqual([['Rides fine', 'ad']]);
    // Other members see only their own: the stranger wrote and received nothing.
    for (const tab of ['mine', 'items', 'ads']) expect((await get(stranger.token, `/my-reviews?tab=${tab}`)).json.data.total).toBe(0);

    // Reviewed rows lose their 'Write a review'.
    const bought = (await get(buyer.token, '/my-transactions?tab=bought')).json.data.data;
    expect(bought.map((r: any) => [r.name, r.can_review, r.reviewed])).toEqual([
      ['Old bike', false, true],
      ['Kettle', false, false],
      ['Teapot', false, true],
    ]);
  });

  it('asks for sign-in and refuses an unknown tab', async () => {
    expect((await get(undefined, '/my-reviews')).status).toBe(401);
    const bad = await get(buyer.token, '/my-reviews?tab=everyone');
    expect(bad.status).toBe(422);
    expect(bad.json.status).toBe('error');
  });
});

describe('index use', () => {
  /** The plan of `query` with sequential scans made prohibitive, rolled back: a table read without an index shows a Seq Scan. */
  async function plan(query: SQL): Promise<string> {
    let out = '';
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        out = await explain(tx as unknown as Db, query);
        throw new Error('rollback');
      })
      .catch((err: unknown) => {
        if ((err as Error).message !== 'rollback') throw err;
      });
    return out;
  }

  it('reads every My Reviews and Transactions page and count through indexes', async () => {
    const queries = [
      ...(['mine', 'items', 'ads'] as const).flatMap((tab) => Object.values(myReviewsSql(buyer.id, tab, 2))),
      ...(['bought', 'sold'] as const).flatMap((tab) => Object.values(transactionsSql(buyer.id, tab, 2))),
    ];
    for (const q of queries) {
      const text = await plan(q);
      expect(text, text).not.toMatch(/Seq Scan on (reviews|orders|order_details|master_orders|offers|shops|ads|ad_attachments|users)\b/);
    }
  });
});
