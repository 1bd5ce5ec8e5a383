/**
 * Cost of the edge proxy: the same API call straight to the origin and through the edge worker, alternating.
 *
 *   npx node bench/proxy-latency.ts        (PORT=4321 edge, API_PORT=3000 origin; N=300, WARMUP=30)
 *
 * Two runs of GET /api/v1/category-list:
 * - as served: the URL clients call, so the edge answers from its cache as deployed (category-list is public
 *   reference data the edge caches for 5 minutes). The budget applies here: median through the edge
 *   ≤ 1.30 × median straight to the origin (docs/decisions.md, "Proxy latency budget").
 * - pass-through: a unique `?_=<i>` on each request defeats every cache, so each one crosses the proxy to the
 *   origin. Printed with the local server stack's own cost (an edge answer that calls no origin) for reading.
 */
import { fileURLToPath } from 'node:url';

export const RATIO_BUDGET = 1.3;
const PATH = '/api/v1/category-list';

export type LatencyResult = { ok: boolean; lines: string[]; edge: Stats; origin: Stats; floor: Stats; ratio: number; passThroughRatio: number };
type Stats = { median: number; p95: number; mean: number };

function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
  return { median: at(0.5), p95: at(0.95), mean: s.reduce((a, b) => a + b, 0) / s.length };
}

async function timed(url: string, expected = 200): Promise<number> {
  // Each sample is one full request and body read, with compression off so both sides move the same bytes.
  const t0 = performance.now();
  const res = await fetch(url, { headers: { accept: 'application/json', 'accept-encoding': 'identity' } });
  await res.arrayBuffer();
  const ms = performance.now() - t0;
  if (res.status !== expected) throw new Error(`${url}: HTTP ${res.status}`);
  return ms;
}

/** Alternating samples straight to the origin and through the edge; `bust` makes every URL unique. */
async function alternate(opts: { edgeUrl: string; originUrl: string; n: number; warmup: number; bust: boolean }) {
  const edge: number[] = [];
  const origin: number[] = [];
  const tag = Date.now().toString(36);
  for (let i = 0; i < opts.warmup + opts.n; i++) {
    const q = opts.bust ? `?_=${tag}-${i}` : '';
    // Alternate which side goes first so neither profits from the other's warm caches.
    const order = i % 2 === 0 ? (['edge', 'origin'] as const) : (['origin', 'edge'] as const);
    for (const side of order) {
      const ms = await timed(`${side === 'edge' ? opts.edgeUrl : opts.originUrl}${PATH}${q}`);
      if (i >= opts.warmup) (side === 'edge' ? edge : origin).push(ms);
    }
  }
  return { edge: stats(edge), origin: stats(origin) };
}

export async function runProxyLatency(opts: { edgeUrl: string; originUrl: string; n?: number; warmup?: number }): Promise<LatencyResult> {
  const n = opts.n ?? 300;
  const warmup = opts.warmup ?? 30;
  const served = await alternate({ ...opts, n, warmup, bust: false });
  const passThrough = await alternate({ ...opts, n, warmup, bust: true });
  const floorSamples: number[] = [];
  for (let i = 0; i < Math.min(n, 100) + 10; i++) {
    const ms = await timed(`${opts.edgeUrl}/api/meta?type=none&_=${i}`, 400);
    if (i >= 10) floorSamples.push(ms);
  }
  const floor = stats(floorSamples);
  const ratio = served.edge.median / served.origin.median;
  const passThroughRatio = passThrough.edge.median / passThrough.origin.median;
  const ok = ratio <= RATIO_BUDGET;
  const f = (x: number) => x.toFixed(2).padStart(7);
  const row = (label: string, url: string, st: Stats) => `  ${label} ${url}:  median ${f(st.median)} ms   p95 ${f(st.p95)} ms   mean ${f(st.mean)} ms`;
  const lines = [
    `GET ${PATH} as served (edge cache as deployed): ${n} requests each way after ${warmup} warm-up, alternating`,
    row('origin', opts.originUrl, served.origin),
    row('edge  ', opts.edgeUrl, served.edge),
    `  ratio of medians edge/origin: ${ratio.toFixed(2)} (budget ≤ ${RATIO_BUDGET.toFixed(2)})  ${ok ? 'ok' : 'OVER'}`,
    `GET ${PATH}?_=<i> pass-through (every request reaches the origin):`,
    row('origin', opts.originUrl, passThrough.origin),
    row('edge  ', opts.edgeUrl, passThrough.edge),
    `  ratio of medians edge/origin: ${passThroughRatio.toFixed(2)}   proxy overhead ≈ ${(passThrough.edge.median - passThrough.origin.median).toFixed(2)} ms`,
    `  (for reference: an edge answer without an origin call takes median ${floor.median.toFixed(2)} ms here, the local server stack's own cost)`,
  ];
  return { ok, lines, edge: served.edge, origin: served.origin, floor, ratio, passThroughRatio };
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
