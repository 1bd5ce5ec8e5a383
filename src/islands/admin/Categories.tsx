import { useEffect, useId, useState } from 'react';
import { CATEGORY_ICONS } from '../../../common/category-icons.ts';
import { LOCALES } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/translator.ts';
import { addCategory, categoryTree, deleteCategory, updateCategory, type AdminCategory, type CategoryKind } from '../../lib/api/admin.ts';
import { errorText } from '../../lib/error-text.ts';
import { Confirm, FormDialog, LocalizedNames, type Notice } from './shared.tsx';
import './categories.css';

const KINDS: CategoryKind[] = ['ad', 'shop'];
/** A level-3 category takes no sub-categories (decision 186). */
const MAX_LEVEL = 3;

type Load = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ok'; tree: AdminCategory[] };
/** What the form edits: a new category (under `parent`, or at the top) or an existing one. */
type Draft = { id: number | null; parent: AdminCategory | null; heading: string; names: Record<string, string>; icon: string; position: string };
type Asking = { action: 'hide' | 'delete'; node: AdminCategory };

const OTHER_LOCALES = LOCALES.filter((l) => l.code !== 'en');

const draftOf = (node: AdminCategory | null, parent: AdminCategory | null, heading: string): Draft => ({
  id: node?.id ?? null,
  parent,
  heading,
  names: Object.fromEntries(LOCALES.map((l) => [l.code, l.code === 'en' ? (node?.name ?? '') : node && node.translations[l.code] !== node.name ? (node.translations[l.code] ?? '') : ''])),
  icon: node?.icon ?? '',
  position: node ? String(node.position) : '',
});

/** The first category of `nodes` (depth first) that carries `icon`. */
const withIcon = (nodes: AdminCategory[], icon: string): AdminCategory | undefined => {
  for (const node of nodes) {
    const found = node.icon === icon ? node : withIcon(node.children, icon);
    if (found) return found;
  }
  return undefined;
};

/**
 * The ad and shop category trees (issue 16, decision 186): every category with its icon, name in the console's
 * language, its ads or items (with everything below it) and whether it is hidden; add a category at the top or under
 * a level-1 or level-2 one, edit its names in the seven languages, icon and position, hide or show it with everything
 * below it, or delete one nothing uses (a refusal says why). The tree is nested lists with disclosure buttons, so it
 * works with Tab and Enter as with a pointer.
 */
