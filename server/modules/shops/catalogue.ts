import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { loadAds } from '../ads/serialize.ts';
import type { BrandFacet, ShopItem, SortFilter } from '../search/schemas.ts';
import { EFFECTIVE_PRICE, estimatedMatches } from '../search/shared.ts';
import { openCategorySubtree } from '../catalog/open-subtree.ts';
import { hasWordChar, prefixTsQuery, textQuery, type TextQuery } from '../search/text.ts';

/** The shop catalogue: every list of shop items and the shop search (search-ads?type=shopAd) read through shopPage. */

/**
 * Shop products on sale: active, undeleted ads rows with a shop. Every shop list and the shop catalogue search start
 * from this predicate; the ads_shop_* partial indexes (migration shop_indexes) carry exactly it.
 */
export const SHOP_ACTIVE = sql`a.status = 1 and a.deleted_at is null and a.shop_id is not null`;

export const SHOP_PER_PAGE = 20;
export const SHOP_PER_PAGE_MAX = 100;
/** Brands listed in the facets (most items first); brands the caller selected are always listed. */
export const SHOP_FACET_BRANDS = 50;
/**
 * Up to this many matches a page is cut from all matches, found through the index that selects them and sorted;
 * above it the page walks the index of its order and stops after the page (the total is known beforehand).
 */
export const SHOP_SORT_ALL_LIMIT = 3000;
/**
 * A text search reads at most this many matches (plus one) to count them per brand. Up to it the counts are exact
 * and relevance ranks every match; above it the total is the planner's estimate, the brand counts are the read
 * matches' shares of it (`estimated`), and relevance is newest first, walked on ads_shop_newest_idx. A common word
 * matches tens of thousands of items, and reading them all cost 150–200 ms at 200,000 items.
 */
export const SHOP_TEXT_EXACT_LIMIT = 3000;

export type ShopFilters = {
  text?: string | undefined;
  words?: TextQuery | undefined;
  categoryId?: number | undefined;
  /** The category subtree of categoryId, resolved beforehand: a plain id list the planner estimates well. */
  categoryIds?: number[] | undefined;
  shopId?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  inStock?: boolean | undefined;
  onSale?: boolean | undefined;
  /** Average rating at least this ("4 & up"). */
  minRating?: number | undefined;
  brands?: string[] | undefined;
};

/** A shop category and every open category below it; none for a hidden one. */
const categorySubtree = (categoryId: number) => openCategorySubtree(categoryId, 'shop');

function categoryMatch(column: SQL, f: ShopFilters): SQL | undefined {
  if (f.categoryIds) return sql`${column} = any(${sql.param(f.categoryIds)}::int[])`;
  return f.categoryId === undefined ? undefined : sql`${column} in ${categorySubtree(f.categoryId)}`;
}

/** The filters' predicate; without `brands` when the brand facets are counted (they count every brand of the rest). */
function shopConditions(f: ShopFilters, withBrands = true): SQL {
  const parts: SQL[] = [SHOP_ACTIVE];
  if (f.text) {
    const words = f.words?.match ?? prefixTsQuery(f.text);
    parts.push(words ? sql`a.search_vector @@ ${words}::tsquery` : sql`false`);
  }
  if (f.shopId !== undefined) parts.push(sql`a.shop_id = ${f.shopId}`);
  const inCategory = categoryMatch(sql`a.category_id`, f);
  if (inCategory) parts.push(inCategory);
  if (f.priceMin !== undefined) parts.push(sql`${EFFECTIVE_PRICE} >= ${f.priceMin}::numeric`);
  if (f.priceMax !== undefined) parts.push(sql`${EFFECTIVE_PRICE} <= ${f.priceMax}::numeric`);
  if (f.inStock) parts.push(sql`a.available_quantity > 0`);
  if (f.onSale) parts.push(sql`a.offer_price is not null`);
  if (f.minRating !== undefined) parts.push(sql`a.average_rating >= ${f.minRating}::numeric`);
  if (withBrands && f.brands?.length) parts.push(sql`a.brand = any(${sql.param(f.brands)}::text[])`);
  return sql.join(parts, sql` and `);
}

