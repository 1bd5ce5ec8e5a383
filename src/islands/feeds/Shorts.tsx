import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type TouchEvent, type WheelEvent } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { feedsPage, type Feed, type FeedsPage } from '../../lib/feed-lists.ts';
import { parseShortsContext, preloadWindow, PRELOAD_AHEAD, SHORTS_SWIPE, WHEEL_THROTTLE_MS } from '../../lib/feeds.ts';
import { swipeDirection } from '../../lib/swipe.ts';
import { useSession } from '../../stores/use-session.ts';
import { getToken } from '../../lib/api/client.ts';
import { compactCount } from '../../lib/compact-count.ts';
import { ShortsSlide, type SlideActions } from './ShortsSlide.tsx';
import './shorts.css';

/** The comments panel loads when first opened: Shorts plays its first video without it. */
const Comments = lazy(() => import('./Comments.tsx'));

type Props = {
  i18n: I18nProps;
  /** The first page rendered on the server (the asked feed first), or null when it could not load. */
  initial: FeedsPage | null;
  feedId: number | null;
  context: string | null;
  fromWidget: boolean;
};

type Status = 'ready' | 'loading' | 'error';

/**
 * Shorts (spec 001 'Shorts', §4, §9): a full-screen vertical feed, one feed at a time. Swipe (50 px within 300 ms),
 * the wheel (one step per 350 ms) and the arrow keys move between feeds; videos play muted until unmuted; the media
 * of the next three feeds load ahead; pages of 20 load as the end nears. The heart and the comments panel need
 * sign-in to act. Changing feed closes the comments. The address follows the feed shown (?feedId=).
 */
