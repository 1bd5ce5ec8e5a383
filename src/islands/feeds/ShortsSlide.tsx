import { memo, useCallback, type RefObject } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { compactCount } from '../../lib/compact-count.ts';
import { isVideo } from '../../lib/feeds.ts';
import type { Feed } from '../../lib/feed-lists.ts';
import { FeedMedia, LikeButton, MediaSteps } from './shared.tsx';

/** What a slide asks of Shorts; the functions are stable, so a slide re-renders only when its own props change. */
export type SlideActions = {
  togglePaused: () => void;
  play: () => void;
  toggleMuted: () => void;
  toggleComments: () => void;
  patch: (feedId: number, change: Partial<Feed>) => void;
  showMedia: (feedId: number, at: number) => void;
};

type Props = {
  feed: Feed;
  position: number;
  total: number;
  /** The slide on screen; the others are hidden from assistive technology and the keyboard. */
  active: boolean;
  /** Whether the slide's content is rendered at all (the current feed, its neighbours and the preloaded ones). */
  show: boolean;
  /** Whether its media loads (the current feed and the next three). */
  load: boolean;
  eager: boolean;
  /** The attachment shown. */
  at: number;
  muted: boolean;
  /** The active slide's video is paused by the viewer. */
  paused: boolean;
  /** The comment panel is open for this slide. */
  commentsOpen: boolean;
  t: Translate;
  videos: RefObject<Map<number, HTMLVideoElement>>;
  actions: SlideActions;
};

/**
 * One feed of Shorts: its photo or video with the attachment steps, author, caption and place, and the heart, comment,
 * sound and play buttons. Memoised: a swipe re-renders the two slides whose state changed, not the whole list, which
 * keeps every main-thread task of a swipe short on a slow phone (bench/shorts-trace.ts).
 */
export const ShortsSlide = memo(function ShortsSlide({ feed, position, total, active, show, load, eager, at, muted, paused, commentsOpen, t, videos, actions }: Props) {
  const attachment = feed.attachments[at];
  const video = attachment && isVideo(attachment) && attachment.status !== 'processing';
  const feedId = feed.id;
  const videoRef = useCallback(
    (el: HTMLVideoElement | null) => {
      if (el) videos.current.set(feedId, el);
      else videos.current.delete(feedId);
    },
    [videos, feedId],
  );
  return (
    <article
      className="sh-slide"
      style={{ top: `${position * 100}%` }}
      aria-roledescription="slide"
      aria-label={t('shorts.position', { n: position + 1, total })}
      aria-hidden={!active}
      inert={!active}
    >
      {show && (
        <div className="sh-frame">
          <div className="sh-media" onClick={video ? actions.togglePaused : undefined}>
            <FeedMedia key={at} attachment={attachment} t={t} author={feed.user?.name ?? ''} load={load} eager={eager} muted={muted} videoRef={videoRef} />
          </div>
          <MediaSteps count={feed.attachments.length} at={at} onStep={(to) => actions.showMedia(feedId, to)} t={t} />
          <div className="sh-info">
            <a className="sh-author" href={`/seller-profile/${feed.user?.id ?? ''}`}>
              {feed.user?.avatar ? <img src={feed.user.avatar} alt="" width={36} height={36} /> : <span className="sh-avatar" aria-hidden="true">{(feed.user?.name ?? '?').slice(0, 1)}</span>}
              <span>{feed.user?.name}</span>
            </a>
            {feed.comment && <p className="sh-caption">{feed.comment}</p>}
            {feed.location && <p className="sh-place">{feed.location}</p>}
          </div>
          <div className="sh-actions">
            <LikeButton feed={feed} t={t} className="sh-act" onChange={(change) => actions.patch(feedId, change)} />
            <button type="button" className="sh-act" aria-expanded={commentsOpen} aria-controls="sh-comments" onClick={actions.toggleComments}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
                <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
              </svg>
              <span aria-hidden="true">{compactCount(feed.total_comment)}</span>
              <span className="visually-hidden">{t('feed.commentCount', { count: feed.total_comment })}</span>
            </button>
            {video && (
              <button type="button" className="sh-act" aria-pressed={!muted} onClick={actions.toggleMuted} aria-label={t(muted ? 'shorts.unmute' : 'shorts.mute')}>
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d={muted ? 'M11 5L6 9H3v6h3l5 4V5zM22 9l-6 6M16 9l6 6' : 'M11 5L6 9H3v6h3l5 4V5zM15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14'} />
                </svg>
              </button>
            )}
          </div>
          {video && paused && (
            <button type="button" className="sh-play" onClick={actions.play} aria-label={t('shorts.play')}>
              <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
            </button>
          )}
        </div>
      )}
    </article>
  );
});
