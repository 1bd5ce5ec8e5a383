import { useEffect, useId, useState, type ReactNode } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { Pagination, paginationTexts } from '../../components/Pagination.tsx';
import { LOCALES } from '../../i18n/locales.ts';
import type { ListPage } from '../../lib/api/admin.ts';
import { ApiCallError } from '../../lib/api/client.ts';
import { errorText } from '../../lib/error-text.ts';
import type { Translate } from '../../i18n/translator.ts';

export type Notice = { kind: 'success' | 'error'; text: string };
export type ListState<T> = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ok'; page: ListPage<T> };

/**
 * One page of a console list, loaded again when `key` changes (filter, page, Retry). An answer counts only for the
 * request it answers: until it comes the list reads as loading. `load` is memoised by the caller on what it loads.
 * `edit` changes the loaded page in place (a row decided).
 */
export function useListPage<T>(key: string, load: (signal: AbortSignal) => Promise<ListPage<T>>, t: Translate) {
  const [loaded, setLoaded] = useState<{ key: string; state: ListState<T> } | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    load(abort.signal).then(
      (page) => setLoaded({ key, state: { kind: 'ok', page } }),
      (err: unknown) => !abort.signal.aborted && setLoaded({ key, state: { kind: 'error', message: errorText(err, t, t('errors.load')) } }),
    );
    return () => abort.abort();
  }, [key, load, t]);
  const state: ListState<T> = loaded?.key === key ? loaded.state : { kind: 'loading' };
  const edit = (change: (page: ListPage<T>) => ListPage<T>) =>
    setLoaded((l) => (l && l.key === key && l.state.kind === 'ok' ? { key, state: { kind: 'ok', page: change(l.state.page) } } : l));
  return { state, edit };
}

/**
 * What an editor opens on (the record to edit and what its form needs): loading, then the form with it, or the
 * failure with Retry and Back. `load` answers immediately for a new record; it runs again on Retry.
 */
export function EditorLoad<T>({ load, failedText, backLabel, t, onBack, children }: {
  load: (signal: AbortSignal) => Promise<T>;
  failedText: string;
  backLabel: string;
  t: Translate;
  onBack: () => void;
  children: (loaded: T) => ReactNode;
}) {
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ok'; value: T }>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    load(abort.signal).then(
      (value) => setState({ kind: 'ok', value }),
      (err: unknown) => !abort.signal.aborted && setState({ kind: 'error', message: errorText(err, t, failedText) }),
    );
    return () => abort.abort();
    // Loaded once per open and per Retry: the editor keeps the record it opened with while the operator edits it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (state.kind === 'loading') return <p className="adm-note" role="status">{t('loading')}</p>;
  if (state.kind === 'error')
    return (
      <div className="adm-note adm-failed" role="alert">
        <p>{state.message}</p>
        <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
          {t('retry')}
        </button>
        <button type="button" className="btn" onClick={onBack}>
          {backLabel}
        </button>
      </div>
    );
  return <>{children(state.value)}</>;
}

/**
 * One confirmed operator decision at a time: the row asked about (`pending`), and the dialog's busy state and failure.
 * `apply` carries it out and answers the success notice. When the answer says the row changed meanwhile (409: another
 * operator decided first; 404: it is gone), the dialog closes with that text and `reload` shows the list as it is
 * now; any other failure stays in the dialog for another try.
 */
export function useDecision<P>(t: Translate, onNotice: (n: Notice) => void, reload: () => void, apply: (pending: P) => Promise<string>) {
  const [pending, setPending] = useState<P | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const ask = (p: P) => {
    setFailure('');
    setPending(p);
  };
  const close = () => !busy && setPending(null);
  const decide = async () => {
    if (pending === null) return;
    setBusy(true);
    try {
      onNotice({ kind: 'success', text: await apply(pending) });
      setPending(null);
    } catch (err) {
      const text = errorText(err, t, t('errors.decide'));
      if (err instanceof ApiCallError && (err.httpStatus === 404 || err.httpStatus === 409)) {
        onNotice({ kind: 'error', text });
        setPending(null);
        reload();
      } else setFailure(text);
    } finally {
      setBusy(false);
    }
  };
  return { pending, busy, failure, ask, close, decide };
}

