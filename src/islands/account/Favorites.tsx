import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps, Translate } from '../../i18n/translator.ts';
import { favorites, toggleFavoriteSeller } from '../../lib/api/sellers.ts';
import { toggleFavoriteAd } from '../../lib/api/ads.ts';
import { cardImage, type Ad } from '../../lib/ad-card.ts';
import { formatPrice } from '../../../common/price.ts';
import { sectionOn } from '../../lib/sections.ts';
import { fullName, matchesQuery } from '../../lib/seller.ts';
import { useSession } from '../../stores/use-session.ts';
import { TabList } from '../../components/TabList.tsx';
import { AdCardItem } from '../ads/AdCardItem.tsx';
import { toggleFeedFavorite, type Feed } from '../../lib/api/feeds.ts';
import { feedPicture } from '../../lib/feeds.ts';
import './account.css';

type Tab = 'ads' | 'sellers' | 'feeds' | 'shop';
/** The Feeds tab comes with the feeds section. */
const TABS: Tab[] = (['ads', 'sellers', 'feeds', 'shop'] as const).filter((tab) => tab !== 'feeds' || sectionOn('feeds'));
type FavoriteKind = Parameters<typeof favorites>[0];
const API_TYPE: Record<Tab, FavoriteKind> = { ads: 'ads', sellers: 'seller', feeds: 'feeds', shop: 'shop' };

type Seller = { id: number; name: string; lastName: string; avatar: string | null; totalAds: number };
type ShopItem = { id: number; name?: string | null; price?: number | string | null; currency_symbol?: string | null; image?: string | null; attachment?: Ad['attachment'] };
type Item = Ad | Seller | Feed | ShopItem;
type ListState = { items: Item[] } | { error: true } | null;

/** Text the search filter matches (spec 001 'Favorites'): ads and shop items by name, sellers by full name, feeds by comment. */
function searchable(tab: Tab, item: Item): string {
  if (tab === 'sellers') return fullName(item as Seller);
  if (tab === 'feeds') return (item as Feed).comment ?? '';
  return (item as Ad | ShopItem).name ?? '';
}

/** The removal call of each kind; shop items have none. */
async function removeCall(tab: Tab, id: number) {
  if (tab === 'ads') return toggleFavoriteAd(id);
  if (tab === 'sellers') return toggleFavoriteSeller(id);
  if (tab === 'feeds') return toggleFeedFavorite(id);
  throw new Error('unsupported');
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="fav-remove" aria-label={label} title={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.6 1.2 4.4 2.5h2C13.8 6.2 15.3 5 17.4 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z" fill="currentColor" />
      </svg>
    </button>
  );
}

function Row({ tab, item, t, onRemove }: { tab: Tab; item: Item; t: Translate; onRemove: (() => void) | null }) {
  if (tab === 'ads') {
    const ad = item as Ad;
    return (
      <div className="fav-ad">
        <ul className="fav-ad-card">
          <AdCardItem ad={ad} t={t} />
        </ul>
        {onRemove && <RemoveButton label={t('favorites.remove', { name: ad.name })} onClick={onRemove} />}
      </div>
    );
  }
  if (tab === 'sellers') {
    const s = item as Seller;
    const name = fullName(s);
    return (
      <div className="fav-row card">
        <a className="fav-row-link" href={`/seller-profile/${s.id}`}>
          {s.avatar ? <img src={s.avatar} alt="" width="48" height="48" loading="lazy" /> : <span className="acc-initial" aria-hidden="true">{(name || '?').charAt(0).toUpperCase()}</span>}
          <span>
            <strong>{name}</strong>
            <span className="acc-muted">{t('favorites.ads', { count: s.totalAds ?? 0 })}</span>
          </span>
        </a>
        {onRemove && <RemoveButton label={t('favorites.remove', { name })} onClick={onRemove} />}
      </div>
    );
  }
  if (tab === 'feeds') {
    const f = item as Feed;
    const img = feedPicture(f);
    const text = f.comment || `#${f.id}`;
    return (
      <div className="fav-row card">
        <a className="fav-row-link" href={`/view-feed/${f.id}`}>
          {img ? <img src={img} alt="" width="48" height="48" loading="lazy" /> : <span className="acc-initial" aria-hidden="true">▶</span>}
          <span className="fav-clamp">{text}</span>
        </a>
        {onRemove && <RemoveButton label={t('favorites.remove', { name: text })} onClick={onRemove} />}
      </div>
    );
  }
  const s = item as ShopItem;
  const img = s.image ?? (s.attachment ? cardImage({ attachment: s.attachment }) : null);
  return (
    <div className="fav-row card">
      <a className="fav-row-link" href={`/item/${s.id}`}>
        {img ? <img src={img} alt="" width="48" height="48" loading="lazy" /> : <span className="acc-initial" aria-hidden="true">□</span>}
        <span>
          <strong>{s.name}</strong>
          {s.price != null && <span className="acc-muted">{formatPrice(s.price, s.currency_symbol || '$')}</span>}
        </span>
      </a>
    </div>
  );
}

