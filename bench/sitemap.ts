/**
 * Sitemap latency at scale (issue 14: under 200 ms p95 at 1,000,000 ads): the origin's sitemap calls through the
 * real app in-process on PostgreSQL, against the raw SQL time of the statements each sent, with their plans.
 *
 *   DATABASE_URL=postgres://…/bench npx node bench/generate-ads.ts 1000000   (once)
 *   DATABASE_URL=postgres://…/bench npx node bench/sitemap.ts
 *
 * Budget per call: p95 under 200 ms, and API time at most 3 times the raw SQL time (a page carries 10,000 addresses
 * to serialise, where the search calls carry 20 ads).
 */
import { sql } from 'drizzle-orm';
import { SITEMAP_PAGE_IDS } from '../server/modules/sitemap/service.ts';
import { openQueryBench, runQueryBench, type Case } from './query-latency.ts';

const N = Number(process.env.N ?? 40);
const bench = await openQueryBench();
const [{ n, max }] = (await bench.list<{ n: number; max: number }>(sql`select count(*)::int as n, max(id)::int as max from ads`)) as [{ n: number; max: number }];
const pages = Math.max(1, Math.ceil(max / SITEMAP_PAGE_IDS));
// Spread over the whole id space: each request a different range, so no page is served warm from the last one.
const page = (i: number) => 1 + ((i * 37) % pages);
const index = (await (await bench.app.request('/api/v1/sitemap')).json()) as { data: { source: string; pages: number[] }[] };
const cases: Case[] = [
  { name: 'sitemap index', path: () => '/api/v1/sitemap' },
  { name: 'sitemap ads page', path: (i) => `/api/v1/sitemap/ads/${page(i)}` },
  // The other sources, where the database has any.
  ...index.data.filter((s) => s.source !== 'ads' && s.pages.length > 0).map((s) => ({ name: `sitemap ${s.source} page`, path: (i: number) => `/api/v1/sitemap/${s.source}/${s.pages[i % s.pages.length]}` })),
];
await runQueryBench(bench, cases, { n: N, heading: `${n.toLocaleString('en')} ads, ${pages} id ranges`, planSamples: 3, budget: { p95Ms: 200, ratio: 3 } });
