import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { homeAds } from '../../lib/api/ads.ts';
import { getToken } from '../../lib/api/client.ts';
import { emptyTextKey, HOME_TABS, tabHref, type Ad, type HomeTab } from '../../lib/ad-card.ts';
import { AdCardItem, LayoutToggle } from './AdCardItem.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import '../../components/results.css';
import './home-tabs.css';

/** The Feeds tab's grid loads when the tab is opened: the board's ads need none of it. */
const HomeFeeds = lazy(() => import('../feeds/HomeFeeds.tsx'));

export type HomePage = { ads: Ad[]; page: number; lastPage: number };

type Props = {
  i18n: I18nProps;
  tab: HomeTab;
  /** The page rendered on the server, or null when the server could not load it (the island then fetches). */
  initial: HomePage | null;
};

type State = { status: 'ready'; data: HomePage } | { status: 'loading' } | { status: 'error' };

/**
 * The home board's tabbed ads list (spec 001 'Home board'): tabs, grid/list toggle, pagination of 8. The first page
 * arrives rendered from the server; other tabs and pages are fetched from GET /ads/home in the browser, and the URL
 * follows (?tab=&page=) so reloading and sharing keep the view. Tabs and pages are real links, so the list also
 * works before hydration and without JavaScript.
 */
export default function HomeTabs({ i18n, tab: initialTab, initial }: Props) {
  const t = useT(i18n, 'ads');
  const [tab, setTab] = useState<HomeTab>(initialTab);
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [state, setState] = useState<State>(initial ? { status: 'ready', data: initial } : { status: 'loading' });
  const abort = useRef<AbortController | null>(null);
  const top = useRef<HTMLDivElement>(null);

  /** Starts loading a tab's page (the previous request is cancelled); resolves with the page, or null on failure. */
  const request = (next: HomeTab, page: number): { promise: Promise<HomePage | null>; signal: AbortSignal } => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    if (next === 'feeds') {
      // The Feeds tab loads its own list (HomeFeeds).
      return { promise: Promise.resolve({ ads: [], page: 1, lastPage: 1 }), signal: controller.signal };
    }
    const promise = homeAds({ tab: next, page }, { signal: controller.signal }).then(
      (res) => ({ ads: res.data, page: res.meta.current_page, lastPage: res.meta.last_page }),
      () => null,
    );
    return { promise, signal: controller.signal };
  };

  const settle = ({ promise, signal }: ReturnType<typeof request>, quiet: boolean) =>
    promise.then((data) => {
      if (signal.aborted) return;
      if (data) setState({ status: 'ready', data });
      else if (!quiet) setState({ status: 'error' });
    });

  const load = (next: HomeTab, page: number, push: boolean) => {
    setTab(next);
    if (push) history.pushState({ tab: next, page }, '', tabHref(next, page));
    setState({ status: 'loading' });
    void settle(request(next, page), false);
  };

  useEffect(() => {
    const pageParam = Number(new URLSearchParams(location.search).get('page')) || 1;
    if (!initial) void settle(request(initialTab, pageParam), false);
    // The server renders the board without a token; a signed-in user gets the page again for their hearts.
    else if (getToken()) void settle(request(initialTab, initial.page), true);
    const onPop = () => {
      const params = new URLSearchParams(location.search);
      const raw = params.get('tab');
      load((HOME_TABS as readonly string[]).includes(raw ?? '') ? (raw as HomeTab) : 'newest', Number(params.get('page')) || 1, false);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      abort.current?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const go = (e: React.MouseEvent, next: HomeTab, page: number) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    load(next, page, true);
    if (page > 1 || next !== tab) top.current?.scrollIntoView({ block: 'nearest' });
  };

  const data = state.status === 'ready' ? state.data : null;
  return (
    <div className="home-tabs-island" ref={top}>
      <div className="ht-bar">
        <nav className="home-tabs ht-tabs" aria-label={t('home:ads.title')}>
          <ul>
            {HOME_TABS.map((key) => (
              <li key={key}>
                <a href={tabHref(key)} aria-current={key === tab ? 'page' : undefined} onClick={(e) => go(e, key, 1)}>
                  {t(`home:ads.tabs.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {tab !== 'feeds' && <LayoutToggle value={layout} onChange={setLayout} t={t} />}
      </div>

      {tab === 'feeds' ? (
        <div id="home-tab-panel">
          <Suspense fallback={null}>
            <HomeFeeds i18n={i18n} empty={t(emptyTextKey('feeds'))} />
          </Suspense>
        </div>
      ) : (
      <div id="home-tab-panel" aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <p className="ht-status" role="status">
            <span className="ht-spinner" aria-hidden="true" />
            {t(tab === 'company' ? 'home.loadingCompany' : 'home.loading')}
          </p>
        )}
        {state.status === 'error' && (
          <div className="home-empty" role="alert">
            <p className="home-empty-title">{t('home.error')}</p>
            <p>
              <button type="button" className="btn" onClick={() => load(tab, 1, false)}>
                {t('home.retry')}
              </button>
            </p>
          </div>
        )}
        {data && data.ads.length === 0 && (
          <div className="home-empty">
            <p className="home-empty-title">{t(emptyTextKey(tab))}</p>
          </div>
        )}
        {data && data.ads.length > 0 && (
          <ul className={`ad-grid${layout === 'list' ? ' is-list' : ''}`}>
            {data.ads.map((ad) => (
              <AdCardItem key={ad.id} ad={ad} t={t} />
            ))}
          </ul>
        )}
        {data && data.lastPage > 1 && (
          <Pagination
            className="ht-pages"
            page={data.page}
            last={data.lastPage}
            texts={{ label: t('home.pagination'), previous: t('home.previous'), next: t('home.next'), page: (p) => t('home.page', { page: p }) }}
            href={(p) => tabHref(tab, p)}
            onPage={(p, e) => go(e, tab, p)}
          />
        )}
      </div>
      )}
    </div>
  );
}
