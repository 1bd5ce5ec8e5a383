import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { PageMeta } from '../../lib/api/client.ts';
import { deleteAds, myAds, toggleAdActive } from '../../lib/api/ads.ts';
import { promotionCheckout, promotionOptions } from '../../lib/api/promotions.ts';
import { cardImage, promotionBadge, type Ad } from '../../lib/ad-card.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { TabList } from '../../components/TabList.tsx';
import { errorText } from '../../lib/error-text.ts';
import { formatPrice } from '../../../common/price.ts';
import {
  boostOptions,
  canBoost,
  isActive,
  isPaidOption,
  offerTypeForOption,
  optionLabel,
  pageAfterDelete,
  shortDate,
  STATUS_TABS,
  toggleAll,
  toggleKind,
  toggleSelected,
  type PromotionOption,
  type StatusTab,
} from '../../lib/my-ads.ts';
import { useOnSignIn } from '../../stores/use-session.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { AlertDialog } from '../auth/AlertDialog.tsx';
import type { AlertAction, AlertState } from '../auth/flow.ts';
import './my-ads.css';

type Props = { i18n: I18nProps; initialTab: StatusTab; initialSearch: string; initialPage: number };
type MyAd = Ad & { total_view?: number | null };
type ListState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ok'; rows: MyAd[]; meta: PageMeta | null };
/** The answer of one request, tagged with the request it answers (older answers read as loading). */
type Loaded = { key: string; state: ListState };

