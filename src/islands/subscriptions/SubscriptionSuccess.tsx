import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { ApiCallError } from '../../lib/api/client.ts';
import { planName, subscriptionSession, type SubscriptionSession } from '../../lib/api/subscriptions.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { useSession, useSignInReload } from '../../stores/use-session.ts';
import { useDates } from './shared.tsx';
import './subscriptions.css';

type Props = { i18n: I18nProps; sessionId: string };

type View =
  | { kind: 'loading' }
  | { kind: 'ready'; data: SubscriptionSession }
  | { kind: 'notFound' }
  | { kind: 'failed' };

/** How often and how long the page asks again while the provider's webhook has not confirmed the payment yet. */
const POLL_MS = 2000;
const POLL_TRIES = 30;

const confirmed = (d: SubscriptionSession) => d.payment === 'paid' && d.subscription.state !== 'none';
/** Paid or about to be: the webhooks that confirm it (checkout, subscription, invoice) may still be on their way. */
const waiting = (d: SubscriptionSession) => !confirmed(d) && (d.payment === 'pending' || d.payment === 'paid');

/**
 * /subscription/success: where the provider's checkout returns. The subscription starts only with the signed
 * webhook, so the page waits for it (asking again every 2 s for a minute), then shows the plan, the period and
 * the company ads left.
 */
export default function SubscriptionSuccess({ i18n, sessionId }: Props) {
  const t = useT(i18n, 'subscriptions');
  const session = useSession();
  const signIns = useSignInReload();
  const dates = useDates(i18n.locale);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [tries, setTries] = useState(0);

  useEffect(() => {
    if (!session.isAuthenticated || !sessionId) return undefined;
    let live = true;
    let timer: number | undefined;
    const load = (n: number) =>
      subscriptionSession(sessionId)
        .then((data) => {
          if (!live) return;
          setView({ kind: 'ready', data });
          setTries(n);
          if (waiting(data) && n < POLL_TRIES) timer = window.setTimeout(() => void load(n + 1), POLL_MS);
        })
        .catch((err: unknown) => live && setView({ kind: err instanceof ApiCallError && err.httpStatus === 404 ? 'notFound' : 'failed' }));
    void load(0);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [session.isAuthenticated, sessionId, signIns]);

  const body = () => {
    if (!session.isAuthenticated) {
      return (
        <>
          <h1>{t('title')}</h1>
          <p>{t('signIn')}</p>
          <button type="button" className="btn btn-primary" onClick={() => openAuthModal('login')}>
            {t('signInButton')}
          </button>
        </>
      );
    }
    if (!sessionId || view.kind === 'notFound') return <p role="alert">{t('success.notFound')}</p>;
    if (view.kind === 'failed') return <p role="alert">{t('loadFailed')}</p>;
    if (view.kind === 'loading' || (waiting(view.data) && tries < POLL_TRIES)) {
      return (
        <div aria-busy="true">
          <h1>{t('success.confirming')}</h1>
          <p>{t('success.confirmingText')}</p>
        </div>
      );
    }
    const { data } = view;
    const back = `/account/companies/${data.company.id}`;
    if (!confirmed(data)) {
      return (
        <>
          <h1>{t('title')}</h1>
          <p role="status">{waiting(data) ? t('success.notConfirmed') : t('success.notPaid')}</p>
          <a className="btn btn-primary" href={`${back}/subscription`}>
            {t('success.viewSubscription')}
          </a>
        </>
      );
    }
    const sub = data.subscription;
    return (
      <>
        <span className="sub-mark" aria-hidden="true">
          ✓
        </span>
        <h1>{t('success.title')}</h1>
        <p>{t('success.text', { company: data.company.name })}</p>
        <dl className="sub-facts sub-success-facts">
          <div>
            <dt>{t('success.plan')}</dt>
            <dd>{planName(data.plan, i18n.locale)}</dd>
          </div>
          {sub.current_period_start && sub.current_period_end && (
            <div>
              <dt>{t('success.period')}</dt>
              <dd>{t('periodRange', { start: dates.day(sub.current_period_start), end: dates.day(sub.current_period_end) })}</dd>
            </div>
          )}
          <div>
            <dt>{t('success.remaining')}</dt>
            <dd>{t('success.remainingValue', { remaining: sub.remaining_ads, max: sub.max_ads })}</dd>
          </div>
        </dl>
        <div className="sub-success-actions">
          <a className="btn btn-primary" href={back}>
            {t('backToCompany')}
          </a>
          <a className="btn" href={`${back}/subscription`}>
            {t('success.viewSubscription')}
          </a>
        </div>
      </>
    );
  };

  return (
    <section className="container subscription-success">
      <div className="card">{body()}</div>
    </section>
  );
}
