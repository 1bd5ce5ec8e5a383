import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Translate } from '../../i18n/translator.ts';
import { addComment, commentReplies, deleteComment, feedComments, toggleCommentLike, type FeedComment, type FeedReply } from '../../lib/api/feeds.ts';
import { errorText } from '../../lib/error-text.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { FEED_REPLIES_PER_PAGE } from '../../../common/feeds.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { useSession } from '../../stores/use-session.ts';
import { compactCount } from '../../lib/compact-count.ts';
import { relativeTimeText } from '../../lib/relative-time.ts';
import { HeartIcon } from './shared.tsx';
import './comments.css';

type Props = {
  feedId: number;
  /** The feed's author, who may delete any comment on it. */
  ownerId: number | undefined;
  t: Translate;
  locale: string;
  /** The feed's comment count changed: +1 for a comment or reply added, minus what a delete removed. */
  onCount: (change: number) => void;
};

/** A comment or a reply: what one row shows. */
type Entry = FeedComment | FeedReply;
type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; comments: FeedComment[]; page: number; last: number };

/** `more` after `list`, without the ones already there (a comment added meanwhile shifts the server's pages). */
function appendNew<T extends { id: number }>(list: T[], more: T[]): T[] {
  const have = new Set(list.map((x) => x.id));
  return [...list, ...more.filter((x) => !have.has(x.id))];
}

/** Needs sign-in: opens the sign-in dialog for visitors and answers false. */
function signedInOrAsk(signedIn: boolean): boolean {
  if (!signedIn) openAuthModal('login');
  return signedIn;
}

/**
 * A feed's comments (spec 001 'Shorts', 'Feed viewer', §5 'Comments', §9): newest first, a page of 50 at a time with
 * 'View more', each with its replies expanded 5 at a time, a reply box, and a heart. Commenting, replying and liking
 * need sign-in; blank text is refused with the spec's words. Authors delete their comments and replies, and the
 * feed's owner any on it, after a confirmation (decision 168). Loaded on demand, so Shorts starts without it.
 */
