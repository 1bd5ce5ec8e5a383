/**
 * Search latency at scale (issue 4): median and p95 of the search calls through the real app (in-process, on
 * PostgreSQL), and the same statements' raw SQL time in the same run.
 *
 *   DATABASE_URL=postgres://…/bench npx node bench/generate-ads.ts 1000000   (once)
 *   DATABASE_URL=postgres://…/bench npx node bench/ads-search.ts
 *
 * Budgets at 1,000,000 ads: p95 under 50 ms for each call, and API time at most 2 times the raw SQL time.
 */
import { sql, type SQL } from 'drizzle-orm';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { buildDeps } from '../server/platform/build.ts';
import { createLogger } from '../server/platform/log.ts';
import { adsPageSql, nearbySql } from '../server/modules/search/service.ts';

const N = Number(process.env.N ?? 60);
const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('Set DATABASE_URL to the benchmark database.');
const { deps, close } = await buildDeps(config, { log: createLogger({ silent: true }) });
const app = createApp(deps);

type Case = { name: string; path: (i: number) => string; raw?: (i: number) => SQL };
const words = ['guitar', 'modern sofa', 'bicycle', 'vintage', 'phone', 'tent', 'honey', 'laptop'];
const centres = [
  { lat: 51.5074, lng: -0.1278 },
  { lat: 48.8566, lng: 2.3522 },
  { lat: 47.0105, lng: 28.8638 },
  { lat: 52.52, lng: 13.405 },
];
const cases: Case[] = [
  {
    name: 'search-ads text',
    path: (i) => `/api/v1/seller/ads/search-ads?type=ad&page=1&name=${encodeURIComponent(words[i % words.length]!)}`,
    raw: (i) => adsPageSql({ text: words[i % words.length]! }, { limit: 10, offset: 0 }),
  },
  { name: 'search-ads category', path: (i) => `/api/v1/seller/ads/search-ads?type=ad&page=${1 + (i % 3)}&category_id=${1 + (i % 12)}` },
  { name: 'search-all', path: (i) => `/api/v1/seller/ads/search-all?type=all&page=1&query=${encodeURIComponent(words[i % words.length]!)}` },
  {
    name: 'nearby 2 mi',
    path: (i) => {
      const c = centres[i % centres.length]!;
      return `/api/v1/seller/ads/nearby?lat=${c.lat}&lng=${c.lng}&radius=2`;
    },
    raw: (i) => {
      const c = centres[i % centres.length]!;
      return nearbySql({ lat: c.lat, lng: c.lng, radiusMiles: 2 });
    },
  },
  { name: 'nearby 50 mi', path: (i) => { const c = centres[i % centres.length]!; return `/api/v1/seller/ads/nearby?lat=${c.lat}&lng=${c.lng}&radius=50`; } },
  { name: 'home newest', path: (i) => `/api/v1/ads/home?tab=newest&page=${1 + (i % 5)}` },
  { name: 'home reduced', path: (i) => `/api/v1/ads/home?tab=reduced&page=${1 + (i % 5)}` },
  { name: 'home recommendations', path: () => `/api/v1/ads/home?tab=recommendations` },
];

const stats = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95) };
};
const f = (x: number) => x.toFixed(1).padStart(7);

let over = false;
console.log(`${(await deps.db.execute(sql`select count(*)::int as n from ads`) as unknown as { rows: { n: number }[] }).rows[0]!.n.toLocaleString('en')} ads; ${N} requests per call after 5 warm-up\n`);
console.log('call                      api median   api p95   raw median   raw p95   api/raw');
for (const c of cases) {
  const api: number[] = [];
  const raw: number[] = [];
  for (let i = 0; i < N + 5; i++) {
    const t0 = performance.now();
    const res = await app.request(c.path(i));
    await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (res.status === 404) break;
    if (res.status !== 200) throw new Error(`${c.path(i)}: HTTP ${res.status}`);
    if (i >= 5) api.push(ms);
    if (c.raw) {
      const r0 = performance.now();
      await deps.db.execute(c.raw(i));
      if (i >= 5) raw.push(performance.now() - r0);
    }
  }
  if (!api.length) {
    console.log(`${c.name.padEnd(24)}  (call not available)`);
    continue;
  }
  const a = stats(api);
  const r = raw.length ? stats(raw) : null;
  const ratio = r ? a.median / r.median : null;
  const ok = a.p95 < 50 && (ratio === null || ratio <= 2);
  if (!ok) over = true;
  console.log(
    `${c.name.padEnd(24)} ${f(a.median)} ms ${f(a.p95)} ms ${r ? `${f(r.median)} ms ${f(r.p95)} ms ${ratio!.toFixed(2).padStart(8)}` : '           -          -        -'}  ${ok ? 'ok' : 'OVER'}`,
  );
}
await close();
process.exitCode = over ? 1 : 0;