function shopOrder(sort: SortFilter | undefined, rank: string | undefined): SQL {
  const newest = sql`a.created_at desc, a.id desc`;
  switch (sort) {
    case 'low-to-high':
      return sql`${EFFECTIVE_PRICE} asc, ${newest}`;
    case 'high-to-low':
      return sql`${EFFECTIVE_PRICE} desc, ${newest}`;
    case 'rating':
      return sql`a.average_rating desc, ${newest}`;
    case 'date':
      return newest;
    default:
      return rank ? sql`ts_rank_cd(a.search_vector, ${rank}::tsquery) desc, ${newest}` : newest;
  }
}

/** Only price bounds (and brands) among the filters: shop_item_price_counts holds those counts. */
const priceOnly = (f: ShopFilters) =>
  (f.priceMin !== undefined || f.priceMax !== undefined) &&
  !f.text && f.shopId === undefined && f.categoryId === undefined && !f.categoryIds && !f.inStock && !f.onSale && f.minRating === undefined;

/**
 * Items per brand of a price range from shop_item_price_counts (migration 0013): the buckets the range covers whole
 * are summed, and only the items of its edge buckets are counted, through ads_shop_price_idx (index only, it carries
 * brand). The lower edge runs from the minimum to the next bucket boundary, the upper one from the maximum's bucket to
 * the maximum; a bound of two significant digits is a boundary, so its edge is empty or holds only that exact price.
 */
function priceFacetsSql(f: ShopFilters): SQL {
  const min = f.priceMin === undefined ? undefined : sql`${f.priceMin}::numeric`;
  const max = f.priceMax === undefined ? undefined : sql`${f.priceMax}::numeric`;
  const whole: SQL[] = [sql`c.n <> 0`];
  if (min) whole.push(sql`c.price_bucket >= ${min}`);
  if (max) whole.push(sql`c.price_bucket < shop_price_bucket(${max})`);
  const parts: SQL[] = [sql`select c.brand, c.n from shop_item_price_counts c where ${sql.join(whole, sql` and `)}`];
  const edge = (from: SQL, op: SQL, to: SQL) =>
    sql`select coalesce(a.brand, '') as brand, 1 as n from ads a where ${SHOP_ACTIVE} and ${EFFECTIVE_PRICE} >= ${from} and ${EFFECTIVE_PRICE} ${op} ${to}`;
  if (min) parts.push(edge(min, sql`<`, max ? sql`least(shop_price_boundary_up(${min}), shop_price_bucket(${max}))` : sql`shop_price_boundary_up(${min})`));
  if (max) parts.push(edge(min ? sql`greatest(shop_price_bucket(${max}), ${min})` : sql`shop_price_bucket(${max})`, sql`<=`, max));
  return sql`select nullif(x.brand, '') as brand, sum(x.n)::int as n from (${sql.join(parts, sql` union all `)}) x group by x.brand having sum(x.n) > 0`;
}

/**
 * Items per brand (null: no brand) among the matches of every filter but the brands, exported for EXPLAIN. The
 * catalogue's total comes from the same read: the sum over the selected brands, or over all of them. Filters that
 * shop_item_counts holds (category, stock, offer, rating) are summed from it (migration 0011), price ranges alone
 * from shop_item_price_counts (priceFacetsSql); kept by triggers. Other combinations (text, shop, price with other
 * filters) count the matching items through the ads_shop_* indexes (a text search: shopTextReadSql).
 */
export function shopFacetsSql(f: ShopFilters): SQL {
  if (priceOnly(f)) return priceFacetsSql(f);
  if (f.text || f.shopId !== undefined || f.priceMin !== undefined || f.priceMax !== undefined) {
    return sql`select a.brand, count(*)::int as n from ads a where ${shopConditions(f, false)} group by a.brand`;
  }
  const parts: SQL[] = [sql`c.n <> 0`];
  const inCategory = categoryMatch(sql`c.category_id`, f);
  if (inCategory) parts.push(inCategory);
  if (f.inStock) parts.push(sql`c.in_stock`);
  if (f.onSale) parts.push(sql`c.on_sale`);
  if (f.minRating !== undefined) parts.push(sql`c.rating_floor >= ${f.minRating}`);
  return sql`select nullif(c.brand, '') as brand, sum(c.n)::int as n from shop_item_counts c where ${sql.join(parts, sql` and `)}
    group by c.brand having sum(c.n) > 0`;
}

/**
 * A text search's one read (exported for EXPLAIN): at most `cap` matches of every filter but the brands (`narrowed`:
 * of every filter), counted per brand (rows with `id` null), and, when they are all the matches, the page cut from
 * them in the page's order (rows with `id`, `n` their position), so the matches are read once for both. The matches
 * are a materialized CTE, which the planner plans for all of them (the search index's bitmap) and which runs only
 * until the limit has its rows: a LIMIT inside it would let the planner read ads in order until enough rows match.
 */
