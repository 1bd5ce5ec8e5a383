/**
 * The measuring loop of the query benchmarks (ads-search, shop-catalogue): each call through the real app in-process
 * on PostgreSQL, the raw SQL time of the very statements it sent re-run directly, and their plans, so that a
 * "Seq Scan on ads" or a call over budget fails the run.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { buildDeps } from '../server/platform/build.ts';
import { createLogger } from '../server/platform/log.ts';
import { ms, stats } from './harness.ts';

export type Case = { name: string; path: (i: number) => string };

/** The app on the benchmark database, with every statement a request sends recorded (all go through db.execute). */
export async function openQueryBench(opts: { migrate?: boolean } = {}) {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new Error('Set DATABASE_URL to the benchmark database.');
  const { deps, database, close } = await buildDeps(config, { log: createLogger({ silent: true }) });
  if (opts.migrate) await database.migrate();
  const app = createApp(deps);
  const db = deps.db;
  const recorder: { statements: SQL[] | null } = { statements: null };
  const execute = db.execute.bind(db);
  db.execute = ((query: SQL) => {
    recorder.statements?.push(query);
    return execute(query);
  }) as typeof db.execute;
  const list = async <T>(q: SQL) => ((await execute(q)) as unknown as { rows: T[] }).rows;
  return { app, execute, list, close, recorder };
}

type Bench = Awaited<ReturnType<typeof openQueryBench>>;

/**
 * Runs each case N times after 5 warm-up requests, prints its line (api and raw median and p95, their ratio, and the
 * count of answers marked estimated when `countEstimated`), then each distinct plan once. Budget per call (unless
 * `budget` says otherwise): p95 under 50 ms and API time at most 2 times the raw SQL time. Sets the exit code and
 * closes the app.
 */
export async function runQueryBench(
  bench: Bench,
  cases: Case[],
  opts: { n: number; heading: string; planSamples: number; countEstimated?: boolean; budget?: { p95Ms: number; ratio: number } },
) {
  const budget = opts.budget ?? { p95Ms: 50, ratio: 2 };
  const { app, execute, recorder } = bench;
  const f = (x: number) => ms(x, 1);
  const dialect = new PgDialect();
  const isExplain = (q: SQL) => /^\s*explain\b/i.test(dialect.sqlToQuery(q).sql);
  const planOf = async (query: SQL): Promise<string[]> => {
    const result = (await execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const lines = result.rows.map((r) => r['QUERY PLAN']);
    return process.env.PLANS === 'full' ? lines : lines.filter((l) => /Scan|Subquery|CTE/.test(l)).map((l) => l.replace(/\s+\(cost=.*$/, '').trim());
  };
  const runRaw = async (statements: SQL[]) => {
    const r0 = performance.now();
    for (const q of statements) await execute(q);
    return performance.now() - r0;
  };
  /** The statements the last request of each path sent. */
  const sentBy = new Map<string, SQL[]>();
  /** Per call: each distinct plan (of all the statements of one request) and the first request that had it. */
  const plans = new Map<string, Map<string, string>>();
  let over = false;

  console.log(`${opts.heading}; ${opts.n} requests per call after 5 warm-up\n`);
  console.log(`call                      api median   api p95   raw median   raw p95   api/raw${opts.countEstimated ? '  estimated' : ''}`);
  for (const c of cases) {
    const api: number[] = [];
    const raw: number[] = [];
    let estimated = 0;
    for (let i = 0; i < opts.n + 5; i++) {
      // The first run of a statement may find its pages outside shared buffers, the second finds them warm. So on
      // every other request the raw run goes first, with the statements an earlier request of the same path sent.
      const earlier = sentBy.get(c.path(i));
      const rawFirst = i % 2 === 1 && earlier !== undefined;
      const rawBefore = rawFirst ? await runRaw(earlier) : 0;
      recorder.statements = [];
      const t0 = performance.now();
      const res = await app.request(c.path(i));
      const body = (await res.json()) as { meta?: { estimated?: boolean } };
      const elapsed = performance.now() - t0;
      const statements = recorder.statements;
      recorder.statements = null;
      if (res.status !== 200) throw new Error(`${c.path(i)}: HTTP ${res.status}`);
      sentBy.set(c.path(i), statements);
      const rawMs = rawFirst ? rawBefore : await runRaw(statements);
      if (i < 5) continue;
      if (body.meta?.estimated) estimated++;
      api.push(elapsed);
      raw.push(rawMs);
      if (i < 5 + opts.planSamples) {
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
    const ok = a.p95 < budget.p95Ms && ratio <= budget.ratio;
    if (!ok) over = true;
    const est = opts.countEstimated ? `  ${String(estimated).padStart(9)}` : '';
    console.log(`${c.name.padEnd(24)} ${f(a.median)} ms ${f(a.p95)} ms ${f(r.median)} ms ${f(r.p95)} ms ${ratio.toFixed(2).padStart(8)}${est}  ${ok ? 'ok' : 'OVER'}`);
  }
  console.log('\nPlans of the statements each call sent, each distinct plan once (scan nodes; a "Seq Scan on ads" fails the run):');
  for (const [name, seen] of plans) for (const [lines, path] of seen) console.log(`${name}, e.g. ${path}\n${lines}`);
  await bench.close();
  process.exitCode = over ? 1 : 0;
}
