/**
 * Shop catalogue latency at scale (issue 5): median and p95 of each catalogue call through the real app (in-process,
 * on PostgreSQL), the raw SQL time of the very statements that call ran, re-run directly in the same run, and their
 * plans (EXPLAIN) to show that no statement scans the ads table.
 *
 *   DATABASE_URL=postgres://…/bench npx node bench/generate-shop.ts 200000   (once)
 *   DATABASE_URL=postgres://…/bench npx node bench/shop-catalogue.ts         (PLANS=full prints whole plans)
 *
 * Budget at 200,000 shop items: p95 under 50 ms for each call, and API time at most 2 times the raw SQL time. Migrates
 * first, so counter tables of newer migrations fill from the items already there. Text searches matching more than
 * 3,000 items answer estimates (docs/decisions.md #24); the "estimated" column counts those answers per call.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { buildDeps } from '../server/platform/build.ts';
import { createLogger } from '../server/platform/log.ts';
import { ms, stats } from './harness.ts';

const N = Number(process.env.N ?? 60);
const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('Set DATABASE_URL to the benchmark database.');
const { deps, database, close } = await buildDeps(config, { log: createLogger({ silent: true }) });
await database.migrate();
const app = createApp(deps);
const db = deps.db;

// Every statement a request sends goes through db.execute; record them so the raw column re-runs exactly those.
let recorded: SQL[] | null = null;
const execute = db.execute.bind(db);
db.execute = ((query: SQL) => {
  recorded?.push(query);
  return execute(query);
}) as typeof db.execute;

const list = async <T>(q: SQL) => ((await execute(q)) as unknown as { rows: T[] }).rows;
const [counts] = await list<{ items: number; shops: number }>(
  sql`select (select count(*) from ads where shop_id is not null and status = 1 and deleted_at is null)::int as items, (select count(*) from shops)::int as shops`,
);
if (!counts?.items) throw new Error('No shop items: run bench/generate-shop.ts first.');
// Top-level and middle shop categories, busy shops and items spread over the id range.
const tops = (await list<{ id: number }>(sql`select id from categories where kind = 'shop' and parent_id is null order by id`)).map((r) => r.id);
const middles = (await list<{ id: number }>(sql`select c.id from categories c join categories p on p.id = c.parent_id where c.kind = 'shop' and p.parent_id is null order by c.id`)).map((r) => r.id);
const shopIds = (await list<{ id: number }>(sql`select id from shops order by id limit 50`)).map((r) => r.id);
const itemIds = (await list<{ id: number }>(sql`select id from ads where shop_id is not null and status = 1 and deleted_at is null and id % 997 = 0 limit 50`)).map((r) => r.id);
const brandSets = ['Samsung,Apple', 'Nike', 'LEGO,Hasbro', 'Bosch', 'Lavazza,Illy,Nespresso'];
const words = ['samsung', 'headphones', 'coffee beans', 'lego', 'yoga mat', 'wireless', 'dog food', 'sneakers', 'blendr', 'premium kettle'];
const sorts = ['relevance', 'low-to-high', 'high-to-low', 'date', 'rating'];
const pick = <T>(a: T[], i: number) => a[i % a.length]!;
const S = '/api/v1/seller/ads/search-ads?type=shopAd';

type Case = { name: string; path: (i: number) => string };
const cases: Case[] = [
  { name: 'search text', path: (i) => `${S}&page=1&name=${encodeURIComponent(pick(words, i))}&sort=${pick(sorts, i)}` },
  { name: 'search category', path: (i) => `${S}&page=${1 + (i % 3)}&category_id=${pick(i % 2 ? tops : middles, i)}&sort=${pick(sorts, i)}` },
  { name: 'search no filter sorted', path: (i) => `${S}&page=${1 + (i % 5)}&sort=${pick(sorts, i)}` },
  { name: 'search stock+sale+rating', path: (i) => `${S}&page=1&in_stock=1&on_sale=${i % 2}&rating=${1 + (i % 4)}&sort=${pick(sorts, i)}` },
  { name: 'search text+brands', path: (i) => `${S}&page=1&name=${pick(['wireless', 'premium', 'phone'], i)}&brands=${encodeURIComponent(pick(brandSets, i))}&sort=${pick(sorts, i)}` },
  { name: 'search price+brands', path: (i) => `${S}&page=1&price_min=${50 * (i % 5)}&price_max=${200 + 300 * (i % 4)}&brands=${encodeURIComponent(pick(brandSets, i))}&sort=${pick(sorts, i)}` },
  { name: 'search category+filters', path: (i) => `${S}&page=1&category_id=${pick(tops, i)}&in_stock=1&rating=3&price_max=1000&sort=${pick(sorts, i)}` },
  { name: 'search shop_id', path: (i) => `${S}&page=1&shop_id=${pick(shopIds, i)}&sort=${pick(sorts, i)}` },
  { name: 'get-all-shop-ads', path: (i) => `/api/v1/seller/ads/get-all-shop-ads?page=${1 + (i % 5)}` },
  { name: 'get-all-shop-ads sale 8', path: () => `/api/v1/seller/ads/get-all-shop-ads?per_page=8&on_sale=1` },
  { name: 'get-shop-ads', path: (i) => `/api/v1/seller/ads/get-shop-ads?shop_id=${pick(shopIds, i)}&page=${1 + (i % 3)}` },
  { name: 'single item', path: (i) => `/api/v1/seller/ads/single/${pick(itemIds, i)}` },
  { name: 'category-list shop', path: () => `/api/v1/category-list?shop_category=1` },
];

const f = (x: number) => ms(x, 1);
const dialect = new PgDialect();
const isExplain = (q: SQL) => /^\s*explain\b/i.test(dialect.sqlToQuery(q).sql);

/** The scan lines of a statement's plan (or the whole plan with PLANS=full). */
async function planOf(query: SQL): Promise<string[]> {
  const result = (await execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
  const lines = result.rows.map((r) => r['QUERY PLAN']);
  return process.env.PLANS === 'full' ? lines : lines.filter((l) => /Scan|Subquery|CTE/.test(l)).map((l) => l.replace(/\s+\(cost=.*$/, '').trim());
}

/** The statements the last request of each path sent. */
const sentBy = new Map<string, SQL[]>();
async function runRaw(statements: SQL[]): Promise<number> {
  const r0 = performance.now();
  for (const q of statements) await execute(q);
  return performance.now() - r0;
}

let over = false;
/** Per call: each distinct plan (of all the statements of one request) and the first request that had it. */
const plans = new Map<string, Map<string, string>>();
console.log(`${counts.items.toLocaleString('en')} shop items in ${counts.shops} shops; ${N} requests per call after 5 warm-up\n`);
console.log('call                      api median   api p95   raw median   raw p95   api/raw  estimated');
for (const c of cases) {
  const api: number[] = [];
  const raw: number[] = [];
  let estimated = 0;
  for (let i = 0; i < N + 5; i++) {
    // The first run of a statement may find its pages outside shared buffers, the second finds them warm. So on every
    // other request the raw run goes first, with the statements an earlier request of the same path sent.
    const earlier = sentBy.get(c.path(i));
    const rawFirst = i % 2 === 1 && earlier !== undefined;
    const rawBefore = rawFirst ? await runRaw(earlier) : 0;
    recorded = [];
    const t0 = performance.now();
    const res = await app.request(c.path(i));
    const body = (await res.json()) as { meta?: { estimated?: boolean } };
    const ms = performance.now() - t0;
    const statements = recorded;
    recorded = null;
    if (res.status !== 200) throw new Error(`${c.path(i)}: HTTP ${res.status}`);
    sentBy.set(c.path(i), statements);
    const rawMs = rawFirst ? rawBefore : await runRaw(statements);
    if (i < 5) continue;
    if (body.meta?.estimated) estimated++;
    api.push(ms);
    raw.push(rawMs);
    // The plans of the first requests, one per distinct query text.
    if (i < 5 + 10) {
      const lines: string[] = [];
      for (const [k, q] of statements.entries()) {
        const plan = isExplain(q) ? ["(the planner's estimate: EXPLAIN only, reads no row)"] : await planOf(q);
        if (plan.some((l) => /Seq Scan on ads\b/.test(l))) over = true;
        lines.push(`  ${k + 1}. ${plan.join('\n     ') || '(no table scan)'}`);
      }
      const seen = plans.get(c.name) ?? new Map<string, string>();
      plans.set(c.name, seen);
      if (!seen.has(lines.join('\n'))) seen.set(lines.join('\n'), decodeURIComponent(c.path(i).replace(/^\/api\/v1/, '')));
    }
  }
  const a = stats(api);
  const r = stats(raw);
  const ratio = a.median / r.median;
  const ok = a.p95 < 50 && ratio <= 2;
  if (!ok) over = true;
  console.log(`${c.name.padEnd(24)} ${f(a.median)} ms ${f(a.p95)} ms ${f(r.median)} ms ${f(r.p95)} ms ${ratio.toFixed(2).padStart(8)}  ${String(estimated).padStart(9)}  ${ok ? 'ok' : 'OVER'}`);
}
console.log('\nPlans of the statements each call sent, each distinct plan once (scan nodes; a "Seq Scan on ads" fails the run):');
for (const [name, seen] of plans) for (const [lines, path] of seen) console.log(`${name}, e.g. ${path}\n${lines}`);
await close();
process.exitCode = over ? 1 : 0;