export function shopTextReadSql(
  f: ShopFilters,
  opts: { sort?: SortFilter | undefined; limit: number; offset: number },
  cap: number,
  narrowed = false,
): SQL {
  const rank = f.words?.rank ?? prefixTsQuery(f.text ?? '') ?? undefined;
  const order = shopOrder(opts.sort, rank);
  const document = rank && (opts.sort ?? 'relevance') === 'relevance' ? sql`, a.search_vector` : sql``;
  const picked = f.brands?.length && !narrowed ? sql`a.brand = any(${sql.param(f.brands)}::text[]) and ` : sql``;
  return sql`with m as materialized (select a.id, a.brand, a.price, a.offer_price, a.created_at, a.average_rating${document} from ads a where ${shopConditions(f, narrowed)}),
    a as (select * from m limit ${cap}),
    page as (select a.id from a where ${picked}(select count(*) from a) < ${cap} order by ${order} limit ${opts.limit} offset ${opts.offset})
    select a.brand, count(*)::int as n, null::int as id from a group by a.brand
    union all
    select null, (row_number() over ())::int, page.id from page`;
}

/**
 * The ids of one page (exported for EXPLAIN). `few`: the matches are few (SHOP_SORT_ALL_LIMIT), so they are read
 * through the index that finds them and sorted, instead of walking an order index and filtering on the way.
 */
export function shopPageSql(
  f: ShopFilters,
  opts: { sort?: SortFilter | undefined; limit: number; offset: number; few: boolean; broad?: boolean | undefined },
): SQL {
  // A broad text search is not ranked: ranking reads and scores every match (SHOP_TEXT_EXACT_LIMIT).
  const rank = f.text && !opts.broad ? (f.words?.rank ?? prefixTsQuery(f.text) ?? undefined) : undefined;
  const order = shopOrder(opts.sort, rank);
  if (opts.few) {
    const document = rank ? sql`, a.search_vector` : sql``;
    return sql`with a as materialized (select a.id, a.price, a.offer_price, a.created_at, a.average_rating${document} from ads a where ${shopConditions(f)})
      select a.id from a order by ${order} limit ${opts.limit} offset ${opts.offset}`;
  }
  return sql`select a.id from ads a where ${shopConditions(f)} order by ${order} limit ${opts.limit} offset ${opts.offset}`;
}

export type ShopPage = { items: ShopItem[]; total: number; perPage: number; brands: BrandFacet[]; estimated: boolean };

type BrandCount = { brand: string | null; n: number };

/**
 * Brand counts, total and page of a text search (SHOP_TEXT_EXACT_LIMIT), from one read of the matches when they are
 * few enough to count exactly. Else the total is the planner's estimate and the brand counts are the read matches'
 * shares of it; with brands selected, those brands' matches are counted the same way (an index on brand narrows them),
 * exactly when few. `ids` is the page when the read cut it.
 */
async function textCounts(
  db: Db,
  f: ShopFilters,
  opts: { sort?: SortFilter | undefined; limit: number; offset: number },
): Promise<{ counts: BrandCount[]; total?: number; ids?: number[]; broad: boolean; estimated: boolean }> {
  const cap = SHOP_TEXT_EXACT_LIMIT + 1;
  const readMatches = async (narrowed: boolean) => {
    const read = await rows<BrandCount & { id: number | null }>(db, shopTextReadSql(f, opts, cap, narrowed));
    const brandRows = read.filter((r) => r.id === null);
    const ids = read.filter((r) => r.id !== null).sort((a, b) => Number(a.n) - Number(b.n)).map((r) => Number(r.id));
    return { brandRows, ids, seen: brandRows.reduce((sum, r) => sum + Number(r.n), 0) };
  };
  const { brandRows, ids, seen } = await readMatches(false);
  if (seen < cap) return { counts: brandRows, ids, broad: false, estimated: false };
  const estimate = Math.max(await estimatedMatches(db, shopConditions(f, false)), seen);
  const counts = brandRows.map((r) => ({ brand: r.brand, n: Math.round((Number(r.n) * estimate) / seen) }));
  if (!f.brands?.length) return { counts, total: estimate, broad: true, estimated: true };
  const selected = await readMatches(true);
  if (selected.seen < cap) return { counts, total: selected.seen, ids: selected.ids, broad: false, estimated: true };
  return { counts, total: Math.max(await estimatedMatches(db, shopConditions(f)), selected.seen), broad: true, estimated: true };
}