/**
 * Favorites (spec 001 'Favorites'): tabs Ads, Sellers, Feeds, Shop Items with a search filter. A removal leaves the
 * list at once and comes back when the call fails (spec 001 §3 'Favorites').
 */
export default function Favorites({ i18n }: { i18n: I18nProps }) {
  const t = useT(i18n, 'account');
  const session = useSession();
  const [tab, setTab] = useState<Tab>('ads');
  const [query, setQuery] = useState('');
  const [lists, setLists] = useState<Record<Tab, ListState>>({ ads: null, sellers: null, feeds: null, shop: null });
  const [failed, setFailed] = useState<string | null>(null);

  const fetchTab = (which: Tab) =>
    favorites(API_TYPE[which]).then(
      (res) => setLists((l) => ({ ...l, [which]: { items: res.data } })),
      () => setLists((l) => ({ ...l, [which]: { error: true } })),
    );

  useEffect(() => {
    if (session.isAuthenticated && lists[tab] === null) void fetchTab(tab);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tab, session.isAuthenticated]);

  const remove = async (which: Tab, item: Item) => {
    const state = lists[which];
    if (!state || !('items' in state)) return;
    const index = state.items.indexOf(item);
    setFailed(null);
    setLists((l) => {
      const s = l[which];
      return s && 'items' in s ? { ...l, [which]: { items: s.items.filter((x) => x.id !== item.id) } } : l;
    });
    try {
      await removeCall(which, item.id);
    } catch {
      setLists((l) => {
        const s = l[which];
        if (!s || !('items' in s) || s.items.some((x) => x.id === item.id)) return l;
        const items = [...s.items];
        items.splice(Math.min(index, items.length), 0, item);
        return { ...l, [which]: { items } };
      });
      setFailed(t('favorites.loadFailed'));
    }
  };

  const state = lists[tab];
  const visible = state && 'items' in state ? state.items.filter((item) => matchesQuery(searchable(tab, item), query)) : [];

  return (
    <div className="favorites">
      <div className="fav-toolbar">
        <TabList tabs={TABS} current={tab} onChoose={setTab} label={t('favorites.title')} idPrefix="fav-tab" panelId="fav-panel" className="acc-tabs" tabClassName="acc-tab">
          {(id) => t(`favorites.tabs.${id}`)}
        </TabList>
        <label className="fav-search">
          <span className="visually-hidden">{t('favorites.search')}</span>
          <input type="search" value={query} placeholder={t('favorites.searchPlaceholder')} onChange={(e) => setQuery(e.target.value)} />
        </label>
      </div>
      {failed && (
        <p className="acc-error" role="alert">
          {failed}
        </p>
      )}
      <div role="tabpanel" id="fav-panel" aria-labelledby={`fav-tab-${tab}`} tabIndex={0} aria-busy={session.isAuthenticated && state === null}>
        {!session.isAuthenticated || state === null ? (
          <p className="acc-empty">{t('favorites.loading')}</p>
        ) : 'error' in state ? (
          <p className="acc-empty" role="alert">
            {t('favorites.loadFailed')}{' '}
            <button type="button" className="btn" onClick={() => {
                setLists((l) => ({ ...l, [tab]: null }));
                void fetchTab(tab);
              }}>
              {t('favorites.retry')}
            </button>
          </p>
        ) : visible.length === 0 ? (
          <p className="acc-empty">{t(`favorites.empty.${tab}`)}</p>
        ) : (
          <ul className={tab === 'ads' ? 'ad-grid fav-grid' : 'fav-list'}>
            {visible.map((item) => (
              <li key={item.id}>
                <Row tab={tab} item={item} t={t} onRemove={tab === 'shop' ? null : () => void remove(tab, item)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
