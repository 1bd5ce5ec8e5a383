import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import { ApiCallError } from '../../lib/api/client.ts';
import { finishTestCheckout, getTestCheckout, type TestCheckoutDetails } from '../../lib/api/payments.ts';
import { openAuthModal } from '../../stores/auth-modal.ts';
import { useSession, useSignInReload } from '../../stores/use-session.ts';
import './test-checkout.css';

type Props = { i18n: I18nProps; sessionId: string };

type View =
  | { kind: 'loading' }
  | { kind: 'ready'; checkout: TestCheckoutDetails }
  | { kind: 'notFound' }
  | { kind: 'failed' };

/**
 * The built-in test checkout's page: what is paid for, the amount, Pay and Cancel. Only the signed-in member who opened
 * the checkout sees it and may press the buttons (the calls answer 404 to anyone else); a visitor is asked to sign in.
 */
export default function TestCheckout({ i18n, sessionId }: Props) {
  const t = useT(i18n, 'checkout');
  const session = useSession();
  const signIns = useSignInReload();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!session.isAuthenticated) return;
    let live = true;
    getTestCheckout(sessionId)
      .then((checkout) => live && setView({ kind: 'ready', checkout }))
      .catch((err: unknown) => live && setView({ kind: err instanceof ApiCallError && err.httpStatus === 404 ? 'notFound' : 'failed' }));
    return () => {
      live = false;
    };
  }, [session.isAuthenticated, sessionId, signIns, attempt]);

  const reload = () => {
    setView({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  const finish = async (outcome: 'pay' | 'cancel') => {
    if (busy) return;
    setBusy(outcome);
    setError(null);
    try {
      location.assign(await finishTestCheckout(sessionId, outcome));
    } catch (err) {
      const status = err instanceof ApiCallError ? err.body.message_status : undefined;
      if (status === 'CHECKOUT_FINISHED') reload();
      else if (status === 'CHECKOUT_NOT_FOUND') setView({ kind: 'notFound' });
      else setError(t('testCheckout.failed'));
      setBusy(null);
    }
  };

  const body = () => {
    if (!session.isAuthenticated) {
      return (
        <>
          <p>{t('testCheckout.signIn')}</p>
          <button type="button" className="btn btn-primary" onClick={() => openAuthModal('login')}>
            {t('testCheckout.signInButton')}
          </button>
        </>
      );
    }
    if (view.kind === 'loading') return <p aria-busy="true">{t('testCheckout.loading')}</p>;
    if (view.kind === 'notFound') return <p role="alert">{t('testCheckout.notFound')}</p>;
    if (view.kind === 'failed') {
      return (
        <>
          <p role="alert">{t('testCheckout.loadFailed')}</p>
          <button type="button" className="btn" onClick={reload}>
            {t('testCheckout.retry')}
          </button>
        </>
      );
    }
    const { checkout } = view;
    if (checkout.status !== 'pending') {
      return (
        <>
          <p>{t(`testCheckout.finished.${checkout.status}`)}</p>
          <a className="btn btn-primary" href={checkout.status === 'paid' ? checkout.success_url : checkout.cancel_url}>
            {t('testCheckout.continue')}
          </a>
        </>
      );
    }
    const amount = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: checkout.currency.toUpperCase() }).format(Number(checkout.amount));
    return (
      <>
        <h1 className="tc-what">{checkout.description}</h1>
        <p className="tc-amount">{amount}</p>
        {checkout.interval && <p className="tc-recurring">{t(`testCheckout.recurring.${checkout.interval}`)}</p>}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="tc-actions">
          <button type="button" className="btn btn-primary" onClick={() => void finish('pay')} disabled={busy !== null} aria-busy={busy === 'pay'}>
            {t('testCheckout.pay', { amount })}
          </button>
          <button type="button" className="btn" onClick={() => void finish('cancel')} disabled={busy !== null} aria-busy={busy === 'cancel'}>
            {t('testCheckout.cancel')}
          </button>
        </div>
      </>
    );
  };

  return (
    <section className="container test-checkout">
      <div className="card">
        <p className="tc-note">{t('testCheckout.note')}</p>
        {body()}
      </div>
    </section>
  );
}
