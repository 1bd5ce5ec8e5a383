import { useCallback, useEffect, useId, useState } from 'react';
import type { PageMeta } from '../../lib/api/client.ts';
import { errorText } from '../../lib/error-text.ts';
import { lineImage } from '../../lib/api/orders.ts';
import { allowedMoves, moveOrder, shopOrders, STEP_FILTERS, type OrderMove, type ShopOrder, type StepFilter } from '../../lib/api/workspace.ts';
import { addressLine } from '../../lib/invoice.ts';
import { formatCents, toCents } from '../../../common/money.ts';
import { formatPrice } from '../../../common/price.ts';
import type { ProcessStep } from '../../../common/order-states.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps, Translate } from '../../i18n/translator.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { AlertDialog } from '../auth/AlertDialog.tsx';
import type { AlertAction, AlertState } from '../auth/flow.ts';
import { formatDate, NoImage, StepBadge } from '../orders/shared.tsx';
import { ResultsState } from '../../components/ResultsState.tsx';
import { TabList } from '../../components/TabList.tsx';
import { useMyShops, WorkspaceHeader } from './shared.tsx';
import { useSignInReload } from '../../stores/use-session.ts';
import '../orders/orders.css';
import './workspace.css';

type Props = { i18n: I18nProps; shopId: number; initialStep: StepFilter };
type ListState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ok'; rows: ShopOrder[]; meta: PageMeta | null };
type Pending = { order: ShopOrder; to: OrderMove };

/** The sub-orders of one shop, filterable by step, with Ship / Deliver / Cancel as the state graph allows. */
export default function ShopOrders({ i18n, shopId, initialStep }: Props) {
  const t = useT(i18n, 'workspace');
  const to = useT(i18n, 'orders');
  const { shops } = useMyShops();
  const shop = shops?.find((s) => s.id === shopId) ?? null;
  const signIns = useSignInReload();
  const [step, setStep] = useState<StepFilter>(initialStep);
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; state: ListState } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [alert, setAlert] = useState<AlertState | null>(null);
  const [live, setLive] = useState('');
  const key = `${step}|${page}|${reload}|${signIns}`;
  const list: ListState = loaded?.key === key ? loaded.state : { kind: 'loading' };

  useEffect(() => {
    const ctrl = new AbortController();
    shopOrders(shopId, step, page, ctrl.signal)
      .then((res) => {
        setLoaded({ key, state: { kind: 'ok', rows: Array.isArray(res.data) ? res.data : [], meta: res.meta ?? null } });
        if (res.meta && page > res.meta.last_page) setPage(res.meta.last_page);
      })
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setLoaded({ key, state: { kind: 'error', message: errorText(err, t, t('loadFailed')) } });
      });
    history.replaceState(history.state, '', `${location.pathname}${step !== 'all' ? `?step=${step}` : ''}`);
    return () => ctrl.abort();
  }, [key, step, page, shopId, t]);

  const dismiss = useCallback((action?: AlertAction) => {
    setAlert((current) => {
      current?.onClose?.();
      return null;
    });
    action?.onSelect?.();
  }, []);

  const choose = (s: StepFilter) => {
    setStep(s);
    setPage(1);
  };

  const rows = list.kind === 'ok' ? list.rows : [];
  const meta = list.kind === 'ok' ? list.meta : null;
  return (
    <section className="ws container">
      <WorkspaceHeader t={t} shopId={shopId} shop={shop} section="orders" />
      <TabList tabs={STEP_FILTERS} current={step} onChoose={choose} label={t('orders.filter')} idPrefix="ws-tab" panelId="ws-orders-panel" className="ord-tabs" tabClassName="ord-tab">
        {(s) => (s === 'all' ? t('orders.all') : to(`step.${s}`))}
      </TabList>
      <p className="visually-hidden" role="status" aria-live="polite">
        {live}
      </p>
      <ResultsState
        look="panel"
        loading={list.kind === 'loading'}
        busy={list.kind === 'loading'}
        error={list.kind === 'error' ? { text: list.message, onRetry: () => setReload((n) => n + 1) } : null}
        empty={list.kind === 'ok' && rows.length === 0 ? { title: t('orders.empty') } : null}
        texts={{ loading: t('loading'), retry: t('retry') }}
        tabPanel={{ id: 'ws-orders-panel', labelledBy: `ws-tab-${step}` }}
        pages={meta && { page, last: meta.last_page, texts: { label: t('pagination'), previous: t('prev'), next: t('next'), page: (p) => t('page', { page: p }) }, onPage: setPage }}
      >
        {rows.length > 0 && (
          <ul className="od-subs">
            {rows.map((o) => (
              <OwnerOrder key={o.id} order={o} t={t} to={to} locale={i18n.locale} onMove={(next) => setPending({ order: o, to: next })} />
            ))}
          </ul>
        )}
      </ResultsState>
      {pending && (
        <MoveDialog
          t={t}
          pending={pending}
          onClose={() => setPending(null)}
          onDone={(message) => {
            setPending(null);
            setLive(message);
            setAlert({ kind: 'success', title: message });
            setReload((n) => n + 1);
          }}
          onError={(message) => setAlert({ kind: 'error', title: t('errorTitle'), message })}
        />
      )}
      <AlertDialog alert={alert} onDismiss={dismiss} okLabel={t('ok')} closeLabel={t('close')} />
    </section>
  );
}

