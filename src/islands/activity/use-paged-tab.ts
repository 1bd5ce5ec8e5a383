import { useEffect, useState } from 'react';
import { useSignInReload } from '../../stores/use-session.ts';

export type Paged<R> = { data: R[]; current_page: number; last_page: number; total: number };
export type PagedState<R> = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ok'; rows: R[]; lastPage: number; total: number };

/**
 * A tabbed, paged list of the signed-in member (My Reviews, Transactions): loads the current tab's page, keeps
 * ?tab= and ?page= in the address (so a reload or Back shows the same page), reloads after a sign-in, and offers
 * Retry after a failure.
 */
export function usePagedTab<T extends string, R>(opts: {
  initialTab: T;
  initialPage: number;
  defaultTab: T;
  load: (tab: T, page: number, signal: AbortSignal) => Promise<{ data?: Paged<R> | undefined }>;
  failText: (err: unknown) => string;
}) {
  const { load, failText, defaultTab } = opts;
  const [tab, setTabState] = useState<T>(opts.initialTab);
  const [page, setPage] = useState(opts.initialPage);
  const [retries, setRetries] = useState(0);
  const signIns = useSignInReload();
  const key = `${tab}|${page}|${retries}|${signIns}`;
  const [loaded, setLoaded] = useState<{ key: string; state: PagedState<R> } | null>(null);
  const state: PagedState<R> = loaded?.key === key ? loaded.state : { kind: 'loading' };

  useEffect(() => {
    const ctrl = new AbortController();
    load(tab, page, ctrl.signal)
      .then((res) => {
        const d = res.data;
        const rows = Array.isArray(d?.data) ? d.data : [];
        const lastPage = Math.max(1, Number(d?.last_page) || 1);
        setLoaded({ key, state: { kind: 'ok', rows, lastPage, total: Number(d?.total) || rows.length } });
        if (page > lastPage) setPage(lastPage);
      })
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setLoaded({ key, state: { kind: 'error', message: failText(err) } });
      });
    const params = new URLSearchParams(location.search);
    if (tab === defaultTab) params.delete('tab');
    else params.set('tab', tab);
    if (page > 1) params.set('page', String(page));
    else params.delete('page');
    const q = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}`);
    return () => ctrl.abort();
  }, [key, tab, page, load, failText, defaultTab]);

  const setTab = (next: T) => {
    setTabState(next);
    setPage(1);
  };
  return { tab, setTab, page, setPage, state, retry: () => setRetries((n) => n + 1) };
}
