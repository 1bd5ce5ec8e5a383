import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import type { Ad } from '../../lib/ad-card.ts';
import { paginationTexts } from '../../components/Pagination.tsx';
import { ResultsState } from '../../components/ResultsState.tsx';
import PriceRange from '../../components/PriceRange.tsx';
import { searchAds } from '../../lib/api/search.ts';
import {
  catalogueHref,
  CONDITIONS,
  hasPanelFilters,
  parseCatalogueQuery,
  scoped,
  searchParamsOf,
  SORTS,
  type CatalogueState,
  type Condition,
} from '../../lib/catalogue.ts';
import type { SortFilter } from '../../lib/api/search.ts';
import { getToken } from '../../lib/api/client.ts';
import { AdCardItem, LayoutToggle } from '../ads/AdCardItem.tsx';
import '../ads/home-tabs.css';
import './catalogue.css';

export type CataloguePage = { ads: Ad[]; total: number; page: number; lastPage: number };

type Props = {
  i18n: I18nProps;
  /** '/catalogue' or '/browse-ads': where the URL of the state points. */
  path: string;
  /** The page's query string as the server saw it. */
  query: string;
  /** The first page rendered on the server, or null when it failed (the island then fetches). */
  initial: CataloguePage | null;
  /** Search parameters every request carries unless the state sets them (Jobs: its category); never in the URL. */
  scope?: CatalogueState['search'];
  /** Subcategories of the scope offered as a filter (Jobs), with the legend and the 'all' choice. */
  subcategories?: { legend: string; all: string; options: { id: number; name: string }[] };
  /** The condition filter (new, like new, used); off where it means nothing (Jobs). */
  conditionFilter?: boolean;
  /** The price filter's legend when the price is something else (Jobs: the salary). */
  priceLegend?: string;
};

type Load = { status: 'ready'; data: CataloguePage } | { status: 'loading'; data: CataloguePage | null } | { status: 'error' };

/**
 * Catalogue and ad board (spec 001 §9, 000 §2.1): filters panel (price range 0 to 1,000,000, step 10, gap 10; condition;
 * sort), grid/list toggle, results count, pagination of 10. Every change writes the URL query (the only place the state
 * lives) and fetches GET /seller/ads/search-ads; the first page comes rendered from the server. On narrow screens the
 * panel opens as a sheet.
 */
