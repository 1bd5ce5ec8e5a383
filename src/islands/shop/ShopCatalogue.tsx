import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { paginationTexts } from '../../components/Pagination.tsx';
import { ResultsState } from '../../components/ResultsState.tsx';
import { ApiCallError } from '../../lib/api/client.ts';
import type { SortFilter } from '../../lib/api/search.ts';
import { searchShopItems, type BrandFacet, type ShopPage } from '../../lib/api/shop.ts';
import { errorText } from '../../lib/error-text.ts';
import {
  clearShopFilters,
  filterWithin,
  hasShopFilters,
  parseShopQuery,
  RATINGS,
  shopCatalogueHref,
  shopHeading,
  shopSearchParams,
  SORTS,
  type ShopCatalogueState,
} from '../../lib/shop.ts';
import { getToken } from '../../lib/api/client.ts';
import PriceRange from '../../components/PriceRange.tsx';
import { ShopCardItem, ViewToggle } from './ShopCardItem.tsx';
import '../ads/home-tabs.css';
import './shop-catalogue.css';

type Props = {
  i18n: I18nProps;
  /** The page's query string as the server saw it. */
  query: string;
  /** The first page rendered on the server, or null when it failed. */
  initial: ShopPage | null;
  /** The server's error text for the first page (shown in red). */
  initialError: string | null;
  /** The category's name from the shop tree, for the heading. */
  categoryLabel: string;
  /** The category tree, rendered by the page (server HTML). */
  children?: ReactNode;
};

/** Brands listed before 'Show all brands'; the selected ones always come first. */
const BRANDS_SHOWN = 8;

type Load = { status: 'ready'; data: ShopPage } | { status: 'loading'; data: ShopPage | null } | { status: 'error'; message: string };

/**
 * Shop catalogue (route ShopCatalogue, spec 002 §2.3): category tree and filter panel on the left (a Filter popup
 * on narrow screens), heading with subtitle, count, 'Search within results...', sort, grid/list, results up to 5
 * columns and pagination when there is more than one page. Every filter goes to the server
 * (GET /seller/ads/search-ads type=shopAd), so counts and pages are true; each change writes the URL (a history
 * entry, so Back works and links are shareable). The URL is the only home of the state: leaving resets it.
 */