/** Loading, the failure with Retry, or the empty text; null once there are rows to show. */
export function ListStatus<T>({ state, t, empty, onRetry }: { state: ListState<T>; t: Translate; empty: string; onRetry: () => void }) {
  if (state.kind === 'loading') return <p className="adm-note" role="status">{t('loading')}</p>;
  if (state.kind === 'error')
    return (
      <div className="adm-note adm-failed" role="alert">
        <p>{state.message}</p>
        <button type="button" className="btn" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  return state.page.items.length === 0 ? <p className="adm-note">{empty}</p> : null;
}

/** A date and time in the reader's language, in a <time> element. */
export function When({ iso, locale }: { iso: string; locale: string }) {
  return <time dateTime={iso}>{new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
}

/** One labelled value of a row; empty values are left out. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className="adm-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export const Mail = ({ to }: { to: string | null }) => (to ? <a href={`mailto:${to}`}>{to}</a> : null);
export const Phone = ({ to }: { to: string | null }) => (to ? <a href={`tel:${to.replace(/[^\d+]/g, '')}`}>{to}</a> : null);

/**
 * Asks before an operator decision takes effect: what will happen and who is told, Cancel and the action. A failure
 * stays in the dialog so the operator can try again.
 */
export function Confirm({ open, title, confirmLabel, danger, busy, error, t, onConfirm, onClose, children }: {
  open: boolean;
  title: string;
  confirmLabel: string;
  danger: boolean;
  busy: boolean;
  error: string;
  t: Translate;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      size="sm"
      closeLabel={t('close')}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </button>
          <button type="button" className={danger ? 'btn adm-danger-solid' : 'btn btn-primary'} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}

/** Cancel and the button that submits the dialog's form (`form` names it); both wait while the save runs. */
export function FormActions({ form, saveLabel, danger = false, busy, t, onCancel }: { form: string; saveLabel: string; danger?: boolean; busy: boolean; t: Translate; onCancel: () => void }) {
  return (
    <>
      <button type="button" className="btn" disabled={busy} onClick={onCancel}>
        {t('cancel')}
      </button>
      <button type="submit" form={form} className={danger ? 'btn adm-danger-solid' : 'btn btn-primary'} disabled={busy}>
        {saveLabel}
      </button>
    </>
  );
}

/**
 * A dialog holding one form: Enter in a field or the save button submits it (the browser's own checks are off, the
 * caller shows its field errors), Cancel, × and Escape close it unless the save is running.
 */
export function FormDialog({ open, title, saveLabel, danger, busy, size = 'md', className, t, onSave, onClose, children }: {
  open: boolean;
  title: string;
  saveLabel: string;
  danger?: boolean;
  busy: boolean;
  size?: 'sm' | 'md';
  className?: string;
  t: Translate;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  const close = () => !busy && onClose();
  return (
    <Modal open={open} title={title} onClose={close} size={size} closeLabel={t('close')} actions={<FormActions form={formId} saveLabel={saveLabel} danger={danger} busy={busy} t={t} onCancel={close} />}>
      <form
        id={formId}
        className={className}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}

/** A console list's filter: a labelled select of `options`; the caller goes back to the list's first page on a change. */
export function FilterSelect<V extends string | number>({ label, value, options, onChange }: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <label className="field adm-filter" htmlFor={id}>
      <span>{label}</span>
      <select id={id} value={value} onChange={(e) => onChange(options.find((o) => String(o.value) === e.target.value)!.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A console list's search form (role search, named `name`): the words apply when sent, by Enter or `findLabel`;
 * `children` are the filters that sit in the same form.
 */
export function SearchForm({ name, label, findLabel, onSearch, children }: { name: string; label: string; findLabel: string; onSearch: (q: string) => void; children?: ReactNode }) {
  const [draft, setDraft] = useState('');
  const id = useId();
  return (
    <form
      className="adm-filters"
      role="search"
      aria-label={name}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label className="field adm-search" htmlFor={id}>
        <span>{label}</span>
        <input id={id} type="search" value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} />
      </label>
      <button type="submit" className="btn btn-primary">
        {findLabel}
      </button>
      {children}
    </form>
  );
}

/** Why an operator decides as they do (a reason to hide or reject): required, with its hint and its error. */
export function ReasonField({ label, hint, value, error, rows = 3, onChange }: { label: string; hint: string; value: string; error: string; rows?: number; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p className="adm-hint" id={`${id}-hint`}>
        {hint}
      </p>
      <textarea
        id={id}
        rows={rows}
        maxLength={1000}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The pager under a console list, once it has more than one page. */
export function ListPager<T>({ state, page, t, onPage }: { state: ListState<T>; page: number; t: Translate; onPage: (page: number) => void }) {
  return state.kind === 'ok' && state.page.last > 1 ? <Pagination page={page} last={state.page.last} texts={paginationTexts(t, 'pager.')} onPage={onPage} /> : null;
}

/** A name in each of the seven languages, English required (`requiredText` marks it); a blank one shows English. */
export function LocalizedNames({ names, requiredText, onChange }: { names: Record<string, string>; requiredText: string; onChange: (names: Record<string, string>) => void }) {
  return (
    <>
      {LOCALES.map((l) => (
        <label key={l.code} className="field">
          <span>
            {l.label}
            {l.code === 'en' ? ` (${requiredText})` : ''}
          </span>
          <input type="text" lang={l.code} maxLength={100} required={l.code === 'en'} value={names[l.code] ?? ''} onChange={(e) => onChange({ ...names, [l.code]: e.target.value })} />
        </label>
      ))}
    </>
  );
}
