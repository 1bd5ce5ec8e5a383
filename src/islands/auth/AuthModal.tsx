import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import type { I18nProps } from '../../i18n/translator.ts';
import { useT } from '../../i18n/useT.ts';
import { guardExit } from '../../lib/access.ts';
import { track } from '../../lib/analytics.ts';
import { getProviders, resendOtp, sendResetCode as requestResetCode, type SignInProviders } from '../../lib/api/auth.ts';
import { ApiCallError } from '../../lib/api/client.ts';
import { errorText } from '../../lib/error-text.ts';
import { RESEND_COOLDOWN_SECONDS, secondsLeft } from '../../lib/otp.ts';
import { $authModal, closeAuthModal, showAuthView, type AuthView } from '../../stores/auth-modal.ts';
import { $session, setSession } from '../../stores/session.ts';
import { AlertDialog } from './AlertDialog.tsx';
import { ForgotPasswordView } from './ForgotPasswordView.tsx';
import type { AlertAction, AlertState, AuthFlow, CodePurpose, RegisterDraft } from './flow.ts';
import { LoginView } from './LoginView.tsx';
import { OtpVerificationView } from './OtpVerificationView.tsx';
import { RegisterView } from './RegisterView.tsx';
import { ResetPasswordView } from './ResetPasswordView.tsx';
import { VerifyAccountView } from './VerifyAccountView.tsx';
import './auth.css';

type Props = { i18n: I18nProps };

let providersRequest: Promise<SignInProviders | null> | null = null;
/** GET /auth/providers once per page, the first time the modal opens; a failure hides the buttons and may retry later. */
function loadProviders() {
  providersRequest ??= getProviders().catch(() => {
    providersRequest = null;
    return null;
  });
  return providersRequest;
}

/** Closing the guard's dialog: back, or home when there is no history (spec 000 §4.1). */
function leaveGuardedPage() {
  if (guardExit({ historyLength: history.length, referrer: document.referrer, origin: location.origin }) === 'back') history.back();
  else location.assign('/');
}

/** After a sign-in the page reloads, so the server render and every island start from the new session. */
function reloadPage() {
  location.reload();
}

const cooldownKey = (purpose: CodePurpose, email: string) => `${purpose}:${email.trim().toLowerCase()}`;

/**
 * The auth modal of spec 000 §2.3 and §4.1: one modal, six views and the titled dialogs of §8. AuthGate loads it
 * the first time it opens and applies the access guard.
 */
