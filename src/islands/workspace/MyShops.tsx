import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { ResultsState } from '../../components/ResultsState.tsx';
import { NoImage } from '../orders/shared.tsx';
import { useMyShops } from './shared.tsx';
import './workspace.css';

/** The shop owner's workspace home: the caller's shops, or how to get one (request, then approval). */
export default function MyShops({ i18n }: { i18n: I18nProps }) {
  const t = useT(i18n, 'workspace');
  const { shops, error, reload } = useMyShops();
  return (
    <section className="ws container" aria-labelledby="ws-title">
      <h1 id="ws-title">{t('title')}</h1>
      <ResultsState
        look="panel"
        loading={shops === null && !error}
        busy={shops === null && !error}
        error={error ? { text: t('loadFailed'), onRetry: reload } : null}
        empty={null}
        texts={{ loading: t('loading'), retry: t('retry') }}
      />
      {shops !== null && shops.length === 0 && (
        <div className="ws-empty card">
          <h2>{t('empty.title')}</h2>
          <ol className="ws-steps">
            <li>{t('empty.step1')}</li>
            <li>{t('empty.step2')}</li>
            <li>{t('empty.step3')}</li>
          </ol>
          <a className="btn btn-primary" href="/request-shop">
            {t('empty.cta')}
          </a>
        </div>
      )}
      {shops !== null && shops.length > 0 && (
        <ul className="ws-shops">
          {shops.map((s) => (
            <li key={s.id} className="card ws-shop">
              <div className="ws-shop-top">
                <div className="ws-shop-logo">{s.logo ? <img src={s.logo} alt="" width={56} height={56} /> : <NoImage kind="shop" />}</div>
                <div className="ws-shop-text">
                  <h2>{s.name}</h2>
                  <p className="ws-muted">
                    {[s.city, typeof s.country === 'string' ? s.country : s.country?.name].filter(Boolean).join(', ')}
                    {s.total_review ? ` · ★ ${Number(s.average_rating ?? 0).toFixed(1)} (${t('reviews', { count: s.total_review })})` : ''}
                  </p>
                  <p className="ws-muted">
                    {t('productsCount', { count: Number(s.total_products ?? 0) })} · {t('openOrders', { count: Number(s.open_orders ?? 0) })}
                  </p>
                </div>
              </div>
              <div className="ws-shop-links">
                <a className="btn btn-primary" href={`/shop-workspace/${s.id}/products`}>
                  {t('products.title')}
                </a>
                <a className="btn" href={`/shop-workspace/${s.id}/orders`}>
                  {t('orders.title')}
                </a>
                <a className="btn" href={`/shop/${s.id}`}>
                  {t('viewShop')}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      {shops !== null && shops.length > 0 && (
        <p className="ws-muted ws-more">
          {t('anotherShop')} <a href="/request-shop">{t('empty.cta')}</a>
        </p>
      )}
    </section>
  );
}
