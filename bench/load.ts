/**
 * Speed under load (issue 11): CONNECTIONS concurrent clients (default 50) send the reads the home board and the
 * catalogue make for a visitor (home tabs, catalogue searches with filters and sorts, the universal search popup,
 * the map's nearby ads), with varied query strings picked popular-first, through the edge as `npm start` runs it.
 * Beside it, the same clients on the edge's own ceiling (currencies, an answer the edge already holds) and on the
 * origin alone (the same mix without the edge and its cache). Each run lasts DURATION seconds (default 10) or
 * MAX_REQUESTS requests (default 60,000), whichever comes first, after a WARMUP-second run (default 30, the edge
 * cache's lifetime: the cache then holds what steady traffic keeps in it) that is not counted; the measured run goes
 * on with the warm-up's sequence.
 *
 *   npm run bench -- load        (with DATABASE_URL of the 1,000,000-ad database: bench/generate-ads.ts)
 *
 * Goal at 1,000,000 ads: at least 1,000 requests a second with p95 under 100 ms through the edge.
 */
import autocannon from 'autocannon';
import { ms, seeded, skewedPick, stats } from './harness.ts';

export const GOAL = { rps: 1000, p95: 100 };

type RunResult = { rps: number; p50: number; p95: number; p99: number; errors: number; detail: string; requests: number; hits: number; misses: number; stale: number };

const WORDS = ['sofa', 'guitar', 'phone', 'bicycle', 'laptop', 'vintage', 'tent', 'honey', 'camera', 'jacket', 'apartment', 'modern sofa', 'coffee beans', 'puppy', 'gutiar', 'headphones', 'wardrobe', 'sneakers', 'drone', 'wine'];
const CENTRES = [
  [51.5074, -0.1278],
  [48.8566, 2.3522],
  [47.0105, 28.8638],
  [52.52, 13.405],
  [40.4168, -3.7038],
  [44.4268, 26.1025],
  [41.9028, 12.4964],
  [52.2297, 21.0122],
] as const;
const HOME_TABS = ['newest', 'reduced', 'recommendations', 'all', 'sponsored'];
const SORTS = ['', '&filter=low-to-high', '&filter=high-to-low', '&filter=date'];
const RADII = [5, 10, 25, 50];

/** The category ids of the ad tree, from the origin's own list. */
async function categoryIds(originUrl: string): Promise<number[]> {
  const res = await fetch(`${originUrl}/api/v1/category-list`);
  const ids: number[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const id = (v as { id?: unknown }).id;
      if (typeof id === 'number') ids.push(id);
      Object.values(v).forEach(walk);
    }
  };
  walk(((await res.json()) as { data?: unknown }).data);
  if (!ids.length) throw new Error('the origin lists no categories');
  return ids;
}

/**
 * The next path of the visitors' mix: as the islands build them (src/lib/api, src/islands/ads/HomeTabs.tsx, the
 * catalogue, the search popup and the map). Weights: home tabs 30 %, catalogue 40 %, search popup 15 %, map 15 %.
 */
function visitorMix(categories: number[], seed = 11): () => string {
  const random = seeded(seed);
  const word = () => skewedPick(WORDS, random);
  return () => {
    const r = random();
    if (r < 0.3) return `/api/v1/ads/home?tab=${skewedPick(HOME_TABS, random)}&page=${1 + Math.floor(3 * random() ** 3)}&per_page=8`;
    if (r < 0.55) return `/api/v1/seller/ads/search-ads?page=${1 + Math.floor(4 * random() ** 3)}&category_id=${skewedPick(categories, random)}${skewedPick(SORTS, random)}&type=ad`;
    if (r < 0.7) {
      const w = word();
      // The popup searches as the visitor types: 2 letters, then more, then the word.
      const typed = w.slice(0, Math.max(2, Math.ceil(w.length * (0.4 + 0.6 * random()))));
      return `/api/v1/seller/ads/search-all?query=${encodeURIComponent(typed)}&type=all&page=1`;
    }
    if (r < 0.85) {
      const filters = random() < 0.5 ? `&price_max=${skewedPick([500, 1000, 200, 5000], random)}` : random() < 0.5 ? '&condition=new' : '';
      return `/api/v1/seller/ads/search-ads?page=1&name=${encodeURIComponent(word())}${filters}${skewedPick(SORTS, random)}&type=ad`;
    }
    const [lat, lng] = skewedPick(CENTRES, random);
    return `/api/v1/seller/ads/nearby?lat=${lat}&lng=${lng}&radius=${skewedPick(RADII, random)}`;
  };
}

