import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiCallError } from '../../lib/api/client.ts';
import { errorText } from '../../lib/error-text.ts';
import { verifyOtp } from '../../lib/api/auth.ts';
import { emptyOtp, isOtpComplete, otpValue } from '../../lib/otp.ts';
import { CodeActions } from './CodeActions.tsx';
import { Notice, SubmitButton } from './fields.tsx';
import type { AuthFlow } from './flow.ts';
import { OtpInput } from './OtpInput.tsx';

/** Enter OTP (otpVerification): the 6-digit code that verifies the e-mail; success signs in. */
export function OtpVerificationView({ flow }: { flow: AuthFlow }) {
  const { t, email } = flow;
  const [digits, setDigits] = useState<string[]>(emptyOtp);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const firstBox = useRef<HTMLInputElement | null>(null);
  const labelId = useId();
  const errorId = useId();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!isOtpComplete(digits)) {
      setError(t('validation.otpIncomplete'));
      firstBox.current?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const user = await verifyOtp({ email, otp: otpValue(digits), remember: flow.remember });
      flow.signedIn(user, {
        event: 'user_verified',
        method: 'otp',
        success: { title: t('dialogs.verified.title'), message: t('dialogs.verified.message') },
      });
    } catch (err) {
      const body = err instanceof ApiCallError ? err.body : null;
      const httpStatus = err instanceof ApiCallError ? err.httpStatus : 0;
      const message =
        body?.message_status === 'INVALID_OTP' || (httpStatus === 422 && !body?.message_status && body?.errors?.otp)
          ? t('dialogs.otpFailed.message')
          : errorText(err, t, t('dialogs.otpFailed.message'));
      setError(message);
      setDigits(emptyOtp());
      flow.alert({ kind: 'error', title: t('dialogs.otpFailed.title'), message, onClose: () => firstBox.current?.focus() });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-view">
      {/*
        'Change email' returns to the view that sent the code: register → register, verifyAccountPrompt →
        verifyAccountPrompt, and the login dialog's 'Verify now? Yes' → verifyAccountPrompt (the view that sends
        verification codes). The reset code's own view (resetPassword) returns to forgotPassword.
      */}
      <p className="auth-intro">{t('intro.otpVerification', { email })}</p>
      <Notice text={flow.notice} />
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <div className="auth-field">
          <span className="auth-label" id={labelId}>
            {t('fields.otp')}
          </span>
          <OtpInput
            digits={digits}
            onChange={(next) => {
              setDigits(next);
              if (error) setError(undefined);
            }}
            labelledBy={labelId}
            digitLabel={(n) => t('fields.otpDigit', { n })}
            error={error}
            errorId={errorId}
            firstRef={(el) => {
              firstBox.current = el;
            }}
          />
          {error && (
            <p className="field-error" id={errorId}>
              {error}
            </p>
          )}
        </div>
        <SubmitButton busy={busy} label={t('buttons.verify')} busyLabel={t('buttons.busy')} />
      </form>
      <CodeActions flow={flow} purpose="verify" email={email} changeTo={flow.otpOrigin} />
    </div>
  );
}
