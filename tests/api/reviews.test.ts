import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/rows.ts';
import { form, type Member, startTestApp, type TestApp } from './helpers.ts';
import { orderFixtures, pngBlob, type OrderFixtures } from './order-helpers.ts';

let t: TestApp;
let f: OrderFixtures;
let owner: Member;
let alice: Member;
let bob: Member;
let dave: Member;
let carol: Member;
let shop: number;
let item: number;

async function deliver(buyer: Member, lines: { id: number; quantity: number }[]) {
  const master = await f.placeCashOrder(buyer.id, lines);
  for (const sub of await f.subOrdersOf(master)) {
    expect((await f.move(owner.token, Number(sub.id), 'shipped')).status).toBe(200);
    expect((await f.move(owner.token, Number(sub.id), 'delivered')).status).toBe(200);
  }
}

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixtures(t);
  owner = await f.makeUser('Owner');
  // The first shop gets id 1: the review call's default shop_id.
  shop = await f.makeShop(owner.id, 'Review Shop');
  item = await f.makeItem(shop, owner.id, { name: 'Teapot', price: '30.00' });
  alice = await f.makeUser('Alice');
  bob = await f.makeUser('Bob');
  dave = await f.makeUser('Dave');
  carol = await f.makeUser('Carol');
  for (const buyer of [alice, bob, dave]) await deliver(buyer, [{ id: item, quantity: 1 }]);
  await f.placeCashOrder(carol.id, [{ id: item, quantity: 1 }]);
});

afterAll(async () => {
  await t?.close();
});

const review = (token: string | undefined, fields: Record<string, string>, files: Blob[] = []) => {
  const body = form(fields);
  for (const file of files) body.append('file[]', file, 'photo.png');
  return t.call('POST', '/api/v1/review/create', { ...(token ? { token } : {}), body });
};

const aggregates = async () => {
  const [a] = await rows<{ r: string; n: number }>(t.db, sql`select average_rating::text as r, total_review as n from ads where id = ${item}`);
  const [s] = await rows<{ r: string; n: number }>(t.db, sql`select average_rating::text as r, total_review as n from shops where id = ${shop}`);
  return { item: [a!.r, Number(a!.n)], shop: [s!.r, Number(s!.n)] };
};

