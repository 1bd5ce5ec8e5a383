/**
 * The curated sections Coffee and Travel (docs/decisions.md 142): each is a row of strips, every strip fed by one
 * category of the category data (or, where the ad tree has no such category, one tag), newest first. A section's
 * shops are the shops of its shop items. Strips are data: a section gains one by adding a feed here.
 */
import type { Ad } from './ad-card.ts';
import { ApiCallError } from './api/client.ts';
import { getBlogsByCategory, type Blog, type BlogCategory } from './api/blogs.ts';
import { searchAds } from './api/search.ts';
import { searchShopItems, type ShopItem } from './api/shop.ts';
import { categoryHref, findBySlug, type CategoryNode, type CategoryTreeResult } from './categories.ts';

export type CuratedKey = 'coffee' | 'travel';

/** One strip: ads of an ad category (`slug`) or tag, shop items of a shop category, or posts of a blog category. */
export type Feed = { kind: 'ads'; slug: string } | { kind: 'ads'; tag: string } | { kind: 'items'; slug: string } | { kind: 'blogs'; slug: string };

export const CURATED: Record<CuratedKey, Feed[]> = {
  // The ad tree has no coffee category: members' coffee ads are those tagged 'coffee' (any category).
  coffee: [
    { kind: 'items', slug: 'shop-coffee-tea' },
    { kind: 'ads', tag: 'coffee' },
    { kind: 'blogs', slug: 'food-and-coffee' },
  ],
  travel: [
    { kind: 'ads', slug: 'travel-vouchers' },
    { kind: 'ads', slug: 'camping-hiking' },
    { kind: 'items', slug: 'shop-suitcases' },
    { kind: 'items', slug: 'shop-camping-hiking' },
    { kind: 'blogs', slug: 'travel' },
  ],
};

/** Cards per strip. */
export const STRIP_SIZE = 8;
/** Blog cards per strip: they are wider. */
export const BLOG_STRIP_SIZE = 4;

export type Strip =
  | { kind: 'ads'; key: string; category: CategoryNode | null; tag: string | null; href: string; ads: Ad[] | null }
  | { kind: 'items'; key: string; category: CategoryNode; href: string; items: ShopItem[] | null }
  | { kind: 'blogs'; key: string; category: BlogCategory | null; href: string; blogs: Blog[] | null };

/** A strip's cards, or null when its call failed. */
export const cardsOf = (strip: Strip): unknown[] | null => (strip.kind === 'ads' ? strip.ads : strip.kind === 'items' ? strip.items : strip.blogs);

export type ShopLink = { id: number; name: string; logo: string | null };

/**
 * The strips of a section, each with its cards or null when its call failed. A feed whose category is not in the
 * tree is left out (the data decides what exists).
 */
export async function loadStrips(
  feeds: Feed[],
  trees: { ads: CategoryTreeResult; shop: CategoryTreeResult },
  opts: { baseUrl?: string },
): Promise<Strip[]> {
  const call = { ...opts, token: null, signal: AbortSignal.timeout(8000) };
  const strips = feeds.map(async (feed): Promise<Strip | null> => {
    if (feed.kind === 'blogs') {
      const found = await getBlogsByCategory(feed.slug, { page: 1, per_page: BLOG_STRIP_SIZE }, call).then(
        (res) => res,
        (err: unknown) => (err instanceof ApiCallError && err.httpStatus === 404 ? undefined : null),
      );
      // A blog category that does not exist leaves the strip out, as a missing shop or ad category does.
      if (found === undefined) return null;
      return { kind: 'blogs', key: `blogs-${feed.slug}`, category: found?.category ?? null, href: `/blogs/category/${feed.slug}`, blogs: found ? found.blogs.data.slice(0, BLOG_STRIP_SIZE) : null };
    }
    if (feed.kind === 'items') {
      const category = trees.shop.ok ? findBySlug(trees.shop.categories, feed.slug) : undefined;
      if (!category) return null;
      const items = await searchShopItems({ type: 'shopAd', page: 1, per_page: STRIP_SIZE, sort: 'date', category_id: category.id }, call).then(
        (page) => page.items.slice(0, STRIP_SIZE),
        () => null,
      );
      return { kind: 'items', key: feed.slug, category, href: categoryHref(category, true), items };
    }
    if ('tag' in feed) {
      const ads = await searchAds({ type: 'ad', page: 1, tags: feed.tag, filter: 'date' }, call).then(
        (res) => (Array.isArray(res.data) ? (res.data as Ad[]).slice(0, STRIP_SIZE) : []),
        () => null,
      );
      return { kind: 'ads', key: `tag-${feed.tag}`, category: null, tag: feed.tag, href: `/catalogue?${new URLSearchParams({ tags: feed.tag })}`, ads };
    }
    const category = trees.ads.ok ? findBySlug(trees.ads.categories, feed.slug) : undefined;
    if (!category) return null;
    const ads = await searchAds({ type: 'ad', page: 1, category_id: String(category.id), filter: 'date' }, call).then(
      (res) => (Array.isArray(res.data) ? (res.data as Ad[]).slice(0, STRIP_SIZE) : []),
      () => null,
    );
    return { kind: 'ads', key: feed.slug, category, tag: null, href: categoryHref(category), ads };
  });
  return (await Promise.all(strips)).filter((s): s is Strip => s !== null);
}

/** The shops selling in a section: the shops of its items, each once, in the order they first appear. */
export function shopsOf(strips: Strip[]): ShopLink[] {
  const seen = new Map<number, ShopLink>();
  for (const strip of strips) {
    if (strip.kind !== 'items') continue;
    for (const item of strip.items ?? []) {
      const shop = item.shop;
      if (shop && !seen.has(shop.id)) seen.set(shop.id, { id: shop.id, name: shop.name, logo: shop.logo ?? null });
    }
  }
  return [...seen.values()];
}
