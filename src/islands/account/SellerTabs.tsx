import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { sellerAds } from '../../lib/api/ads.ts';
import type { Ad } from '../../lib/ad-card.ts';
import { sectionOn } from '../../lib/sections.ts';
import { TabList } from '../../components/TabList.tsx';
import { AdCardItem } from '../ads/AdCardItem.tsx';
import './account.css';

/** The Feeds tab's grid loads when the tab is first opened. */
const SellerFeeds = lazy(() => import('../feeds/SellerFeeds.tsx'));

type Props = {
  i18n: I18nProps;
  sellerId: number;
  /** The first page of the seller's ads, rendered on the server (null when that call failed). */
  initialAds: Ad[] | null;
  initialPage: number;
  lastPage: number;
};

type Tab = 'feeds' | 'ads';
/** The Feeds tab comes with the feeds section; until then the seller's ads stand alone under a heading. */
const TABS: Tab[] = sectionOn('feeds') ? ['feeds', 'ads'] : ['ads'];

/** The seller profile's tabs Feeds and Ads (spec 001 'Seller profile'); ads page 10 at a time. */
export default function SellerTabs({ i18n, sellerId, initialAds, initialPage, lastPage: initialLast }: Props) {
  const t = useT(i18n, 'account');
  const [tab, setTab] = useState<Tab>('ads');
  const [ads, setAds] = useState<Ad[] | null>(initialAds);
  const [page, setPage] = useState(initialPage);
  const [lastPage, setLastPage] = useState(initialLast);
  const [busy, setBusy] = useState(false);
  const [feedsSeen, setFeedsSeen] = useState(false);
  if (tab === 'feeds' && !feedsSeen) setFeedsSeen(true);
  const panelRef = useRef<HTMLDivElement>(null);

  const load = async (next: number) => {
    if (busy) return;
    setBusy(true);
    try {
      const res = await sellerAds(sellerId, next);
      setAds(res.data);
      setPage(res.meta.current_page);
      setLastPage(res.meta.last_page);
      const url = new URL(location.href);
      url.searchParams.set('page', String(next));
      history.replaceState(null, '', url);
      panelRef.current?.scrollIntoView({ block: 'start' });
    } catch {
      setAds(null);
    } finally {
      setBusy(false);
    }
  };

  const adsList = (
    <>
      {ads === null ? (
        <p className="acc-empty" role="alert">
          {t('seller.adsFailed')}{' '}
          <button type="button" className="btn" onClick={() => load(page)}>
            {t('seller.retry')}
          </button>
        </p>
      ) : ads.length === 0 ? (
        <p className="acc-empty">{t('seller.noAds')}</p>
      ) : (
        <ul className="ad-grid">
          {ads.map((ad, i) => (
            <AdCardItem key={ad.id} ad={ad} t={t} eager={i < 2} />
          ))}
        </ul>
      )}
      {ads !== null && lastPage > 1 && (
        <nav className="acc-pager" aria-label={t('seller.pagination')}>
          <button type="button" className="btn" disabled={page <= 1 || busy} onClick={() => load(page - 1)}>
            {t('seller.previous')}
          </button>
          <span aria-live="polite">{t('seller.page', { page, pages: lastPage })}</span>
          <button type="button" className="btn" disabled={page >= lastPage || busy} onClick={() => load(page + 1)}>
            {t('seller.next')}
          </button>
        </nav>
      )}
    </>
  );

  if (TABS.length === 1) {
    return (
      <section className="seller-tabs" aria-labelledby="seller-ads-title">
        <h2 id="seller-ads-title" className="seller-ads-title">
          {t('seller.ads')}
        </h2>
        <div ref={panelRef} aria-busy={busy}>
          {adsList}
        </div>
      </section>
    );
  }
  return (
    <section className="seller-tabs" aria-label={t('seller.tabs')}>
      <TabList tabs={TABS} current={tab} onChoose={setTab} label={t('seller.tabs')} idPrefix="seller-tab" panelId={(id) => `seller-panel-${id}`} className="acc-tabs" tabClassName="acc-tab">
        {(id) => t(`seller.${id}`)}
      </TabList>
      <div role="tabpanel" id="seller-panel-feeds" aria-labelledby="seller-tab-feeds" hidden={tab !== 'feeds'} tabIndex={0}>
        {feedsSeen && (
          <Suspense fallback={null}>
            <SellerFeeds i18n={i18n} sellerId={sellerId} empty={t('seller.noFeeds')} failed={t('seller.feedsFailed')} />
          </Suspense>
        )}
      </div>
      <div role="tabpanel" id="seller-panel-ads" aria-labelledby="seller-tab-ads" hidden={tab !== 'ads'} tabIndex={0} ref={panelRef} aria-busy={busy}>
        {adsList}
      </div>
    </section>
  );
}
