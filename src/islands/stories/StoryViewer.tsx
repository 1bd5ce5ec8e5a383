import { useCallback, useEffect, useRef, useState, type FormEvent, type TouchEvent } from 'react';
import { sendMessage } from '../../lib/api/contact.ts';
import { archiveStories, deleteStories, storeStoryView, type StoryGroup } from '../../lib/api/stories.ts';
import { errorText } from '../../lib/error-text.ts';
import { IMAGE_STORY_MS, nextPosition, previousPosition, startIndex, storySwipeAction, type Position } from '../../lib/stories.ts';
import type { Translate } from '../../i18n/translator.ts';
import { Avatar } from './Avatar.tsx';

type Props = {
  t: Translate;
  groups: StoryGroup[];
  /** The group to open; it opens at its first unviewed story, else its first. */
  startGroup: number;
  /** A story of that group to open at instead (My Stories opens the one clicked). */
  startStory?: number;
  meId: number;
  onClose: () => void;
  /** A story was seen: the carousel turns its ring grey when all of its group are. */
  onViewed: (storyId: number, totalViews: number) => void;
  /** The owner deleted or archived a story: the lists reload. */
  onChanged: (message: string) => void;
};

/**
 * The story viewer (spec 001 §4 'Stories'): a full-screen dialog showing one story at a time with a progress bar per
 * story of the group. An image stays IMAGE_STORY_MS, a video plays to its end; then the next story, within the group
 * and on to the next group's first. Arrow keys, the side buttons and a sideways swipe go back and forth; Escape or a
 * swipe down closes. Seeing a story
 * records the view once. The owner gets Delete, Archive and the view count; others a heart and a reply box, both sent
 * to the owner's chat.
 */
