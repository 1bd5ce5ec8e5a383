/**
 * Cost of the edge proxy: the same API call straight to the origin and through the edge worker, alternating.
 *
 *   npx node bench/proxy-latency.ts        (PORT=4321 edge, API_PORT=3000 origin; N=300, WARMUP=30)
 *
 * Three runs of GET /api/v1/category-list:
 * - pass-through: a unique `?_=<i>` and a bearer token on each request, so no cache looks the call up or stores it
 *   and each one crosses the proxy to the origin (which ignores the token on this call). The budget applies here:
 *   median through the edge ≤ 1.30 × median straight to the origin, and at most 2 ms added (docs/decisions.md #9
 *   and #60). An answer from the edge cache says nothing about the hop.
 * - visitor's miss: a unique `?_=<i>` without a token: the hop plus the edge cache's lookup and store (locally
 *   Miniflare's cache, a SQLite store run in the worker's thread; on Cloudflare the platform's cache).
 * - as served: the URL clients call, which the edge answers from its cache (category-list is public reference data
 *   it keeps for 5 minutes). Printed with the local stack's floor (an edge answer that calls no origin) for reading.
 */
import { fileURLToPath } from 'node:url';
import { stats, statsLine, timedGet, type Stats } from './harness.ts';

export const RATIO_BUDGET = 1.3;
export const ADDED_MS_BUDGET = 2;
const PATH = '/api/v1/category-list';

export type LatencyResult = { ok: boolean; lines: string[]; passThrough: { edge: Stats; origin: Stats }; miss: { edge: Stats; origin: Stats }; served: { edge: Stats; origin: Stats }; floor: Stats };

/** Alternating samples straight to the origin and through the edge; `bust` makes every URL unique. */
async function alternate(opts: { edgeUrl: string; originUrl: string; n: number; warmup: number; bust: boolean; token?: boolean }) {
  const edge: number[] = [];
  const origin: number[] = [];
  const tag = Date.now().toString(36);
  for (let i = 0; i < opts.warmup + opts.n; i++) {
    const q = opts.bust ? `?_=${tag}-${i}` : '';
    // Alternate which side goes first so neither profits from the other's warm caches.
    const order = i % 2 === 0 ? (['edge', 'origin'] as const) : (['origin', 'edge'] as const);
    for (const side of order) {
      const ms = await timedGet(`${side === 'edge' ? opts.edgeUrl : opts.originUrl}${PATH}${q}`, 200, opts.token ? { authorization: 'Bearer proxy-latency' } : {});
      if (i >= opts.warmup) (side === 'edge' ? edge : origin).push(ms);
    }
  }
  return { edge: stats(edge), origin: stats(origin) };
}

export async function runProxyLatency(opts: { edgeUrl: string; originUrl: string; n?: number; warmup?: number }): Promise<LatencyResult> {
  const n = opts.n ?? 300;
  const warmup = opts.warmup ?? 30;
  const passThrough = await alternate({ ...opts, n, warmup, bust: true, token: true });
  const miss = await alternate({ ...opts, n, warmup, bust: true });
  const served = await alternate({ ...opts, n, warmup, bust: false });
  const floorSamples: number[] = [];
  for (let i = 0; i < Math.min(n, 100) + 10; i++) {
    const ms = await timedGet(`${opts.edgeUrl}/api/meta?type=none&_=${i}`, 400);
    if (i >= 10) floorSamples.push(ms);
  }
  const floor = stats(floorSamples);
  const ratio = passThrough.edge.median / passThrough.origin.median;
  const added = passThrough.edge.median - passThrough.origin.median;
  const ok = ratio <= RATIO_BUDGET && added <= ADDED_MS_BUDGET;
  const row = (label: string, url: string, st: Stats) => `  ${label} ${url}:  ${statsLine(st)}`;
  const lines = [
    `GET ${PATH}?_=<i> with a bearer token, pass-through (no cache involved): ${n} requests each way after ${warmup} warm-up, alternating`,
    row('origin', opts.originUrl, passThrough.origin),
    row('edge  ', opts.edgeUrl, passThrough.edge),
    `  ratio of medians edge/origin: ${ratio.toFixed(2)} (budget ≤ ${RATIO_BUDGET.toFixed(2)}), added ${added.toFixed(2)} ms (budget ≤ ${ADDED_MS_BUDGET} ms)  ${ok ? 'ok' : 'OVER'}`,
    `GET ${PATH}?_=<i> as a visitor: the hop plus the edge cache's lookup and store`,
    row('origin', opts.originUrl, miss.origin),
    row('edge  ', opts.edgeUrl, miss.edge),
    `  ratio of medians edge/origin: ${(miss.edge.median / miss.origin.median).toFixed(2)}, added ${(miss.edge.median - miss.origin.median).toFixed(2)} ms`,
    `GET ${PATH} as served (the edge answers from its cache):`,
    row('origin', opts.originUrl, served.origin),
    row('edge  ', opts.edgeUrl, served.edge),
    `  ratio of medians edge/origin: ${(served.edge.median / served.origin.median).toFixed(2)}`,
    `  (for reference: an edge answer without an origin call takes median ${floor.median.toFixed(2)} ms here, the local server stack's own cost)`,
  ];
  return { ok, lines, passThrough, miss, served, floor };
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
