import type { ReactNode } from 'react';
import { masterStatus, type MasterStatus } from '../../../common/order-status.ts';
import type { Translate } from '../../i18n/translator.ts';

const STATUS_CLASS: Record<MasterStatus, string> = {
  Delivered: 'is-delivered',
  Cancelled: 'is-cancelled',
  'Partially Delivered': 'is-partial',
  'Partially Cancelled': 'is-partial-cancel',
  Processing: 'is-processing',
};

/** The master order's derived badge (spec 002 §4). */
export function MasterBadge({ t, steps }: { t: Translate; steps: string[] }) {
  const status = masterStatus(steps);
  return <span className={`ord-badge ${STATUS_CLASS[status]}`}>{t(`status.${status}`)}</span>;
}

/** A sub-order's own step as a badge. */
export function StepBadge({ t, step }: { t: Translate; step: string }) {
  const s = step.toLowerCase();
  const known = ['processing', 'shipped', 'delivered', 'cancelled'].includes(s);
  return <span className={`ord-badge is-step-${known ? s : 'processing'}`}>{known ? t(`step.${s}`) : step}</span>;
}

export const formatDate = (iso: string | null | undefined, locale: string, withTime = false): string => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return withTime ? d.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : d.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
};

/** Tracking status names come from the server in English; known ids get the reader's language. */
export const statusName = (t: Translate, s: { id: number; name: string }): string => {
  const key = `statusNames.${s.id}`;
  const text = t(key);
  return text === key ? s.name : text;
};

/** The picture placeholder of an item or a shop without a photo (an icon: emoji fonts are not everywhere). */
export function NoImage({ kind = 'item' }: { kind?: 'item' | 'shop' }) {
  return (
    <svg className="no-img" viewBox="0 0 24 24" width="32" height="32" opacity="0.45" aria-hidden="true" focusable="false">
      {kind === 'item' ? (
        <path d="M12 3 4 7v10l8 4 8-4V7l-8-4Zm0 0v18M4 7l8 4 8-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      ) : (
        <path d="M4 9h16l-1.5-5h-13L4 9Zm0 0v11h16V9M9 20v-6h6v6M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      )}
    </svg>
  );
}

/**
 * An order page before its order is shown: loading, not there (an alert), or failed with Retry. `state.message`
 * is the failure's text; `missing` the page's own words for a 404.
 */
export function OrderPageState({
  t,
  title,
  back,
  state,
  loading,
  missing,
  onRetry,
}: {
  t: Translate;
  title: string;
  back?: ReactNode;
  state: { kind: 'loading' } | { kind: 'missing' } | { kind: 'error'; message: string };
  loading: string;
  missing: string;
  onRetry: () => void;
}) {
  return (
    <section className="ord container">
      {back}
      <h1>{title}</h1>
      {state.kind === 'loading' && (
        <p className="ord-state" role="status">
          <span className="ord-spinner" aria-hidden="true" /> {loading}
        </p>
      )}
      {state.kind === 'missing' && (
        <p className="ord-state" role="alert">
          {missing}
        </p>
      )}
      {state.kind === 'error' && (
        <div className="ord-state ord-error" role="alert">
          <p>{state.message}</p>
          <button type="button" className="btn" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      )}
    </section>
  );
}