const MOVE_LABEL: Record<ProcessStep, string> = { processing: 'orders.move.processing', shipped: 'orders.move.shipped', delivered: 'orders.move.delivered', cancelled: 'orders.move.cancelled' };

function OwnerOrder({ order, t, to, locale, onMove }: { order: ShopOrder; t: Translate; to: Translate; locale: string; onMove: (next: OrderMove) => void }) {
  const step = (order.process_step ?? '').toLowerCase();
  const buyer = order.customer ?? {};
  const headingId = `ws-order-${order.id}`;
  const moves = allowedMoves(step);
  return (
    <li className="card od-sub" aria-labelledby={headingId}>
      <div className="od-sub-head">
        <div className="od-sub-title">
          <h2 id={headingId} className="ws-order-title">
            {to('details.subOrder', { id: order.id })}
          </h2>
          <p className="ord-muted">{to('placedOn', { date: formatDate(order.created_at, locale) })}</p>
        </div>
        <StepBadge t={to} step={step} />
      </div>
      <dl className="ws-buyer">
        <dt>{t('orders.buyer')}</dt>
        <dd>
          {[buyer.name, buyer.last_name].filter(Boolean).join(' ') || '—'}
          {buyer.phone ? ` · ${buyer.phone}` : ''}
        </dd>
        <dt>{t('orders.address')}</dt>
        <dd>{addressLine(order) || '—'}</dd>
        {order.shipping?.name && (
          <>
            <dt>{t('orders.shipping')}</dt>
            <dd>{order.shipping.name}</dd>
          </>
        )}
      </dl>
      <ul className="od-lines">
        {(order.details ?? []).map((line) => {
          const img = lineImage(line);
          const unit = toCents(line.current_price);
          return (
            <li key={line.id} className="od-line">
              <span className="od-line-img">{img ? <img src={img} alt="" width={64} height={64} loading="lazy" /> : <NoImage />}</span>
              <div className="od-line-body">
                <a className="od-line-name" href={`/item/${line.ads_id}`}>
                  {line.ads?.name ?? `#${line.ads_id}`}
                </a>
                <span className="ord-muted">
                  {to('details.qtyPrice', { qty: line.quantity, price: formatPrice(formatCents(unit), '$') })}
                  {line.variant ? ` · ${line.variant}` : ''}
                </span>
              </div>
              <span className="od-line-total">{formatPrice(formatCents(unit * line.quantity), '$')}</span>
            </li>
          );
        })}
      </ul>
      <div className="od-sub-foot">
        <span>
          {to('details.subTotal')}: <strong>{formatPrice(formatCents(toCents(order.total_amount)), '$')}</strong>
        </span>
        <div className="od-sub-actions" role="group" aria-label={t('orders.actionsFor', { id: order.id })}>
          {moves.map((m) => (
            <button key={m} type="button" className={`btn${m === 'cancelled' ? ' ws-danger' : ' btn-primary'}`} onClick={() => onMove(m)}>
              {t(MOVE_LABEL[m])}
            </button>
          ))}
          {moves.length === 0 && <span className="ord-muted">{t('orders.final')}</span>}
        </div>
      </div>
    </li>
  );
}

function MoveDialog({ t, pending, onClose, onDone, onError }: { t: Translate; pending: Pending; onClose: () => void; onDone: (m: string) => void; onError: (m: string) => void }) {
  const uid = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await moveOrder(pending.order.id, pending.to, note);
      onDone(t(`orders.moved.${pending.to}`, { id: pending.order.id }));
    } catch (err) {
      setBusy(false);
      onError(errorText(err, t, t('unexpected')));
    }
  };
  return (
    <Modal
      open
      title={t(`orders.confirm.${pending.to}`, { id: pending.order.id })}
      onClose={() => !busy && onClose()}
      closeLabel={t('close')}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </button>
          <button type="button" className={`btn btn-primary${pending.to === 'cancelled' ? ' ws-danger-solid' : ''}`} disabled={busy} onClick={() => void confirm()}>
            {t(MOVE_LABEL[pending.to])}
          </button>
        </>
      }
    >
      <p className="ws-confirm-text">{t(`orders.confirmText.${pending.to}`)}</p>
      <div className="field ca-field">
        <label htmlFor={`${uid}-note`}>{t('orders.note')}</label>
        <textarea id={`${uid}-note`} rows={3} maxLength={500} value={note} placeholder={t('orders.notePlaceholder')} onChange={(e) => setNote(e.target.value)} />
      </div>
    </Modal>
  );
}
