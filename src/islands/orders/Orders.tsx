import { useEffect, useState, type FormEvent } from 'react';
import { listOrders, orderSummary, ORDER_TABS, TAB_CALL, type MasterOrder, type OrderTab } from '../../lib/api/orders.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { TabList } from '../../components/TabList.tsx';
import { formatPrice } from '../../../common/price.ts';
import { errorText } from '../../lib/error-text.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { formatDate, MasterBadge, NoImage } from './shared.tsx';
import { useSignInReload } from '../../stores/use-session.ts';
import './orders.css';

type Props = { i18n: I18nProps; initialTab: OrderTab; initialSearch: string; initialPage: number };
type ListState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ok'; rows: MasterOrder[]; lastPage: number; total: number };

/** Purchases (spec 002 §2.9): tabs, search by order number or sub-order id, 8 cards a page, derived status badges. */
export default function Orders({ i18n, initialTab, initialSearch, initialPage }: Props) {
  const t = useT(i18n, 'orders');
  const [tab, setTab] = useState<OrderTab>(initialTab);
  const [searchInput, setSearchInput] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch);
  const [page, setPage] = useState(initialPage);
  const [retry, setRetry] = useState(0);
  const signIns = useSignInReload();
  const [loaded, setLoaded] = useState<{ key: string; state: ListState } | null>(null);
  const key = `${tab}|${search}|${page}|${retry}|${signIns}`;
  const list: ListState = loaded?.key === key ? loaded.state : { kind: 'loading' };

  useEffect(() => {
    const ctrl = new AbortController();
    listOrders(tab, { page, search, signal: ctrl.signal })
      .then((res) => {
        const d = res.data;
        const rows = Array.isArray(d?.data) ? d.data : [];
        const lastPage = Math.max(1, Number(d?.last_page) || 1);
        setLoaded({ key, state: { kind: 'ok', rows, lastPage, total: Number(d?.total) || rows.length } });
        if (page > lastPage) setPage(lastPage);
      })
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setLoaded({ key, state: { kind: 'error', message: errorText(err, t, t(TAB_CALL[tab].failKey)) } });
      });
    const params = new URLSearchParams();
    if (tab !== 'All') params.set('tab', tab);
    if (search) params.set('search', search);
    if (page > 1) params.set('page', String(page));
    const q = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}`);
    return () => ctrl.abort();
  }, [key, tab, search, page, t]);

  // Live search: commit the typed text after a short pause.
  useEffect(() => {
    if (searchInput.trim() === search) return;
    const timer = window.setTimeout(() => {
      setSearch(searchInput.trim());
      setPage(1);
    }, 400);
    return () => window.clearTimeout(timer);
  }, [searchInput, search]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(searchInput.trim());
    setPage(1);
  };

  const chooseTab = (next: OrderTab) => {
    setTab(next);
    setPage(1);
  };

  return (
    <section className="ord container" aria-labelledby="ord-title">
      <h1 id="ord-title">{t('title')}</h1>
      <form className="ord-search" role="search" onSubmit={onSubmit}>
        <label htmlFor="ord-search-input" className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input id="ord-search-input" type="search" value={searchInput} placeholder={t('searchPlaceholder')} onChange={(e) => setSearchInput(e.target.value)} />
        <button type="submit" className="btn">
          {t('search')}
        </button>
      </form>

      <TabList tabs={ORDER_TABS} current={tab} onChoose={chooseTab} label={t('tabs.label')} idPrefix="ord-tab" panelId="ord-panel" className="ord-tabs" tabClassName="ord-tab">
        {(s) => t(`tabs.${s}`)}
      </TabList>

      <div id="ord-panel" role="tabpanel" aria-labelledby={`ord-tab-${tab}`} aria-busy={list.kind === 'loading'}>
        {list.kind === 'loading' && (
          <p className="ord-state" role="status">
            <span className="ord-spinner" aria-hidden="true" /> {t('loading')}
          </p>
        )}
        {list.kind === 'error' && (
          <div className="ord-state ord-error" role="alert">
            <p>{list.message}</p>
            <button type="button" className="btn" onClick={() => setRetry((n) => n + 1)}>
              {t('retry')}
            </button>
          </div>
        )}
        {list.kind === 'ok' && list.rows.length === 0 && (
          <p className="ord-state" role="status">
            {t('empty')}
          </p>
        )}
        {list.kind === 'ok' && list.rows.length > 0 && (
          <>
            <p className="visually-hidden" role="status">
              {t('found', { count: list.total })}
            </p>
            <ul className="ord-grid">
              {list.rows.map((o) => (
                <OrderCard key={o.id} order={o} tab={tab} t={t} locale={i18n.locale} />
              ))}
            </ul>
            {list.lastPage > 1 && (
              <Pagination page={page} last={list.lastPage} texts={{ label: t('pagination'), previous: t('prev'), next: t('next'), page: (p) => t('page', { page: p }) }} onPage={setPage} />
            )}
          </>
        )}
      </div>
    </section>
  );
}

function OrderCard({ order, tab, t, locale }: { order: MasterOrder; tab: OrderTab; t: ReturnType<typeof useT>; locale: string }) {
  const s = orderSummary(order);
  const titleId = `ord-card-${order.id}`;
  return (
    <li className="ord-card card" aria-labelledby={titleId}>
      <div className="ord-card-img">{s.image ? <img src={s.image} alt="" width={96} height={96} loading="lazy" decoding="async" /> : <NoImage />}</div>
      <div className="ord-card-body">
        <div className="ord-card-head">
          <h2 id={titleId} className="ord-card-title">
            {t('orderNumber', { number: order.master_order_number })}
          </h2>
          <MasterBadge t={t} steps={s.steps} />
        </div>
        <p className="ord-muted">{t('placedOn', { date: formatDate(order.created_at, locale) })}</p>
        <p className="ord-card-line">
          <strong>{formatPrice(order.total_amount, '$')}</strong> · {t('items', { count: s.items })}
        </p>
        {s.shops.length > 0 && <p className="ord-muted ord-shops">{t('shopsList', { names: s.shops.join(', ') })}</p>}
        <a className="btn ord-view" href={`/order-details/${order.id}?tab=${tab}`} aria-describedby={titleId}>
          {t('viewDetails')}
        </a>
      </div>
    </li>
  );
}
