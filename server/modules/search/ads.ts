import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { PUBLIC_AD } from '../ads/visibility.ts';
import { isRowId } from '../../http/ids.ts';
import type { AdCondition, AdItem, SortFilter } from './schemas.ts';
import { EFFECTIVE_PRICE, estimatedMatches, none, type Section } from './shared.ts';
import { hasWordChar, prefixTsQuery, textMatch, textQuery, type TextQuery } from './text.ts';
import { isoTime as iso, moneyOrNull as money, numberOrNull as num } from '../../db/values.ts';
import { openCategorySubtree } from '../catalog/open-subtree.ts';

/** The catalogue search of classified ads (search-ads?type=ad) and the ad rows every ad search reads. */

export const SEARCH_ADS_PER_PAGE = 10;
export const METERS_PER_MILE = 1609.34;

type Row = Record<string, unknown>;

export const AD_COLUMNS = sql`a.id, a.name, a.description, a.type, a.price, a.offer_price, cu.code as currency_code, cu.symbol as currency_symbol,
  a.location, a.lat, a.lon, a.category_id, a.owner_id, a.is_sponsored, a.created_at, a.condition, a.is_negotiable,
  (select json_build_object('id', at.id, 'attachment', at.attachment, 'variants', at.variants)
     from ad_attachments at where at.ads_id = a.id and at.status = 1 order by at.position, at.id limit 1) as first_photo`;

function firstPhoto(v: unknown): AdItem['attachment'] {
  const p = (typeof v === 'string' ? JSON.parse(v) : v) as { id: number; attachment: string; variants: string[] | null } | null;
  return p ? [{ id: Number(p.id), attachment: String(p.attachment), variants: Array.isArray(p.variants) ? p.variants.map(String) : [] }] : [];
}

export function toAdItem(r: Row): AdItem {
  return {
    id: Number(r.id),
    name: String(r.name),
    description: String(r.description ?? ''),
    type: Number(r.type),
    price: money(r.price) ?? '0.00',
    offer_price: money(r.offer_price),
    currency_code: r.currency_code == null ? null : String(r.currency_code),
    currency_symbol: r.currency_symbol == null ? '$' : String(r.currency_symbol),
    location: r.location == null ? null : String(r.location),
    lat: num(r.lat),
    lon: num(r.lon),
    category_id: Number(r.category_id),
    owner_id: Number(r.owner_id),
    is_sponsored: Number(r.is_sponsored ?? 0),
    created_at: iso(r.created_at),
    condition: r.condition == null ? null : String(r.condition),
    is_negotiable: r.is_negotiable === true || r.is_negotiable === 1 ? 1 : 0,
    is_favorite: 0,
    attachment: firstPhoto(r.first_photo),
  };
}

export const earthPoint = (lat: number, lng: number) => sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;
/** Must stay identical to the indexed expression of ads_earth_idx. */
export const AD_POINT = sql`ll_to_earth(a.lat::float8, a.lon::float8)`;

export type Geo = { lat: number; lng: number; radiusMiles: number };

export function withinRadius(geo: Geo): SQL {
  const meters = geo.radiusMiles * METERS_PER_MILE;
  const centre = earthPoint(geo.lat, geo.lng);
  return sql`earth_box(${centre}, ${meters}::float8) @> ${AD_POINT} and earth_distance(${centre}, ${AD_POINT}) <= ${meters}::float8`;
}

/**
 * Up to this many estimated matches a page counts them exactly and ranks every match by relevance, in the one
 * statement that reads the page. Above it the total is the planner's estimate and relevance means "sponsored first,
 * then newest", which the list index ads_active_ranked_idx serves without sorting every match (docs/decisions.md,
 * "Search at scale").
 */
export const EXACT_LIMIT = 2000;

function adOrder(sort: SortFilter | undefined, rank: string | undefined, geo: Geo | undefined, broad = false): SQL {
  const newest = sql`a.created_at desc, a.id desc`;
  const effectivePrice = EFFECTIVE_PRICE;
  switch (sort) {
    case 'low-to-high':
      return sql`${effectivePrice} asc, ${newest}`;
    case 'high-to-low':
      return sql`${effectivePrice} desc, ${newest}`;
    case 'date':
    case 'rating':
      return newest;
    default: {
      const parts: SQL[] = [];
      if (rank && !broad) parts.push(sql`ts_rank_cd(a.search_vector, ${rank}::tsquery) desc`);
      // Nearest first by the GiST index's own distance (KNN): the chord through the earth orders like the arc.
      if (geo) return sql`${AD_POINT} <-> ${earthPoint(geo.lat, geo.lng)}`;
      parts.push(sql`a.is_sponsored desc`, newest);
      return sql.join(parts, sql`, `);
    }
  }
}

