/**
 * Search and home-tab latency at scale (issue 4): median and p95 of each call through the real app (in-process, on
 * PostgreSQL), the raw SQL time of the very statements that call ran, re-run directly in the same run, and their
 * plans (EXPLAIN) to show that no statement scans the ads table.
 *
 *   DATABASE_URL=postgres://…/bench npx node bench/generate-ads.ts 1000000   (once)
 *   DATABASE_URL=postgres://…/bench npx node bench/ads-search.ts            (PLANS=full prints whole plans)
 *
 * Budgets at 1,000,000 ads: p95 under 50 ms for each call, and API time at most 2 times the raw SQL time.
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
const { deps, close } = await buildDeps(config, { log: createLogger({ silent: true }) });
const app = createApp(deps);
const db = deps.db;

// Every statement a request sends goes through db.execute; record them so the raw column re-runs exactly those.
let recorded: SQL[] | null = null;
const execute = db.execute.bind(db);
db.execute = ((query: SQL) => {
  recorded?.push(query);
  return execute(query);
}) as typeof db.execute;

type Case = { name: string; path: (i: number) => string };
const words = ['guitar', 'modern sofa', 'bicycle', 'vintage', 'phone', 'tent', 'honey', 'laptop', 'mod sof', 'gutiar'];
const centres = [
  { lat: 51.5074, lng: -0.1278 },
  { lat: 48.8566, lng: 2.3522 },
  { lat: 47.0105, lng: 28.8638 },
  { lat: 52.52, lng: 13.405 },
];
const near = (radius: number) => (i: number) => {
  const c = centres[i % centres.length]!;
  return `/api/v1/seller/ads/nearby?lat=${c.lat}&lng=${c.lng}&radius=${radius}`;
};
const cases: Case[] = [
  { name: 'search-ads text', path: (i) => `/api/v1/seller/ads/search-ads?type=ad&page=1&name=${encodeURIComponent(words[i % words.length]!)}` },
  { name: 'search-ads category', path: (i) => `/api/v1/seller/ads/search-ads?type=ad&page=${1 + (i % 3)}&category_id=${1 + (i % 12)}` },
  { name: 'search-all', path: (i) => `/api/v1/seller/ads/search-all?type=all&page=1&query=${encodeURIComponent(words[i % words.length]!)}` },
  { name: 'nearby 2 mi', path: near(2) },
  { name: 'nearby 50 mi', path: near(50) },
  { name: 'home newest', path: (i) => `/api/v1/ads/home?tab=newest&page=${1 + (i % 5)}` },
  { name: 'home reduced', path: (i) => `/api/v1/ads/home?tab=reduced&page=${1 + (i % 5)}` },
  { name: 'home recommendations', path: () => `/api/v1/ads/home?tab=recommendations` },
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
console.log(`${((await execute(sql`select count(*)::int as n from ads`)) as unknown as { rows: { n: number }[] }).rows[0]!.n.toLocaleString('en')} ads; ${N} requests per call after 5 warm-up\n`);
console.log('call                      api median   api p95   raw median   raw p95   api/raw');
for (const c of cases) {
  const api: number[] = [];
  const raw: number[] = [];
  for (let i = 0; i < N + 5; i++) {
    // The first run of a statement may find its pages outside shared buffers, the second finds them warm. So on every
    // other request the raw run goes first, with the statements an earlier request of the same path sent.
    const earlier = sentBy.get(c.path(i));
    const rawFirst = i % 2 === 1 && earlier !== undefined;
    const rawBefore = rawFirst ? await runRaw(earlier) : 0;
    recorded = [];
    const t0 = performance.now();
    const res = await app.request(c.path(i));
    await res.arrayBuffer();
    const ms = performance.now() - t0;
    const statements = recorded;
    recorded = null;
    if (res.status !== 200) throw new Error(`${c.path(i)}: HTTP ${res.status}`);
    sentBy.set(c.path(i), statements);
    const rawMs = rawFirst ? rawBefore : await runRaw(statements);
    if (i < 5) continue;
    api.push(ms);
    raw.push(rawMs);
    // The plans of the first requests, one per distinct query text.
    if (i < 5 + words.length) {
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
  console.log(`${c.name.padEnd(24)} ${f(a.median)} ms ${f(a.p95)} ms ${f(r.median)} ms ${f(r.p95)} ms ${ratio.toFixed(2).padStart(8)}  ${ok ? 'ok' : 'OVER'}`);
}
console.log('\nPlans of the statements each call sent, each distinct plan once (scan nodes; a "Seq Scan on ads" fails the run):');
for (const [name, seen] of plans) for (const [lines, path] of seen) console.log(`${name}, e.g. ${path}\n${lines}`);
await close();
process.exitCode = over ? 1 : 0;
