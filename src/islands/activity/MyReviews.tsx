import { useCallback } from 'react';
import { myReviews, MY_REVIEW_TABS, type MyReview, type MyReviewTab } from '../../lib/api/reviews.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { TabList } from '../../components/TabList.tsx';
import { errorText } from '../../lib/error-text.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps, Translate } from '../../i18n/translator.ts';
import { formatDate, NoImage } from '../orders/shared.tsx';
import { PagedList } from './PagedList.tsx';
import { usePagedTab } from './use-paged-tab.ts';
import '../orders/orders.css';
import './activity.css';

type Props = { i18n: I18nProps; initialTab: MyReviewTab; initialPage: number };

const load = (tab: MyReviewTab, page: number, signal: AbortSignal) => myReviews(tab, page, signal);

/** My Reviews (spec 001): the reviews I wrote, and those buyers wrote about my shop and items or my ads (decision 110). */
export default function MyReviews({ i18n, initialTab, initialPage }: Props) {
  const t = useT(i18n, 'reviews');
  const failText = useCallback((err: unknown) => errorText(err, t, t('my.failed')), [t]);
  const list = usePagedTab({ initialTab, initialPage, defaultTab: 'mine', load, failText });
  return (
    <section className="ord act container" aria-labelledby="act-title">
      <h1 id="act-title">{t('my.title')}</h1>
      <TabList tabs={MY_REVIEW_TABS} current={list.tab} onChoose={list.setTab} label={t('my.tabsLabel')} idPrefix="act-tab" panelId="act-panel" className="ord-tabs" tabClassName="ord-tab">
        {(tab) => t(`my.tabs.${tab}`)}
      </TabList>
      <div id="act-panel" role="tabpanel" aria-labelledby={`act-tab-${list.tab}`} aria-busy={list.state.kind === 'loading'}>
        <p className="ord-muted act-hint">{t(`my.hint.${list.tab}`)}</p>
        <PagedList
          state={list.state}
          texts={{ loading: t('my.loading'), retry: t('my.retry'), found: (count) => t('my.found', { count }) }}
          empty={
            <>
              <p>{t(`my.empty.${list.tab}`)}</p>
              {list.tab === 'mine' && (
                <a className="btn" href="/user-transactions">
                  {t('my.toTransactions')}
                </a>
              )}
            </>
          }
          onRetry={list.retry}
        >
          {(rows: MyReview[]) => (
            <ul className="act-list">
              {rows.map((r) => (
                <ReviewRow key={r.id} review={r} t={t} locale={i18n.locale} showReviewer={list.tab !== 'mine'} />
              ))}
            </ul>
          )}
        </PagedList>
        {list.state.kind === 'ok' && list.state.lastPage > 1 && (
          <Pagination page={list.page} last={list.state.lastPage} texts={{ label: t('my.pagination'), previous: t('my.prev'), next: t('my.next'), page: (p) => t('my.page', { page: p }) }} onPage={list.setPage} />
        )}
      </div>
    </section>
  );
}

function ReviewRow({ review, t, locale, showReviewer }: { review: MyReview; t: Translate; locale: string; showReviewer: boolean }) {
  const target = review.target;
  const titleId = `act-review-${review.id}`;
  const reviewer = [review.reviewer.name, review.reviewer.last_name].filter(Boolean).join(' ') || t('my.deletedMember');
  return (
    <li className="act-row card" aria-labelledby={titleId}>
      <div className="ord-card-img act-img">{target.image ? <img src={target.image} alt="" width={72} height={72} loading="lazy" decoding="async" /> : <NoImage kind={target.kind === 'shop' ? 'shop' : 'item'} />}</div>
      <div className="act-body">
        <p className="act-kind">{t(`my.kind.${target.kind}`)}</p>
        <h2 id={titleId} className="act-title">
          {target.link ? <a href={target.link}>{target.name}</a> : target.name}
        </h2>
        <p className="act-meta">
          <span className="act-stars" role="img" aria-label={t('my.rating', { rating: review.rating })}>
            {[1, 2, 3, 4, 5].map((n) => (
              <span key={n} aria-hidden="true" className={n <= review.rating ? undefined : 'is-empty'}>
                ★
              </span>
            ))}
          </span>
          <span>{formatDate(review.created_at, locale)}</span>
          {showReviewer && <span>{t('my.by', { name: reviewer })}</span>}
        </p>
        <p className="act-comment">{review.comment}</p>
        {review.files.length > 0 && (
          <ul className="act-photos">
            {review.files.map((src, i) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noopener">
                  <img src={src} alt={t('my.photo', { n: i + 1 })} width={56} height={56} loading="lazy" decoding="async" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
