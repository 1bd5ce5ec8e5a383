import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers.ts';
import { raceForStock, shopFixtures, startRaceApp, type ShopFixtures } from './shop-helpers.ts';

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
});