export function Categories({ t, locale, onNotice }: { t: Translate; locale: string; onNotice: (n: Notice) => void }) {
  const [kind, setKind] = useState<CategoryKind>('ad');
  const [loaded, setLoaded] = useState<{ key: string; state: Load } | null>(null);
  const [reload, setReload] = useState(0);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [draft, setDraft] = useState<Draft | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const formId = useId();
  const headingId = useId();

  const key = `${kind}|${reload}`;
  useEffect(() => {
    const abort = new AbortController();
    categoryTree(kind, { signal: abort.signal }).then(
      (tree) => setLoaded({ key, state: { kind: 'ok', tree } }),
      (err: unknown) => !abort.signal.aborted && setLoaded({ key, state: { kind: 'error', message: errorText(err, t, t('errors.load')) } }),
    );
    return () => abort.abort();
  }, [key, kind, t]);
  const state: Load = loaded?.key === key ? loaded.state : { kind: 'loading' };

  const label = (node: AdminCategory) => node.translations[locale]?.trim() || node.name;
  /** An icon is named after the category of this tree that wears it, in the console's language; others by number. */
  const iconName = (icon: string, n: number) => {
    const user = state.kind === 'ok' ? withIcon(state.tree, icon) : undefined;
    return user ? label(user) : t('categories.iconNumber', { n });
  };
  const count = (node: AdminCategory) => t(kind === 'shop' ? 'categories.items' : 'categories.ads', { count: node.total_ads });
  const toggle = (id: number) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const startEdit = (node: AdminCategory | null, parent: AdminCategory | null) => {
    const heading = node
      ? t('categories.editTitle', { name: label(node) })
      : parent
        ? t('categories.addSubTitle', { name: label(parent) })
        : t(`categories.addTitle.${kind}`);
    setDraft(draftOf(node, parent, heading));
    setError('');
  };

  const save = async () => {
    if (!draft) return;
    const name = draft.names.en!.trim();
    if (!name) {
      setError(t('categories.nameRequired'));
      return;
    }
    const translations = Object.fromEntries(OTHER_LOCALES.map((l) => [l.code, draft.names[l.code]!.trim()]));
    const position = draft.position.trim() === '' ? undefined : Number(draft.position);
    setBusy(true);
    try {
      if (draft.id === null) {
        await addCategory({ kind, ...(draft.parent ? { parent_id: draft.parent.id } : {}), name, translations, icon: draft.icon || null, ...(position === undefined ? {} : { position }) });
        // The new category shows where it was added.
        if (draft.parent) setOpen((now) => new Set(now).add(draft.parent!.id));
      } else {
        await updateCategory(draft.id, { name, translations, icon: draft.icon || null, ...(position === undefined ? {} : { position }) });
      }
      onNotice({ kind: 'success', text: t(draft.id === null ? 'categories.added' : 'categories.saved', { name }) });
      setDraft(null);
      setReload((n) => n + 1);
    } catch (err) {
      setError(errorText(err, t, t('errors.decide')));
    } finally {
      setBusy(false);
    }
  };

  /** Hides (asked first), shows, or deletes (asked first) a category. */
  const act = async (action: 'hide' | 'show' | 'delete', node: AdminCategory) => {
    setBusy(true);
    setError('');
    try {
      if (action === 'delete') await deleteCategory(node.id);
      else await updateCategory(node.id, { status: action === 'hide' ? 0 : 1 });
      onNotice({ kind: 'success', text: t(action === 'delete' ? 'categories.deleted' : action === 'hide' ? 'categories.hidden' : 'categories.shown', { name: label(node) }) });
      setAsking(null);
      setReload((n) => n + 1);
    } catch (err) {
      const text = errorText(err, t, t('errors.decide'));
      // Asked actions keep their dialog open with the reason; Show has no dialog, so the console's notice says it.
      if (action === 'show') onNotice({ kind: 'error', text });
      else setError(text);
    } finally {
      setBusy(false);
    }
  };

  const renderNodes = (nodes: AdminCategory[], hiddenAbove: boolean) => (
    <ul className="cat-list">
      {nodes.map((node) => {
        const name = label(node);
        const expanded = open.has(node.id);
        const childrenId = `cat-children-${node.id}`;
        const hidden = node.status === 0;
        return (
          <li key={node.id} className="cat-node">
            <div className={`cat-row${hidden || hiddenAbove ? ' is-hidden' : ''}`}>
              {node.children.length > 0 ? (
                <button
                  type="button"
                  className="cat-toggle"
                  aria-expanded={expanded}
                  aria-controls={childrenId}
                  aria-label={t(expanded ? 'categories.collapse' : 'categories.expand', { name })}
                  onClick={() => toggle(node.id)}
                >
                  <span aria-hidden="true">{expanded ? '−' : '+'}</span>
                </button>
              ) : (
                <span className="cat-toggle cat-leaf" aria-hidden="true" />
              )}
              {node.icon ? <img className="cat-icon" src={node.icon} alt="" width={24} height={24} loading="lazy" /> : <span className="cat-icon" aria-hidden="true" />}
              <span className="cat-name">
                <span className="cat-label">{name}</span>
                <span className="cat-meta">
                  {count(node)}
                  {hidden && <span className="adm-badge cat-badge">{t('categories.hiddenBadge')}</span>}
                </span>
              </span>
              <span className="cat-actions">
                {node.level < MAX_LEVEL && (
                  <button type="button" className="btn" disabled={busy} aria-label={t('categories.addSubNamed', { name })} onClick={() => startEdit(null, node)}>
                    {t('categories.addSub')}
                  </button>
                )}
                <button type="button" className="btn" disabled={busy} aria-label={t('categories.editNamed', { name })} onClick={() => startEdit(node, null)}>
                  {t('categories.edit')}
                </button>
                {hidden ? (
                  <button type="button" className="btn" disabled={busy} aria-label={t('categories.showNamed', { name })} onClick={() => void act('show', node)}>
                    {t('categories.show')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn"
                    disabled={busy}
                    aria-label={t('categories.hideNamed', { name })}
                    onClick={() => {
                      setError('');
                      setAsking({ action: 'hide', node });
                    }}
                  >
                    {t('categories.hide')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn adm-danger"
                  disabled={busy}
                  aria-label={t('categories.deleteNamed', { name })}
                  onClick={() => {
                    setError('');
                    setAsking({ action: 'delete', node });
                  }}
                >
                  {t('categories.delete')}
                </button>
              </span>
            </div>
            {node.children.length > 0 && (
              <div id={childrenId} hidden={!expanded}>
                {expanded && renderNodes(node.children, hidden || hiddenAbove)}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="adm-queue cat">
      <div className="adm-tools">
        <div className="cat-kinds" role="group" aria-label={t('categories.tree')}>
          {KINDS.map((k) => (
            <button
              key={k}
              type="button"
              className={`btn${k === kind ? ' btn-primary' : ''}`}
              aria-pressed={k === kind}
              onClick={() => {
                setKind(k);
                setOpen(new Set());
              }}
            >
              {t(`categories.kinds.${k}`)}
            </button>
          ))}
        </div>
        <button type="button" className="btn btn-primary" disabled={busy || state.kind !== 'ok'} onClick={() => startEdit(null, null)}>
          {t('categories.add')}
        </button>
      </div>
      <p className="adm-hint">{t('categories.intro')}</p>
      <h2 id={headingId} className="cat-heading">
        {t(`categories.treeLabel.${kind}`)}
      </h2>
      {state.kind === 'loading' ? (
        <p className="adm-note" role="status">
          {t('loading')}
        </p>
      ) : state.kind === 'error' ? (
        <div className="adm-note adm-failed" role="alert">
          <p>{state.message}</p>
          <button type="button" className="btn" onClick={() => setReload((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      ) : state.tree.length === 0 ? (
        <p className="adm-note">{t('categories.empty')}</p>
      ) : (
        <nav aria-labelledby={headingId} className="cat-tree">
          {renderNodes(state.tree, false)}
        </nav>
      )}

      <FormDialog
        open={draft !== null}
        title={draft?.heading ?? ''}
        saveLabel={t('categories.save')}
        busy={busy}
        className="cat-form"
        t={t}
        onSave={() => void save()}
        onClose={() => setDraft(null)}
      >
        {draft && (
          <>
            {error && (
              <p className="field-error" role="alert">
                {error}
              </p>
            )}
            <fieldset className="cat-fieldset">
              <legend>{t('categories.names')}</legend>
              <p className="adm-hint">{t('categories.hint')}</p>
              <LocalizedNames
                names={draft.names}
                requiredText={t('categories.required')}
                onChange={(names) => {
                  setDraft({ ...draft, names });
                  if (error) setError('');
                }}
              />
            </fieldset>
            <fieldset className="cat-fieldset">
              <legend>{t('categories.icon')}</legend>
              <div className="cat-icons">
                {['', ...CATEGORY_ICONS].map((icon, i) => (
                  <label key={icon || 'none'} className={`cat-icon-choice${draft.icon === icon ? ' is-chosen' : ''}`}>
                    <input type="radio" name={`${formId}-icon`} value={icon} checked={draft.icon === icon} onChange={() => setDraft({ ...draft, icon })} />
                    {icon ? <img src={icon} alt="" width={28} height={28} /> : <span className="cat-icon-none" aria-hidden="true" />}
                    <span className="cat-icon-name">{icon ? iconName(icon, i) : t('categories.noIcon')}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="field cat-position">
              <span>{t('categories.position')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={100000}
                step={1}
                value={draft.position}
                placeholder={draft.id === null ? t('categories.positionLast') : undefined}
                onChange={(e) => setDraft({ ...draft, position: e.target.value })}
              />
              <span className="adm-hint">{t('categories.positionHint')}</span>
            </label>
          </>
        )}
      </FormDialog>

      <Confirm
        open={asking !== null}
        title={asking ? t(asking.action === 'hide' ? 'categories.hideTitle' : 'categories.deleteTitle', { name: label(asking.node) }) : ''}
        confirmLabel={asking ? t(asking.action === 'hide' ? 'categories.hideNamed' : 'categories.deleteNamed', { name: label(asking.node) }) : ''}
        danger={asking?.action === 'delete'}
        busy={busy}
        error={error}
        t={t}
        onConfirm={() => asking && void act(asking.action, asking.node)}
        onClose={() => !busy && setAsking(null)}
      >
        <p>{asking ? t(asking.action === 'hide' ? 'categories.hideBody' : 'categories.deleteBody') : ''}</p>
      </Confirm>
    </div>
  );
}