/** My Ads (spec 001 'My Ads', 'Ad status'): search, status tabs, table/cards, toggle, boost, delete, pagination. */
export default function MyAds({ i18n, initialTab, initialSearch, initialPage }: Props) {
  const t = useT(i18n, 'myAds');
  const [tab, setTab] = useState<StatusTab>(initialTab);
  const [searchInput, setSearchInput] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch);
  const [page, setPage] = useState(initialPage);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [alert, setAlert] = useState<AlertState | null>(null);
  const [reload, setReload] = useState(0);
  const [busy, setBusy] = useState(false);
  const [boostAd, setBoostAd] = useState<MyAd | null>(null);
  const [options, setOptions] = useState<PromotionOption[] | null | 'error'>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [live, setLive] = useState('');

  const requestKey = `${tab}|${search}|${page}|${reload}`;
  const list: ListState = loaded?.key === requestKey ? loaded.state : { kind: 'loading' };

  useEffect(() => {
    const ctrl = new AbortController();
    const key = `${tab}|${search}|${page}|${reload}`;
    myAds({ search: search || undefined, status: tab, page }, { signal: ctrl.signal })
      .then((res) => {
        setLoaded({ key, state: { kind: 'ok', rows: res.data, meta: res.meta } });
        if (page > res.meta.last_page && res.meta.last_page >= 1) setPage(res.meta.last_page);
      })
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setLoaded({ key, state: { kind: 'error', message: errorText(err, t, t('unexpected')) } });
      });
    const params = new URLSearchParams();
    if (tab !== 'all') params.set('status', tab);
    if (search) params.set('search', search);
    if (page > 1) params.set('page', String(page));
    const q = params.toString();
    history.replaceState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}`);
    return () => ctrl.abort();
  }, [tab, search, page, reload, t]);

  // Reload when the user signs in on this page (the page is guarded by the sign-in dialog).
  useOnSignIn(() => setReload((n) => n + 1));

  // Live search: commit the typed text after a short pause.
  useEffect(() => {
    if (searchInput.trim() === search) return;
    const timer = window.setTimeout(() => {
      setSearch(searchInput.trim());
      setPage(1);
    }, 350);
    return () => window.clearTimeout(timer);
  }, [searchInput, search]);

  const rows = list.kind === 'ok' ? list.rows : [];
  const meta = list.kind === 'ok' ? list.meta : null;
  const pageIds = rows.map((r) => r.id);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));

  const showError = (message: string) => setAlert({ kind: 'error', title: t('error'), message });
  const dismissAlert = useCallback(
    (action?: AlertAction) => {
      setAlert((current) => {
        current?.onClose?.();
        return null;
      });
      action?.onSelect?.();
    },
    [],
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(searchInput.trim());
    setPage(1);
  };

  const chooseTab = (next: StatusTab) => {
    setTab(next);
    setPage(1);
    setSelected([]);
  };

  const askToggle = (ad: MyAd) => {
    const kind = toggleKind(ad.status);
    setAlert({
      kind: 'question',
      title: t(kind === 'publish' ? 'publishTitle' : 'archiveTitle'),
      message: t(kind === 'publish' ? 'publishText' : 'archiveText'),
      actions: [
        { label: t('cancel') },
        { label: t(kind === 'publish' ? 'publishConfirm' : 'archiveConfirm'), primary: true, onSelect: () => void doToggle(ad, kind) },
      ],
    });
  };

  const doToggle = async (ad: MyAd, kind: 'publish' | 'archive') => {
    setBusy(true);
    try {
      await toggleAdActive(ad.id);
      setLive(t(kind === 'publish' ? 'published' : 'archived'));
      setReload((n) => n + 1);
    } catch (err) {
      showError(errorText(err, t, t(kind === 'publish' ? 'publishFailed' : 'archiveFailed')));
    } finally {
      setBusy(false);
    }
  };

  const askDelete = (ids: number[]) => {
    if (!ids.length) return;
    setAlert({
      kind: 'question',
      title: t('deleteTitle'),
      message: t('deleteText', { count: ids.length }),
      actions: [{ label: t('cancel') }, { label: t('deleteConfirm'), primary: true, onSelect: () => void doDelete(ids) }],
    });
  };

  const doDelete = async (ids: number[]) => {
    setBusy(true);
    try {
      await deleteAds(ids);
      setSelected((s) => s.filter((id) => !ids.includes(id)));
      setLive(t('deleted', { count: ids.length }));
      const onPage = ids.filter((id) => pageIds.includes(id)).length;
      const nextPage = pageAfterDelete(page, rows.length, onPage);
      if (nextPage !== page) setPage(nextPage);
      else setReload((n) => n + 1);
    } catch (err) {
      showError(errorText(err, t, t('deleteFailed')));
    } finally {
      setBusy(false);
    }
  };

  const openBoost = (ad: MyAd) => {
    setBoostAd(ad);
    setChosen(null);
    if (options === null || options === 'error') {
      setOptions(null);
      promotionOptions()
        .then((res) => setOptions(res.data))
        .catch(() => setOptions('error'));
    }
  };

  const boostList = Array.isArray(options) ? boostOptions(options) : [];
  const chosenOption = boostList.find((o) => o.id === chosen) ?? null;

  const continueBoost = () => {
    if (!boostAd) return;
    if (!chosenOption) {
      showError(t('selectPayment'));
      return;
    }
    const ad = boostAd;
    const option = chosenOption;
    const label = optionLabel(option, i18n.locale).name;
    setBoostAd(null);
    if (isPaidOption(option)) {
      setAlert({
        kind: 'question',
        title: t('boostConfirmTitle'),
        message: t('boostConfirmText', { price: formatPrice(option.price, '$'), option: label }),
        actions: [{ label: t('cancel') }, { label: t('boostPay'), primary: true, onSelect: () => void checkout(ad, option) }],
      });
    } else void checkout(ad, option);
  };

  const checkout = async (ad: MyAd, option: PromotionOption) => {
    const offerType = offerTypeForOption(option.id);
    if (!offerType) return;
    setBusy(true);
    try {
      const res = await promotionCheckout({ adId: ad.id, offerType });
      if (!res.data?.sessionId || !res.data.url) {
        showError(t('noSession'));
        setBusy(false);
        return;
      }
      setLive(t('redirecting'));
      window.location.assign(res.data.url);
    } catch (err) {
      showError(errorText(err, t, t('paymentFailed')));
      setBusy(false);
    }
  };

  const statusBadge = (ad: MyAd) => (
    <span className={`ma-status ${isActive(ad.status) ? 'is-active' : 'is-inactive'}`}>{t(isActive(ad.status) ? 'status.active' : 'status.inactive')}</span>
  );

  const thumb = (ad: MyAd) => {
    const src = cardImage(ad);
    return (
      <a className="ma-thumb" href={`/product/${ad.id}`} aria-label={t('openAd', { name: ad.name })}>
        {src ? <img src={src} alt="" width={96} height={72} loading="lazy" decoding="async" /> : <span className="ma-noimg">{t('noImage')}</span>}
      </a>
    );
  };

  const actions = (ad: MyAd) => {
    const badge = promotionBadge(ad.is_sponsored);
    return (
      <div className="ma-actions" role="group" aria-label={t('actionsFor', { name: ad.name })}>
        <a className="btn ma-btn" href={`/edit-ad/${ad.id}`}>
          {t('edit')}
        </a>
        <button type="button" className="btn ma-btn" disabled={busy} onClick={() => askToggle(ad)}>
          {t(isActive(ad.status) ? 'deactivate' : 'activate')}
        </button>
        {canBoost(ad) ? (
          <button type="button" className="btn ma-btn ma-boost" disabled={busy} onClick={() => openBoost(ad)}>
            {t('boost')}
          </button>
        ) : (
          <span className={`ma-promoted ma-promoted-${badge ?? 'sponsored'}`}>{t('boosted')}</span>
        )}
        <button type="button" className="btn ma-btn ma-danger" disabled={busy} onClick={() => askDelete([ad.id])}>
          {t('delete')}
        </button>
      </div>
    );
  };

  const checkbox = (ad: MyAd, suffix: string) => (
    <input
      type="checkbox"
      id={`ma-sel-${suffix}-${ad.id}`}
      checked={selected.includes(ad.id)}
      onChange={() => setSelected((s) => toggleSelected(s, ad.id))}
      aria-label={t('selectAd', { name: ad.name })}
    />
  );

  return (
    <section className="ma container" aria-labelledby="ma-title">
      <div className="ma-head">
        <h1 id="ma-title">{t('title')}</h1>
        <a className="btn btn-primary" href="/add-listing">
          {t('postAd')}
        </a>
      </div>

      <form className="ma-search" role="search" onSubmit={onSubmit}>
        <label htmlFor="ma-search-input" className="visually-hidden">
          {t('searchLabel')}
        </label>
        <input id="ma-search-input" type="search" value={searchInput} placeholder={t('searchPlaceholder')} onChange={(e) => setSearchInput(e.target.value)} />
        <button type="submit" className="btn">
          {t('search')}
        </button>
      </form>

      <TabList tabs={STATUS_TABS} current={tab} onChoose={chooseTab} label={t('tabs.label')} idPrefix="ma-tab" panelId="ma-panel" className="ma-tabs" tabClassName="ma-tab">
        {(s) => t(`tabs.${s}`)}
      </TabList>

      <div id="ma-panel" role="tabpanel" aria-labelledby={`ma-tab-${tab}`} aria-busy={list.kind === 'loading'}>
        <p className="visually-hidden" role="status" aria-live="polite">
          {live}
        </p>
        {list.kind === 'loading' && (
          <p className="ma-state" role="status">
            <span className="ma-spinner" aria-hidden="true" /> {t('loading')}
          </p>
        )}
        {list.kind === 'error' && (
          <div className="ma-state ma-error" role="alert">
            <p>{list.message}</p>
            <button type="button" className="btn" onClick={() => setReload((n) => n + 1)}>
              {t('retry')}
            </button>
          </div>
        )}
        {list.kind === 'ok' && rows.length === 0 && <p className="ma-state">{t('empty')}</p>}
        {list.kind === 'ok' && rows.length > 0 && (
          <>
            <div className="ma-bulk">
              <label className="ma-check">
                <input type="checkbox" checked={allSelected} onChange={() => setSelected((s) => toggleAll(s, pageIds))} />
                <span>{t('selectAll')}</span>
              </label>
              {selected.length > 0 && (
                <>
                  <span aria-live="polite">{t('selected', { count: selected.length })}</span>
                  <button type="button" className="btn ma-danger" disabled={busy} onClick={() => askDelete(selected)}>
                    {t('deleteSelected')}
                  </button>
                </>
              )}
            </div>

            <table className="ma-table">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('col.select')}</span>
                  </th>
                  <th scope="col">{t('col.image')}</th>
                  <th scope="col">{t('col.name')}</th>
                  <th scope="col">{t('col.price')}</th>
                  <th scope="col">{t('col.status')}</th>
                  <th scope="col">{t('col.views')}</th>
                  <th scope="col">{t('col.created')}</th>
                  <th scope="col">{t('col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((ad) => (
                  <tr key={ad.id} className={selected.includes(ad.id) ? 'is-selected' : undefined}>
                    <td>{checkbox(ad, 't')}</td>
                    <td>{thumb(ad)}</td>
                    <td className="ma-name">
                      <a href={`/product/${ad.id}`}>{ad.name}</a>
                    </td>
                    <td>{formatPrice(ad.price, ad.currency_symbol)}</td>
                    <td>{statusBadge(ad)}</td>
                    <td>{Number(ad.total_view ?? 0)}</td>
                    <td>{shortDate(ad.created_at, i18n.locale)}</td>
                    <td>{actions(ad)}</td>
                  </tr>
                ))}
              </tbody>
            </table>

            <ul className="ma-cards">
              {rows.map((ad) => (
                <li key={ad.id} className={`ma-card card${selected.includes(ad.id) ? ' is-selected' : ''}`}>
                  <div className="ma-card-top">
                    <span className="ma-card-check">{checkbox(ad, 'c')}</span>
                    {thumb(ad)}
                    <div className="ma-card-info">
                      <a className="ma-name" href={`/product/${ad.id}`}>
                        {ad.name}
                      </a>
                      <span className="ma-price">{formatPrice(ad.price, ad.currency_symbol)}</span>
                      <span className="ma-meta">
                        {statusBadge(ad)} · {t('views', { count: Number(ad.total_view ?? 0) })} · {shortDate(ad.created_at, i18n.locale)}
                      </span>
                    </div>
                  </div>
                  {actions(ad)}
                </li>
              ))}
            </ul>

            {meta && meta.last_page > 1 && (
              <Pagination page={page} last={meta.last_page} texts={{ label: t('pagination'), previous: t('prev'), next: t('next'), page: (p) => t('page', { page: p }) }} onPage={setPage} />
            )}
          </>
        )}
      </div>

      <Modal
        open={boostAd !== null}
        title={t('boostTitle')}
        onClose={() => setBoostAd(null)}
        closeLabel={t('close')}
        actions={
          <>
            <button type="button" className="btn" onClick={() => setBoostAd(null)}>
              {t('cancel')}
            </button>
            <button type="button" className="btn btn-primary" disabled={!chosenOption || busy} onClick={continueBoost}>
              {t('boostContinue')}
            </button>
          </>
        }
      >
        {boostAd && <p className="ma-boost-intro">{t('boostIntro', { name: boostAd.name })}</p>}
        {options === null && <p role="status">{t('boostLoading')}</p>}
        {options === 'error' && <p role="alert">{t('unexpected')}</p>}
        {Array.isArray(options) && boostList.length === 0 && <p>{t('boostNone')}</p>}
        {boostList.length > 0 && (
          <fieldset className="ma-options">
            <legend className="visually-hidden">{t('boostTitle')}</legend>
            {boostList.map((o) => {
              const label = optionLabel(o, i18n.locale);
              return (
                <label key={o.id} className={`ma-option${chosen === o.id ? ' is-chosen' : ''}`}>
                  <input type="radio" name="ma-boost-option" value={o.id} checked={chosen === o.id} onChange={() => setChosen(o.id)} />
                  <span className="ma-option-text">
                    <strong>{label.name}</strong>
                    <small>{label.description}</small>
                  </span>
                  <span className="ma-option-price">{formatPrice(o.price, '$')}</span>
                </label>
              );
            })}
          </fieldset>
        )}
      </Modal>

      <AlertDialog alert={alert} onDismiss={dismissAlert} okLabel={t('ok')} closeLabel={t('close')} />
    </section>
  );
}