/**
 * A page of the shop catalogue with its total and brand facets, every filter applied by the database to the whole
 * set; totals are exact except for a text search matching more than SHOP_TEXT_EXACT_LIMIT items (`estimated`). Items
 * in the ads module's shape with `shop` (is_favorite for a signed-in viewer).
 */
export async function shopPage(
  db: Db,
  f: ShopFilters,
  opts: { sort?: SortFilter | undefined; page: number; perPage: number },
  viewerId?: number,
): Promise<ShopPage> {
  const empty: ShopPage = { items: [], total: 0, perPage: opts.perPage, brands: [], estimated: false };
  let filters = f;
  if (f.categoryId !== undefined && !f.categoryIds) {
    const subtree = await rows<{ id: number }>(db, sql`select id from ${categorySubtree(f.categoryId)} t`);
    filters = { ...filters, categoryIds: subtree.map((r) => Number(r.id)) };
  }
  const offset = (opts.page - 1) * opts.perPage;
  let text: { total?: number; ids?: number[]; broad: boolean; estimated: boolean } = { broad: false, estimated: false };
  let counts: BrandCount[];
  if (f.text) {
    if (!hasWordChar(f.text)) return empty;
    const words = await textQuery(db, f.text);
    if (!words) return empty;
    filters = { ...filters, words };
    const read = await textCounts(db, filters, { sort: opts.sort, limit: opts.perPage, offset });
    counts = read.counts;
    text = read;
  } else {
    counts = await rows<BrandCount>(db, shopFacetsSql(filters));
  }
  const selected = new Set(filters.brands ?? []);
  const summed = counts.reduce((sum, r) => (!selected.size || (r.brand !== null && selected.has(r.brand)) ? sum + Number(r.n) : sum), 0);
  let total = text.total ?? summed;
  const named = counts
    .filter((r): r is { brand: string; n: number } => r.brand !== null && r.brand.trim() !== '')
    .map((r) => ({ name: r.brand, count: Number(r.n) }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const brands = named.filter((b, i) => i < SHOP_FACET_BRANDS || selected.has(b.name));
  const estimated = text.estimated;
  if (offset >= total) return { ...empty, total, brands, estimated };
  const few = !text.broad && total <= SHOP_SORT_ALL_LIMIT;
  const ids =
    text.ids ??
    (await rows<{ id: number }>(db, shopPageSql(filters, { sort: opts.sort, limit: opts.perPage, offset, few, broad: text.broad }))).map((r) => Number(r.id));
  // An estimate may fall short of the items a page found; never claim fewer than were shown.
  if (text.broad && ids.length) total = Math.max(total, offset + ids.length);
  // Every row matched SHOP_ACTIVE, so each carries its shop_id and shop (ShopItem).
  const items = (await loadAds(db, ids, viewerId === undefined ? undefined : { id: viewerId })) as ShopItem[];
  return { items, total, perPage: opts.perPage, brands, estimated };
}

export type SearchShopInput = {
  page: number;
  per_page?: number | undefined;
  category_id?: number | undefined;
  shop_id?: number | undefined;
  name?: string | undefined;
  query?: string | undefined;
  sort?: SortFilter | undefined;
  filter?: SortFilter | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  in_stock?: boolean | undefined;
  on_sale?: boolean | undefined;
  rating?: number | undefined;
  brands?: string[] | undefined;
};

/** `search-ads?type=shopAd`: the shop catalogue (shopPage) from the call's parameters; `sort` wins over `filter`. */
export async function searchShopAds(db: Db, p: SearchShopInput, viewerId?: number): Promise<ShopPage> {
  return shopPage(
    db,
    {
      text: p.name ?? p.query,
      categoryId: p.category_id,
      shopId: p.shop_id,
      priceMin: p.price_min,
      priceMax: p.price_max,
      inStock: p.in_stock,
      onSale: p.on_sale,
      minRating: p.rating,
      brands: p.brands?.length ? p.brands : undefined,
    },
    { sort: p.sort ?? p.filter, page: p.page, perPage: p.per_page ?? SHOP_PER_PAGE },
    viewerId,
  );
}
