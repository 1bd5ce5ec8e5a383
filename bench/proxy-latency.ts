/**
 * Cost of the edge proxy: the same API call straight to the origin and through the edge worker, alternating.
 *
 *   npx node bench/proxy-latency.ts        (PORT=4321 edge, API_PORT=3000 origin; N=300, WARMUP=30)
 *
 * Each request carries a unique `?_=<i>` so neither the edge cache nor a browser-style cache answers: what is
 * measured is the proxy hop itself. Budget: median through the edge ≤ 1.30 × median straight to the origin.
 */
import { fileURLToPath } from 'node:url';

export const RATIO_BUDGET = 1.3;
const PATH = '/api/v1/category-list';

export type LatencyResult = { ok: boolean; lines: string[]; edge: Stats; origin: Stats; floor: Stats; ratio: number };
type Stats = { median: number; p95: number; mean: number };

function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
  return { median: at(0.5), p95: at(0.95), mean: s.reduce((a, b) => a + b, 0) / s.length };
}

async function timed(url: string, expected = 200): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { accept: 'application/json', 'accept-encoding': 'identity' } });
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (res.status !== expected) throw new Error(`${url}: HTTP ${res.status}`);
  return ms;
}

export async function runProxyLatency(opts: { edgeUrl: string; originUrl: string; n?: number; warmup?: number }): Promise<LatencyResult> {
  const n = opts.n ?? 300;
  const warmup = opts.warmup ?? 30;
  const edge: number[] = [];
  const origin: number[] = [];
  const tag = Date.now().toString(36);
  for (let i = 0; i < warmup + n; i++) {
    const q = `?_=${tag}-${i}`;
    // Alternate which side goes first so neither profits from the other's warm caches.
    const order = i % 2 === 0 ? (['edge', 'origin'] as const) : (['origin', 'edge'] as const);
    for (const side of order) {
      const ms = await timed(`${side === 'edge' ? opts.edgeUrl : opts.originUrl}${PATH}${q}`);
      if (i >= warmup) (side === 'edge' ? edge : origin).push(ms);
    }
  }
  // For reading the figures: an edge answer that calls no origin (the meta page's 400), i.e. what the local
  // server stack (wrangler dev: a proxy workerd in front of the worker's workerd) costs by itself.
  const floorSamples: number[] = [];
  for (let i = 0; i < Math.min(n, 100) + 10; i++) {
    const ms = await timed(`${opts.edgeUrl}/api/meta?type=none&_=${i}`, 400);
    if (i >= 10) floorSamples.push(ms);
  }
  const floor = stats(floorSamples);
  const e = stats(edge);
  const o = stats(origin);
  const ratio = e.median / o.median;
  const ok = ratio <= RATIO_BUDGET;
  const f = (x: number) => x.toFixed(2).padStart(7);
  const lines = [
    `GET ${PATH}?_=<i>: ${n} requests each way after ${warmup} warm-up, alternating`,
    `  origin ${opts.originUrl}:  median ${f(o.median)} ms   p95 ${f(o.p95)} ms   mean ${f(o.mean)} ms`,
    `  edge   ${opts.edgeUrl}:  median ${f(e.median)} ms   p95 ${f(e.p95)} ms   mean ${f(e.mean)} ms`,
    `  ratio of medians edge/origin: ${ratio.toFixed(2)} (budget ≤ ${RATIO_BUDGET.toFixed(2)})  ${ok ? 'ok' : 'OVER'}   proxy overhead ≈ ${(e.median - o.median).toFixed(2)} ms`,
    `  (for reference: an edge answer without an origin call takes median ${floor.median.toFixed(2)} ms here, the local server stack's own cost)`,
  ];
  return { ok, lines, edge: e, origin: o, floor, ratio };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await runProxyLatency({
    edgeUrl: `http://127.0.0.1:${process.env.PORT ?? 4321}`,
    originUrl: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`,
    n: Number(process.env.N ?? 300),
    warmup: Number(process.env.WARMUP ?? 30),
  });
  console.log(result.lines.join('\n'));
  process.exitCode = result.ok ? 0 : 1;
}
