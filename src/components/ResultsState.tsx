import type { ComponentProps, ReactNode } from 'react';
import { Pagination } from './Pagination.tsx';
import './results.css';

type Props = {
  /** 'board': the catalogues' dashed empty box and spinner; 'panel': the workspace lists' plain box. */
  look: 'board' | 'panel';
  /** Nothing to show yet: the loading line stands in for the results. */
  loading: boolean;
  /** The results are being fetched (announced as busy; with `dim`, shown faded meanwhile). */
  busy: boolean;
  dim?: boolean;
  /** A failed fetch: its words in an alert, with a retry button. `danger` words it in red. */
  error: { text: string; onRetry: () => void; danger?: boolean } | null;
  /** An answer without results: its title, a hint below it, `status` to announce it. */
  empty: { title: string; hint?: string | undefined; status?: boolean } | null;
  texts: { loading: string; retry: string };
  /** With a tab list above: the panel the tabs control. */
  tabPanel?: { id: string; labelledBy: string };
  /** The pagination bar below, shown when there is more than one page. */
  pages?: ComponentProps<typeof Pagination> | null;
  /** The results. */
  children?: ReactNode;
};

/** A list of results in its loading, error, empty and filled states (the list itself comes as children), and its pages. */
export function ResultsState({ look, loading, busy, dim = false, error, empty, texts, tabPanel, pages, children }: Props) {
  const board = look === 'board';
  return (
    <>
      <div id={tabPanel?.id} role={tabPanel ? 'tabpanel' : undefined} aria-labelledby={tabPanel?.labelledBy} aria-busy={busy} className={dim && busy ? 'results-dim' : undefined}>
        {loading &&
          (board ? (
            <p className="ht-status" role="status">
              <span className="ht-spinner" aria-hidden="true" />
              {texts.loading}
            </p>
          ) : (
            <p className="results-state" role="status">
              {texts.loading}
            </p>
          ))}
        {error &&
          (board ? (
            <div className="home-empty" role="alert">
              <p className={`home-empty-title${error.danger ? ' results-danger' : ''}`}>{error.text}</p>
              <p>
                <button type="button" className="btn" onClick={error.onRetry}>
                  {texts.retry}
                </button>
              </p>
            </div>
          ) : (
            <div className="results-state results-danger" role="alert">
              <p>{error.text}</p>
              <button type="button" className="btn" onClick={error.onRetry}>
                {texts.retry}
              </button>
            </div>
          ))}
        {empty &&
          (board ? (
            <div className="home-empty" role={empty.status ? 'status' : undefined}>
              <p className="home-empty-title">{empty.title}</p>
              {empty.hint && <p>{empty.hint}</p>}
            </div>
          ) : (
            <p className="results-state" role={empty.status ? 'status' : undefined}>
              {empty.title}
            </p>
          ))}
        {children}
      </div>
      {pages && pages.last > 1 && <Pagination {...pages} />}
    </>
  );
}
