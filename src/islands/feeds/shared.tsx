import { useState, type Ref } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { compactCount } from '../../lib/compact-count.ts';
import { isVideo } from '../../lib/feeds.ts';
import { toggleFeedFavorite, type Feed, type FeedAttachment } from '../../lib/api/feeds.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { $session } from '../../stores/session.ts';
import './media-steps.css';

type MediaProps = {
  attachment: FeedAttachment | undefined;
  t: Translate;
  /** Names the photo or video for screen readers ('Video by Ana'). */
  author: string;
  /** Whether the media is near enough to load (the current feed and the next three). */
  load: boolean;
  muted?: boolean;
  videoRef?: Ref<HTMLVideoElement>;
  /** The first feed of a page: loaded at once, not lazily. */
  eager?: boolean;
  /** The browser's own play, seek and volume controls (the feed viewer; Shorts has its own buttons). */
  controls?: boolean;
};

/**
 * One photo or video of a feed. A video still being converted shows its poster with 'Processing...'; a feed without
 * attachments 'No media available'. Videos loop muted and inline, as short videos do.
 */
export function FeedMedia({ attachment: a, t, author, load, muted = true, videoRef, eager = false, controls = false }: MediaProps) {
  if (!a) return <p className="fd-nomedia">{t('shorts.noMedia')}</p>;
  if (isVideo(a)) {
    if (a.status === 'processing')
      return (
        <div className="fd-processing">
          {a.thumbnailUrl && <img src={a.thumbnailUrl} alt="" className="fd-media" />}
          <p role="status">{t('shorts.processing')}</p>
        </div>
      );
    return (
      <video
        ref={videoRef}
        className="fd-media"
        src={load ? a.url : undefined}
        poster={a.thumbnailUrl ?? undefined}
        muted={muted}
        controls={controls}
        loop
        playsInline
        preload={load ? 'auto' : 'none'}
        aria-label={t('feed.video', { name: author })}
      />
    );
  }
  return <img className="fd-media" src={load || eager ? a.url : undefined} alt={t('feed.photo', { name: author })} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}

/**
 * The attachment carousel's controls of the feed viewer and Shorts: previous and next buttons, and a dot for each
 * photo or video. Nothing for a feed of one attachment.
 */
export function MediaSteps({ count, at, onStep, t }: { count: number; at: number; onStep: (to: number) => void; t: Translate }) {
  if (count < 2) return null;
  return (
    <>
      <button type="button" className="ms-btn is-prev" onClick={() => onStep(at - 1)} disabled={at === 0} aria-label={t('viewer.prevMedia')}>
        ‹
      </button>
      <button type="button" className="ms-btn is-next" onClick={() => onStep(at + 1)} disabled={at >= count - 1} aria-label={t('viewer.nextMedia')}>
        ›
      </button>
      <p className="ms-dots" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <span key={i} className={i === at ? 'is-on' : undefined} />
        ))}
      </p>
    </>
  );
}

const HEART = 'M12 21s-7.5-4.6-9.5-9.2C1 8.4 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.5C12 6.1 13.4 5 15.4 5 18.8 5 21 8.4 21.5 11.8 19.5 16.4 12 21 12 21z';

export function HeartIcon({ on, size = 24 }: { on: boolean; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d={HEART} />
    </svg>
  );
}

/**
 * The feed's heart with its count (spec 001 §4 'Feed viewer and Shorts'): optimistic, reverted when POST
 * /seller/feed-fav fails; visitors get the sign-in dialog. The heart is the feed's favorite (decision 151).
 */
export function LikeButton({ feed, t, onChange, className }: { feed: Feed; t: Translate; onChange: (patch: Pick<Feed, 'is_favorite' | 'total_like'>) => void; className: string }) {
  const [busy, setBusy] = useState(false);
  const on = feed.is_favorite === 1;
  const toggle = async () => {
    if (!$session.get().isAuthenticated) {
      openAuthModal('login');
      return;
    }
    if (busy) return;
    const before = { is_favorite: feed.is_favorite, total_like: feed.total_like };
    onChange({ is_favorite: on ? 0 : 1, total_like: Math.max(0, feed.total_like + (on ? -1 : 1)) });
    setBusy(true);
    try {
      const { data } = await toggleFeedFavorite(feed.id);
      onChange({ is_favorite: data.is_favorite, total_like: data.total_like });
    } catch {
      onChange(before);
    } finally {
      setBusy(false);
    }
  };
  return (
    // The name holds the count as shown, so what a voice-control user reads on screen names the button.
    <button
      type="button"
      className={`${className}${on ? ' is-on' : ''}`}
      aria-pressed={on}
      aria-label={`${t(on ? 'feed.unlike' : 'feed.like')} ${compactCount(feed.total_like)}`}
      onClick={toggle}
    >
      <HeartIcon on={on} />
      <span>{compactCount(feed.total_like)}</span>
    </button>
  );
}
