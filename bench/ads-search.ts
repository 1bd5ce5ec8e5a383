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
import { sql } from 'drizzle-orm';
import { openQueryBench, runQueryBench, type Case } from './query-latency.ts';

const N = Number(process.env.N ?? 60);
const bench = await openQueryBench();

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

const [{ n }] = (await bench.list<{ n: number }>(sql`select count(*)::int as n from ads`)) as [{ n: number }];
await runQueryBench(bench, cases, { n: N, heading: `${n.toLocaleString('en')} ads`, planSamples: words.length });
