import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { TabList } from '../../components/TabList.tsx';
import { activeStories, archivedStories, archiveStories, deleteStories, type Story, type StoryGroup } from '../../lib/api/stories.ts';
import { errorText } from '../../lib/error-text.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { useOnSignIn, useSession } from '../../stores/use-session.ts';
import './stories.css';

const StoryUpload = lazy(() => import('./StoryUpload.tsx'));
const StoryViewer = lazy(() => import('./StoryViewer.tsx'));

const TABS = ['active', 'archived'] as const;
type Tab = (typeof TABS)[number];
type ListState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ok'; stories: Story[] };
type Confirm = { ids: number[]; all: boolean };

/**
 * My Stories (spec 001 'My Stories'): the member's Active and Archived stories, a search by date or type, Edit mode with
 * Delete All and Delete (n), Archive and Delete on each story, each delete confirmed. After deleting, edit mode ends
 * and the selection clears. 'Add story' (and the Create menu's Create Story, ?create=1) opens the upload modal.
 */
export default function MyStories({ i18n, openUpload }: { i18n: I18nProps; openUpload: boolean }) {
  const t = useT(i18n, 'stories');
  const session = useSession();
  const me = session.user;
  const [tab, setTab] = useState<Tab>('active');
  const [loaded, setLoaded] = useState<{ key: string; state: ListState } | null>(null);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [uploading, setUploading] = useState(openUpload);
  const [viewing, setViewing] = useState<number | null>(null);
  const [reload, setReload] = useState(0);

  // An answer counts only for the request it answers: until it comes, the list reads as loading.
  const requestKey = `${tab}|${reload}`;
  const list: ListState = loaded?.key === requestKey ? loaded.state : { kind: 'loading' };

  useEffect(() => {
    if (!me) return;
    let live = true;
    const key = `${tab}|${reload}`;
    const load = tab === 'active' ? activeStories().then((r) => r.data.find((g) => g.userId === me.id)?.story_lists ?? []) : archivedStories(me.id).then((r) => r.data);
    load.then(
      (stories) => live && setLoaded({ key, state: { kind: 'ok', stories } }),
      (err: unknown) => live && setLoaded({ key, state: { kind: 'error', message: errorText(err, t, t('errors.fetch')) } }),
    );
    return () => {
      live = false;
    };
  }, [me, tab, reload, t]);
  useOnSignIn(() => setReload((n) => n + 1));

  // The create menu's link carries ?create=1 once: a reload of the page does not open the modal again.
  useEffect(() => {
    if (openUpload) history.replaceState(history.state, '', location.pathname);
  }, [openUpload]);

  const dateText = useCallback((iso: string) => new Date(iso).toLocaleString(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }), [i18n.locale]);
  const stories = useMemo(() => (loaded?.key === requestKey && loaded.state.kind === 'ok' ? loaded.state.stories : []), [loaded, requestKey]);
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q) return stories;
    return stories.filter((s) => `${dateText(s.createdAt)} ${t(`type.${s.fileType}`)}`.toLowerCase().includes(q));
  }, [stories, search, dateText, t]);

  const chooseTab = (next: Tab) => {
    setTab(next);
    setEditing(false);
    setSelected([]);
  };

  const run = async (kind: 'delete' | 'archive', ids: number[]) => {
    setBusy(true);
    try {
      if (kind === 'delete') await deleteStories(ids);
      else await archiveStories(ids);
      setNotice({ kind: 'success', text: t(kind === 'delete' ? 'deleted' : 'archived') });
      setSelected([]);
      if (kind === 'delete') setEditing(false);
      setReload((n) => n + 1);
    } catch (err) {
      setNotice({ kind: 'error', text: errorText(err, t, t(kind === 'delete' ? 'errors.delete' : 'errors.archive')) });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  const group: StoryGroup | null = me && tab === 'active' && stories.length > 0 ? { userId: me.id, name: me.name ?? '', userName: '', avatar: me.avatar ?? null, story_lists: stories } : null;

  return (
    <div className="ms">
      <header className="ms-head">
        <h1>{t('myStories')}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setUploading(true)}>
          {t('add')}
        </button>
      </header>

      <TabList tabs={TABS} current={tab} onChoose={chooseTab} label={t('myStories')} idPrefix="ms-tab" panelId="ms-panel" className="ms-tabs" tabClassName="ms-tab">
        {(x) => t(`tabs.${x}`)}
      </TabList>

      <div id="ms-panel" role="tabpanel" aria-labelledby={`ms-tab-${tab}`} className="ms-panel card">
        <div className="ms-tools">
          <label className="ms-search">
            <span className="visually-hidden">{t('search')}</span>
            <input type="search" value={search} placeholder={t('searchPlaceholder')} onChange={(e) => setSearch(e.target.value)} />
          </label>
          {stories.length > 0 && (
            <button type="button" className="btn" aria-pressed={editing} onClick={() => (setEditing((e) => !e), setSelected([]))}>
              {editing ? t('done') : t('edit')}
            </button>
          )}
          {editing && (
            <>
              <button type="button" className="btn ms-danger" disabled={busy || stories.length === 0} onClick={() => setConfirm({ ids: stories.map((s) => s.id), all: true })}>
                {t('deleteAll')}
              </button>
              <button type="button" className="btn ms-danger" disabled={busy || selected.length === 0} onClick={() => setConfirm({ ids: selected, all: false })}>
                {t('deleteSelected', { n: selected.length })}
              </button>
            </>
          )}
        </div>

        {list.kind === 'loading' && <p className="ms-note">{t('loading')}</p>}
        {list.kind === 'error' && (
          <p className="ms-note" role="alert">
            {list.message}
          </p>
        )}
        {list.kind === 'ok' && shown.length === 0 && <p className="ms-note">{t(search.trim() ? 'noMatch' : tab === 'active' ? 'emptyActive' : 'emptyArchived')}</p>}
        {shown.length > 0 && (
          <ul className="ms-grid">
            {shown.map((s) => {
              const checked = selected.includes(s.id);
              const label = t('storyLabel', { type: t(`type.${s.fileType}`), date: dateText(s.createdAt) });
              return (
                <li key={s.id} className={`ms-item${checked ? ' is-selected' : ''}`}>
                  <button
                    type="button"
                    className="ms-thumb"
                    aria-label={editing ? t(checked ? 'unselect' : 'select', { story: label }) : t('open', { story: label })}
                    aria-pressed={editing ? checked : undefined}
                    disabled={!editing && tab !== 'active'}
                    onClick={() => (editing ? setSelected((sel) => (checked ? sel.filter((x) => x !== s.id) : [...sel, s.id])) : setViewing(stories.indexOf(s)))}
                  >
                    {s.fileType === 'video' && !s.posterUrl ? <video src={s.fileUrl} muted playsInline preload="metadata" /> : <img src={s.posterUrl ?? s.fileUrl} alt="" loading="lazy" />}
                    {s.fileType === 'video' && <span className="ms-badge">{s.status === 'ready' ? t('type.video') : t(s.status === 'failed' ? 'viewer.failed' : 'viewer.processing')}</span>}
                    {editing && <span className="ms-check" aria-hidden="true">{checked ? '✓' : ''}</span>}
                  </button>
                  <div className="ms-meta">
                    <span>{dateText(s.createdAt)}</span>
                    <span>{t('viewer.views', { count: s.totalViews })}</span>
                  </div>
                  {!editing && (
                    <div className="ms-actions">
                      {tab === 'active' && (
                        <button type="button" className="btn" disabled={busy} onClick={() => void run('archive', [s.id])} aria-label={t('archiveStory', { story: label })}>
                          {t('archive')}
                        </button>
                      )}
                      <button type="button" className="btn ms-danger" disabled={busy} onClick={() => setConfirm({ ids: [s.id], all: false })} aria-label={t('deleteStory', { story: label })}>
                        {t('delete')}
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <Modal
        open={confirm !== null}
        title={t('confirm.title')}
        onClose={() => setConfirm(null)}
        size="sm"
        closeLabel={t('close')}
        actions={
          <>
            <button type="button" className="btn" onClick={() => setConfirm(null)} disabled={busy}>
              {t('cancel')}
            </button>
            <button type="button" className="btn btn-primary ms-confirm" onClick={() => confirm && void run('delete', confirm.ids)} disabled={busy}>
              {t('delete')}
            </button>
          </>
        }
      >
        <p>{confirm?.all ? t('confirm.all') : t('confirm.some', { count: confirm?.ids.length ?? 0 })}</p>
      </Modal>

      <Modal open={notice !== null} title={notice?.kind === 'error' ? t('errorTitle') : t('successTitle')} onClose={() => setNotice(null)} size="sm" closeLabel={t('close')}
        actions={<button type="button" className="btn btn-primary" onClick={() => setNotice(null)}>{t('ok')}</button>}
      >
        <p role={notice?.kind === 'error' ? 'alert' : 'status'}>{notice?.text}</p>
      </Modal>

      <Suspense fallback={null}>
        {uploading && (
          <StoryUpload
            t={t}
            open
            onClose={() => setUploading(false)}
            onUploaded={() => {
              chooseTab('active');
              setReload((n) => n + 1);
            }}
          />
        )}
        {viewing !== null && group && me && (
          <StoryViewer
            t={t}
            groups={[group]}
            startGroup={0}
            startStory={viewing}
            meId={me.id}
            onClose={() => setViewing(null)}
            onViewed={() => undefined}
            onChanged={(text) => {
              setNotice({ kind: 'success', text });
              setReload((n) => n + 1);
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
