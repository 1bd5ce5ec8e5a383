import { useCallback } from 'react';
import { myTransactions, TRANSACTION_TABS, type Transaction, type TransactionTab } from '../../lib/api/orders.ts';
import { itemReviewHref } from '../../lib/api/reviews.ts';
import { formatPrice } from '../../../common/price.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { TabList } from '../../components/TabList.tsx';
import { errorText } from '../../lib/error-text.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps, Translate } from '../../i18n/translator.ts';
import { formatDate, NoImage, StepBadge } from '../orders/shared.tsx';
import { PagedList } from './PagedList.tsx';
import { usePagedTab } from './use-paged-tab.ts';
import '../orders/orders.css';
import './activity.css';

type Props = { i18n: I18nProps; initialTab: TransactionTab; initialPage: number };

const load = (tab: TransactionTab, page: number, signal: AbortSignal) => myTransactions(tab, page, signal);

/**
 * Transactions (spec 001): Bought and Sold, from placed orders and ads sold through an accepted offer
 * (decision 111). 'Write a review' on a received, not yet reviewed purchase opens the rating screen.
 */
export default function Transactions({ i18n, initialTab, initialPage }: Props) {
  const t = useT(i18n, 'orders');
  const failText = useCallback((err: unknown) => errorText(err, t, t('transactions.failed')), [t]);
  const list = usePagedTab({ initialTab, initialPage, defaultTab: 'bought', load, failText });
  return (
    <section className="ord act container" aria-labelledby="act-title">
      <h1 id="act-title">{t('transactions.title')}</h1>
      <TabList tabs={TRANSACTION_TABS} current={list.tab} onChoose={list.setTab} label={t('transactions.tabsLabel')} idPrefix="act-tab" panelId="act-panel" className="ord-tabs" tabClassName="ord-tab">
        {(tab) => t(`transactions.tabs.${tab}`)}
      </TabList>
      <div id="act-panel" role="tabpanel" aria-labelledby={`act-tab-${list.tab}`} aria-busy={list.state.kind === 'loading'}>
        <PagedList
          state={list.state}
          texts={{ loading: t('transactions.loading'), retry: t('transactions.retry'), found: (count) => t('transactions.found', { count }) }}
          empty={<p>{t(`transactions.empty.${list.tab}`)}</p>}
          onRetry={list.retry}
        >
          {(rows: Transaction[]) => (
            <ul className="act-list">
              {rows.map((r) => (
                <TransactionRow key={`${r.kind}-${r.id}`} row={r} tab={list.tab} t={t} locale={i18n.locale} />
              ))}
            </ul>
          )}
        </PagedList>
        {list.state.kind === 'ok' && list.state.lastPage > 1 && (
          <Pagination page={list.page} last={list.state.lastPage} texts={{ label: t('pagination'), previous: t('prev'), next: t('next'), page: (p) => t('page', { page: p }) }} onPage={list.setPage} />
        )}
      </div>
    </section>
  );
}

function TransactionRow({ row, tab, t, locale }: { row: Transaction; tab: TransactionTab; t: Translate; locale: string }) {
  const titleId = `act-${row.kind}-${row.id}`;
  const party = tab === 'sold' ? t('transactions.toBuyer', { name: row.party.name }) : row.kind === 'order' ? t('transactions.fromShop', { name: row.party.name }) : t('transactions.fromSeller', { name: row.party.name });
  const linkText = row.kind === 'offer' ? t('transactions.viewAd') : tab === 'bought' ? t('transactions.viewOrder') : t('transactions.viewShopOrders');
  return (
    <li className="act-row card" aria-labelledby={titleId}>
      <div className="ord-card-img act-img">{row.image ? <img src={row.image} alt="" width={72} height={72} loading="lazy" decoding="async" /> : <NoImage />}</div>
      <div className="act-body">
        <div className="ord-card-head">
          <h2 id={titleId} className="act-title">
            {row.name}
          </h2>
          {row.state === 'sold' ? <span className="ord-badge is-step-delivered">{t('transactions.sold')}</span> : <StepBadge t={t} step={row.state} />}
        </div>
        <p className="act-meta">
          <strong>{formatPrice(row.total, row.currency)}</strong>
          {row.quantity > 1 && <span>{t('transactions.quantity', { count: row.quantity })}</span>}
          <span>{formatDate(row.created_at, locale)}</span>
        </p>
        <p className="ord-muted act-party">
          {party}
          {row.order_number ? ` · ${t('orderNumber', { number: row.order_number })}` : ` · ${t('transactions.viaOffer')}`}
        </p>
        <div className="act-actions">
          <a className="btn" href={row.link} aria-describedby={titleId}>
            {linkText}
          </a>
          {row.can_review && (
            <a
              className="btn btn-primary"
              href={itemReviewHref({ ads_id: row.ad_id, shop_id: row.shop_id, name: row.name, image: row.image, price: row.unit_price }, '/user-transactions')}
              aria-label={t('transactions.writeReviewFor', { name: row.name })}
            >
              {t('writeReview')}
            </a>
          )}
          {row.reviewed && <span className="act-reviewed">✓ {t('transactions.reviewed')}</span>}
        </div>
      </div>
    </li>
  );
}
