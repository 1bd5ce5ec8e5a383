import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { errorText } from '../../lib/error-text.ts';
import {
  cancelTestSubscription,
  companySubscription,
  planDescription,
  planName,
  subscriptionCheckout,
  subscriptionPlans,
  subscriptionPortal,
  type CompanySubscriptionState,
  type SubscriptionPlan,
} from '../../lib/api/subscriptions.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { useSession, useSignInReload } from '../../stores/use-session.ts';
import { PlanPrice, SubscriptionFacts, useDates } from './shared.tsx';
import './subscriptions.css';

type Props = { i18n: I18nProps; companyId: number };

type View = { kind: 'loading' } | { kind: 'ready'; state: CompanySubscriptionState; plans: SubscriptionPlan[] } | { kind: 'failed'; error: unknown };

/**
 * The plan-choosing page of a company (/account/companies/{id}/subscription), for its owner: the current state, the
 * plans with Subscribe (to the payment provider's checkout), and Manage (the provider's customer portal, or the
 * test checkout's cancel, which goes through the same signed webhook).
 */
export default function CompanySubscription({ i18n, companyId }: Props) {
  const t = useT(i18n, 'subscriptions');
  const session = useSession();
  const signIns = useSignInReload();
  const dates = useDates(i18n.locale);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!session.isAuthenticated) return;
    let live = true;
    Promise.all([companySubscription(companyId), subscriptionPlans()])
      .then(([state, plans]) => live && setView({ kind: 'ready', state, plans }))
      .catch((error: unknown) => live && setView({ kind: 'failed', error }));
    return () => {
      live = false;
    };
  }, [session.isAuthenticated, companyId, signIns, attempt]);

  const reload = () => {
    setView({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  /** Runs one action; a failure shows its reason beside the buttons. */
  const act = async (name: string, run: () => Promise<void>) => {
    if (busy) return;
    setBusy(name);
    setError(null);
    try {
      await run();
    } catch (err) {
      setError(errorText(err, t, t('failed')));
      setBusy(null);
    }
  };

  const subscribe = (plan: SubscriptionPlan) => act(`plan-${plan.id}`, async () => location.assign(await subscriptionCheckout(companyId, plan.id)));
  const openPortal = () => act('manage', async () => location.assign(await subscriptionPortal(companyId)));
  const cancel = () =>
    act('cancel', async () => {
      const state = await cancelTestSubscription(companyId);
      setView((v) => (v.kind === 'ready' ? { ...v, state } : v));
      setConfirming(false);
      setBusy(null);
    });

  const crumbs = (name?: string) => (
    <nav className="sub-crumbs" aria-label={t('breadcrumb.label')}>
      <ol>
        <li>
          <a href="/account/companies">{t('breadcrumb.companies')}</a>
        </li>
        <li>
          <a href={`/account/companies/${companyId}`}>{name ?? `#${companyId}`}</a>
        </li>
        <li aria-current="page">{t('breadcrumb.subscription')}</li>
      </ol>
    </nav>
  );

  if (!session.isAuthenticated) {
    return (
      <section className="container subscription-page">
        <h1>{t('title')}</h1>
        <p>{t('signIn')}</p>
        <button type="button" className="btn btn-primary" onClick={() => openAuthModal('login')}>
          {t('signInButton')}
        </button>
      </section>
    );
  }
  if (view.kind === 'loading') {
    return (
      <section className="container subscription-page">
        {crumbs()}
        <h1>{t('title')}</h1>
        <p aria-busy="true">{t('loading')}</p>
      </section>
    );
  }
  if (view.kind === 'failed') {
    return (
      <section className="container subscription-page">
        {crumbs()}
        <h1>{t('title')}</h1>
        <p role="alert">{errorText(view.error, t, t('loadFailed'))}</p>
        <button type="button" className="btn" onClick={reload}>
          {t('retry')}
        </button>
      </section>
    );
  }

  const { state, plans } = view;
  const sub = state.subscription;
  const running = sub.state === 'active' || sub.state === 'cancelling' || sub.state === 'grace';
  const stateDate = sub.state === 'active' ? sub.current_period_end : sub.expires_at;
  const note = state.company.status !== 'approved' ? t('notApproved') : running ? t('running') : null;

  return (
    <section className="container subscription-page">
      {crumbs(state.company.name)}
      <h1>{t('title')}</h1>

      <div className="card sub-current" aria-labelledby="sub-current-title">
        <div className="sub-current-head">
          <h2 id="sub-current-title">{t('current')}</h2>
          <span className="sub-badge" data-state={sub.state}>
            {t(`state.${sub.state}`)}
          </span>
        </div>
        <p>{t(`stateText.${sub.state}`, { date: stateDate ? dates.day(stateDate) : '' })}</p>
        {sub.state !== 'none' && <SubscriptionFacts t={t} sub={sub} dates={dates} locale={i18n.locale} />}
        {state.pending_checkout_url && !running && (
          <p className="sub-pending">
            {t('pending')} <a href={state.pending_checkout_url}>{t('pendingLink')}</a>
          </p>
        )}
        {state.manage === 'portal' && (
          <div className="sub-actions">
            <button type="button" className="btn" onClick={() => void openPortal()} disabled={busy !== null} aria-busy={busy === 'manage'}>
              {t('manage')}
            </button>
            <span className="sub-hint">{t('manageHint')}</span>
          </div>
        )}
        {state.manage === 'test' && !sub.cancel_at_period_end && (
          <div className="sub-actions">
            {confirming ? (
              <div className="sub-confirm" role="group" aria-labelledby="sub-confirm-text">
                <p id="sub-confirm-text">{t('cancelConfirm', { date: sub.expires_at ? dates.day(sub.expires_at) : '' })}</p>
                <button type="button" className="btn btn-danger" onClick={() => void cancel()} disabled={busy !== null} aria-busy={busy === 'cancel'}>
                  {t('cancelYes')}
                </button>
                <button type="button" className="btn" onClick={() => setConfirming(false)} disabled={busy !== null}>
                  {t('cancelNo')}
                </button>
              </div>
            ) : (
              <button type="button" className="btn" onClick={() => setConfirming(true)}>
                {t('cancel')}
              </button>
            )}
          </div>
        )}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>

      <h2 className="sub-plans-title">{t('plans')}</h2>
      {note && <p className="sub-note">{note}</p>}
      <ul className="sub-plans">
        {plans.map((plan) => {
          const current = running && sub.plan?.id === plan.id;
          const name = planName(plan, i18n.locale);
          return (
            <li key={plan.id} className="card sub-plan" data-current={current || undefined}>
              <h3>{name}</h3>
              <PlanPrice t={t} plan={plan} locale={i18n.locale} />
              <p className="sub-plan-ads">{t('maxAds', { count: plan.max_ads })}</p>
              <p className="sub-plan-text">{planDescription(plan, i18n.locale)}</p>
              {current ? (
                <p className="sub-plan-current">{t('currentPlan')}</p>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => void subscribe(plan)}
                  disabled={!state.can_subscribe || busy !== null}
                  aria-busy={busy === `plan-${plan.id}`}
                  aria-label={t('subscribeTo', { plan: name })}
                >
                  {t('subscribe')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p>
        <a href={`/account/companies/${companyId}`}>← {t('backToCompany')}</a>
      </p>
    </section>
  );
}