export default function ShopCatalogue({ i18n, query, initial, initialError, categoryLabel, children }: Props) {
  const t = useT(i18n, 'shop');
  const [state, setState] = useState<ShopCatalogueState>(() => parseShopQuery(new URLSearchParams(query)));
  const [load, setLoad] = useState<Load>(initial ? { status: 'ready', data: initial } : { status: 'error', message: initialError ?? '' });
  const [brands, setBrands] = useState<BrandFacet[]>(initial?.brands ?? []);
  const [within, setWithin] = useState('');
  const [popupOpen, setPopupOpen] = useState(false);
  const [allBrands, setAllBrands] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);

  const request = (next: ShopCatalogueState, quiet = false) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    return searchShopItems(shopSearchParams(next), { signal: controller.signal }).then(
      (page) => {
        if (controller.signal.aborted) return;
        setLoad({ status: 'ready', data: page });
        setBrands(page.brands);
      },
      (err: unknown) => {
        if (controller.signal.aborted || quiet) return;
        setLoad({ status: 'error', message: err instanceof ApiCallError && err.httpStatus === 422 ? errorText(err, t) : t('catalogue.error') });
      },
    );
  };

  /** A new state: the URL follows (one history entry per change) and the page is fetched; the local text box empties. */
  const apply = (next: ShopCatalogueState, opts: { push?: boolean; fetch?: boolean } = {}) => {
    setState(next);
    if (opts.push !== false) history.pushState(null, '', shopCatalogueHref(next));
    if (opts.fetch !== false) {
      setWithin('');
      setLoad((prev) => ({ status: 'loading', data: prev.status === 'error' ? null : prev.data }));
      void request(next);
    }
  };
  const filter = (patch: Partial<ShopCatalogueState>) => apply({ ...state, ...patch, page: 1 });

  useEffect(() => {
    // The server renders without a token; a signed-in user gets the page again for their hearts (is_favorite).
    if (getToken()) void request(state, true);
    const onPop = () => apply(parseShopQuery(new URLSearchParams(location.search)), { push: false });
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      abort.current?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The Filter popup: Escape closes it, the page behind does not scroll, focus goes in and comes back.
  useEffect(() => {
    if (!popupOpen) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setPopupOpen(false);
    document.addEventListener('keydown', onKey);
    document.body.classList.add('cat-sheet-open');
    closeRef.current?.focus();
    const opener = openRef.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('cat-sheet-open');
      opener?.focus();
    };
  }, [popupOpen]);

  const goPage = (page: number, e: React.MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    apply({ ...state, page });
    top.current?.scrollIntoView({ block: 'start' });
  };

  const data = load.status === 'error' ? null : load.data;
  const busy = load.status === 'loading';
  const shown = data ? filterWithin(data.items, within) : [];
  const heading = shopHeading(state, categoryLabel);
  const title =
    heading.kind === 'shop'
      ? t('catalogue.shop', { id: heading.text })
      : heading.kind === 'search'
        ? t('catalogue.searchResults')
        : heading.kind === 'category'
          ? heading.text!
          : t('catalogue.allProducts');
  const filtered = hasShopFilters(state);
  const label = categoryLabel || state.category;
  const subtitle = [
    state.name ? t('catalogue.subtitleSearch', { query: state.name }) : '',
    state.categoryId && label && heading.kind !== 'category' ? t('catalogue.subtitleCategory', { category: label }) : '',
    filtered ? t('catalogue.subtitleFilters') : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const pageHref = (page: number) => shopCatalogueHref({ ...state, page });
  const brandNames = [...new Set([...state.brands, ...brands.map((b) => b.name)])];

  return (
    <div className="sc" ref={top}>
      <header className="sc-head">
        <h1>{title}</h1>
        {subtitle && <p className="sc-sub">{subtitle}</p>}
      </header>
      <div className="sc-layout">
        <div className="sc-side">
          {children}
          <aside className={`cat-panel sc-panel${popupOpen ? ' is-open' : ''}`} aria-label={t('catalogue.filters')}>
            <div className="cat-sheet-backdrop" onClick={() => setPopupOpen(false)} aria-hidden="true" />
            <div className="cat-panel-body" role={popupOpen ? 'dialog' : undefined} aria-modal={popupOpen || undefined} aria-labelledby="sc-filters-title">
              <div className="cat-panel-head">
                <h2 id="sc-filters-title">{t('catalogue.filters')}</h2>
                <button type="button" ref={closeRef} className="cat-sheet-close" onClick={() => setPopupOpen(false)} aria-label={t('catalogue.closeFilters')}>
                  ×
                </button>
              </div>
              <PriceRange
                labels={{ legend: t('catalogue.price'), min: t('catalogue.priceMin'), max: t('catalogue.priceMax'), minSlider: t('catalogue.priceMinSlider'), maxSlider: t('catalogue.priceMaxSlider') }}
                min={state.priceMin}
                max={state.priceMax}
                onChange={(priceMin, priceMax) => filter({ priceMin, priceMax })}
              />
              <label className="cat-sort sc-sort-panel">
                <span>{t('catalogue.sort')}</span>
                <select value={state.sort} onChange={(e) => filter({ sort: e.currentTarget.value as SortFilter })}>
                  {SORTS.map((s) => (
                    <option key={s} value={s}>
                      {t(`catalogue.sorts.${s}`)}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset className="cat-field">
                <legend>{t('catalogue.availability')}</legend>
                <label className="cat-check">
                  <input type="checkbox" checked={state.inStock} onChange={(e) => filter({ inStock: e.currentTarget.checked })} />
                  {t('catalogue.inStock')}
                </label>
                <label className="cat-check">
                  <input type="checkbox" checked={state.onSale} onChange={(e) => filter({ onSale: e.currentTarget.checked })} />
                  {t('catalogue.onSale')}
                </label>
              </fieldset>
              <fieldset className="cat-field">
                <legend>{t('catalogue.rating')}</legend>
                <label className="cat-check">
                  <input type="radio" name="sc-rating" checked={state.rating === null} onChange={() => filter({ rating: null })} />
                  {t('catalogue.anyRating')}
                </label>
                {RATINGS.map((r) => (
                  <label key={r} className="cat-check">
                    <input type="radio" name="sc-rating" checked={state.rating === r} onChange={() => filter({ rating: r })} />
                    <span aria-hidden="true" className="shop-stars">
                      {'★'.repeat(r)}
                      {'☆'.repeat(5 - r)}
                    </span>
                    {t('catalogue.ratingUp', { rating: r })}
                  </label>
                ))}
              </fieldset>
              <fieldset className="cat-field">
                <legend>{t('catalogue.brands')}</legend>
                {brandNames.length === 0 && <p className="shop-muted sc-note">{t('catalogue.noBrands')}</p>}
                {(allBrands ? brandNames : brandNames.slice(0, BRANDS_SHOWN)).map((name) => {
                  const facet = brands.find((b) => b.name === name);
                  const on = state.brands.includes(name);
                  return (
                    <label key={name} className="cat-check">
                      <input
                        type="checkbox"
                        checked={on}
                        onChange={(e) => filter({ brands: e.currentTarget.checked ? [...state.brands, name] : state.brands.filter((b) => b !== name) })}
                      />
                      <span className="sc-brand">{name}</span>
                      {facet && <span className="shop-muted">({facet.count})</span>}
                    </label>
                  );
                })}
                {brandNames.length > BRANDS_SHOWN && (
                  <button type="button" className="sc-more-brands" aria-expanded={allBrands} onClick={() => setAllBrands((v) => !v)}>
                    {allBrands ? t('catalogue.fewerBrands') : t('catalogue.moreBrands', { count: brandNames.length })}
                  </button>
                )}
              </fieldset>
              {filtered && (
                <button type="button" className="btn cat-clear" onClick={() => apply(clearShopFilters(state))}>
                  {t('catalogue.clearAll')}
                </button>
              )}
              <button type="button" className="btn btn-primary cat-sheet-done" onClick={() => setPopupOpen(false)}>
                {t('catalogue.showResults')}
              </button>
            </div>
          </aside>
        </div>

        <div className="sc-results">
          <div className="cat-bar">
            <button type="button" ref={openRef} className="btn cat-open-filters" onClick={() => setPopupOpen(true)} aria-haspopup="dialog" aria-expanded={popupOpen}>
              {t('catalogue.openFilters')}
            </button>
            <p className="cat-count" role="status" aria-live="polite">
              {data && data.total > 0 ? t(data.estimated ? 'catalogue.resultsAbout' : 'catalogue.results', { count: data.total }) : ''}
            </p>
            <ViewToggle value={state.view} onChange={(view) => apply({ ...state, view }, { fetch: false })} t={t} />
          </div>
          <div className="sc-within">
            <input
              type="search"
              value={within}
              onChange={(e) => setWithin(e.currentTarget.value)}
              placeholder={t('catalogue.within')}
              aria-label={t('catalogue.withinLabel')}
              maxLength={100}
            />
          </div>

          <ResultsState
            look="board"
            loading={busy && !data}
            busy={busy}
            dim
            error={load.status === 'error' ? { text: load.message || t('catalogue.error'), onRetry: () => apply(state, { push: false }), danger: true } : null}
            empty={
              data && data.items.length === 0 && !busy
                ? { title: t('catalogue.empty') }
                : data && data.items.length > 0 && shown.length === 0
                  ? { title: t('catalogue.withinEmpty', { query: within.trim() }), status: true }
                  : null
            }
            texts={{ loading: t('catalogue.loading'), retry: t('catalogue.retry') }}
            pages={data && { className: 'ht-pages', page: data.page, last: data.lastPage, texts: paginationTexts(t, 'catalogue.pagination.'), href: pageHref, onPage: goPage }}
          >
            {shown.length > 0 && (
              <ul className={`ad-grid shop-grid sc-grid${state.view === 'list' ? ' is-list' : ''}`}>
                {shown.map((item, i) => (
                  // Keyed by the heart too: the card's heart takes is_favorite only when it mounts.
                  <ShopCardItem key={`${item.id}:${item.is_favorite ?? 0}`} item={item} t={t} eager={i < 2} />
                ))}
              </ul>
            )}
          </ResultsState>
        </div>
      </div>
    </div>
  );
}