export default function Catalogue({ i18n, path, query, initial, scope, subcategories, conditionFilter = true, priceLegend }: Props) {
  const t = useT(i18n, 'catalogue');
  const [state, setState] = useState<CatalogueState>(() => parseCatalogueQuery(new URLSearchParams(query)));
  const [load, setLoad] = useState<Load>(initial ? { status: 'ready', data: initial } : { status: 'loading', data: null });
  const [sheetOpen, setSheetOpen] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const top = useRef<HTMLDivElement>(null);

  /** Fetches a page (the previous request is cancelled); the answer lands in `load`. `quiet` keeps the page on failure. */
  const request = (next: CatalogueState, quiet = false) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    return searchAds(
      searchParamsOf(scoped(next, scope)),
      { signal: controller.signal },
    ).then(
      (res) => {
        if (controller.signal.aborted) return;
        const meta = res.meta;
        setLoad({
          status: 'ready',
          data: { ads: Array.isArray(res.data) ? (res.data as Ad[]) : [], total: meta?.total ?? 0, page: meta?.current_page ?? next.page, lastPage: meta?.last_page ?? 1 },
        });
      },
      () => {
        if (!controller.signal.aborted && !quiet) setLoad({ status: 'error' });
      },
    );
  };
  const fetchPage = (next: CatalogueState) => {
    // The current results stay (dimmed) while the next ones load.
    setLoad((prev) => ({ status: 'loading', data: prev.status === 'error' ? null : prev.data }));
    void request(next);
  };

  /** Applies a new state: the URL follows (a history entry per change) and the page is fetched. */
  const apply = (next: CatalogueState, opts: { push?: boolean; fetch?: boolean } = {}) => {
    setState(next);
    if (opts.push !== false) history.pushState(null, '', catalogueHref(path, next));
    if (opts.fetch !== false) fetchPage(next);
  };
  /** A filter changed: back to page 1. */
  const filter = (patch: Partial<CatalogueState>) => apply({ ...state, ...patch, page: 1 });

  useEffect(() => {
    if (!initial) void request(state);
    // The server renders the page without a token; a signed-in user gets it again for their hearts (is_favorite).
    else if (getToken()) void request(state, true);
    const onPop = () => apply(parseCatalogueQuery(new URLSearchParams(location.search)), { push: false });
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      abort.current?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!sheetOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setSheetOpen(false);
    document.addEventListener('keydown', onKey);
    document.body.classList.add('cat-sheet-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('cat-sheet-open');
    };
  }, [sheetOpen]);

  const goPage = (page: number, e: React.MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    apply({ ...state, page });
    top.current?.scrollIntoView({ block: 'start' });
  };

  const data = load.status === 'error' ? null : load.data;
  const busy = load.status === 'loading';
  const pageHref = (page: number) => catalogueHref(path, { ...state, page });

  return (
    <div className="cat-island" ref={top}>
      <div className="cat-layout">
        <aside className={`cat-panel${sheetOpen ? ' is-open' : ''}`} aria-label={t('filters')}>
          <div className="cat-sheet-backdrop" onClick={() => setSheetOpen(false)} aria-hidden="true" />
          <div className="cat-panel-body" role={sheetOpen ? 'dialog' : undefined} aria-modal={sheetOpen || undefined} aria-labelledby="cat-filters-title">
            <div className="cat-panel-head">
              <h2 id="cat-filters-title">{t('filters')}</h2>
              <button type="button" className="cat-sheet-close" onClick={() => setSheetOpen(false)} aria-label={t('closeFilters')}>
                ×
              </button>
            </div>
            {subcategories && (
              <fieldset className="cat-field">
                <legend>{subcategories.legend}</legend>
                {[{ id: 0, name: subcategories.all }, ...subcategories.options].map((o) => (
                  <label key={o.id} className="cat-check">
                    <input
                      type="radio"
                      name="cat-subcategory"
                      checked={(state.search.category_id ?? '') === (o.id ? String(o.id) : '')}
                      onChange={() => filter({ search: withCategory(state.search, o.id) })}
                    />
                    {o.name}
                  </label>
                ))}
              </fieldset>
            )}
            <PriceRange
              labels={{ legend: priceLegend ?? t('price'), min: t('priceMin'), max: t('priceMax'), minSlider: t('priceMinSlider'), maxSlider: t('priceMaxSlider') }}
              min={state.priceMin}
              max={state.priceMax}
              onChange={(priceMin, priceMax) => filter({ priceMin, priceMax })} />
            {conditionFilter && (
            <fieldset className="cat-field">
              <legend>{t('condition')}</legend>
              {CONDITIONS.map((c) => (
                <label key={c} className="cat-check">
                  <input
                    type="checkbox"
                    checked={state.conditions.includes(c)}
                    onChange={(e) => filter({ conditions: toggle(state.conditions, c, e.currentTarget.checked) })}
                  />
                  {t(`conditions.${c}`)}
                </label>
              ))}
            </fieldset>
            )}
            {hasPanelFilters(state) && (
              <button type="button" className="btn cat-clear" onClick={() => filter({ priceMin: null, priceMax: null, conditions: [], sort: 'relevance' })}>
                {t('clear')}
              </button>
            )}
            <button type="button" className="btn btn-primary cat-sheet-done" onClick={() => setSheetOpen(false)}>
              {t('showResults')}
            </button>
          </div>
        </aside>

        <div className="cat-results">
          {/* Phones hide the filters and their h2: the cards' h3 still need an h2 above them. */}
          <h2 className="visually-hidden">{t('resultsHeading')}</h2>
          <div className="cat-bar">
            <button type="button" className="btn cat-open-filters" onClick={() => setSheetOpen(true)} aria-expanded={sheetOpen}>
              {t('openFilters')}
            </button>
            <p className="cat-count" role="status" aria-live="polite">
              {data && data.total > 0 ? t('results', { count: data.total }) : ''}
            </p>
            <label className="cat-sort">
              <span>{t('sort')}</span>
              <select value={state.sort} onChange={(e) => filter({ sort: e.currentTarget.value as SortFilter })}>
                {SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`sorts.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <LayoutToggle value={state.view} onChange={(view) => apply({ ...state, view }, { fetch: false })} t={t} />
          </div>

          <ResultsState
            look="board"
            loading={busy && !data}
            busy={busy}
            dim
            error={load.status === 'error' ? { text: t('error'), onRetry: () => fetchPage(state) } : null}
            empty={data && data.ads.length === 0 && !busy ? { title: t('empty'), hint: hasPanelFilters(state) ? t('emptyHint') : undefined } : null}
            texts={{ loading: t('loading'), retry: t('retry') }}
            pages={data && { className: 'ht-pages', page: data.page, last: data.lastPage, texts: paginationTexts(t, 'pagination.'), href: pageHref, onPage: goPage }}
          >
            {data && data.ads.length > 0 && (
              <ul className={`ad-grid${state.view === 'list' ? ' is-list' : ''}`}>
                {data.ads.map((ad, i) => (
                  // Keyed by the heart too: the card's heart takes is_favorite only when it mounts.
                  <AdCardItem key={ad.id} ad={ad} t={t} eager={i < 2} />
                ))}
              </ul>
            )}
          </ResultsState>
        </div>
      </div>
    </div>
  );
}

/** The search with another category (0: none of its own, the scope's then). */
function withCategory(search: CatalogueState['search'], id: number): CatalogueState['search'] {
  const { category_id: _dropped, ...rest } = search;
  return id ? { ...rest, category_id: String(id) } : rest;
}

function toggle(list: Condition[], c: Condition, on: boolean): Condition[] {
  const set = new Set(list);
  if (on) set.add(c);
  else set.delete(c);
  return CONDITIONS.filter((x) => set.has(x));
}
