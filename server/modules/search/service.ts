import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { majorCityKeys } from '../../db/seed/places.ts';
import { loadAds } from '../ads/serialize.ts';
import type { AdCondition, AdItem, BrandFacet, NearbyAd, ShopItem, PlaceItem, SearchAllData, SearchType, SortFilter, TagItem, UserItem } from './schemas.ts';
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

export const SEARCH_ALL_PER_PAGE = 5;
export const SEARCH_ADS_PER_PAGE = 10;
export const NEARBY_LIMIT = 50;
export const METERS_PER_MILE = 1609.34;

type Row = Record<string, unknown>;
type Section<T> = { items: T[]; total: number };
const none = <T>(): Section<T> => ({ items: [], total: 0 });


const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
const hasWordChar = (s: string) => /[\p{L}\p{N}]/u.test(s);
/** Lower case the way the database does it, so patterns and indexed `lower(col)` agree. */
const lowered = (pattern: string) => sql`lower(${pattern})`;

/**
 * `column` (already `lower(...)`) contains the text; one or two characters must start a word. Three characters or
 * more give the trigram index something to look up; shorter text only does so anchored at a word start.
 */
export function textMatch(column: SQL, text: string): SQL {
  const q = likeEscape(text.trim());
  if ([...text.trim()].length >= 3) return sql`${column} like ${lowered(`%${q}%`)}`;
  return sql`(${column} like ${lowered(`${q}%`)} or ${column} like ${lowered(`% ${q}%`)})`;
}

/** Word-start match (the whole name or any word of it), used for place names. */
function wordStartMatch(column: SQL, text: string): SQL {
  const q = likeEscape(text.trim());
  return sql`(${column} like ${lowered(`${q}%`)} or ${column} like ${lowered(`% ${q}%`)})`;
}

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};
const money = (v: unknown): string | null => (v === null || v === undefined ? null : Number(v).toFixed(2));
const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

// ---- Ads ----

/**
 * Classified ads: active, undeleted and not shop products (shop items are ads rows with shop_id set and have their
 * own catalogue below). The ads_active_* partial indexes (status = 1 and deleted_at is null) still serve it: the
 * predicate implies theirs and shop_id is checked on the rows they lead to.
 */
const ACTIVE_AD = sql`a.status = 1 and a.deleted_at is null and a.shop_id is null`;

const AD_COLUMNS = sql`a.id, a.name, a.description, a.type, a.price, a.offer_price, cu.code as currency_code, cu.symbol as currency_symbol,
  a.location, a.lat, a.lon, a.category_id, a.owner_id, a.is_sponsored, a.created_at, a.condition, a.is_negotiable,
  (select json_build_object('id', at.id, 'attachment', at.attachment, 'variants', at.variants)
     from ad_attachments at where at.ads_id = a.id and at.status = 1 order by at.position, at.id limit 1) as first_photo`;

/** The price a buyer pays; must stay identical to the indexed expression of ads_active_price_idx. */
const EFFECTIVE_PRICE = sql`coalesce(a.offer_price, a.price)`;

function firstPhoto(v: unknown): AdItem['attachment'] {
  const p = (typeof v === 'string' ? JSON.parse(v) : v) as { id: number; attachment: string; variants: string[] | null } | null;
  return p ? [{ id: Number(p.id), attachment: String(p.attachment), variants: Array.isArray(p.variants) ? p.variants.map(String) : [] }] : [];
}

function toAdItem(r: Row): AdItem {
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

const earthPoint = (lat: number, lng: number) => sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;
/** Must stay identical to the indexed expression of ads_earth_idx. */
const AD_POINT = sql`ll_to_earth(a.lat::float8, a.lon::float8)`;

type Geo = { lat: number; lng: number; radiusMiles: number };

function withinRadius(geo: Geo): SQL {
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
  geo?: Geo | undefined;
  /** Bounds of the price a buyer pays (offer price when set), inclusive; ads_active_price_idx answers them. */
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  conditions?: AdCondition[] | undefined;
};

/** A query's words as the full-text documents store them ('simple': lower case), each once, at most 8. */
export function queryWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 8);
}