export default function AuthModal({ i18n }: Props) {
  const t = useT(i18n, 'auth');
  const modal = useStore($authModal);
  const [alert, setAlert] = useState<AlertState | null>(null);
  const currentAlert = useRef<AlertState | null>(null);
  const [remember, setRemember] = useState(false);
  const [otpOrigin, setOtpOrigin] = useState<AuthView>('verifyAccountPrompt');
  const [notice, setNotice] = useState<string | null>(null);
  const [cooldowns, setCooldowns] = useState<Record<string, number>>({});
  const [clock, setClock] = useState(0);
  const [providers, setProviders] = useState<SignInProviders | null>(null);
  const [registerDraft, setRegisterDraft] = useState<RegisterDraft | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const email = modal.email ?? '';
  // Without an address the code views have nothing to verify: show the view that asks for it.
  const view: AuthView =
    modal.view === 'otpVerification' && !email ? 'verifyAccountPrompt' : modal.view === 'resetPassword' && !email ? 'forgotPassword' : modal.view;

  // ---- providers, focus

  useEffect(() => {
    if (!modal.open || providers) return;
    let live = true;
    void loadProviders().then((p) => {
      if (live && p) setProviders(p);
    });
    return () => {
      live = false;
    };
  }, [modal.open, providers]);

  useEffect(() => {
    if (!modal.open) return;
    // After the dialog's own initial focus (on its close button): the first field of the view.
    const frame = requestAnimationFrame(() => {
      const first = bodyRef.current?.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]):not([tabindex="-1"]), button:not([disabled])');
      first?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [modal.open, view]);

  // ---- cooldown clock

  const lastEnd = Math.max(0, ...Object.values(cooldowns));
  useEffect(() => {
    if (!lastEnd) return;
    const id = window.setInterval(() => {
      const now = Date.now();
      setClock(now);
      if (now >= lastEnd) window.clearInterval(id);
    }, 250);
    return () => window.clearInterval(id);
  }, [lastEnd]);

  const startCooldown = useCallback((purpose: CodePurpose, address: string, seconds: number = RESEND_COOLDOWN_SECONDS) => {
    const now = Date.now();
    setClock(now);
    setCooldowns((c) => ({ ...c, [cooldownKey(purpose, address)]: now + Math.max(1, seconds) * 1000 }));
  }, []);

  const cooldownLeft = useCallback(
    (purpose: CodePurpose, address: string) => {
      const until = cooldowns[cooldownKey(purpose, address)];
      return until ? secondsLeft(until, clock) : 0;
    },
    [cooldowns, clock],
  );

  // ---- dialogs

  const showAlert = useCallback((next: AlertState) => {
    currentAlert.current = next;
    setAlert(next);
  }, []);

  const dismissAlert = useCallback((action?: AlertAction) => {
    const closing = currentAlert.current;
    if (!closing) return;
    currentAlert.current = null;
    setAlert(null);
    action?.onSelect?.();
    closing.onClose?.();
  }, []);

  // ---- navigation between views

  const go = useCallback<AuthFlow['go']>((next, opts = {}) => {
    if (opts.origin) setOtpOrigin(opts.origin);
    setNotice(opts.notice ?? null);
    showAuthView(next, opts.email !== undefined ? { email: opts.email } : {});
  }, []);

  const closeModal = useCallback(() => {
    const { fromGuard } = $authModal.get();
    closeAuthModal();
    setNotice(null);
    if (fromGuard && !$session.get().isAuthenticated) leaveGuardedPage();
  }, []);

  // ---- codes

  /** A refused code request: a 429 means a code went out recently, so the code view opens with the server's wait. */
  const codeFailure = useCallback(
    (err: unknown, purpose: CodePurpose, address: string, title: string, fallback: string, onCooldown: (message: string) => void) => {
      if (err instanceof ApiCallError && err.httpStatus === 429) {
        const wait = err.retryAfter ? err.retryAfter : RESEND_COOLDOWN_SECONDS;
        startCooldown(purpose, address, wait);
        onCooldown(errorText(err, t));
        return;
      }
      const status = err instanceof ApiCallError ? err.body.message_status : undefined;
      const message = status === 'INVALID_EMAIL' ? t('messages.invalidEmail') : errorText(err, t, fallback);
      const actions: AlertAction[] | undefined =
        status === 'ALREADY_VERIFIED' ? [{ label: t('links.login'), primary: true, onSelect: () => go('login', { email: address }) }, { label: t('buttons.close') }] : undefined;
      showAlert({ kind: 'error', title, message, ...(actions ? { actions } : {}) });
    },
    [go, showAlert, startCooldown, t],
  );

  const sendVerification = useCallback<AuthFlow['sendVerification']>(
    async (address, origin, errorTitle) => {
      if (cooldownLeft('verify', address) > 0) {
        go('otpVerification', { email: address, origin, notice: t('messages.codeStillValid') });
        return true;
      }
      try {
        const { cooldown } = await resendOtp(address);
        startCooldown('verify', address, cooldown);
        go('otpVerification', { email: address, origin, notice: t('messages.codeSent') });
        return true;
      } catch (err) {
        let opened = false;
        const fallback = errorTitle === t('dialogs.resendFailed.title') ? t('dialogs.resendFailed.message') : t('messages.unexpected');
        codeFailure(err, 'verify', address, errorTitle, fallback, (message) => {
          opened = true;
          go('otpVerification', { email: address, origin, notice: message });
        });
        return opened;
      }
    },
    [codeFailure, cooldownLeft, go, startCooldown, t],
  );

  const sendResetCode = useCallback<AuthFlow['sendResetCode']>(
    async (address) => {
      if (cooldownLeft('reset', address) > 0) {
        go('resetPassword', { email: address, notice: t('messages.codeStillValid') });
        return true;
      }
      try {
        const { cooldown } = await requestResetCode(address);
        startCooldown('reset', address, cooldown);
        go('resetPassword', { email: address, notice: t('messages.codeSent') });
        return true;
      } catch (err) {
        let opened = false;
        codeFailure(err, 'reset', address, t('dialogs.resetFailed.title'), t('messages.unexpected'), (message) => {
          opened = true;
          go('resetPassword', { email: address, notice: message });
        });
        return opened;
      }
    },
    [codeFailure, cooldownLeft, go, startCooldown, t],
  );

  const resend = useCallback<AuthFlow['resend']>(
    async (purpose) => {
      try {
        const { cooldown } = purpose === 'verify' ? await resendOtp(email) : await requestResetCode(email);
        startCooldown(purpose, email, cooldown);
        setNotice(t('messages.codeSent'));
      } catch (err) {
        const title = t('dialogs.resendFailed.title');
        codeFailure(err, purpose, email, title, t('dialogs.resendFailed.message'), (message) => showAlert({ kind: 'error', title, message }));
      }
    },
    [codeFailure, email, showAlert, startCooldown, t],
  );

  // ---- success

  const signedIn = useCallback<AuthFlow['signedIn']>(
    (user, { event, method, success }) => {
      setSession(user);
      void track(event, { method });
      closeAuthModal();
      setNotice(null);
      setRegisterDraft(null);
      if (success) showAlert({ kind: 'success', title: success.title, message: success.message, onClose: reloadPage });
      else reloadPage();
    },
    [showAlert],
  );

  const flow = useMemo<AuthFlow>(
    () => ({
      t,
      email,
      go,
      alert: showAlert,
      remember,
      setRemember,
      otpOrigin,
      notice,
      cooldownLeft,
      startCooldown,
      sendVerification,
      sendResetCode,
      resend,
      signedIn,
      providers,
      registerDraft,
      setRegisterDraft,
    }),
    [t, email, go, showAlert, remember, otpOrigin, notice, cooldownLeft, startCooldown, sendVerification, sendResetCode, resend, signedIn, providers, registerDraft],
  );

  return (
    <>
      <Modal open={modal.open} title={t(`titles.${view}`)} onClose={closeModal} closeLabel={t('buttons.close')}>
        <div ref={bodyRef} className="auth-modal" data-view={view}>
          {view === 'login' && <LoginView key="login" flow={flow} />}
          {view === 'register' && <RegisterView key="register" flow={flow} />}
          {view === 'forgotPassword' && <ForgotPasswordView key="forgot" flow={flow} />}
          {view === 'verifyAccountPrompt' && <VerifyAccountView key="verify" flow={flow} />}
          {view === 'otpVerification' && <OtpVerificationView key={`otp:${email}`} flow={flow} />}
          {view === 'resetPassword' && <ResetPasswordView key={`reset:${email}`} flow={flow} />}
        </div>
      </Modal>
      <AlertDialog alert={alert} onDismiss={dismissAlert} okLabel={t('buttons.ok')} closeLabel={t('buttons.close')} />
    </>
  );
}