describe('POST /review/create', () => {
  it('stores an item review with its images and recomputes the item’s and the shop’s ratings', async () => {
    const res = await review(alice.token, { comment: '  Lovely teapot  ', rating: '5', shop_id: '1', ads_id: String(item) }, [await pngBlob(), await pngBlob(20, 20)]);
    expect(res.status).toBe(200);
    expect(res.json.data.review).toMatchObject({ rating: 5, comment: 'Lovely teapot', shop_id: shop, ads_id: item, reviewer: { id: alice.id, name: 'Alice' } });
    expect(res.json.data.review.files).toHaveLength(2);
    expect(res.json.data.review.files[0]).toMatch(/^\/storage\/reviews\/[0-9a-f]+\.webp$/);
    expect(res.json.data.item).toEqual({ id: item, average_rating: '5.00', total_review: 1 });
    expect(res.json.data.shop).toEqual({ id: shop, average_rating: '5.00', total_review: 1 });
    const [row] = await rows<{ seller_id: number }>(t.db, sql`select seller_id from reviews where id = ${res.json.data.review.id}`);
    expect(Number(row!.seller_id)).toBe(owner.id);
  });

  it('keeps the averages exact over the rows (5, 4, 4 → 4.33), and a shop review counts for the shop only', async () => {
    expect((await review(bob.token, { comment: 'Good', rating: '4', ads_id: String(item) })).status).toBe(200);
    expect((await review(dave.token, { comment: 'Fine', rating: '4', ads_id: String(item) })).status).toBe(200);
    expect(await aggregates()).toEqual({ item: ['4.33', 3], shop: ['4.33', 3] });
    const res = await review(alice.token, { comment: 'Slow replies', rating: '2' });
    expect(res.status).toBe(200);
    expect(res.json.data.review).toMatchObject({ shop_id: 1, ads_id: null });
    expect(await aggregates()).toEqual({ item: ['4.33', 3], shop: ['3.75', 4] });
  });

  it('allows one review per buyer and target', async () => {
    const again = await review(alice.token, { comment: 'Again', rating: '1', ads_id: String(item) });
    expect(again.status).toBe(422);
    expect(again.json.message).toBe('You have already reviewed this item.');
    const shopAgain = await review(alice.token, { comment: 'Again', rating: '1', shop_id: String(shop) });
    expect(shopAgain.json.message).toBe('You have already reviewed this shop.');
    expect(await aggregates()).toEqual({ item: ['4.33', 3], shop: ['3.75', 4] });
  });

  it('refuses buyers without a delivered order', async () => {
    const item422 = await review(carol.token, { comment: 'Not yet here', rating: '3', ads_id: String(item) });
    expect(item422.status).toBe(422);
    expect(item422.json.message).toBe('You can review an item only after it has been delivered to you.');
    const shop422 = await review(carol.token, { comment: 'Not yet here', rating: '3', shop_id: String(shop) });
    expect(shop422.json.message).toBe('You can review a shop only after an order from it has been delivered to you.');
    expect((await review(undefined, { comment: 'x', rating: '3', ads_id: String(item) })).status).toBe(401);
  });

  it('checks fields and images with clear texts', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ comment: 'ok', rating: '0', ads_id: String(item) }, 'rating', 'Please choose a rating from 1 to 5.'],
      [{ comment: 'ok', rating: '4.5', ads_id: String(item) }, 'rating', 'Please choose a rating from 1 to 5.'],
      [{ comment: '   ', rating: '4', ads_id: String(item) }, 'comment', 'Please write your review.'],
      [{ comment: 'ok', rating: '4', ads_id: '999999' }, 'ads_id', 'The selected item is invalid.'],
      [{ comment: 'ok', rating: '4', shop_id: '999999' }, 'shop_id', 'The selected shop is invalid.'],
    ];
    for (const [fields, field, message] of cases) {
      const res = await review(bob.token, fields);
      expect(res.status, message).toBe(422);
      expect(res.json.errors[field]).toEqual([message]);
    }
    const fake = await review(bob.token, { comment: 'Shop review', rating: '4' }, [new Blob(['%PDF-1.4 not an image'], { type: 'image/png' })]);
    expect(fake.status).toBe(422);
    expect(fake.json.message).toBe('Only image files are allowed.');
    const many = await review(bob.token, { comment: 'Shop review', rating: '4' }, await Promise.all([1, 2, 3, 4, 5, 6].map(() => pngBlob())));
    expect(many.json.message).toBe('You can attach at most 5 images.');
    const [n] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from reviews where user_id = ${bob.id}`);
    expect(n!.n).toBe(1);
  });
});

describe('reading reviews', () => {
  it('lists an item’s reviews newest first with its average (GET /review/item/{adsId})', async () => {
    const res = await t.call('GET', `/api/v1/review/item/${item}`);
    expect(res.status).toBe(200);
    expect(res.json.summary).toEqual({ average_rating: '4.33', total_review: 3 });
    expect(res.json.data.map((r: { rating: number }) => r.rating)).toEqual([4, 4, 5]);
    expect(res.json.data[2]).toMatchObject({ comment: 'Lovely teapot', reviewer: { id: alice.id, name: 'Alice' } });
    expect(res.json.meta).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
    expect((await t.call('GET', '/api/v1/review/item/999999')).status).toBe(404);
  });

  it('shows the reviews under the shop owner’s Seller Reviews and profile', async () => {
    const res = await t.call('GET', `/api/v1/seller/reviews/${owner.id}`);
    expect(res.status).toBe(200);
    expect(res.json.summary).toEqual({ average_rating: 3.8, total_reviews: 4 });
    expect(res.json.data[0]).toMatchObject({ rating: 2, comment: 'Slow replies', shop_id: shop, ads_id: null });
    const profile = await t.call('GET', `/api/v1/seller/profile/${owner.id}`);
    expect(profile.json.data).toMatchObject({ total_reviews: 4, average_rating: 3.8 });
  });
});

describe('concurrent reviews', () => {
  it('keeps one review per buyer and exact aggregates when requests race', async () => {
    const racers: Member[] = [];
    for (const name of ['Eve', 'Finn', 'Gina']) {
      const m = await f.makeUser(name);
      await deliver(m, [{ id: item, quantity: 1 }]);
      racers.push(m);
    }
    const [eve, finn, gina] = racers as [Member, Member, Member];
    const results = await Promise.all([
      review(eve.token, { comment: 'First try', rating: '1', ads_id: String(item) }),
      review(eve.token, { comment: 'Second try', rating: '1', ads_id: String(item) }),
      review(finn.token, { comment: 'Nice', rating: '5', ads_id: String(item) }),
      review(gina.token, { comment: 'Okay', rating: '3', ads_id: String(item) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 422]);
    expect(results.find((r) => r.status === 422)!.json.message).toBe('You have already reviewed this item.');
    // 5, 4, 4 before; now 1, 5, 3 more: 22 / 6 = 3.67 for the item; the shop also has the 2-star shop review: 24 / 7 = 3.43.
    expect(await aggregates()).toEqual({ item: ['3.67', 6], shop: ['3.43', 7] });
  });
});
