import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { Pagination, paginationTexts } from '../../components/Pagination.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import {
  adminBlogCategories,
  adminBlogList,
  createBlogCategory,
  deleteAdminBlog,
  deleteBlogCategory,
  saveBlogCategory,
  type BlogCategoryEdit,
  type AdminBlog,
  type AdminBlogCategory,
  type AdminBlogStatus,
} from '../../lib/api/admin-blogs.ts';
import { errorText } from '../../lib/error-text.ts';
import type { Translate } from '../../i18n/translator.ts';
import { Confirm, Fact, FilterSelect, ListStatus, useListPage, When, type Notice } from './shared.tsx';
import './blog.css';

/** The editor brings Tiptap and ProseMirror: loaded only when an operator opens a post, never with the console. */
const BlogEditor = lazy(() => import('./BlogEditor.tsx'));

const FILTERS = ['all', 'draft', 'scheduled', 'published'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * Blog (issue 16, decision 181): the posts by status, newest first, each with Edit and Delete (confirmed); New post
 * and Edit open the editor; Categories adds, renames and deletes the blog's categories.
 */
export function Blog({ t, locale, onNotice }: { t: Translate; locale: string; onNotice: (n: Notice) => void }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [retry, setRetry] = useState(0);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [pending, setPending] = useState<AdminBlog | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [categories, setCategories] = useState<AdminBlogCategory[] | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);

  const loadCategories = useCallback(() => {
    adminBlogCategories().then(setCategories, () => setCategories([]));
  }, []);
  useEffect(loadCategories, [loadCategories]);

  const load = useCallback((signal: AbortSignal) => adminBlogList(filter === 'all' ? undefined : filter, page, { signal }), [filter, page]);
  const { state, edit } = useListPage<AdminBlog>(`blog|${filter}|${page}|${retry}`, load, t);

  const remove = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await deleteAdminBlog(pending.id);
      edit((p) => ({ ...p, items: p.items.filter((b) => b.id !== pending.id), total: p.total - 1 }));
      onNotice({ kind: 'success', text: t('blog.deleted', { title: pending.title }) });
      setPending(null);
      loadCategories();
    } catch (err) {
      setFailure(errorText(err, t, t('blog.errors.delete')));
    } finally {
      setBusy(false);
    }
  };

  if (editing)
    return (
      <Suspense fallback={<p className="adm-note" role="status">{t('blog.loadingEditor')}</p>}>
        <BlogEditor
          id={editing.id}
          categories={categories ?? []}
          t={t}
          onManageCategories={() => setCategoriesOpen(true)}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              onNotice({ kind: 'success', text: savedText(t, saved, locale) });
              setRetry((n) => n + 1);
              loadCategories();
            }
          }}
        />
        <Categories open={categoriesOpen} list={categories} t={t} onNotice={onNotice} onChanged={loadCategories} onClose={() => setCategoriesOpen(false)} />
      </Suspense>
    );

  const rows = state.kind === 'ok' ? state.page.items : [];
  return (
    <div className="adm-queue">
      <div className="adm-tools">
        <FilterSelect
          label={t('blog.filter')}
          value={filter}
          options={FILTERS.map((f) => ({ value: f, label: t(`blog.filters.${f}`) }))}
          onChange={(f) => {
            setFilter(f);
            setPage(1);
          }}
        />
        <div className="blg-tools">
          {state.kind === 'ok' && <p className="adm-count">{t('blog.count', { count: state.page.total })}</p>}
          <button type="button" className="btn" onClick={() => setCategoriesOpen(true)}>
            {t('blog.categories.open')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ id: null })}>
            {t('blog.newPost')}
          </button>
        </div>
      </div>

      <ListStatus state={state} t={t} empty={t(filter === 'all' ? 'blog.none' : 'blog.noneStatus')} onRetry={() => setRetry((n) => n + 1)} />

      {rows.length > 0 && (
        <ul className="adm-rows">
          {rows.map((b) => (
            <li key={b.id} className="adm-row card">
              <article aria-labelledby={`adm-blog-${b.id}`} className="blg-row">
                {b.image_variants[0] ? <img className="blg-thumb" src={b.image_variants[0]} alt="" width={96} height={64} loading="lazy" /> : <span className="blg-thumb" aria-hidden="true" />}
                <div className="blg-row-body">
                  <header className="adm-row-head">
                    <h3 id={`adm-blog-${b.id}`}>{b.title}</h3>
                    <span className={`adm-badge blg-${b.status}`}>{t(`blog.status.${b.status}`)}</span>
                  </header>
                  <dl className="adm-facts">
                    <Fact label={t('blog.category')}>{b.category?.name ?? t('blog.noCategory')}</Fact>
                    <Fact label={t(b.status === 'scheduled' ? 'blog.scheduledFor' : b.status === 'published' ? 'blog.publishedAt' : 'blog.updatedAt')}>
                      <When iso={b.published_at ?? b.updated_at} locale={locale} />
                    </Fact>
                  </dl>
                  <div className="adm-actions">
                    <button type="button" className="btn" aria-label={t('blog.editNamed', { title: b.title })} onClick={() => setEditing({ id: b.id })}>
                      {t('blog.edit')}
                    </button>
                    {b.status === 'published' && (
                      <a className="btn" href={`/blogs/${encodeURIComponent(b.slug)}`} aria-label={t('blog.viewNamed', { title: b.title })}>
                        {t('blog.view')}
                      </a>
                    )}
                    <button
                      type="button"
                      className="btn adm-danger"
                      disabled={busy}
                      aria-label={t('blog.deleteNamed', { title: b.title })}
                      onClick={() => {
                        setFailure('');
                        setPending(b);
                      }}
                    >
                      {t('blog.delete')}
                    </button>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}

      {state.kind === 'ok' && state.page.last > 1 && <Pagination page={page} last={state.page.last} texts={paginationTexts(t, 'pager.')} onPage={(p) => setPage(p)} />}

      <Confirm
        open={pending !== null}
        title={pending ? t('blog.deleteTitle', { title: pending.title }) : ''}
        confirmLabel={t('blog.delete')}
        danger
        busy={busy}
        error={failure}
        t={t}
        onConfirm={() => void remove()}
        onClose={() => !busy && setPending(null)}
      >
        <p>{t('blog.deleteBody')}</p>
      </Confirm>
      <Categories open={categoriesOpen} list={categories} t={t} onNotice={onNotice} onChanged={loadCategories} onClose={() => setCategoriesOpen(false)} />
    </div>
  );
}

/** What the notice says once a post is saved: published, scheduled for when, or kept as a draft. */
function savedText(t: Translate, saved: AdminBlog, locale: string): string {
  const status: AdminBlogStatus = saved.status;
  if (status === 'scheduled' && saved.published_at)
    return t('blog.savedScheduled', { title: saved.title, when: new Date(saved.published_at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) });
  return t(status === 'published' ? 'blog.savedPublished' : 'blog.savedDraft', { title: saved.title });
}

/**
 * The blog's categories in a dialog: add one; change one's name, description (the lead of its public page) and colour
 * (its dot in the lists) in place; delete one no post uses (the server says 409 otherwise).
 */
function Categories({ open, list, t, onNotice, onChanged, onClose }: {
  open: boolean;
  list: AdminBlogCategory[] | null;
  t: Translate;
  onNotice: (n: Notice) => void;
  onChanged: () => void;
  onClose: () => void;
}) {
  const [edits, setEdits] = useState<Record<number, BlogCategoryEdit>>({});
  const [added, setAdded] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const newId = useId();

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setError('');
    try {
      onNotice({ kind: 'success', text: await work() });
      onChanged();
    } catch (err) {
      setError(errorText(err, t, t('blog.errors.categories')));
    } finally {
      setBusy(false);
    }
  };

  const stored = (c: AdminBlogCategory): BlogCategoryEdit => ({ name: c.name, description: c.description ?? '', color: /^#[0-9a-f]{6}$/i.test(c.color) ? c.color : '#6b7280' });
  const save = (c: AdminBlogCategory, edit: BlogCategoryEdit) =>
    void run(async () => {
      const saved = await saveBlogCategory(c.id, { ...edit, name: edit.name.trim(), description: edit.description.trim() });
      setEdits(({ [c.id]: _, ...rest }) => rest);
      return t('blog.categories.saved', { name: saved.name });
    });

  return (
    <Modal open={open} title={t('blog.categories.title')} onClose={onClose} size="lg" closeLabel={t('close')}>
      {list === null ? (
        <p className="adm-note" role="status">
          {t('loading')}
        </p>
      ) : list.length === 0 ? (
        <p className="adm-note">{t('blog.categories.none')}</p>
      ) : (
        <ul className="blg-cats">
          {list.map((c) => {
            const edit = edits[c.id] ?? stored(c);
            const change = (patch: Partial<BlogCategoryEdit>) => setEdits((all) => ({ ...all, [c.id]: { ...edit, ...patch } }));
            const unchanged = JSON.stringify(edit) === JSON.stringify(stored(c));
            return (
              <li key={c.id} className="blg-cat">
                <form
                  className="blg-cat-form"
                  aria-label={t('blog.categories.nameOf', { name: c.name })}
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (!edit.name.trim()) return setError(t('blog.categories.nameRequired'));
                    save(c, edit);
                  }}
                >
                  <label className="field blg-cat-name" htmlFor={`blg-cat-${c.id}`}>
                    <span>{t('blog.categories.name')}</span>
                    <input id={`blg-cat-${c.id}`} value={edit.name} maxLength={100} onChange={(e) => change({ name: e.target.value })} />
                  </label>
                  <label className="field blg-cat-color" htmlFor={`blg-cat-color-${c.id}`}>
                    <span>{t('blog.categories.color')}</span>
                    <input id={`blg-cat-color-${c.id}`} type="color" value={edit.color} onChange={(e) => change({ color: e.target.value })} />
                  </label>
                  <label className="field blg-cat-description" htmlFor={`blg-cat-desc-${c.id}`}>
                    <span>{t('blog.categories.description')}</span>
                    <textarea id={`blg-cat-desc-${c.id}`} rows={2} maxLength={500} value={edit.description} onChange={(e) => change({ description: e.target.value })} />
                  </label>
                  <div className="blg-cat-actions">
                    <span className="blg-cat-count">{t('blog.categories.posts', { count: c.posts_count })}</span>
                    <button type="submit" className="btn" disabled={busy || unchanged}>
                      {t('blog.categories.save')}
                    </button>
                    <button
                      type="button"
                      className="btn adm-danger"
                      disabled={busy}
                      aria-label={t('blog.categories.deleteNamed', { name: c.name })}
                      onClick={() => void run(async () => (await deleteBlogCategory(c.id), t('blog.categories.deleted', { name: c.name })))}
                    >
                      {t('blog.delete')}
                    </button>
                  </div>
                </form>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="blg-cat-add"
        onSubmit={(e) => {
          e.preventDefault();
          const name = added.trim();
          if (!name) return setError(t('blog.categories.nameRequired'));
          void run(async () => {
            await createBlogCategory(name);
            setAdded('');
            return t('blog.categories.added', { name });
          });
        }}
      >
        <label className="field" htmlFor={newId}>
          <span>{t('blog.categories.newName')}</span>
          <input id={newId} value={added} maxLength={100} onChange={(e) => setAdded(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('blog.categories.add')}
        </button>
      </form>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
