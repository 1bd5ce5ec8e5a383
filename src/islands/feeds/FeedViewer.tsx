import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { feedsPage, type Feed } from '../../lib/feed-lists.ts';
import { SWIPE_HINT, VIEWER_SWIPE } from '../../lib/feeds.ts';
import { swipeDirection } from '../../lib/swipe.ts';
import { complaintLabels } from '../../lib/contact-labels.ts';
import { localStore } from '../../lib/browser-storage.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { useSession } from '../../stores/use-session.ts';
import { NoticeDialog, type Notice } from '../../components/NoticeDialog.tsx';
import { compactCount } from '../../lib/compact-count.ts';
import { relativeTimeText } from '../../lib/relative-time.ts';
import { FeedMedia, LikeButton, MediaSteps } from './shared.tsx';
import './feeds.css';

const Comments = lazy(() => import('./Comments.tsx'));
const ComplaintDialog = lazy(() => import('../ads/ContactDialogs.tsx').then((m) => ({ default: m.ComplaintDialog })));

type Props = { i18n: I18nProps; feed: Feed };

/**
 * The feed viewer (spec 001 'Feed viewer', §4 'Feed viewer and Shorts'): the attachment carousel (video or photo by
 * file extension), the author linking to their seller profile, the options menu (Complain, Copy Link), the heart and
 * the comments. Previous and next walk the same list as Shorts (newest first, this feed first); on phones a vertical
 * swipe of 60 px does, with a once-only hint. Changing feed closes the comments, pauses the video and goes back to
 * the first attachment; the address and the title follow.
 */