export type AdFilters = {
  text?: string | undefined;
  /**
   * The text resolved by textQuery: `match` a tsquery of whole words (each query word stands for the words it
   * starts, typos corrected), `rank` the same with prefixes, which ranks as well and far cheaper than many
   * alternatives. Without it every query word is a prefix (`red:* & bike:*`), which reads far more of the index.
   */
  words?: TextQuery | undefined;
  tags?: string[] | undefined;
  location?: string | undefined;
  categoryId?: number | undefined;
  /**
   * The category and every category under it, resolved by adsPage: the planner estimates a list of ids from its
   * statistics, where a recursive subquery left it guessing (a third of the table for any category).
   */
  categoryIds?: number[] | undefined;
  geo?: Geo | undefined;
  /** Bounds of the price a buyer pays (offer price when set), inclusive; ads_active_price_idx answers them. */
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  conditions?: AdCondition[] | undefined;
};

function adConditions(f: AdFilters): SQL {
  const parts: SQL[] = [PUBLIC_AD];
  if (f.text) {
    const words = f.words?.match ?? prefixTsQuery(f.text);
    parts.push(words ? sql`a.search_vector @@ ${words}::tsquery` : sql`false`);
  }
  if (f.tags?.length) parts.push(sql`a.tags && ${sql.param(f.tags)}::text[]`);
  if (f.location) parts.push(textMatch(sql`lower(a.location)`, f.location));
  if (f.categoryIds) parts.push(sql`a.category_id = any(${sql.param(f.categoryIds)}::int[])`);
  else if (f.categoryId !== undefined) {
    parts.push(sql`a.category_id in ${openCategorySubtree(f.categoryId)}`);
  }
  if (f.geo) parts.push(withinRadius(f.geo));
  if (f.priceMin !== undefined) parts.push(sql`${EFFECTIVE_PRICE} >= ${f.priceMin}::numeric`);
  if (f.priceMax !== undefined) parts.push(sql`${EFFECTIVE_PRICE} <= ${f.priceMax}::numeric`);
  if (f.conditions?.length) parts.push(sql`a.condition = any(${sql.param(f.conditions)}::text[])`);
  return sql.join(parts, sql` and `);
}

/**
 * One page of active ads (exported so tests and the bench run exactly what runs). Unless `broad`, each row also
 * carries `total_matches`, the count of every match: the page and its total come from one read of the matches.
 */
export function adsPageSql(f: AdFilters, opts: { sort?: SortFilter | undefined; limit: number; offset: number; broad?: boolean }): SQL {
  const rank = f.text ? (f.words?.rank ?? prefixTsQuery(f.text) ?? undefined) : undefined;
  const order = adOrder(opts.sort, rank, f.geo, opts.broad);
  const counted = opts.broad ? sql`` : sql`, count(*) over () as total_matches`;
  if (!opts.broad) {
    // Few matches by the planner's estimate: read them all through the index that finds them (ads_active_price_idx
    // for a price range, ads_search_vector_idx for words) and sort those, instead of walking a list index in page
    // order and filtering on the way, which reads the whole list when hardly anything matches (3 s for a rare word
    // sorted by price at 1,000,000 ads).
    return sql`with a as materialized (select a.* from ads a where ${adConditions(f)})
      select ${AD_COLUMNS}${counted}
      from a left join currencies cu on cu.id = a.currency_id
      order by ${order}
      limit ${opts.limit} offset ${opts.offset}`;
  }
  return sql`select ${AD_COLUMNS}${counted}
    from ads a left join currencies cu on cu.id = a.currency_id
    where ${adConditions(f)}
    order by ${order}
    limit ${opts.limit} offset ${opts.offset}`;
}

/** Only a category (and a sort): categoryPageSql serves it. */
const onlyCategory = (f: AdFilters): f is AdFilters & { categoryIds: number[] } =>
  !!f.categoryIds && !f.text && !f.tags?.length && !f.location && !f.geo && f.priceMin === undefined && f.priceMax === undefined && !f.conditions?.length;

/**
 * A page of a category's ads without other filters (exported for the EXPLAIN test). Each category of the subtree is
 * read in page order from its index (ads_category_ranked_idx, ads_category_price_idx, ads_category_newest_idx) up to
 * the end of the page, and the page is cut from those few rows, instead of reading and sorting every ad of the
 * subtree. Unless `broad`, each row carries `total_matches`, counted once for the page.
 */
export function categoryPageSql(categoryIds: number[], opts: { sort?: SortFilter | undefined; limit: number; offset: number; broad?: boolean }): SQL {
  const order = adOrder(opts.sort, undefined, undefined);
  const inCategories = sql`a.category_id = any(${sql.param(categoryIds)}::int[]) and ${PUBLIC_AD}`;
  const counted = opts.broad ? sql`` : sql`, (select count(*) from ads a where ${inCategories}) as total_matches`;
  return sql`with page as (
      select a.* from unnest(${sql.param(categoryIds)}::int[]) c(id)
      cross join lateral (
        select a.id, a.is_sponsored, a.created_at, a.price, a.offer_price from ads a
        where a.category_id = c.id and ${PUBLIC_AD}
        order by ${order} limit ${opts.offset + opts.limit}) a
      order by ${order} limit ${opts.limit} offset ${opts.offset})
    select ${AD_COLUMNS}${counted}
    from page join ads a on a.id = page.id left join currencies cu on cu.id = a.currency_id
    order by ${order}`;
}