/** A lexeme quoted for tsquery input, so no parser splits or normalises it again. */
const lexeme = (w: string) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The query's words as a prefix tsquery (`'red':* & 'bike':*`), or null when it has no word at all. */
export function prefixTsQuery(text: string): string | null {
  const words = queryWords(text);
  return words.length ? words.map((w) => `${lexeme(w)}:*`).join(' & ') : null;
}

/** A word that starts more dictionary words than this stays a prefix scan (a short word: its posting lists are long anyway). */
const EXPANSION_LIMIT = 50;
/** Typo correction needs a few letters to compare; shorter unknown words match nothing. */
const CORRECTION_MIN_LENGTH = 4;

export type TextQuery = { match: string; rank: string };

/**
 * The text as a tsquery over whole words of ad_words, or null when some word matches nothing even after correcting
 * its spelling. A word becomes the words it starts (`sof` → `'sofa' | 'sofia'`): exact GIN entries, which an AND
 * intersects by skipping, where a prefix entry would first collect every ad of every word it starts (30 ms for
 * "modern sofa" at 1,000,000 ads against 1 ms). A word that starts no word at all is a typo: it becomes the
 * dictionary words one edit away (two from 8 letters on; a swap of neighbours is one edit), so "gutiar" finds
 * "guitar".
 */
export async function textQuery(db: Db, text: string): Promise<TextQuery | null> {
  const words = queryWords(text);
  if (!words.length) return null;
  const found = await rows<{ i: number; words: string[] }>(db, wordStartsSql(words));
  const match: string[] = [];
  const rank: string[] = [];
  for (const [i, w] of words.entries()) {
    const starts = found.find((r) => Number(r.i) === i)?.words ?? [];
    if (starts.length) {
      match.push(starts.length > EXPANSION_LIMIT ? `${lexeme(w)}:*` : `(${starts.map(lexeme).join(' | ')})`);
      rank.push(`${lexeme(w)}:*`);
      continue;
    }
    const fixed = await corrections(db, w);
    if (!fixed.length) return null;
    const term = `(${fixed.map(lexeme).join(' | ')})`;
    match.push(term);
    rank.push(term);
  }
  return { match: match.join(' & '), rank: rank.join(' & ') };
}

/** For each query word (by position i), up to EXPANSION_LIMIT + 1 dictionary words it starts (exported for EXPLAIN). */
export function wordStartsSql(words: string[]): SQL {
  return sql.join(
    words.map((w, i) => sql`select ${i}::int as i, array(select d.word from ad_words d where d.word like ${`${likeEscape(w)}%`} limit ${EXPANSION_LIMIT + 1}) as words`),
    sql` union all `,
  );
}

/**
 * Spelling candidates of an unknown word (exported for EXPLAIN): every spelling one edit away, looked up in a
 * btree of ad_words, plus the trigram neighbours (GIN) that can hold the two-edit spellings of longer words.
 */
export function correctionCandidatesSql(word: string): SQL {
  return sql`select d.word from ad_words d where d.word = any(${sql.param(oneEditAway(word))}::text[])
    union select t.word from (select d.word from ad_words d where d.word % ${word} order by d.word <-> ${word} limit 20) t`;
}

/** Dictionary words closest in spelling to an unknown word (the fewest edits, up to 5 of them), or none. */
async function corrections(db: Db, word: string): Promise<string[]> {
  const length = [...word].length;
  if (length < CORRECTION_MIN_LENGTH) return [];
  const maxEdits = length >= 8 ? 2 : 1;
  const candidates = await rows<{ word: string }>(db, correctionCandidatesSql(word));
  const scored = candidates.map((c) => ({ word: c.word, edits: editDistance(word, c.word) })).filter((c) => c.edits <= maxEdits);
  const best = Math.min(...scored.map((c) => c.edits));
  return scored
    .filter((c) => c.edits === best)
    .map((c) => c.word)
    .sort()
    .slice(0, 5);
}

const LATIN = 'abcdefghijklmnopqrstuvwxyzàâäçéèêëîïôöùûüÿñßășț';
const CYRILLIC = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';