export default function Comments({ feedId, ownerId, t, locale, onCount }: Props) {
  const session = useSession();
  const meId = session.user?.id;
  const canDelete = (c: Entry) => meId !== undefined && (c.user_id === meId || ownerId === meId);
  const [deleting, setDeleting] = useState<{ entry: Entry; busy: boolean; error: string } | null>(null);
  const [announce, setAnnounce] = useState('');
  const [attempt, setAttempt] = useState(0);
  // The answer for the latest request (feed, attempt, sign-in); an older one reads as loading.
  const key = `${feedId}|${attempt}|${session.isAuthenticated}`;
  const [loaded, setLoaded] = useState<{ key: string; state: State } | null>(null);
  const state: State = loaded?.key === key ? loaded.state : { status: 'loading' };
  const [moreBusy, setMoreBusy] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  useEffect(() => {
    const ctrl = new AbortController();
    feedComments(feedId, { page: 1 }, { signal: ctrl.signal }).then(
      (res) => setLoaded({ key, state: { status: 'ready', comments: res.data, page: res.meta.current_page, last: res.meta.last_page } }),
      () => !ctrl.signal.aborted && setLoaded({ key, state: { status: 'error' } }),
    );
    return () => ctrl.abort();
  }, [feedId, key]);

  const update = (change: (s: Extract<State, { status: 'ready' }>) => State) => setLoaded((l) => (l && l.state.status === 'ready' ? { key: l.key, state: change(l.state) } : l));

  const viewMore = async () => {
    if (state.status !== 'ready' || moreBusy) return;
    setMoreBusy(true);
    setMoreFailed(false);
    try {
      const res = await feedComments(feedId, { page: state.page + 1 });
      update((s) => ({ ...s, comments: appendNew(s.comments, res.data), page: res.meta.current_page, last: res.meta.last_page }));
    } catch {
      setMoreFailed(true);
    } finally {
      setMoreBusy(false);
    }
  };

  const patch = (id: number, change: (c: Entry) => Pick<Entry, 'is_liked' | 'total_like'>) =>
    update((s) => ({
      ...s,
      comments: s.comments.map((c) => (c.id === id ? { ...c, ...change(c) } : { ...c, replies: c.replies.map((r) => (r.id === id ? { ...r, ...change(r) } : r)) })),
    }));

  const like = async (c: Entry) => {
    if (!signedInOrAsk(session.isAuthenticated)) return;
    const on = c.is_liked !== 1;
    patch(c.id, (x) => ({ is_liked: on ? 1 : 0, total_like: Math.max(0, x.total_like + (on ? 1 : -1)) }));
    try {
      const { data } = await toggleCommentLike(c.id);
      patch(c.id, () => data);
    } catch {
      patch(c.id, (x) => ({ is_liked: on ? 0 : 1, total_like: Math.max(0, x.total_like + (on ? -1 : 1)) }));
    }
  };

  const added = (comment: FeedComment) => {
    onCount(1);
    update((s) => {
      if (comment.parent_id === null) return { ...s, comments: [comment, ...s.comments] };
      return { ...s, comments: s.comments.map((c) => (c.id === comment.parent_id ? { ...c, total_comment: c.total_comment + 1, replies: appendNew(c.replies, [{ ...comment, replies: [] }]) } : c)) };
    });
  };
  const confirmDelete = async () => {
    if (!deleting || deleting.busy) return;
    const { entry } = deleting;
    setDeleting({ entry, busy: true, error: '' });
    try {
      const { data } = await deleteComment(entry.id);
      onCount(-data.removed);
      update((s) => ({
        ...s,
        comments:
          data.parent_id === null
            ? s.comments.filter((c) => c.id !== entry.id)
            : s.comments.map((c) => (c.id === data.parent_id ? { ...c, total_comment: Math.max(0, c.total_comment - 1), replies: c.replies.filter((r) => r.id !== entry.id) } : c)),
      }));
      setDeleting(null);
      setAnnounce(t(data.parent_id === null ? 'comments.commentDeleted' : 'comments.replyDeleted'));
    } catch (err) {
      setDeleting({ entry, busy: false, error: errorText(err, t, t('comments.deleteFailed')) });
    }
  };

  const repliesLoaded = (parentId: number, replies: FeedReply[]) =>
    update((s) => ({ ...s, comments: s.comments.map((c) => (c.id === parentId ? { ...c, replies: appendNew(c.replies, replies) } : c)) }));

  return (
    <div className="fc">
      <div className="fc-list" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <p className="fc-note" role="status">
            {t('comments.loading')}
          </p>
        )}
        {state.status === 'error' && (
          <div className="fc-note" role="alert">
            <p>{t('comments.loadFailed')}</p>
            <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
              {t('shorts.retry')}
            </button>
          </div>
        )}
        {state.status === 'ready' && state.comments.length === 0 && (
          <div className="fc-note">
            <p className="fc-empty-title">{t('comments.empty')}</p>
            <p>{t('comments.emptyHint')}</p>
          </div>
        )}
        {state.status === 'ready' && state.comments.length > 0 && (
          <ul className="fc-items">
            {state.comments.map((c) => (
              <CommentItem
                key={c.id}
                comment={c}
                t={t}
                locale={locale}
                onLike={like}
                onReplied={added}
                onReplies={repliesLoaded}
                onDelete={(entry) => setDeleting({ entry, busy: false, error: '' })}
                canDelete={canDelete}
                feedId={feedId}
                signedIn={session.isAuthenticated}
              />
            ))}
          </ul>
        )}
        {moreFailed && (
          <p className="field-error fc-note" role="alert">
            {t('comments.loadFailed')}
          </p>
        )}
        {state.status === 'ready' && state.page < state.last && (
          <button type="button" className="fc-more" onClick={() => void viewMore()} disabled={moreBusy} aria-busy={moreBusy}>
            {t('comments.viewMore')}
          </button>
        )}
      </div>
      <CommentBox feedId={feedId} parentId={null} t={t} signedIn={session.isAuthenticated} onAdded={added} />
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      <Modal
        open={deleting !== null}
        title={t(deleting?.entry.parent_id ? 'comments.deleteReplyTitle' : 'comments.deleteTitle')}
        onClose={() => !deleting?.busy && setDeleting(null)}
        size="sm"
        closeLabel={t('close')}
        actions={
          <>
            <button type="button" className="btn" onClick={() => setDeleting(null)} disabled={deleting?.busy}>
              {t('mine.cancel')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void confirmDelete()} disabled={deleting?.busy} aria-busy={deleting?.busy}>
              {t('comments.delete')}
            </button>
          </>
        }
      >
        <p>{t(deleting?.entry.parent_id ? 'comments.deleteReplyText' : deleting?.entry.total_comment ? 'comments.deleteThreadText' : 'comments.deleteText')}</p>
        {deleting?.error && (
          <p className="field-error" role="alert">
            {deleting.error}
          </p>
        )}
      </Modal>
    </div>
  );
}

type ItemProps = {
  comment: FeedComment;
  feedId: number;
  t: Translate;
  locale: string;
  signedIn: boolean;
  onLike: (c: Entry) => void;
  onReplied: (c: FeedComment) => void;
  onReplies: (parentId: number, replies: FeedReply[]) => void;
  onDelete: (c: Entry) => void;
  canDelete: (c: Entry) => boolean;
};