export default function StoryViewer({ t, groups, startGroup, startStory, meId, onClose, onViewed, onChanged }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [at, setAt] = useState<Position>(() => ({ group: startGroup, story: startStory ?? startIndex(groups[startGroup]?.story_lists ?? []) }));
  const [progress, setProgress] = useState(0);
  const [paused, setPaused] = useState(false);
  const [reply, setReply] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const recorded = useRef(new Set<number>());

  const group = groups[at.group];
  const story = group?.story_lists[at.story];
  const own = group?.userId === meId;
  // A video plays once converted; until then (or when conversion failed) its owner sees the poster like a picture.
  const playable = story?.fileType === 'video' && story.status === 'ready';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // Moving to another story starts it from the beginning, with a fresh status line.
  const elapsed = useRef(0);
  const go = useCallback((to: Position) => {
    elapsed.current = 0;
    setProgress(0);
    setStatus('');
    setAt(to);
  }, []);
  const next = useCallback(() => {
    const to = nextPosition(groups, at);
    if (to) go(to);
    else onClose();
  }, [groups, at, go, onClose]);
  const previous = useCallback(() => {
    const to = previousPosition(groups, at);
    if (to) go(to);
  }, [groups, at, go]);

  // Seeing someone else's story records the view once.
  useEffect(() => {
    if (!story || own || story.isViewed || recorded.current.has(story.id)) return;
    recorded.current.add(story.id);
    storeStoryView(story.id).then(
      (res) => onViewed(story.id, res.data.totalViews),
      () => recorded.current.delete(story.id),
    );
  }, [story, own, onViewed]);

  // An image moves on after IMAGE_STORY_MS (paused while the reply box has focus); a video reports its own progress.
  useEffect(() => {
    if (!story || playable || paused) return;
    const step = 100;
    const timer = window.setInterval(() => {
      elapsed.current += step;
      if (elapsed.current >= IMAGE_STORY_MS) {
        window.clearInterval(timer);
        next();
      } else setProgress((elapsed.current / IMAGE_STORY_MS) * 100);
    }, step);
    return () => window.clearInterval(timer);
  }, [story, playable, paused, next]);

  // Arrow keys move between stories wherever the focus is, except while typing a reply.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement | null)?.tagName === 'INPUT') return;
      if (e.key === 'ArrowRight') {
        e.preventDefault();
        next();
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault();
        previous();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [next, previous]);

  const touch = useRef<{ x: number; y: number; at: number } | null>(null);
  const onTouchStart = (e: TouchEvent) => {
    const p = e.touches[0];
    touch.current = p && e.touches.length === 1 ? { x: p.clientX, y: p.clientY, at: e.timeStamp } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const p = e.changedTouches[0];
    touch.current = null;
    if (!start || !p) return;
    const action = storySwipeAction(p.clientX - start.x, p.clientY - start.y, e.timeStamp - start.at);
    if (action === 'next') next();
    else if (action === 'previous') previous();
    else if (action === 'close') onClose();
  };

  const send = async (type: 'react' | 'comment', content: string) => {
    if (!story || !group || busy) return;
    const text = content.trim();
    if (!text) return;
    setBusy(true);
    try {
      await sendMessage({ sender_id: meId, receiver_id: group.userId, message_type: type, content: text, story_id: story.id });
      setStatus(t(type === 'react' ? 'viewer.reacted' : 'viewer.replied'));
      if (type === 'comment') setReply('');
    } catch (err) {
      setStatus(errorText(err, t, t('errors.unexpected')));
    } finally {
      setBusy(false);
    }
  };

  const onReply = (e: FormEvent) => {
    e.preventDefault();
    void send('comment', reply);
  };

  const change = async (kind: 'delete' | 'archive') => {
    if (!story || busy) return;
    setBusy(true);
    try {
      if (kind === 'delete') await deleteStories([story.id]);
      else await archiveStories([story.id]);
      onChanged(t(kind === 'delete' ? 'deleted' : 'archived'));
      onClose();
    } catch (err) {
      setStatus(errorText(err, t, t(kind === 'delete' ? 'errors.delete' : 'errors.archive')));
      setBusy(false);
    }
  };

  if (!group || !story) return null;
  return (
    <dialog
      ref={dialogRef}
      className="sv"
      aria-label={t('viewer.label', { name: group.name })}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="sv-stage">
        <div className="sv-bars" aria-hidden="true">
          {group.story_lists.map((s, i) => (
            <span key={s.id} className="sv-bar">
              <span style={{ width: `${i < at.story ? 100 : i === at.story ? progress : 0}%` }} />
            </span>
          ))}
        </div>
        <header className="sv-head">
          <Avatar name={group.name} src={group.avatar} size={36} />
          <span className="sv-name">{group.name}</span>
          <span className="visually-hidden" aria-live="polite">
            {t('viewer.position', { n: at.story + 1, total: group.story_lists.length })}
          </span>
          <button type="button" className="sv-icon sv-close" onClick={onClose} aria-label={t('viewer.close')}>
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" /></svg>
          </button>
        </header>

        <div className="sv-media" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          {playable ? (
            <video
              key={story.id}
              src={story.fileUrl}
              poster={story.posterUrl ?? undefined}
              autoPlay
              playsInline
              onTimeUpdate={(e) => {
                const v = e.currentTarget;
                if (v.duration > 0) setProgress((v.currentTime / v.duration) * 100);
              }}
              onEnded={next}
              onError={next}
            />
          ) : (
            <img key={story.id} src={story.posterUrl ?? story.fileUrl} alt={t('viewer.storyOf', { name: group.name })} />
          )}
          {story.status !== 'ready' && <p className="sv-processing">{t(story.status === 'failed' ? 'viewer.failed' : 'viewer.processing')}</p>}
          <button type="button" className="sv-side sv-prev" onClick={previous} aria-label={t('viewer.previous')} disabled={!previousPosition(groups, at)}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" /></svg>
          </button>
          <button type="button" className="sv-side sv-next" onClick={next} aria-label={t('viewer.next')}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" /></svg>
          </button>
        </div>

        <footer className="sv-foot">
          {own ? (
            <div className="sv-owner">
              <span className="sv-views">
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
                {t('viewer.views', { count: story.totalViews })}
              </span>
              <button type="button" className="btn sv-action" onClick={() => void change('archive')} disabled={busy}>
                {t('archive')}
              </button>
              <button type="button" className="btn sv-action sv-danger" onClick={() => void change('delete')} disabled={busy}>
                {t('delete')}
              </button>
            </div>
          ) : (
            <form className="sv-reply" onSubmit={onReply}>
              <label className="visually-hidden" htmlFor="sv-reply-input">
                {t('viewer.replyLabel', { name: group.name })}
              </label>
              <input
                id="sv-reply-input"
                type="text"
                value={reply}
                maxLength={5000}
                placeholder={t('viewer.replyPlaceholder')}
                onChange={(e) => setReply(e.target.value)}
                onFocus={() => setPaused(true)}
                onBlur={() => setPaused(false)}
              />
              <button type="submit" className="sv-icon" aria-label={t('viewer.send')} disabled={busy || reply.trim() === ''}>
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" /></svg>
              </button>
              <button type="button" className="sv-icon sv-heart" aria-label={t('viewer.react')} onClick={() => void send('react', '❤️')} disabled={busy}>
                <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false"><path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" fill="currentColor" /></svg>
              </button>
            </form>
          )}
          <p className="sv-status" role="status">
            {status}
          </p>
        </footer>
      </div>
    </dialog>
  );
}
