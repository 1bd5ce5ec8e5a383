/**
 * The checkout race of tests/api/checkout-race.test.ts with its timings: BUYERS separate members (default 200) check
 * out one unit each of an item with STOCK units (default 50), all at once, on a fresh PostgreSQL database with a pool
 * of POOL connections (default 25). Prints the counts and the median / p95 / max checkout latency; exits non-zero
 * when the stock was oversold or the counts are wrong.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx node bench/stock-race.ts
 */
import { raceForStock, shopFixtures, startRaceApp } from '../support/shop-fixtures.ts';
import { stats } from './harness.ts';

if (!process.env.DATABASE_URL) {
  console.error('bench/stock-race.ts needs DATABASE_URL (a PostgreSQL server): PGlite runs one checkout at a time, so nothing races.');
  process.exit(2);
}
const buyers = Number(process.env.BUYERS ?? 200);
const stock = Number(process.env.STOCK ?? 50);
const poolSize = Number(process.env.POOL ?? 25);


const { t, pool } = await startRaceApp(poolSize);
let failed = false;
try {
  const f = await shopFixtures(t);
  const started = performance.now();
  const race = await raceForStock(t, f, { buyers, stock });
  const wall = performance.now() - started;
  const won = race.statuses.filter((s) => s === 200).length;
  const lost = race.statuses.filter((s) => s === 409).length;
  const other = race.statuses.length - won - lost;
  const latency = stats(race.latencies);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`stock race: ${buyers} buyers, stock ${stock}, pool ${poolSize}`);
  console.log(`  orders placed (200): ${won}   refused (409): ${lost}   other: ${other}`);
  console.log(`  orders stored: ${race.orders}   units ordered: ${race.orderedQuantity}   stock left: ${race.finalStock}   lowest stock seen: ${race.lowestSeen}`);
  console.log(`  checkout latency: median ${ms(latency.median)}   p95 ${ms(latency.p95)}   max ${ms(latency.max)}   (race incl. setup ${ms(wall)})`);
  const expectedWins = Math.min(buyers, stock);
  failed = won !== expectedWins || lost !== buyers - expectedWins || race.orders !== expectedWins || race.finalStock !== stock - expectedWins || race.lowestSeen < 0;
  if (failed) console.error('FAILED: the counts do not add up (oversold or lost orders).');
} finally {
  await pool.end();
  await t.close();
}
process.exit(failed ? 1 : 0);
