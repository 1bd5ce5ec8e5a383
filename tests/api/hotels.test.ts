import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { rows } from '../../server/db/rows.ts';
import { hotelPageSql } from '../../server/modules/hotels/service.ts';
import { hotelListQuery } from '../../server/modules/hotels/schemas.ts';
import { explain } from '../../server/modules/search/shared.ts';
import { seedDemoHotels } from '../../server/seed/demo-hotels.ts';
import { demoHotels } from '../../server/seed/data/demo-hotels.ts';
import { makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

let t: TestApp;
let reviewer: Member;
const ids: Record<string, number> = {};

type Seed = { name: string; city: string; lat: number; lon: number; stars: number; price: number; amenities: string[]; status?: number; rating?: number; reviews?: number };

// Test hotels in made-up towns around (10, 20), far from any demo hotel.
const SEEDS: Seed[] = [
  { name: 'Centre Palace', city: 'Testville', lat: 10, lon: 20, stars: 5, price: 300, amenities: ['wifi', 'pool', 'spa'], rating: 4.8, reviews: 12 },
  { name: 'Near Inn', city: 'Testville', lat: 10.02, lon: 20, stars: 3, price: 90, amenities: ['wifi', 'breakfast'], rating: 4.1, reviews: 3 },
  { name: 'Middle Hotel', city: 'testville', lat: 10.1, lon: 20, stars: 4, price: 150, amenities: ['wifi', 'pool'], rating: 4.5, reviews: 8 },
  { name: 'Far Lodge', city: 'Othertown', lat: 10.5, lon: 20, stars: 2, price: 60, amenities: ['parking'], rating: 0, reviews: 0 },
  { name: 'Hidden House', city: 'Testville', lat: 10.01, lon: 20, stars: 4, price: 120, amenities: ['wifi'], status: 0 },
];

beforeAll(async () => {
  t = await startTestApp();
  reviewer = await makeMember(t, 'Rita');
  const [eur] = await rows<{ id: number }>(t.db, sql`select id from currencies where code = 'EUR'`);
  for (const s of SEEDS) {
    const [row] = await rows<{ id: number }>(t.db, sql`insert into hotels (name, description, address, city, country, country_code, lat, lon, stars, price_per_night, currency_id, amenities, status, average_rating, total_review, phone)
      values (${s.name}, ${`${s.name} is a test hotel.`}, '1 Test Street', ${s.city}, 'Testland', 'TL', ${s.lat}, ${s.lon}, ${s.stars}, ${s.price}, ${eur!.id},
        ${`{${s.amenities.join(',')}}`}::text[], ${s.status ?? 1}, ${s.rating ?? 0}, ${s.reviews ?? 0}, '+44 20 7946 0000') returning id`);
    ids[s.name] = Number(row!.id);
  }
  await t.db.execute(sql`insert into hotel_photos (hotel_id, attachment, variants, position, credit) values
    (${ids['Centre Palace']!}, '/storage/hotels/x/b-1280.webp', '{/storage/hotels/x/b-320.webp,/storage/hotels/x/b-1280.webp}', 1, null),
    (${ids['Centre Palace']!}, '/storage/hotels/x/a-1280.webp', '{/storage/hotels/x/a-320.webp}', 0, 'Illustration')`);
});

afterAll(async () => {
  await t?.close();
});

const names = (res: { json: { data: { name: string }[] } }) => res.json.data.map((h) => h.name);

describe('GET /hotels', () => {
  it('lists listed hotels only, best guest rating first, with the card fields and exact paging', async () => {
    const res = await t.call('GET', '/api/v1/hotels?city=Testville');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Centre Palace', 'Middle Hotel', 'Near Inn']);
    expect(res.json.meta).toMatchObject({ current_page: 1, total: 3, per_page: 12, last_page: 1 });
    const card = res.json.data[0];
    expect(card).toMatchObject({ id: ids['Centre Palace'], city: 'Testville', stars: 5, price_per_night: '300.00', currency_code: 'EUR', currency_symbol: '€', amenities: ['wifi', 'pool', 'spa'], average_rating: 4.8, total_review: 12, distance_miles: null });
    expect(card.photo).toMatchObject({ attachment: '/storage/hotels/x/a-1280.webp', credit: 'Illustration' });
    expect(res.headers.get('cache-control')).toContain('public');
  });

  it('pages through the results', async () => {
    const first = await t.call('GET', '/api/v1/hotels?city=testville&per_page=2');
    expect(names(first)).toEqual(['Centre Palace', 'Middle Hotel']);
    expect(first.json.meta).toMatchObject({ total: 3, last_page: 2 });
    expect(first.json.meta.next_page_url).toContain('page=2');
    const second = await t.call('GET', '/api/v1/hotels?city=testville&per_page=2&page=2');
    expect(names(second)).toEqual(['Near Inn']);
    const past = await t.call('GET', '/api/v1/hotels?city=testville&per_page=2&page=5');
    expect(past.json.data).toEqual([]);
    expect(past.json.message).toBe('No hotels found');
  });

  it('filters by price, stars and amenities, and sorts by price and stars', async () => {
    expect(names(await t.call('GET', '/api/v1/hotels?city=Testville&price_min=100&price_max=300&sort=price_asc'))).toEqual(['Middle Hotel', 'Centre Palace']);
    expect(names(await t.call('GET', '/api/v1/hotels?city=Testville&sort=price_desc'))).toEqual(['Centre Palace', 'Middle Hotel', 'Near Inn']);
    expect(names(await t.call('GET', '/api/v1/hotels?city=Testville&stars=4&sort=stars'))).toEqual(['Centre Palace', 'Middle Hotel']);
    expect(names(await t.call('GET', '/api/v1/hotels?amenities=pool,wifi&sort=price_asc'))).toEqual(['Middle Hotel', 'Centre Palace']);
    expect(names(await t.call('GET', '/api/v1/hotels?amenities=spa,breakfast'))).toEqual([]);
  });

  it('finds hotels near a point, nearest first, within the radius, with their distance', async () => {
    const res = await t.call('GET', '/api/v1/hotels?lat=10&lng=20&radius=10');
    expect(names(res)).toEqual(['Centre Palace', 'Near Inn', 'Middle Hotel']);
    const miles = res.json.data.map((h: { distance_miles: number }) => h.distance_miles);
    expect(miles[0]).toBe(0);
    expect(miles[1]).toBeGreaterThan(1.3);
    expect(miles[1]).toBeLessThan(1.5);
    expect(miles[2]).toBeGreaterThan(6.8);
    expect(miles[2]).toBeLessThan(7.0);
    // Far Lodge is about 34.5 miles away: inside 50, outside 10.
    expect(names(await t.call('GET', '/api/v1/hotels?lat=10&lng=20&radius=50'))).toContain('Far Lodge');
    expect(names(await t.call('GET', '/api/v1/hotels?lat=10&lng=20&radius=1'))).toEqual(['Centre Palace']);
    expect(names(await t.call('GET', '/api/v1/hotels?lat=10&lng=20&radius=10&sort=price_asc'))).toEqual(['Near Inn', 'Middle Hotel', 'Centre Palace']);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['per_page=51', 'per_page'],
    ['stars=6', 'stars'],
    ['price_min=-1', 'price_min'],
    ['price_min=200&price_max=100', 'price_min'],
    ['amenities=wifi,jacuzzi', 'amenities'],
    ['sort=cheapest', 'sort'],
    ['sort=distance', 'sort'],
    ['lat=10', 'lng'],
    ['lat=91&lng=0', 'lat'],
    ['lat=10&lng=20&radius=51', 'radius'],
    [`city=${'x'.repeat(101)}`, 'city'],
  ])('answers 422 with the field for %s', async (query, field) => {
    const res = await t.call('GET', `/api/v1/hotels?${query}`);
    expect(res.status).toBe(422);
    expect(res.json.status).toBe('error');
    expect(Object.keys(res.json.errors)).toContain(field);
  });

  it('reads every list shape from an index, never scanning the whole table', async () => {
    const plans: string[] = [];
    const queries = [
      { sort: 'rating' },
      { sort: 'price_asc', price_max: '200' },
      { sort: 'stars', stars: '4' },
      { city: 'Testville' },
      { amenities: 'wifi,pool' },
      { lat: '10', lng: '20', radius: '10' },
    ];
    try {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into hotels (name, address, city, country, country_code, lat, lon, stars, price_per_night, currency_id)
          select 'Filler ' || g, 'Street', 'Town ' || (g % 500), 'Testland', 'TL', -40 + (g % 80), -170 + (g % 340), g % 6, 50 + g % 400, (select min(id) from currencies)
          from generate_series(1, 3000) g`);
        await tx.execute(sql`analyze hotels`);
        await tx.execute(sql`set local enable_seqscan = off`);
        for (const q of queries) plans.push(await explain(tx as unknown as Db, hotelPageSql(hotelListQuery.parse(q), 12, 0)));
        tx.rollback();
      });
    } catch (err) {
      if (!(err instanceof TransactionRollbackError)) throw err;
    }
    expect(plans).toHaveLength(queries.length);
    for (const [i, plan] of plans.entries()) {
      expect(plan, JSON.stringify(queries[i])).not.toMatch(/Seq Scan on hotels/);
      expect(plan, JSON.stringify(queries[i])).toMatch(/hotels_\w+_idx/);
    }
    expect(plans[5]).toContain('hotels_earth_idx');
  });
});

describe('GET /hotels/{id}', () => {
  it('answers a listed hotel with its photos in order, contact and rating', async () => {
    const res = await t.call('GET', `/api/v1/hotels/${ids['Centre Palace']}`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: ids['Centre Palace'], name: 'Centre Palace', description: 'Centre Palace is a test hotel.', phone: '+44 20 7946 0000', website: null, stars: 5 });
    expect(res.json.data.photos.map((p: { attachment: string }) => p.attachment)).toEqual(['/storage/hotels/x/a-1280.webp', '/storage/hotels/x/b-1280.webp']);
  });

  it('answers 404 HOTEL_NOT_FOUND for an unknown or hidden hotel, and 422 for a malformed id', async () => {
    for (const id of [999999, ids['Hidden House']]) {
      const res = await t.call('GET', `/api/v1/hotels/${id}`);
      expect(res.status).toBe(404);
      expect(res.json.message_status).toBe('HOTEL_NOT_FOUND');
    }
    expect((await t.call('GET', '/api/v1/hotels/abc')).status).toBe(422);
    expect((await t.call('GET', '/api/v1/hotels/99999999999')).status).toBe(422);
  });
});

describe('hotel reviews', () => {
  it('lets a member review, replaces their review on a second post, and recomputes the rating', async () => {
    const id = ids['Far Lodge']!;
    const other = await makeMember(t, 'Olga');
    const first = await t.call('POST', `/api/v1/hotels/${id}/reviews`, { token: reviewer.token, body: { rating: 2, comment: 'Noisy room over the road.' } });
    expect(first.status).toBe(200);
    expect(first.json.data.review).toMatchObject({ rating: 2, comment: 'Noisy room over the road.', reviewer: { id: reviewer.id, name: 'Rita Tester' } });
    expect(first.json.data.hotel).toEqual({ average_rating: 2, total_review: 1 });
    const again = await t.call('POST', `/api/v1/hotels/${id}/reviews`, { token: reviewer.token, body: { rating: '4', comment: 'They moved me to a quiet room.' } });
    expect(again.json.data.hotel).toEqual({ average_rating: 4, total_review: 1 });
    await t.call('POST', `/api/v1/hotels/${id}/reviews`, { token: other.token, body: { rating: 5, comment: 'Great parking and friendly staff.' } });

    const list = await t.call('GET', `/api/v1/hotels/${id}/reviews`);
    expect(list.status).toBe(200);
    expect(list.json.data.map((r: { comment: string }) => r.comment)).toEqual(['Great parking and friendly staff.', 'They moved me to a quiet room.']);
    expect(list.json.meta).toMatchObject({ total: 2, per_page: 10 });
    const hotel = await t.call('GET', `/api/v1/hotels/${id}`);
    expect(hotel.json.data).toMatchObject({ average_rating: 4.5, total_review: 2 });
  });

  it('hides a deleted member behind a null reviewer but keeps the review', async () => {
    const gone = await makeMember(t, 'Gone');
    const id = ids['Near Inn']!;
    await t.call('POST', `/api/v1/hotels/${id}/reviews`, { token: gone.token, body: { rating: 3, comment: 'Average stay, fine breakfast.' } });
    await t.db.execute(sql`update users set deleted_at = now() where id = ${gone.id}`);
    const list = await t.call('GET', `/api/v1/hotels/${id}/reviews`);
    expect(list.json.data[0]).toMatchObject({ rating: 3, reviewer: { id: null, name: null, avatar: null } });
  });

  it('refuses visitors (401), bad input (422) and unknown or hidden hotels (404)', async () => {
    const id = ids['Middle Hotel']!;
    expect((await t.call('POST', `/api/v1/hotels/${id}/reviews`, { body: { rating: 5, comment: 'Nice and clean hotel.' } })).status).toBe(401);
    for (const body of [{}, { rating: 0, comment: 'Nice and clean hotel.' }, { rating: 6, comment: 'Nice and clean hotel.' }, { rating: 4.5, comment: 'Nice and clean hotel.' }, { rating: 4, comment: 'short' }, { rating: 4, comment: 'x'.repeat(2001) }]) {
      const res = await t.call('POST', `/api/v1/hotels/${id}/reviews`, { token: reviewer.token, body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
    }
    for (const missing of [999999, ids['Hidden House']!]) {
      const res = await t.call('POST', `/api/v1/hotels/${missing}/reviews`, { token: reviewer.token, body: { rating: 4, comment: 'Nice and clean hotel.' } });
      expect(res.status).toBe(404);
      expect((await t.call('GET', `/api/v1/hotels/${missing}/reviews`)).status).toBe(404);
    }
    expect((await t.call('GET', `/api/v1/hotels/${id}/reviews?page=0`)).status).toBe(422);
    const [counted] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from hotel_reviews where hotel_id = ${id}`);
    expect(counted!.n).toBe(0);
  });
});

describe('demo hotels', () => {
  it('seeds the demo hotels once, with a stored photo each and the demo users\' reviews in their ratings', async () => {
    // The demo seed adds hotels only to an empty table.
    expect((await seedDemoHotels(t.deps)).created).toBe(0);
    await t.db.execute(sql`delete from hotels`);
    await makeMember(t, 'Demo', { email: 'bob@example.com', userName: 'bob' });
    const first = await seedDemoHotels(t.deps);
    expect(first.created).toBe(demoHotels.length);
    expect((await seedDemoHotels(t.deps)).created).toBe(0);
    const paris = await t.call('GET', '/api/v1/hotels?city=Paris');
    expect(paris.json.meta.total).toBe(demoHotels.filter((h) => h.city === 'Paris').length);
    const hotel = await t.call('GET', `/api/v1/hotels/${paris.json.data[0].id}`);
    expect(hotel.json.data.photos[0].credit).toMatch(/Illustration/);
    expect(hotel.json.data.photos[0].variants.length).toBeGreaterThan(0);
    const [bobs] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from hotel_reviews r join users u on u.id = r.user_id where u.email = 'bob@example.com'`);
    expect(bobs!.n).toBe(demoHotels.flatMap((h) => h.reviews).filter((r) => r.by === 'bob').length);
  });
});
