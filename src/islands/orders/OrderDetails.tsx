import { useEffect, useState } from 'react';
import { getOrderDetails, lineImage, type MasterOrder, type OrderTab, type SubOrder } from '../../lib/api/orders.ts';
import { targetSegment } from '../../lib/api/reviews.ts';
import { addressLine, buildInvoice } from '../../lib/invoice.ts';
import { formatCents, toCents } from '../../../common/money.ts';
import { isOpenStep } from '../../../common/order-status.ts';
import { formatPrice } from '../../../common/price.ts';
import { errorText } from '../../lib/error-text.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps, Translate } from '../../i18n/translator.ts';
import { OrderPageState, formatDate, MasterBadge, NoImage, StepBadge } from './shared.tsx';
import { useSignInReload } from '../../stores/use-session.ts';
import './orders.css';

type Props = { i18n: I18nProps; masterOrderId: number; tab: OrderTab };
type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'error'; message: string } | { kind: 'ok'; order: MasterOrder };

const money = (v: string | number | null | undefined) => formatPrice(formatCents(toCents(v)), '$');

/** Order details (spec 002 §2.10): the order, the customer, each shop's sub-order, Track, invoice, reviews. */
export default function OrderDetails({ i18n, masterOrderId, tab }: Props) {
  const t = useT(i18n, 'orders');
  const signIns = useSignInReload();
  const [retry, setRetry] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; state: State } | null>(null);
  const [pdf, setPdf] = useState<'idle' | 'busy' | 'error'>('idle');
  const key = `${retry}|${signIns}`;
  const state: State = loaded?.key === key ? loaded.state : { kind: 'loading' };

  useEffect(() => {
    const ctrl = new AbortController();
    getOrderDetails(masterOrderId, ctrl.signal)
      .then((res) => setLoaded({ key, state: res.data ? { kind: 'ok', order: res.data } : { kind: 'missing' } }))
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        const status = (err as { httpStatus?: number }).httpStatus;
        setLoaded({ key, state: status === 404 ? { kind: 'missing' } : { kind: 'error', message: errorText(err, t, t('errors.masterOrder')) } });
      });
    return () => ctrl.abort();
  }, [key, masterOrderId, t]);

  const download = async (order: MasterOrder) => {
    setPdf('busy');
    try {
      // jsPDF and the font builder load only when a buyer asks for an invoice; the font files they fetch, too.
      const { saveInvoicePdf } = await import('./invoice-pdf.ts');
      await saveInvoicePdf(buildInvoice(order, (iso) => formatDate(iso, i18n.locale)), i18n);
      setPdf('idle');
    } catch {
      setPdf('error');
    }
  };

  const back = (
    <a className="ord-back" href={`/orders${tab !== 'All' ? `?tab=${tab}` : ''}`}>
      ← {t('backToOrders')}
    </a>
  );

  if (state.kind !== 'ok') {
    return (
      <OrderPageState
        t={t}
        title={t('details.title')}
        back={back}
        state={state}
        loading={t('details.loading')}
        missing={t('details.notFound')}
        onRetry={() => setRetry((n) => n + 1)}
      />
    );
  }

  const order = state.order;
  const subs = order.orders ?? [];
  const customer = order.customer ?? {};
  const first = subs[0];
  const total = toCents(order.total_amount);
  const discount = toCents(order.discount_amount);
  return (
    <section className="ord container" aria-labelledby="od-title">
      {back}
      <div className="od-head">
        <div>
          <h1 id="od-title">{t('details.title')}</h1>
          <p className="ord-muted">
            {t('orderNumber', { number: order.master_order_number })} · {t('placedOn', { date: formatDate(order.created_at, i18n.locale) })}
          </p>
        </div>
        <div className="od-head-actions">
          <MasterBadge t={t} steps={subs.map((s) => s.process_step ?? '')} />
          <button type="button" className="btn btn-primary" disabled={pdf === 'busy'} aria-busy={pdf === 'busy'} onClick={() => void download(order)}>
            {pdf === 'busy' ? t('invoice.preparing') : t('downloadInvoice')}
          </button>
        </div>
      </div>
      {pdf === 'error' && (
        <p className="ord-error-line" role="alert">
          {t('invoice.failed')}
        </p>
      )}

      <div className="od-cards">
        <section className="card od-card" aria-labelledby="od-summary">
          <h2 id="od-summary">{t('details.summary')}</h2>
          <dl className="od-dl">
            <dt>{t('details.items')}</dt>
            <dd>{order.total_quantity}</dd>
            <dt>{t('details.total')}</dt>
            <dd>{money(order.total_amount)}</dd>
            {discount !== 0 && (
              <>
                <dt>{t('details.discount')}</dt>
                <dd>−{money(order.discount_amount)}</dd>
              </>
            )}
            <dt className="od-grand">{t('details.grandTotal')}</dt>
            <dd className="od-grand">{formatPrice(formatCents(total - discount), '$')}</dd>
            {order.payment_status && (
              <>
                <dt>{t('details.payment')}</dt>
                <dd>{t(`payment.${order.payment_status}`)}</dd>
              </>
            )}
          </dl>
        </section>
        <section className="card od-card" aria-labelledby="od-customer">
          <h2 id="od-customer">{t('details.customer')}</h2>
          <dl className="od-dl od-dl-contact">
            <dt>{t('details.name')}</dt>
            <dd>{[customer.name, customer.last_name].filter(Boolean).join(' ') || '—'}</dd>
            <dt>{t('details.email')}</dt>
            <dd className="od-wrap">{customer.email || '—'}</dd>
            <dt>{t('details.phone')}</dt>
            <dd>{customer.phone || '—'}</dd>
            {first && (
              <>
                <dt>{t('details.address')}</dt>
                <dd className="od-wrap">{addressLine(first)}</dd>
              </>
            )}
          </dl>
        </section>
      </div>

      <h2 className="od-subs-title">{t('details.shipments', { count: subs.length })}</h2>
      <ul className="od-subs">
        {subs.map((sub) => (
          <SubOrderCard key={sub.id} sub={sub} t={t} locale={i18n.locale} />
        ))}
      </ul>
    </section>
  );
}