/** One bounded autocannon run; latencies are recorded per response so p95 is exact, not a histogram bucket. */
async function run(url: string, next: () => string, opts: { connections: number; duration: number; maxRequests: number }): Promise<RunResult> {
  const latencies: number[] = [];
  let hits = 0;
  let misses = 0;
  let stale = 0;
  const refused = new Map<number, number>();
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.duration,
    maxOverallRequests: opts.maxRequests,
    headers: { accept: 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, path: next() }) }],
    setupClient: (client) => {
      // At run time the event carries the parser's raw list [name, value, …] (the types describe an object).
      (client as unknown as NodeJS.EventEmitter).on('headers', ({ headers }: { headers: string[] }) => {
        for (let i = 0; i < headers.length; i += 2) {
          if (headers[i]!.toLowerCase() !== 'x-edge-cache') continue;
          // A stale answer is given from the cache too (its refresh happens beside it).
          if (headers[i + 1] === 'HIT' || headers[i + 1] === 'STALE') hits++;
          else misses++;
          if (headers[i + 1] === 'STALE') stale++;
        }
      });
      client.on('response', (status: number, _bytes: number, responseTime: number) => {
        latencies.push(responseTime);
        if (status >= 300) refused.set(status, (refused.get(status) ?? 0) + 1);
      });
    },
  });
  const st = stats(latencies);
  return {
    rps: result.requests.total / (result.duration || opts.duration),
    p50: st.median,
    p95: st.p95,
    p99: st.p99,
    errors: result.errors + result.non2xx,
    detail: [...[...refused].map(([status, n]) => `HTTP ${status} ×${n}`), ...(result.timeouts ? [`${result.timeouts} timeouts`] : []), ...(result.errors - result.timeouts > 0 ? [`${result.errors - result.timeouts} connection errors`] : [])].join(', '),
    requests: result.requests.total,
    hits,
    misses,
    stale,
  };
}

export async function runLoad(opts: { edgeUrl: string; originUrl: string; connections?: number; duration?: number; warmup?: number; maxRequests?: number }) {
  const connections = opts.connections ?? 50;
  const bounds = { connections, duration: opts.duration ?? 10, maxRequests: opts.maxRequests ?? 60_000 };
  const warm = { ...bounds, duration: opts.warmup ?? 30 };
  const categories = await categoryIds(opts.originUrl);
  const currencies = () => '/api/v1/currencies';

  // The measured run goes on with the warm-up's sequence: it asks what comes next, not again what the cache was
  // just given.
  const measured = async (url: string, next: () => string) => {
    if (warm.duration > 0) await run(url, next, warm);
    return run(url, next, bounds);
  };
  // The same seed for edge and origin: both get the same sequence of requests.
  const edge = await measured(opts.edgeUrl, visitorMix(categories));
  const ceiling = await measured(opts.edgeUrl, currencies);
  const origin = await measured(opts.originUrl, visitorMix(categories));

  const row = (label: string, r: RunResult) =>
    `  ${label.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${ms(r.p50, 1, 6)} ms   p95 ${ms(r.p95, 1, 6)} ms   p99 ${ms(r.p99, 1, 6)} ms   errors ${r.errors}${r.detail ? ` (${r.detail})` : ''}` +
    (r.hits + r.misses ? `   edge cache hits ${((100 * r.hits) / (r.hits + r.misses)).toFixed(0)} % (stale ${((100 * r.stale) / (r.hits + r.misses)).toFixed(0)} %)` : '');
  const ok = edge.rps >= GOAL.rps && edge.p95 < GOAL.p95 && edge.errors === 0;
  const lines = [
    `${connections} clients, ${bounds.duration} s or ${bounds.maxRequests.toLocaleString('en')} requests per run after ${warm.duration} s warm-up; ${categories.length} categories in the mix`,
    row('visitors\' mix through the edge', edge),
    row('edge ceiling (cached currencies)', ceiling),
    row('visitors\' mix, origin alone', origin),
    `  goal through the edge: ≥ ${GOAL.rps} req/s with p95 < ${GOAL.p95} ms and no errors  ${ok ? 'ok' : 'MISSED'}`,
  ];
  return { ok, lines, edge, ceiling, origin };
}
