/**
 * Display rules of the feed screens: Shorts, the feed viewer, the home board's Feeds tab (spec 001 §4, §9). Page
 * sizes of feeds, comments and replies are the server's (common/feeds.ts).
 */
import { isVideoUrl } from '../../common/media.ts';
import type { Feed, FeedAttachment } from './api/feeds.ts';
import type { SwipeRule } from './swipe.ts';

/** Whether an attachment plays as a video: decided by its file extension (spec 001 'Feed viewer'). */
export const isVideo = (a: Pick<FeedAttachment, 'url'>) => isVideoUrl(a.url);

/** The picture of a feed's card: its first attachment's thumbnail (a video's poster), else a photo's own address. */
export function feedPicture(feed: Pick<Feed, 'attachments'>): string | null {
  const first = feed.attachments[0];
  if (!first) return null;
  return first.thumbnailUrl ?? (isVideo(first) ? null : first.url);
}

/** Feeds after the current one whose media load ahead. */
export const PRELOAD_AHEAD = 3;
/** Wheel steps closer together than this count as one (spec: 300 to 400 ms). */
export const WHEEL_THROTTLE_MS = 350;
/** A swipe in Shorts: at least 50 px within 300 ms. */
export const SHORTS_SWIPE: SwipeRule = { minPx: 50, maxMs: 300 };
/** A swipe in the feed viewer: at least 60 px, however slow. */
export const VIEWER_SWIPE: SwipeRule = { minPx: 60, maxMs: Infinity };
/** The viewer's once-only hint 'Swipe up for more feeds': screens under 768 px, shown 3.5 s, remembered under this key. */
export const SWIPE_HINT = { maxWidth: 767, ms: 3500, storageKey: 'feedSwipeHintSeen' } as const;

/** Feeds per page of the home board's Feeds tab: 6 under 768 px, 8 under 1024 px, else 12. */
export function homeFeedsPageSize(width: number): number {
  if (width < 768) return 6;
  if (width < 1024) return 8;
  return 12;
}

/** Indexes whose media should be loaded while `index` plays: the current one and the next PRELOAD_AHEAD. */
export function preloadWindow(index: number, length: number): number[] {
  const out: number[] = [];
  for (let i = index; i <= index + PRELOAD_AHEAD && i < length; i += 1) if (i >= 0) out.push(i);
  return out;
}

/**
 * The list Shorts scrolls through (query `context`, decision 161): every member's feeds by default, one member's
 * (`user:<id>`, from a seller profile) or the signed-in member's own (`mine`, from My Feeds).
 */
export type ShortsContext = { kind: 'all' } | { kind: 'user'; userId: number } | { kind: 'mine' };

export function parseShortsContext(raw: string | null): ShortsContext {
  if (raw === 'mine') return { kind: 'mine' };
  const m = raw ? /^user:(\d{1,12})$/.exec(raw) : null;
  return m ? { kind: 'user', userId: Number(m[1]) } : { kind: 'all' };
}

/** The Shorts address that opens a feed within a list. */
export function shortsHref(feedId: number, context?: ShortsContext, fromWidget = false): string {
  const q = new URLSearchParams({ feedId: String(feedId) });
  if (context && context.kind !== 'all') q.set('context', context.kind === 'mine' ? 'mine' : `user:${context.userId}`);
  if (fromWidget) q.set('fromWidget', '1');
  return `/shorts?${q}`;
}
