import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { majorCityKeys } from '../places/gazetteer.ts';
import { rows } from '../../db/rows.ts';
import { shopPage } from '../shops/catalogue.ts';
import { adsPage, markFavorites } from './ads.ts';
import type { AdItem, PlaceItem, SearchAllData, SearchType, SortFilter, TagItem, UserItem } from './schemas.ts';
import { none, type Section } from './shared.ts';
import { hasWordChar, likeEscape, lowered, textMatch, wordStartMatch } from './text.ts';

/** The universal search (search-all): its sections of ads, users, places, tags and shop items. */

export const SEARCH_ALL_PER_PAGE = 5;

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