/** Every spelling one deletion, swap of neighbours, substitution or insertion away, over the word's own alphabet. */
function oneEditAway(word: string): string[] {
  const chars = [...word];
  const letters = new Set(chars);
  if (/[a-z]/.test(word)) for (const c of LATIN) letters.add(c);
  if (/[а-яё]/.test(word)) for (const c of CYRILLIC) letters.add(c);
  const out = new Set<string>();
  for (let i = 0; i <= chars.length; i++) {
    const head = chars.slice(0, i).join('');
    if (i < chars.length) {
      const tail = chars.slice(i + 1).join('');
      out.add(head + tail);
      if (i + 1 < chars.length) out.add(head + chars[i + 1] + chars[i] + chars.slice(i + 2).join(''));
      for (const c of letters) out.add(head + c + tail);
    }
    for (const c of letters) out.add(head + c + chars.slice(i).join(''));
  }
  out.delete(word);
  return [...out];
}

/** Edits between two words: insertions, deletions, substitutions and swaps of neighbours (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const d = Array.from({ length: s.length + 1 }, (_, i) => Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[s.length]![t.length]!;
}

function adConditions(f: AdFilters): SQL {
  const parts: SQL[] = [ACTIVE_AD];
  if (f.text) {
    const words = f.words?.match ?? prefixTsQuery(f.text);
    parts.push(words ? sql`a.search_vector @@ ${words}::tsquery` : sql`false`);
  }
  if (f.tags?.length) parts.push(sql`a.tags && ${sql.param(f.tags)}::text[]`);
  if (f.location) parts.push(textMatch(sql`lower(a.location)`, f.location));
  if (f.categoryId !== undefined) {
    parts.push(sql`a.category_id in (
      with recursive sub(id) as (
        select id from categories where id = ${f.categoryId}
        union all
        select c.id from categories c join sub on c.parent_id = sub.id
      ) select id from sub)`);
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
  if (!opts.broad && (f.priceMin !== undefined || f.priceMax !== undefined)) {
    // Few matches by the planner's estimate: read them all through the index that finds them (ads_active_price_idx
    // for a price range) and sort those, instead of walking a list index in page order and filtering the price on
    // the way, which reads the whole list when the estimate is too high and hardly anything matches.
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

/** The planner's estimate of the matches, from statistics: no row is read. */
async function estimatedMatches(db: Db, where: SQL): Promise<number> {
  const [row] = await rows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) select 1 from ads a where ${where}`);
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

type PageOpts = { sort?: SortFilter | undefined; page: number; perPage: number };

async function adsPage(db: Db, f: AdFilters, opts: PageOpts): Promise<Section<AdItem>> {
  if (!f.text) return adsPageOf(db, f, opts);
  const words = await textQuery(db, f.text);
  return words ? adsPageOf(db, { ...f, words }, opts) : none<AdItem>();
}

async function adsPageOf(db: Db, f: AdFilters, opts: PageOpts): Promise<Section<AdItem>> {
  const where = adConditions(f);
  const estimate = await estimatedMatches(db, where);
  const broad = estimate > EXACT_LIMIT;
  const offset = (opts.page - 1) * opts.perPage;
  const list = await rows(db, adsPageSql(f, { sort: opts.sort, limit: opts.perPage, offset, broad }));
  let total = broad ? estimate : Number(list[0]?.total_matches ?? 0);
  // A page past the end has no row to carry the count.
  if (!broad && !list.length && offset > 0) total = Number((await rows<{ n: number }>(db, sql`select count(*)::int as n from ads a where ${where}`))[0]?.n ?? 0);
  // An estimate may fall short of the rows a page actually found; never claim fewer than were shown.
  const shown = list.length ? offset + list.length : 0;
  return { items: list.map(toAdItem), total: Math.max(total, shown) };
}

/** Sets is_favorite on the items the signed-in viewer saved: one look-up of the page's ids in ad_favorites_key. */
async function markFavorites<T extends AdItem>(db: Db, viewerId: number | undefined, items: T[]): Promise<T[]> {
  if (viewerId === undefined || !items.length) return items;
  const saved = await rows<{ ads_id: number }>(
    db,
    sql`select f.ads_id from ad_favorites f where f.user_id = ${viewerId} and f.ads_id = any(${sql.param(items.map((a) => a.id))}::int[])`,
  );
  const ids = new Set(saved.map((r) => Number(r.ads_id)));
  return items.map((a) => (ids.has(a.id) ? { ...a, is_favorite: 1 } : a));
}

// ---- Users ----

/** Must stay identical to the indexed expression of users_search_trgm_idx. */
const USER_TEXT = sql`lower(u.name || ' ' || u.last_name || ' ' || u.user_name)`;
const LISTED_USER = sql`u.deleted_at is null and u.show_my_ads`;

/** Users who show their ads, matched on first name, last name, user name or "first last" (exported for EXPLAIN). */
export function usersPageSql(text: string, opts: { limit: number; offset: number }): SQL {
  return sql`select u.id, u.name, u.last_name, u.user_name, u.avatar
    from users u
    where ${LISTED_USER} and ${textMatch(USER_TEXT, text)}
    order by (lower(u.user_name) = lower(${text})) desc,
             (lower(u.name || ' ' || u.last_name) like ${lowered(`${likeEscape(text)}%`)}) desc,
             lower(u.name), lower(u.last_name), u.id
    limit ${opts.limit} offset ${opts.offset}`;
}

async function usersPage(db: Db, text: string, page: number, perPage: number) {
  const [list, count] = await Promise.all([
    rows(db, usersPageSql(text, { limit: perPage, offset: (page - 1) * perPage })),
    rows<{ n: number }>(db, sql`select count(*)::int as n from users u where ${LISTED_USER} and ${textMatch(USER_TEXT, text)}`),
  ]);
  const items: UserItem[] = list.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    last_name: String(r.last_name ?? ''),
    user_name: String(r.user_name),
    avatar: r.avatar == null ? null : String(r.avatar),
  }));
  return { items, total: Number(count[0]?.n ?? 0) };
}

// ---- Places ----

let majors: string[] | undefined;

/**
 * City names from the gazetteer whose name or a word of it starts with the text, each name once (represented by the
 * country's principal city of that name when there is one: London, United Kingdom before London, Canada). An exact
 * name comes first, then principal cities (york: York, New York, …), then names starting with the text, shorter first.
 * Answered by cities_name_trgm_idx (exported so tests can EXPLAIN exactly what runs).
 */
export function placesPageSql(text: string, opts: { limit: number; offset: number }): SQL {
  majors ??= majorCityKeys();
  const name = sql`lower(ci.name)`;
  return sql`with matched as (
      select ci.name, co.name as country,
        (co.iso2 || '|' || lower(ci.name)) = any(${sql.param(majors)}::text[]) as major,
        case when ${name} = lower(${text}) then 0 when ${name} like ${lowered(`${likeEscape(text)}%`)} then 1 else 2 end as rank
      from cities ci join countries co on co.id = ci.country_id
      where ${wordStartMatch(name, text)}
    ), names as (
      select distinct on (lower(name)) name, country, major, rank
      from matched
      order by lower(name), major desc, rank, country
    )
    select name, country, count(*) over ()::int as total
    from names
    order by rank = 0 desc, major desc, rank, length(name), name
    limit ${opts.limit} offset ${opts.offset}`;
}

async function placesPage(db: Db, text: string, page: number, perPage: number) {
  const offset = (page - 1) * perPage;
  const list = await rows<{ name: string; country: string; total: number }>(db, placesPageSql(text, { limit: perPage, offset }));
  let total = Number(list[0]?.total ?? 0);
  if (!list.length && page > 1) {
    const [first] = await rows<{ total: number }>(db, placesPageSql(text, { limit: 1, offset: 0 }));
    total = Number(first?.total ?? 0);
  }
  const items: PlaceItem[] = list.map((r) => ({ name: r.name, location: `${r.name}, ${r.country}` }));
  return { items, total };
}

// ---- Tags ----


/** Tags in use, matched on their start (or anywhere from 3 characters on), most used first. */
export function tagsPageSql(text: string, opts: { limit: number; offset: number }): SQL {
  return sql`select t.name, t.usage_count from tags t
    where t.usage_count > 0 and ${textMatch(sql`lower(t.name)`, text)}
    order by (lower(t.name) like ${lowered(`${likeEscape(text.trim())}%`)}) desc, t.usage_count desc, t.name
    limit ${opts.limit} offset ${opts.offset}`;
}

async function tagsPage(db: Db, text: string, page: number, perPage: number): Promise<Section<TagItem>> {
  const [list, count] = await Promise.all([
    rows<{ name: string }>(db, tagsPageSql(text, { limit: perPage, offset: (page - 1) * perPage })),
    rows<{ n: number }>(db, sql`select count(*)::int as n from tags t where t.usage_count > 0 and ${textMatch(sql`lower(t.name)`, text)}`),
  ]);
  return { items: list.map((r) => ({ name: r.name })), total: Number(count[0]?.n ?? 0) };
}

// ---- Shop items ----

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

/** A shop category and every category below it. */
const categorySubtree = (categoryId: number) => sql`(
  with recursive sub(id) as (
    select id from categories where id = ${categoryId} and kind = 'shop'
    union all
    select c.id from categories c join sub on c.parent_id = sub.id
  ) select id from sub)`;

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

// ---- search-all ----

/** The universal search: the sections the type asks for, 5 per section and page; shop ads in the shop item shape. */
export async function searchAll(
  db: Db,
  q: { query: string; type: SearchType; page: number; filter?: SortFilter | undefined },
  viewerId?: number,
): Promise<{ data: Omit<SearchAllData, 'meta'>; total: number; perPage: number }> {
  const perPage = SEARCH_ALL_PER_PAGE;
  const text = q.query.trim();
  const wants = (t: SearchType) => q.type === 'all' || q.type === t;
  const searchable = hasWordChar(text);

  // PGlite serves one connection at a time; the sections run one after the other there anyway.
  const ads = searchable && wants('ads') ? await adsPage(db, { text }, { sort: q.filter, page: q.page, perPage }) : none<AdItem>();
  ads.items = await markFavorites(db, viewerId, ads.items);
  const users = searchable && wants('users') ? await usersPage(db, text, q.page, perPage) : none<UserItem>();
  const places = searchable && wants('places') ? await placesPage(db, text, q.page, perPage) : none<PlaceItem>();
  const tags = searchable && wants('tags') ? await tagsPage(db, text, q.page, perPage) : none<TagItem>();
  const shopAds = searchable && wants('shopAds') ? await shopPage(db, { text }, { sort: q.filter, page: q.page, perPage }, viewerId) : { items: [], total: 0 };

  return {
    data: { ads: ads.items, places: places.items, users: users.items, tags: tags.items, shopAds: shopAds.items },
    total: Math.max(ads.total, users.total, places.total, tags.total, shopAds.total),
    perPage,
  };
}

// ---- nearby ----

/** Active ads within the radius, nearest first (exported so tests can EXPLAIN exactly what runs). */
export function nearbySql(geo: Geo, limit = NEARBY_LIMIT): SQL {
  return sql`select ${AD_COLUMNS}, earth_distance(${earthPoint(geo.lat, geo.lng)}, ${AD_POINT}) as distance_m
    from ads a left join currencies cu on cu.id = a.currency_id
    where ${ACTIVE_AD} and ${withinRadius(geo)}
    order by ${AD_POINT} <-> ${earthPoint(geo.lat, geo.lng)}
    limit ${limit}`;
}

export async function nearbyAds(db: Db, geo: Geo, viewerId?: number): Promise<NearbyAd[]> {
  const list = await rows(db, nearbySql(geo));
  return markFavorites(
    db,
    viewerId,
    list.map((r) => ({ ...toAdItem(r), distance_miles: Math.round((Number(r.distance_m) / METERS_PER_MILE) * 100) / 100 })),
  );
}

// ---- search-ads ----

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

/** Used by tests and benches to see which index a statement uses. */
export async function explain(db: Db, query: SQL): Promise<string> {
  const plan = await rows<{ 'QUERY PLAN': string }>(db, sql`explain ${query}`);
  return plan.map((r) => r['QUERY PLAN']).join('\n');
}