/** The category and every open category under it; none for a hidden category or an id no row can have. */
async function categorySubtree(db: Db, categoryId: number): Promise<number[]> {
  if (!isRowId(categoryId)) return [];
  const list = await rows<{ id: number }>(db, sql`select id from ${openCategorySubtree(categoryId)} t`);
  return list.map((r) => Number(r.id));
}

type PageOpts = { sort?: SortFilter | undefined; page: number; perPage: number };

export async function adsPage(db: Db, filters: AdFilters, opts: PageOpts): Promise<Section<AdItem>> {
  const f = filters.categoryId !== undefined && !filters.categoryIds ? { ...filters, categoryIds: await categorySubtree(db, filters.categoryId) } : filters;
  if (!f.text) return adsPageOf(db, f, opts);
  const words = await textQuery(db, f.text);
  return words ? adsPageOf(db, { ...f, words }, opts) : none<AdItem>();
}

async function adsPageOf(db: Db, f: AdFilters, opts: PageOpts): Promise<Section<AdItem>> {
  const where = adConditions(f);
  const estimate = await estimatedMatches(db, where);
  const broad = estimate > EXACT_LIMIT;
  const offset = (opts.page - 1) * opts.perPage;
  const page = { sort: opts.sort, limit: opts.perPage, offset, broad };
  const list = await rows(db, onlyCategory(f) ? categoryPageSql(f.categoryIds, page) : adsPageSql(f, page));
  let total = broad ? estimate : Number(list[0]?.total_matches ?? 0);
  // A page past the end has no row to carry the count.
  if (!broad && !list.length && offset > 0) total = Number((await rows<{ n: number }>(db, sql`select count(*)::int as n from ads a where ${where}`))[0]?.n ?? 0);
  // An estimate may fall short of the rows a page actually found; never claim fewer than were shown.
  const shown = list.length ? offset + list.length : 0;
  return { items: list.map(toAdItem), total: Math.max(total, shown) };
}

/** Sets is_favorite on the items the signed-in viewer saved: one look-up of the page's ids in ad_favorites_key. */
export async function markFavorites<T extends AdItem>(db: Db, viewerId: number | undefined, items: T[]): Promise<T[]> {
  if (viewerId === undefined || !items.length) return items;
  const saved = await rows<{ ads_id: number }>(
    db,
    sql`select f.ads_id from ad_favorites f where f.user_id = ${viewerId} and f.ads_id = any(${sql.param(items.map((a) => a.id))}::int[])`,
  );
  const ids = new Set(saved.map((r) => Number(r.ads_id)));
  return items.map((a) => (ids.has(a.id) ? { ...a, is_favorite: 1 } : a));
}

export type SearchAdsInput = {
  page: number;
  type: 'ad' | 'shopAd';
  category_id?: number | undefined;
  name?: string | undefined;
  query?: string | undefined;
  location?: string | undefined;
  tags?: string | undefined;
  filter?: SortFilter | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  radius: number;
  price_min?: number | undefined;
  price_max?: number | undefined;
  condition?: AdCondition[] | undefined;
};

/**
 * The catalogue search of classified ads: active ads, 10 a page, filtered by category subtree, name, location, tags
 * and distance (`type=shopAd` is searchShopAds). Tags (comma-separated) match ads carrying any of them.
 * `is_favorite` is filled for a signed-in viewer.
 */
export async function searchAds(db: Db, p: SearchAdsInput, viewerId?: number): Promise<{ items: AdItem[]; total: number; perPage: number }> {
  const perPage = SEARCH_ADS_PER_PAGE;
  const text = p.name ?? p.query;
  const tags = (p.tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if ((text && !hasWordChar(text)) || (p.location && !hasWordChar(p.location))) return { items: [], total: 0, perPage };
  const geo = p.lat !== undefined && p.lng !== undefined ? { lat: p.lat, lng: p.lng, radiusMiles: p.radius } : undefined;
  const { items, total } = await adsPage(
    db,
    {
      text,
      tags: tags.length ? tags : undefined,
      location: p.location,
      categoryId: p.category_id,
      geo,
      priceMin: p.price_min,
      priceMax: p.price_max,
      conditions: p.condition?.length ? p.condition : undefined,
    },
    { sort: p.filter, page: p.page, perPage },
  );
  return { items: await markFavorites(db, viewerId, items), total, perPage };
}