function SubOrderCard({ sub, t, locale }: { sub: SubOrder; t: Translate; locale: string }) {
  const step = (sub.process_step ?? '').toLowerCase();
  const delivered = step === 'delivered';
  const headingId = `od-sub-${sub.id}`;
  const shopTarget = sub.shop ? targetSegment({ shop_id: sub.shop.id, name: sub.shop.name, image: sub.shop.logo ?? null }) : null;
  return (
    <li className="card od-sub" aria-labelledby={headingId}>
      <div className="od-sub-head">
        {sub.shop?.logo ? <img className="od-logo" src={sub.shop.logo} alt="" width={40} height={40} /> : null}
        <div className="od-sub-title">
          <h3 id={headingId}>
            {sub.shop ? <a href={`/shop/${sub.shop.id}`}>{sub.shop.name}</a> : t('details.shop')}
          </h3>
          <p className="ord-muted">
            {t('details.subOrder', { id: sub.id })}
            {sub.expected_delivery_date && isOpenStep(step) ? ` · ${t('details.expected', { date: formatDate(sub.expected_delivery_date, locale) })}` : ''}
            {sub.shipping?.name ? ` · ${sub.shipping.name}` : ''}
          </p>
        </div>
        <StepBadge t={t} step={step} />
      </div>
      <ul className="od-lines">
        {(sub.details ?? []).map((line) => {
          const img = lineImage(line);
          const name = line.ads?.name ?? `#${line.ads_id}`;
          const unit = toCents(line.current_price);
          return (
            <li key={line.id} className="od-line">
              <a className="od-line-img" href={`/item/${line.ads_id}`} tabIndex={-1} aria-hidden="true">
                {img ? <img src={img} alt="" width={64} height={64} loading="lazy" decoding="async" /> : <NoImage />}
              </a>
              <div className="od-line-body">
                <a className="od-line-name" href={`/item/${line.ads_id}`}>
                  {name}
                </a>
                <span className="ord-muted">
                  {t('details.qtyPrice', { qty: line.quantity, price: formatPrice(formatCents(unit), '$') })}
                  {line.variant ? ` · ${line.variant}` : ''}
                </span>
              </div>
              <span className="od-line-total">{formatPrice(formatCents(unit * line.quantity), '$')}</span>
              {delivered && (
                <a
                  className="btn od-review"
                  href={`/order-review/${targetSegment({ ads_id: line.ads_id, shop_id: sub.shop?.id ?? 1, name, image: img, price: formatCents(unit) })}`}
                  aria-label={t('details.reviewItem', { name })}
                >
                  {t('writeReview')}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <div className="od-sub-foot">
        <span>
          {t('details.subTotal')}: <strong>{money(sub.total_amount)}</strong>
        </span>
        <div className="od-sub-actions">
          {delivered && shopTarget && (
            <a className="btn" href={`/review/1/${shopTarget}`}>
              {t('details.reviewShop')}
            </a>
          )}
          {isOpenStep(step) && (
            <a className="btn btn-primary" href={`/track/${sub.id}`} aria-label={t('details.trackLabel', { id: sub.id })}>
              {t('trackButton')}
            </a>
          )}
        </div>
      </div>
    </li>
  );
}
