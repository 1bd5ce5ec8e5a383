import { useEffect, useState } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { deleteFeeds } from '../../lib/api/feeds.ts';
import { feedsPage, type Feed } from '../../lib/feed-lists.ts';
import { shortsHref } from '../../lib/feeds.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { NoticeDialog, type Notice } from '../../components/NoticeDialog.tsx';
import { Pagination, paginationTexts } from '../../components/Pagination.tsx';
import { useSession, useSignInReload } from '../../stores/use-session.ts';
import { FeedCard } from './FeedCard.tsx';
import './feeds.css';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; feeds: Feed[]; page: number; last: number };

/**
 * My Feeds (spec 001 'My Feeds', §8): the caller's feeds newest first, each opening Shorts over their own feeds. Edit
 * mode turns the cards into checkboxes; Delete All or Delete (n) asks first, then 'The feed(s) were deleted
 * successfully!', leaves edit mode and clears the selection.
 */
export default function MyFeeds({ i18n }: { i18n: I18nProps }) {
  const t = useT(i18n, 'feeds');
  const session = useSession();
  const signIns = useSignInReload();
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  // The answer of the latest request; an older one reads as loading.
  const key = `${page}|${reload}|${signIns}`;
  const [loaded, setLoaded] = useState<{ key: string; state: State } | null>(null);
  const state: State = loaded?.key === key ? loaded.state : { status: 'loading' };
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirm, setConfirm] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (!session.isAuthenticated) return undefined;
    const ctrl = new AbortController();
    feedsPage({ kind: 'mine' }, page, null, { signal: ctrl.signal }).then(
      (res) => setLoaded({ key, state: { status: 'ready', feeds: res.feeds, page: res.page, last: res.lastPage } }),
      () => !ctrl.signal.aborted && setLoaded({ key, state: { status: 'error' } }),
    );
    return () => ctrl.abort();
  }, [key, page, session.isAuthenticated]);

  const feeds = state.status === 'ready' ? state.feeds : [];
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const remove = async (ids: number[]) => {
    setBusy(true);
    try {
      await deleteFeeds(ids);
      setNotice({ kind: 'success', title: t('mine.successTitle'), text: t('mine.deleted') });
      setEditing(false);
      setSelected([]);
      // The last feeds of a page gone: the page before.
      if (ids.length >= feeds.length && page > 1) setPage(page - 1);
      else setReload((n) => n + 1);
    } catch {
      setNotice({ kind: 'error', title: t('mine.errorTitle'), text: t('mine.deleteFailed') });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  return (
    <div className="mf">
      <header className="mf-head">
        <h1>{t('mine.title')}</h1>
        <div className="mf-tools">
          {editing ? (
            <>
              <button type="button" className="btn mf-danger" disabled={busy || !feeds.length} onClick={() => setConfirm(feeds.map((f) => f.id))}>
                {t('mine.deleteAll')}
              </button>
              <button type="button" className="btn mf-danger" disabled={busy || !selected.length} onClick={() => setConfirm(selected)}>
                {t('mine.deleteSelected', { count: selected.length })}
              </button>
              <button
                type="button"
                className="btn"
                onClick={() => {
                  setEditing(false);
                  setSelected([]);
                }}
              >
                {t('mine.done')}
              </button>
            </>
          ) : (
            <>
              {feeds.length > 0 && (
                <button type="button" className="btn" onClick={() => setEditing(true)}>
                  {t('mine.edit')}
                </button>
              )}
              <a className="btn btn-primary" href="/add-feeds">
                {t('mine.add')}
              </a>
            </>
          )}
        </div>
      </header>

      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && <p className="mf-note">{t('mine.loading')}</p>}
        {state.status === 'error' && (
          <div className="mf-note" role="alert">
            <p>{t('shorts.loadError')}</p>
            <button type="button" className="btn" onClick={() => setReload((n) => n + 1)}>
              {t('mine.retry')}
            </button>
          </div>
        )}
        {state.status === 'ready' && feeds.length === 0 && <p className="mf-note">{t('mine.empty')}</p>}
        {feeds.length > 0 && (
          <ul className="fg-grid">
            {feeds.map((feed) => (
              <FeedCard key={feed.id} feed={feed} t={t} href={shortsHref(feed.id, { kind: 'mine' })} select={editing ? { checked: selected.includes(feed.id), onToggle: () => toggle(feed.id) } : undefined} />
            ))}
          </ul>
        )}
        {state.status === 'ready' && state.last > 1 && <Pagination page={state.page} last={state.last} texts={paginationTexts(t, 'pager.')} onPage={(p) => setPage(p)} />}
      </div>

      <Modal
        open={confirm !== null}
        title={t('mine.confirmTitle')}
        onClose={() => !busy && setConfirm(null)}
        size="sm"
        closeLabel={t('close')}
        actions={
          <>
            <button type="button" className="btn" onClick={() => setConfirm(null)} disabled={busy}>
              {t('mine.cancel')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => confirm && void remove(confirm)} disabled={busy}>
              {t('mine.delete')}
            </button>
          </>
        }
      >
        <p>{t('mine.confirm', { count: confirm?.length ?? 0 })}</p>
      </Modal>
      <NoticeDialog notice={notice} okLabel={t('mine.ok')} closeLabel={t('close')} onClose={() => setNotice(null)} />
    </div>
  );
}
