import type { ReactNode } from 'react';
import type { PagedState } from './use-paged-tab.ts';

type Props<R> = {
  state: PagedState<R>;
  texts: { loading: string; retry: string; found: (count: number) => string };
  /** What an empty tab shows. */
  empty: ReactNode;
  onRetry: () => void;
  children: (rows: R[]) => ReactNode;
};

/** The loading, error (with Retry), empty and filled states of a tab's list, announced to screen readers. */
export function PagedList<R>({ state, texts, empty, onRetry, children }: Props<R>) {
  if (state.kind === 'loading')
    return (
      <p className="ord-state" role="status">
        <span className="ord-spinner" aria-hidden="true" /> {texts.loading}
      </p>
    );
  if (state.kind === 'error')
    return (
      <div className="ord-state ord-error" role="alert">
        <p>{state.message}</p>
        <button type="button" className="btn" onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    );
  if (state.rows.length === 0)
    return (
      <div className="ord-state act-empty" role="status">
        {empty}
      </div>
    );
  return (
    <>
      <p className="visually-hidden" role="status">
        {texts.found(state.total)}
      </p>
      {children(state.rows)}
    </>
  );
}