function Avatar({ user }: { user: Entry['user'] }) {
  return user.avatar ? (
    <img className="fc-avatar" src={user.avatar} alt="" width={32} height={32} loading="lazy" />
  ) : (
    <span className="fc-avatar" aria-hidden="true">
      {user.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

type BodyProps = { c: Entry; t: Translate; locale: string; onLike: (c: Entry) => void; onReply?: () => void; onDelete?: (() => void) | undefined };

function CommentBody({ c, t, locale, onLike, onReply, onDelete }: BodyProps) {
  const liked = c.is_liked === 1;
  return (
    <div className="fc-row">
      <Avatar user={c.user} />
      <div className="fc-main">
        <p className="fc-head">
          <a href={`/seller-profile/${c.user_id}`} className="fc-name">
            {c.user.name}
          </a>
          <time dateTime={c.created_at}>{relativeTimeText(t, c.created_at, locale)}</time>
        </p>
        <p className="fc-text">{c.comment}</p>
        <div className="fc-actions">
          {onReply && (
            <button type="button" className="fc-link" onClick={onReply}>
              {t('comments.reply')}
            </button>
          )}
          {onDelete && (
            <button type="button" className="fc-link" onClick={onDelete}>
              {t('comments.delete')}
            </button>
          )}
        </div>
      </div>
      <button type="button" className={`fc-like${liked ? ' is-on' : ''}`} aria-pressed={liked} aria-label={t(liked ? 'comments.unlike' : 'comments.like')} onClick={() => onLike(c)}>
        <HeartIcon on={liked} size={16} />
        {c.total_like > 0 && <span>{compactCount(c.total_like)}</span>}
      </button>
    </div>
  );
}

/**
 * A comment with its replies: the first 5 arrive with it and show on 'View replies (n)'; 'View more replies' loads 5
 * more each time; 'Hide replies' folds them. Reply opens the reply box (sign-in first).
 */
function CommentItem({ comment: c, feedId, t, locale, signedIn, onLike, onReplied, onReplies, onDelete, canDelete }: ItemProps) {
  const [replying, setReplying] = useState(false);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const total = Math.max(c.total_comment, c.replies.length);

  const more = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      // Replies come oldest first, 5 a page: the next page follows the ones shown.
      const res = await commentReplies(feedId, c.id, Math.floor(c.replies.length / FEED_REPLIES_PER_PAGE) + 1);
      onReplies(c.id, res.data);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="fc-item">
      <CommentBody
        c={c}
        t={t}
        locale={locale}
        onLike={onLike}
        onReply={() => signedInOrAsk(signedIn) && setReplying((v) => !v)}
        onDelete={canDelete(c) ? () => onDelete(c) : undefined}
      />
      <div className="fc-replies">
        {open && c.replies.length > 0 && (
          <ul className="fc-items">
            {c.replies.map((r) => (
              <li key={r.id} className="fc-item">
                <CommentBody c={r} t={t} locale={locale} onLike={onLike} onDelete={canDelete(r) ? () => onDelete(r) : undefined} />
              </li>
            ))}
          </ul>
        )}
        {failed && (
          <p className="field-error" role="alert">
            {t('comments.loadFailed')}
          </p>
        )}
        {total > 0 && !open && (
          <button type="button" className="fc-link" onClick={() => setOpen(true)}>
            {t('comments.viewReplies', { count: total })}
          </button>
        )}
        {open && c.replies.length < total && (
          <button type="button" className="fc-link" onClick={() => void more()} disabled={busy} aria-busy={busy}>
            {t('comments.moreReplies')}
          </button>
        )}
        {open && c.replies.length > 0 && (
          <button type="button" className="fc-link" onClick={() => setOpen(false)}>
            {t('comments.hideReplies')}
          </button>
        )}
        {replying && (
          <CommentBox
            feedId={feedId}
            parentId={c.id}
            replyTo={c.user.name}
            t={t}
            signedIn={signedIn}
            autoFocus
            onAdded={(r) => {
              onReplied(r);
              setReplying(false);
              setOpen(true);
            }}
          />
        )}
      </div>
    </li>
  );
}

type BoxProps = { feedId: number; parentId: number | null; replyTo?: string; t: Translate; signedIn: boolean; onAdded: (c: FeedComment) => void; autoFocus?: boolean };

/** The comment box, or a comment's reply box: refuses blank text, says when posting failed. */
function CommentBox({ feedId, parentId, replyTo, t, signedIn, onAdded, autoFocus = false }: BoxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const reply = parentId !== null;
  // Only a reply box the member just asked for takes focus: a box focused on open would raise a phone's keyboard over the comments.
  useEffect(() => {
    if (autoFocus && signedIn) input.current?.focus({ preventScroll: true });
  }, [autoFocus, signedIn]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!signedInOrAsk(signedIn) || busy) return;
    const comment = text.trim();
    if (!comment) {
      setError(t(reply ? 'comments.emptyReply' : 'comments.emptyComment'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const { data } = await addComment(feedId, comment, parentId ?? undefined);
      setText('');
      onAdded(data);
    } catch {
      setError(t(reply ? 'comments.replyFailed' : 'comments.addFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (!signedIn && !reply)
    return (
      <p className="fc-box fc-signin">
        <button type="button" className="btn" onClick={() => openAuthModal('login')}>
          {t('comments.signIn')}
        </button>
      </p>
    );
  const label = reply ? t('comments.replyTo', { name: replyTo }) : t('comments.placeholder');
  return (
    <form className={`fc-box${reply ? ' is-reply' : ''}`} onSubmit={submit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="text"
        maxLength={1000}
        value={text}
        placeholder={reply ? t('comments.replyPlaceholder') : t('comments.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError('');
        }}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('comments.send')}
      </button>
      {error && (
        <p id={`${id}-error`} className="field-error fc-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