export default function FeedViewer({ i18n, feed: first }: Props) {
  const t = useT(i18n, 'feeds');
  const ta = useT(i18n, 'ads');
  const session = useSession();
  const [list, setList] = useState<Feed[]>([first]);
  const [more, setMore] = useState<{ page: number; last: number }>({ page: 0, last: 1 });
  const [pos, setPos] = useState(0);
  const [slide, setSlide] = useState(0);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [complainOpen, setComplainOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [copied, setCopied] = useState(false);
  const [hint, setHint] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (menuOpen) firstItem.current?.focus();
  }, [menuOpen]);
  const touch = useRef<{ x: number; y: number; at: number } | null>(null);
  const feed = list[pos] ?? first;

  // The list the viewer walks, fetched with the reader's token so hearts are theirs.
  const loading = useRef(false);
  const loadPage = useCallback(
    (page: number) => {
      if (loading.current) return;
      loading.current = true;
      feedsPage({ kind: 'all' }, page, page === 1 ? first.id : null)
        .then(
          (res) => {
            setList((old) => {
              if (page === 1) return res.feeds.length ? res.feeds : old;
              const have = new Set(old.map((f) => f.id));
              return [...old, ...res.feeds.filter((f) => !have.has(f.id))];
            });
            setMore({ page: res.page, last: res.lastPage });
          },
          () => undefined, // previous and next stay within what is loaded
        )
        .finally(() => {
          loading.current = false;
        });
    },
    [first.id],
  );
  useEffect(() => {
    loadPage(1);
  }, [loadPage, session.isAuthenticated]);
  useEffect(() => {
    if (more.page > 0 && more.page < more.last && pos >= list.length - 2) loadPage(more.page + 1);
  }, [pos, list.length, more, loadPage]);

  // The once-only swipe hint on phones.
  useEffect(() => {
    const store = localStore();
    if (innerWidth > SWIPE_HINT.maxWidth || !store || store.getItem(SWIPE_HINT.storageKey)) return undefined;
    store.setItem(SWIPE_HINT.storageKey, '1');
    const show = setTimeout(() => setHint(true), 0);
    const hide = setTimeout(() => setHint(false), SWIPE_HINT.ms);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, []);

  const go = (step: 1 | -1) => {
    const next = pos + step;
    const target = list[next];
    if (!target) return;
    video.current?.pause();
    setPos(next);
    setSlide(0);
    setCommentsOpen(false);
    setMenuOpen(false);
    history.pushState({ feedPos: next }, '', `/view-feed/${target.id}`);
    document.title = `${t('viewer.title', { name: target.user?.name ?? '' })} | RM Marketplace`;
  };
  useEffect(() => {
    const onPop = () => {
      const id = Number(/\/view-feed\/(\d+)/.exec(location.pathname)?.[1]);
      const at = list.findIndex((f) => f.id === id);
      if (at >= 0) {
        setPos(at);
        setSlide(0);
        setCommentsOpen(false);
      }
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [list]);

  const patch = (change: Partial<Feed>) => setList((l) => l.map((f) => (f.id === feed.id ? { ...f, ...change } : f)));
  const attachments = feed.attachments;
  const current = attachments[slide];

  const copyLink = async () => {
    setMenuOpen(false);
    try {
      await navigator.clipboard.writeText(`${location.origin}/view-feed/${feed.id}`);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      setNotice({ kind: 'error', title: ta('actions.errorTitle'), text: t('viewer.loadFailed') });
    }
  };
  const complain = () => {
    setMenuOpen(false);
    if (!session.isAuthenticated) openAuthModal('login');
    else setComplainOpen(true);
  };

  const onTouchStart = (e: TouchEvent) => {
    const p = e.touches[0];
    touch.current = p ? { x: p.clientX, y: p.clientY, at: e.timeStamp } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const p = e.changedTouches[0];
    touch.current = null;
    if (!start || !p || innerWidth > SWIPE_HINT.maxWidth) return;
    const direction = swipeDirection(p.clientX - start.x, p.clientY - start.y, e.timeStamp - start.at, VIEWER_SWIPE);
    if (direction === 'up' || direction === 'down') go(direction === 'up' ? 1 : -1);
    else if (direction) setSlide((s) => Math.min(attachments.length - 1, Math.max(0, s + (direction === 'left' ? 1 : -1))));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft' && slide > 0) setSlide(slide - 1);
    else if (e.key === 'ArrowRight' && slide < attachments.length - 1) setSlide(slide + 1);
    else return;
    e.preventDefault();
  };

  const close = () => {
    if (history.length > 1 && document.referrer.startsWith(location.origin)) history.go(-(pos + 1));
    else location.assign('/shorts');
  };

  const name = feed.user?.name ?? '';
  return (
    <div
      className={`fv${commentsOpen ? ' has-comments' : ''}`}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        setMenuOpen(false);
        setCommentsOpen(false);
      }}
    >
      <h1 className="visually-hidden">{t('viewer.title', { name })}</h1>
      <div className="fv-stage" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <button type="button" className="fv-close" onClick={close} aria-label={t('close')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        <section className="fv-carousel" aria-roledescription="carousel" aria-label={t('viewer.title', { name })} tabIndex={attachments.length > 1 ? 0 : undefined} onKeyDown={onKeyDown}>
          <div className="fv-media" aria-roledescription={attachments.length > 1 ? 'slide' : undefined} aria-label={attachments.length > 1 ? t('viewer.media', { n: slide + 1, total: attachments.length }) : undefined}>
            <FeedMedia key={`${feed.id}-${slide}`} attachment={current} t={t} author={name} load eager videoRef={video} muted={false} controls />
          </div>
          <MediaSteps count={attachments.length} at={slide} onStep={setSlide} t={t} />
        </section>
        <div className="fv-feednav">
          <button type="button" className="btn" onClick={() => go(-1)} disabled={pos === 0} aria-label={t('viewer.previous')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
              <path d="M15 6l-6 6 6 6" />
            </svg>
          </button>
          <button type="button" className="btn" onClick={() => go(1)} disabled={pos >= list.length - 1} aria-label={t('viewer.next')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
              <path d="M9 6l6 6-6 6" />
            </svg>
          </button>
        </div>
        {hint && (
          <p className="fv-hint" role="status">
            {t('viewer.swipeHint')}
          </p>
        )}
      </div>

      <div className="fv-side">
        <header className="fv-head">
          <a className="fv-author" href={`/seller-profile/${feed.user?.id ?? ''}`}>
            {feed.user?.avatar ? <img src={feed.user.avatar} alt="" width={40} height={40} /> : <span className="fv-avatar" aria-hidden="true">{name.slice(0, 1)}</span>}
            <span className="fv-name">{name}</span>
          </a>
          <div className="fv-menu">
            <button type="button" className="fv-icon" aria-haspopup="menu" aria-expanded={menuOpen} aria-controls="fv-menu-list" aria-label={t('viewer.options')} onClick={() => setMenuOpen((o) => !o)}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="currentColor">
                <circle cx="5" cy="12" r="2" />
                <circle cx="12" cy="12" r="2" />
                <circle cx="19" cy="12" r="2" />
              </svg>
            </button>
            <ul id="fv-menu-list" className="fv-menu-list" role="menu" hidden={!menuOpen}>
                <li role="none">
                  <button type="button" role="menuitem" onClick={complain} ref={firstItem}>
                    {t('viewer.complain')}
                  </button>
                </li>
                <li role="none">
                  <button type="button" role="menuitem" onClick={() => void copyLink()}>
                    {t('viewer.copyLink')}
                  </button>
                </li>
            </ul>
          </div>
        </header>
        {feed.comment && <p className="fv-caption">{feed.comment}</p>}
        <p className="fv-meta">
          {feed.location && <span>{feed.location}</span>}
          <time dateTime={feed.created_at}>{relativeTimeText(t, feed.created_at, i18n.locale)}</time>
        </p>
        <div className="fv-actions">
          <LikeButton feed={feed} t={t} className="fv-like" onChange={patch} />
          <span className="fv-count">{t('feed.commentCount', { count: compactCount(feed.total_comment) })}</span>
        </div>
        <div className="fv-comments">
          {!commentsOpen && feed.total_comment === 0 && <p className="fv-none">{t('comments.empty')}</p>}
          <button type="button" className="fc-link" onClick={() => setCommentsOpen((o) => !o)} aria-expanded={commentsOpen} aria-controls="fv-comments-panel">
            {commentsOpen ? t('comments.hide') : feed.total_comment > 0 ? t('comments.viewAll', { count: feed.total_comment }) : t('comments.placeholder')}
          </button>
          <div id="fv-comments-panel" className="fv-comments-panel" hidden={!commentsOpen}>
            {commentsOpen && (
              <Suspense fallback={<p className="fc-note">{t('comments.loading')}</p>}>
                <Comments feedId={feed.id} ownerId={feed.user?.id} t={t} locale={i18n.locale} onCount={(change) => patch({ total_comment: Math.max(0, feed.total_comment + change) })} />
              </Suspense>
            )}
          </div>
        </div>
      </div>

      <p className="fv-toast" role="status">
        {copied ? t('viewer.copied') : ''}
      </p>
      {complainOpen && (
        <Suspense fallback={null}>
          <ComplaintDialog
            open
            onClose={() => setComplainOpen(false)}
            onNotice={setNotice}
            formClass="fv-complaint"
            contentId={feed.id}
            type="feed"
            locale={i18n.locale}
            labels={complaintLabels(ta, 'actions.')}
          />
        </Suspense>
      )}
      <NoticeDialog notice={notice} okLabel={t('add.ok')} closeLabel={t('close')} onClose={() => setNotice(null)} />
    </div>
  );
}

