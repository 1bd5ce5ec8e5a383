import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

/**
 * Search over the real tables, every statement answerable from an index (ARCHITECTURE §6: no query scans the whole
 * ads table):
 * - names (ads, users, cities) with `lower(col) like pattern`, which the pg_trgm GIN indexes on `lower(col)` answer;
 *   a query of one or two characters matches word starts only (`'ab%' or '% ab%'`), the shape trigrams can index;
 *   a query without any letter or digit matches nothing rather than every row;
 * - distances with `earth_box(...) @> ll_to_earth(lat, lon)` (GiST on `ll_to_earth`), then the exact great-circle
 *   distance on the few rows inside the box.
 * - ad text with the weighted full-text document `search_vector` (name A, tags B, descriptions C; GIN), every word
 *   of the query standing for the whole words it starts, or for a typo the words one edit away, both from the
 *   dictionary ad_words (textQuery); relevance orders by ts_rank_cd.
 */

export type Section<T> = { items: T[]; total: number };
export const none = <T>(): Section<T> => ({ items: [], total: 0 });

/** The price a buyer pays; must stay identical to the indexed expression of ads_active_price_idx. */
export const EFFECTIVE_PRICE = sql`coalesce(a.offer_price, a.price)`;

/** The planner's estimate of the matches, from statistics: no row is read. */
export async function estimatedMatches(db: Db, where: SQL): Promise<number> {
  const [row] = await rows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) select 1 from ads a where ${where}`);
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/** Used by tests and benches to see which index a statement uses. */
export async function explain(db: Db, query: SQL): Promise<string> {
  const plan = await rows<{ 'QUERY PLAN': string }>(db, sql`explain ${query}`);
  return plan.map((r) => r['QUERY PLAN']).join('\n');
}
