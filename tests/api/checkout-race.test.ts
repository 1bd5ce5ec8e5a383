import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../server/db/rows.ts';
import { releaseExpiredReservations } from '../../server/modules/checkout/payment.ts';
import type { TestApp } from './helpers.ts';
import { orderFixtures } from './order-helpers.ts';
import { raceForStock, shopFixtures, startRaceApp, type ShopFixtures } from '../../support/shop-fixtures.ts';

/**
 * Many buyers racing for the same stock, on PostgreSQL only: PGlite has a single connection, so its checkouts never
 * overlap and there is no race to observe. .ci/run sets DATABASE_URL for its PostgreSQL run.
 */
const RACE_ON = Boolean(process.env.DATABASE_URL);
if (!RACE_ON) console.info('checkout-race.test.ts skipped: set DATABASE_URL to a PostgreSQL server (PGlite runs one checkout at a time, so nothing can race).');

let t: TestApp;
let pool: pg.Pool;
let f: ShopFixtures;

describe.skipIf(!RACE_ON)('checkout race (PostgreSQL, needs DATABASE_URL)', () => {
  beforeAll(async () => {
    ({ t, pool } = await startRaceApp(25));
    f = await shopFixtures(t);
  });

  afterAll(async () => {
    // The app's pool first: dropping the test database ends every connection still open.
    await pool?.end();
    await t?.close();
  });

  it('200 buyers, stock 50: exactly 50 orders, stock 0 and never negative, 150 clear 409s', async () => {
    const race = await raceForStock(t, f, { buyers: 200, stock: 50 });
    expect(race.statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(race.statuses.filter((s) => s === 409)).toHaveLength(150);
    expect(race.messages.filter((m) => m === '“Race item” is no longer in stock.')).toHaveLength(150);
    expect(race.orders).toBe(50);
    expect(race.orderedQuantity).toBe(50);
    expect(race.finalStock).toBe(0);
    expect(race.lowestSeen).toBe(0);
  }, 120_000);

  it('buyers of 3 each against a stock of 10: never oversold, the losers told how many are left', async () => {
    const race = await raceForStock(t, f, { buyers: 40, stock: 10, quantity: 3 });
    expect(race.statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(race.finalStock).toBe(1);
    expect(race.orderedQuantity).toBe(9);
    expect(race.messages.filter((m) => m === 'Only 1 left of “Race item” (you asked for 3).')).toHaveLength(37);
  }, 120_000);

  it('two card reservations against a stock of one: exactly one wins', async () => {
    const race = await raceForStock(t, f, { buyers: 2, stock: 1, shippingId: 2 });
    expect([...race.statuses].sort()).toEqual([200, 409]);
    expect(race.messages).toContain('“Race item” is no longer in stock.');
    expect(race.finalStock).toBe(0);
    expect(race.orders).toBe(1);
  }, 60_000);

  it('the sweep and the provider confirming 20 card payments at once: every order ends paid, its stock taken once', async () => {
    const race = await raceForStock(t, f, { buyers: 20, stock: 20, shippingId: 2 });
    expect(race.orders).toBe(20);
    const sessions = await rows<{ session_id: string; master: number }>(
      t.db,
      sql`select s.session_id, (s.subject->>'masterOrderId')::int as master from payment_sessions s
        where s.purpose = 'order' and exists (select 1 from orders o join order_details d on d.order_id = o.id
          where o.master_order_id = (s.subject->>'masterOrderId')::int and d.ads_id = ${race.itemId})`,
    );
    const masters = sessions.map((s) => Number(s.master));
    expect(masters).toHaveLength(20);
    await t.db.execute(sql`update master_orders set reserved_until = now() - interval '1 second' where id = any(${`{${masters.join(',')}}`}::int[])`);
    const paid = (sessionId: string) => {
      const payload = JSON.stringify({ id: `evt_race_${sessionId}`, object: 'event', type: 'checkout.session.completed', data: { object: { id: sessionId, payment_status: 'paid' } } });
      return t.app.request('/api/v1/payments/webhook', { method: 'POST', headers: { 'stripe-signature': t.deps.payments.signTestPayload!(payload) }, body: payload });
    };
    const answers = await Promise.all([releaseExpiredReservations(t.db), ...sessions.map((s) => paid(s.session_id)), releaseExpiredReservations(t.db)]);
    expect(answers.slice(1, -1).map((r) => (r as Response).status)).toEqual(sessions.map(() => 200));
    const states = await rows<{ payment: string; subs: string; received: number }>(
      t.db,
      sql`select m.payment_status as payment, string_agg(o.process_step || '/' || o.payment_status, ',') as subs,
          (select count(*)::int from shipping_activities a join orders x on x.id = a.order_id where x.master_order_id = m.id and a.code = 'PAYMENT_RECEIVED') as received
        from master_orders m join orders o on o.master_order_id = m.id where m.id = any(${`{${masters.join(',')}}`}::int[]) group by m.id`,
    );
    expect(states.map((x) => [x.payment, x.subs, x.received])).toEqual(masters.map(() => ['paid', 'processing/paid', 1]));
    // Released and paid again, or paid at once: either way each order holds its unit and nothing more.
    expect(await f.stockOf(race.itemId)).toBe(0);
  }, 120_000);

  it('two shops deliver the two cash parts of 10 orders at once: each order is settled once both are paid', async () => {
    const o = await orderFixtures(t);
    const [ann, ben, buyer] = [await o.makeUser('ann'), await o.makeUser('ben'), await o.makeUser('buyer')];
    const annShop = (await f.makeShop(ann.id, { name: 'Ann' })).id;
    const benShop = (await f.makeShop(ben.id, { name: 'Ben' })).id;
    const annItem = (await f.makeItem({ id: annShop, ownerId: ann.id }, { availableQuantity: 100 })).id;
    const benItem = (await f.makeItem({ id: benShop, ownerId: ben.id }, { availableQuantity: 100 })).id;
    const ownerOf = (sub: { shop_id: number }) => (Number(sub.shop_id) === annShop ? ann.token : ben.token);
    const orders = [];
    for (let i = 0; i < 10; i++) {
      const master = await o.placeCashOrder(buyer.id, [
        { id: annItem, quantity: 1 },
        { id: benItem, quantity: 1 },
      ]);
      const subs = await o.subOrdersOf(master);
      for (const sub of subs) expect((await o.move(ownerOf(sub), Number(sub.id), 'shipped')).status).toBe(200);
      orders.push({ master, subs });
    }
    const delivered = await Promise.all(orders.flatMap(({ subs }) => subs.map((sub) => o.move(ownerOf(sub), Number(sub.id), 'delivered'))));
    expect(delivered.map((r) => r.status)).toEqual(delivered.map(() => 200));
    const masters = await rows<{ payment: string }>(t.db, sql`select payment_status as payment from master_orders where id = any(${`{${orders.map((x) => x.master).join(',')}}`}::int[])`);
    expect(masters.map((m) => m.payment)).toEqual(orders.map(() => 'paid'));
  }, 120_000);
});
