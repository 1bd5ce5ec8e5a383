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
import { sql } from 'drizzle-orm';
import { pick } from './harness.ts';
import { openQueryBench, runQueryBench, type Case } from './query-latency.ts';

const N = Number(process.env.N ?? 60);
// Migrates first, so counter tables of newer migrations fill from the items already there.
const bench = await openQueryBench({ migrate: true });
const { list } = bench;

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
const S = '/api/v1/seller/ads/search-ads?type=shopAd';

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

await runQueryBench(bench, cases, { n: N, heading: `${counts.items.toLocaleString('en')} shop items in ${counts.shops} shops`, planSamples: 10, countEstimated: true });
