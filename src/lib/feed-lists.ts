import { allFeeds, feedById as fetchFeed, memberFeeds, myFeeds, type Feed } from './api/feeds.ts';
import { FEEDS_PER_PAGE } from '../../common/feeds.ts';
import type { ShortsContext } from './feeds.ts';

export type { Feed };

/** A page of a feed list as the screens use it. */
export type FeedsPage = { feeds: Feed[]; page: number; lastPage: number; total: number };

type Opts = { baseUrl?: string; token?: string | null; signal?: AbortSignal };

/**
 * One page of the list Shorts and the feed viewer walk (decision 161): every member's feeds, one member's, or the
 * signed-in member's own, newest first. With `firstId` (the feed asked for, page 1 only) that feed leads the page
 * and is left out where the list holds it, so it shows once.
 */
export async function feedsPage(context: ShortsContext, page: number, firstId: number | null, opts: Opts = {}, perPage = FEEDS_PER_PAGE): Promise<FeedsPage> {
  const query = { page, per_page: perPage };
  const [list, first] = await Promise.all([
    context.kind === 'mine' ? myFeeds(query, opts) : context.kind === 'user' ? memberFeeds(context.userId, query, opts) : allFeeds(query, opts),
    firstId !== null && page === 1 ? feedById(firstId, opts) : null,
  ]);
  const feeds = first ? [first, ...list.data.filter((f) => f.id !== first.id)] : list.data;
  const meta = list.meta ?? { current_page: page, last_page: page, total: feeds.length };
  return { feeds, page: meta.current_page, lastPage: meta.last_page, total: meta.total };
}

/** One feed by id (the feed viewer, Shorts opened at a feed). */
export async function feedById(id: number, opts: Opts = {}): Promise<Feed> {
  return (await fetchFeed(id, opts)).data;
}
