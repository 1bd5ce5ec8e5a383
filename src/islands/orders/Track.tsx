import { useEffect, useState } from 'react';
import { activityText, getTracking, type Tracking } from '../../lib/api/orders.ts';
import { timelineState } from '../../../common/order-status.ts';
import { errorText } from '../../lib/error-text.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { OrderPageState, formatDate, statusName, StepBadge } from './shared.tsx';
import { useSignInReload } from '../../stores/use-session.ts';
import './orders.css';

type Props = { i18n: I18nProps; orderId: number };
type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'error'; message: string } | { kind: 'ok'; data: Tracking };

/** Track Order (spec 002 §2.11): the current step, the status timeline and the shipping activities of one sub-order. */
export default function Track({ i18n, orderId }: Props) {
  const t = useT(i18n, 'orders');
  const signIns = useSignInReload();
  const [retry, setRetry] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; state: State } | null>(null);
  const key = `${retry}|${signIns}`;
  const state: State = loaded?.key === key ? loaded.state : { kind: 'loading' };

  useEffect(() => {
    const ctrl = new AbortController();
    getTracking(orderId, ctrl.signal)
      .then((res) => setLoaded({ key, state: res.data?.order ? { kind: 'ok', data: res.data } : { kind: 'missing' } }))
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        const status = (err as { httpStatus?: number }).httpStatus;
        setLoaded({ key, state: status === 404 ? { kind: 'missing' } : { kind: 'error', message: errorText(err, t, t('errors.tracking')) } });
      });
    return () => ctrl.abort();
  }, [key, orderId, t]);

  if (state.kind !== 'ok') {
    return (
      <OrderPageState
        t={t}
        title={t('track.title')}
        state={state}
        loading={t('track.loading')}
        missing={t('track.empty')}
        onRetry={() => setRetry((n) => n + 1)}
      />
    );
  }

  const { order, all_statuses: statuses } = state.data;
  const currentId = order.order_status_id ?? order.order_status?.id ?? 0;
  const current = statuses.find((s) => s.id === currentId) ?? order.order_status ?? null;
  const sorted = [...statuses].sort((a, b) => a.id - b.id);
  const activities = [...(order.shipping_activities ?? [])].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return (
    <section className="ord container tr" aria-labelledby="tr-title">
      <a className="ord-back" href={`/order-details/${order.order_id}`}>
        ← {t('track.backToOrder')}
      </a>
      <div className="od-head">
        <div>
          <h1 id="tr-title">{t('track.title')}</h1>
          <p className="ord-muted">
            {t('details.subOrder', { id: order.id })}
            {order.shop?.name ? ` · ${order.shop.name}` : ''}
          </p>
        </div>
        <StepBadge t={t} step={order.process_step ?? ''} />
      </div>

      <div className="tr-grid">
        <section className="card tr-card" aria-labelledby="tr-current">
          <h2 id="tr-current">{t('track.current')}</h2>
          <p className="tr-current">{current ? statusName(t, current) : '—'}</p>
          {order.expected_delivery_date && (order.process_step ?? '').toLowerCase() !== 'cancelled' && (
            <p className="ord-muted">{t('details.expected', { date: formatDate(order.expected_delivery_date, i18n.locale) })}</p>
          )}
          <h2 id="tr-timeline" className="tr-sub">
            {t('track.timeline')}
          </h2>
          <ol className="tr-timeline" aria-labelledby="tr-timeline">
            {sorted.map((s) => {
              const where = timelineState(s.id, currentId);
              return (
                <li key={s.id} className={`tr-step is-${where}`} aria-current={where === 'current' ? 'step' : undefined}>
                  <span className="tr-dot" aria-hidden="true">
                    {where === 'complete' ? '✓' : ''}
                  </span>
                  <span className="tr-step-name">{statusName(t, s)}</span>
                  <span className="visually-hidden"> — {t(`track.state.${where}`)}</span>
                </li>
              );
            })}
          </ol>
        </section>

        <section className="card tr-card" aria-labelledby="tr-activity">
          <h2 id="tr-activity">{t('track.activities')}</h2>
          {activities.length === 0 ? (
            <p className="ord-muted">{t('track.noActivities')}</p>
          ) : (
            <ul className="tr-acts">
              {activities.map((a) => (
                <li key={a.id} className="tr-act">
                  <time dateTime={a.created_at}>{formatDate(a.created_at, i18n.locale, true)}</time>
                  <p className="tr-act-desc">{activityText(t, a)}</p>
                  {a.order_status?.name && <span className="ord-muted">{statusName(t, { id: statusIdOf(statuses, a.order_status.name), name: a.order_status.name })}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}

/** Activities name their status; its id (for the translated name) comes from the status list, 0 when unknown. */
const statusIdOf = (statuses: { id: number; name: string }[], name: string) => statuses.find((s) => s.name === name)?.id ?? 0;
