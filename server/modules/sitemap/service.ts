import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { notFound } from '../../http/errors.ts';
import { PUBLIC_AD } from '../ads/visibility.ts';
import { PUBLISHED_BLOG } from '../blogs/service.ts';
import { PUBLIC_FEED } from '../feeds/service.ts';
import { LISTED_HOTEL } from '../hotels/service.ts';
import { SHOP_ACTIVE } from '../shops/catalogue.ts';
import { OPEN_SHOP } from '../shops/service.ts';

/**
 * The sitemap's object pages (docs/decisions.md 144). Each source's sitemap page k holds the public objects whose ids
 * lie in ((k-1)·SITEMAP_PAGE_IDS, k·SITEMAP_PAGE_IDS]: a primary-key range scan, whatever the table's size, and at
 * most SITEMAP_PAGE_IDS addresses a page (the protocol allows 50,000 and 50 MB). Pages whose range holds no public
 * object are left out of the index; an object hidden, archived or deleted is out of its page on the next request.
 */
export const SITEMAP_PAGE_IDS = 10_000;

/** An id bound: a number, or an expression of the index query's page number. */
type Bound = number | SQL;

type Source = {
  /** The public objects of an id range, as (id, path key, last change); `lo` exclusive, `hi` inclusive. */
  page: (lo: Bound, hi: Bound) => SQL;
  /** Whether an id range holds a public object (stops at the first). */
  any: (lo: Bound, hi: Bound) => SQL;
  maxId: SQL;
  /** The site path of an object from its key: ads by id, blogs by slug. */
  path: (key: string) => string;
};

/** One source from its table, alias, visibility rule and path. */
function tableSource(from: SQL, alias: SQL, visible: SQL, path: (key: string) => string, key: SQL = sql`${alias}.id`): Source {
  return {
    page: (lo, hi) => sql`select ${key}::text as key, ${alias}.updated_at as lastmod from ${from}
      where ${alias}.id > ${lo} and ${alias}.id <= ${hi} and ${visible} order by ${alias}.id`,
    any: (lo, hi) => sql`select 1 from ${from} where ${alias}.id > ${lo} and ${alias}.id <= ${hi} and ${visible} limit 1`,
    maxId: sql`select max(${alias}.id) as max from ${from}`,
    path,
  };
}

const SOURCES = {
  ads: tableSource(sql`ads a`, sql`a`, PUBLIC_AD, (id) => `/product/${id}`),
  items: tableSource(
    sql`ads a`,
    sql`a`,
    sql`${SHOP_ACTIVE} and exists (select 1 from shops s join users u on u.id = s.owner_id where s.id = a.shop_id and ${OPEN_SHOP})`,
    (id) => `/item/${id}`,
  ),
  shops: tableSource(sql`shops s join users u on u.id = s.owner_id`, sql`s`, OPEN_SHOP, (id) => `/shop/${id}`),
  companies: tableSource(sql`companies c`, sql`c`, sql`c.status = 'approved'`, (id) => `/company/${id}`),
  hotels: tableSource(sql`hotels h`, sql`h`, LISTED_HOTEL, (id) => `/hotels/${id}`),
  blogs: tableSource(sql`blogs b`, sql`b`, PUBLISHED_BLOG, (slug) => `/blogs/${encodeURIComponent(slug)}`, sql`b.slug`),
  feeds: tableSource(sql`feeds f`, sql`f`, PUBLIC_FEED, (id) => `/view-feed/${id}`),
} satisfies Record<string, Source>;

export type SitemapSource = keyof typeof SOURCES;
export const SITEMAP_SOURCES = Object.keys(SOURCES) as SitemapSource[];

/** GET /sitemap: the object sitemaps that exist, by source: the numbers of the pages holding a public object. */
export async function sitemapIndex(db: Db) {
  return Promise.all(
    SITEMAP_SOURCES.map(async (name) => {
      const source: Source = SOURCES[name];
      const [top] = await rows<{ max: number | null }>(db, source.maxId);
      const last = Math.ceil(Number(top?.max ?? 0) / SITEMAP_PAGE_IDS);
      const found = await rows<{ page: number }>(
        db,
        sql`select k::int as page from generate_series(1, ${last}::int) k
          where exists (${source.any(sql`(k - 1) * ${SITEMAP_PAGE_IDS}`, sql`k * ${SITEMAP_PAGE_IDS}`)})
          order by k`,
      );
      return { source: name, pages: found.map((r) => Number(r.page)) };
    }),
  );
}

/** GET /sitemap/{source}/{page}: the addresses of one page with their last change; an empty range is not found. */
export async function sitemapPage(db: Db, name: SitemapSource, page: number) {
  const source: Source = SOURCES[name];
  const found = await rows<{ key: string; lastmod: Date | string }>(db, source.page((page - 1) * SITEMAP_PAGE_IDS, page * SITEMAP_PAGE_IDS));
  if (found.length === 0) throw notFound('This sitemap page has no entries.', 'SITEMAP_PAGE_NOT_FOUND');
  return found.map((r) => ({ path: source.path(r.key), lastmod: new Date(r.lastmod).toISOString() }));
}