export default function Shorts({ i18n, initial, feedId, context: rawContext, fromWidget }: Props) {
  const t = useT(i18n, 'feeds');
  useSession();
  const context = parseShortsContext(rawContext);
  const [feeds, setFeeds] = useState<Feed[]>(initial?.feeds ?? []);
  const [page, setPage] = useState({ current: initial?.page ?? 0, last: initial?.lastPage ?? 1 });
  const [status, setStatus] = useState<Status>(initial ? 'ready' : 'loading');
  const [index, setIndex] = useState(0);
  const [muted, setMuted] = useState(true);
  const [paused, setPaused] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  // The attachment shown of the current feed; any other feed shows its first (the carousel resets on a feed change).
  const [shown, setShown] = useState({ feedId: 0, at: 0 });
  const videos = useRef(new Map<number, HTMLVideoElement>());
  const touch = useRef<{ x: number; y: number; at: number } | null>(null);
  const lastWheel = useRef(0);
  const loadingMore = useRef(false);
  const stage = useRef<HTMLDivElement>(null);
  const commentsClose = useRef<HTMLButtonElement>(null);
  const commentsOpener = useRef<Element | null>(null);

  // The open panel takes focus on its close button, not the comment box (that would raise a phone's keyboard over
  // the comments); closing gives focus back to the button that opened it.
  useEffect(() => {
    if (commentsOpen) {
      commentsOpener.current = document.activeElement;
      commentsClose.current?.focus({ preventScroll: true });
    } else if (commentsOpener.current instanceof HTMLElement && commentsOpener.current.isConnected) {
      commentsOpener.current.focus({ preventScroll: true });
      commentsOpener.current = null;
    }
  }, [commentsOpen]);

  /** Loads a page of the list; page 1 replaces what is shown (Retry, or the signed-in member's own hearts). */
  const loadPage = useCallback(
    (next: number) => {
      if (loadingMore.current) return;
      loadingMore.current = true;
      feedsPage(context, next, next === 1 ? feedId : null)
        .then(
          (res) => {
            setFeeds((old) => {
              const have = new Set(old.map((f) => f.id));
              return next === 1 ? res.feeds : [...old, ...res.feeds.filter((f) => !have.has(f.id))];
            });
            setPage({ current: res.page, last: res.lastPage });
            setStatus('ready');
          },
          () => {
            if (next === 1) setStatus((s) => (s === 'ready' && initial ? s : 'error'));
          },
        )
        .finally(() => {
          loadingMore.current = false;
        });
    },
    // The context and the asked feed come from the address and never change while the island lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // Without a server-rendered page, or for a signed-in member (the server renders without their hearts), page 1
  // loads here.
  useEffect(() => {
    if (!initial || getToken()) loadPage(1);
  }, [initial, loadPage]);

  // The next page loads while PRELOAD_AHEAD feeds are still ahead.
  useEffect(() => {
    if (status === 'ready' && page.current < page.last && index >= feeds.length - 1 - PRELOAD_AHEAD) loadPage(page.current + 1);
  }, [index, feeds.length, page, status, loadPage]);

  // Stable, so that a slide re-renders only when its own props change (ShortsSlide).
  const actions = useMemo<SlideActions>(
    () => ({
      togglePaused: () => setPaused((p) => !p),
      play: () => setPaused(false),
      toggleMuted: () => setMuted((m) => !m),
      toggleComments: () => setCommentsOpen((o) => !o),
      patch: (id, change) => setFeeds((list) => list.map((f) => (f.id === id ? { ...f, ...change } : f))),
      showMedia: (id, at) => {
        setShown({ feedId: id, at });
        setPaused(false);
      },
    }),
    [],
  );

  const current = feeds[index];
  const shownAt = (feed: Feed) => (shown.feedId === feed.id ? shown.at : 0);
  // Only the current video plays; the others wait at their start.
  const currentId = current?.id;
  const currentAt = current ? shownAt(current) : 0;
  useEffect(() => {
    for (const [id, video] of videos.current) {
      if (id !== currentId) {
        video.pause();
        if (video.currentTime) video.currentTime = 0;
      } else if (paused) video.pause();
      else void video.play().catch(() => setPaused(true));
    }
  }, [currentId, currentAt, paused, feeds.length]);

  useEffect(() => {
    if (!current) return;
    const url = new URL(location.href);
    url.searchParams.set('feedId', String(current.id));
    history.replaceState(history.state, '', url);
  }, [current]);

  const go = (step: 1 | -1) => {
    const next = index + step;
    if (next < 0 || next >= feeds.length) return;
    // A transition: React renders the change in slices between frames, so a swipe never holds the main thread for
    // one long task on a slow phone (bench/shorts-trace.ts).
    startTransition(() => {
      setIndex(next);
      setPaused(false);
      setCommentsOpen(false);
    });
  };

  const showMedia = (to: number) => {
    if (current && to >= 0 && to < current.attachments.length) actions.showMedia(current.id, to);
  };

  const onTouchStart = (e: TouchEvent) => {
    const p = e.touches[0];
    touch.current = p ? { x: p.clientX, y: p.clientY, at: e.timeStamp } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const p = e.changedTouches[0];
    touch.current = null;
    if (!start || !p) return;
    // Up and down change feed; sideways moves through the feed's photos and videos.
    const direction = swipeDirection(p.clientX - start.x, p.clientY - start.y, e.timeStamp - start.at, SHORTS_SWIPE);
    if (direction === 'up' || direction === 'down') go(direction === 'up' ? 1 : -1);
    else if (direction) showMedia(currentAt + (direction === 'left' ? 1 : -1));
  };
  const onWheel = (e: WheelEvent) => {
    if (Math.abs(e.deltaY) < 4 || e.timeStamp - lastWheel.current < WHEEL_THROTTLE_MS) return;
    lastWheel.current = e.timeStamp;
    go(e.deltaY > 0 ? 1 : -1);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
    if (e.key === 'ArrowDown' || e.key === 'PageDown') go(1);
    else if (e.key === 'ArrowUp' || e.key === 'PageUp') go(-1);
    else if (e.key === 'ArrowRight') showMedia(currentAt + 1);
    else if (e.key === 'ArrowLeft') showMedia(currentAt - 1);
    else if (e.key === 'm' || e.key === 'M') setMuted((m) => !m);
    else if (e.key === 'Escape' && commentsOpen) setCommentsOpen(false);
    else return;
    e.preventDefault();
  };

  const close = () => {
    if (fromWidget && history.length > 1) history.back();
    else location.assign('/');
  };

  const near = new Set(preloadWindow(index, feeds.length));
  return (
    <div className={`sh${commentsOpen ? ' has-comments' : ''}`}>
      <h1 className="visually-hidden">{t('shorts.title')}</h1>
      <button type="button" className="sh-close" onClick={close} aria-label={t('shorts.close')}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>

      {status === 'loading' && feeds.length === 0 && (
        <p className="sh-state" role="status">
          {t('shorts.loading')}
        </p>
      )}
      {status === 'error' && (
        <div className="sh-state" role="alert">
          <p>{t('shorts.loadError')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setStatus('loading');
              loadPage(1);
            }}
          >
            {t('shorts.retry')}
          </button>
        </div>
      )}
      {status === 'ready' && feeds.length === 0 && <p className="sh-state">{t('shorts.empty')}</p>}

      {feeds.length > 0 && (
        <section
          className="sh-stage"
          ref={stage}
          aria-roledescription="carousel"
          aria-label={t('shorts.label')}
          aria-describedby="sh-keys"
          tabIndex={0}
          onKeyDown={onKeyDown}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          onWheel={onWheel}
        >
          <p id="sh-keys" className="visually-hidden">
            {t('shorts.keys')}
          </p>
          <div className="sh-track" style={{ transform: `translate3d(0, ${-index * 100}%, 0)` }}>
            {feeds.map((feed, i) => (
              <ShortsSlide
                key={feed.id}
                feed={feed}
                position={i}
                total={feeds.length}
                active={i === index}
                show={Math.abs(i - index) <= 1 || near.has(i)}
                load={near.has(i)}
                eager={i === 0}
                at={shownAt(feed)}
                muted={muted}
                paused={paused && i === index}
                commentsOpen={commentsOpen && i === index}
                t={t}
                videos={videos}
                actions={actions}
              />
            ))}
          </div>
          <div className="sh-nav">
            <button type="button" className="sh-act" onClick={() => go(-1)} disabled={index === 0} aria-label={t('shorts.previous')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
                <path d="M6 15l6-6 6 6" />
              </svg>
            </button>
            <button type="button" className="sh-act" onClick={() => go(1)} disabled={index >= feeds.length - 1} aria-label={t('shorts.next')}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
                <path d="M6 9l6 6 6-6" />
              </svg>
            </button>
          </div>
        </section>
      )}

      {/* Always there (hidden while closed), as the comment buttons' aria-controls name it. */}
      <aside id="sh-comments" className="sh-comments" hidden={!commentsOpen || !current} aria-labelledby="sh-comments-title" onKeyDown={(e) => e.key === 'Escape' && setCommentsOpen(false)}>
        <header className="sh-comments-head">
          <h2 id="sh-comments-title">
            {t('comments.title')} <span className="sh-count">{compactCount(current?.total_comment ?? 0)}</span>
          </h2>
          <button ref={commentsClose} type="button" className="sh-comments-close" onClick={() => setCommentsOpen(false)} aria-label={t('comments.close')}>
            ×
          </button>
        </header>
        {commentsOpen && current && (
          <Suspense fallback={<p className="fc-note">{t('comments.loading')}</p>}>
            <Comments feedId={current.id} ownerId={current.user?.id} t={t} locale={i18n.locale} onCount={(change) => actions.patch(current.id, { total_comment: Math.max(0, current.total_comment + change) })} />
          </Suspense>
        )}
        </aside>
    </div>
  );
}
