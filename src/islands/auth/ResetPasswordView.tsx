import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiCallError } from '../../lib/api/client.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { resetPassword } from '../../lib/api/auth.ts';
import { emptyOtp, isOtpComplete, otpValue } from '../../lib/otp.ts';
import { CodeActions } from './CodeActions.tsx';
import { Notice, PasswordField, SubmitButton } from './fields.tsx';
import { focusFirstError, PASSWORD_MIN, type AuthFlow, type FieldErrors } from './flow.ts';
import { OtpInput } from './OtpInput.tsx';

/** Reset Password: the mailed code plus the new password twice; success signs in (spec 000 §4.1, §5). */
export function ResetPasswordView({ flow }: { flow: AuthFlow }) {
  const { t, email } = flow;
  const [digits, setDigits] = useState<string[]>(emptyOtp);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const firstBox = useRef<HTMLInputElement | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const otpErrorId = useId();

  const focusErrors = (found: FieldErrors) =>
    focusFirstError(found, [
      ['otp', firstBox.current],
      ['password', passwordRef.current],
      ['confirm', confirmRef.current],
    ]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found: FieldErrors = {};
    if (!isOtpComplete(digits)) found.otp = t('validation.otpIncomplete');
    if (!password) found.password = t('validation.passwordRequired');
    else if (password.length < PASSWORD_MIN) found.password = t('validation.passwordTooShort');
    if (!confirm) found.confirm = t('validation.confirmPasswordRequired');
    else if (password && confirm !== password) found.confirm = t('validation.passwordsMismatch');
    setErrors(found);
    if (Object.keys(found).length) {
      focusErrors(found);
      return;
    }
    setBusy(true);
    try {
      const user = await resetPassword({ email, otp: otpValue(digits), password, password_confirmation: confirm });
      flow.signedIn(user, {
        event: 'user_login',
        method: 'reset',
        success: { title: t('dialogs.resetDone.title'), message: t('dialogs.resetDone.message') },
      });
    } catch (err) {
      const body = err instanceof ApiCallError ? err.body : null;
      const fields = fieldErrorTexts(err, t);
      const invalidOtp = body?.message_status === 'INVALID_OTP';
      const next: FieldErrors = {
        otp: invalidOtp ? t('dialogs.otpFailed.message') : fields.otp,
        password: fields.password,
        confirm: fields.password_confirmation,
      };
      if (next.otp) setDigits(emptyOtp());
      setErrors(next);
      const message = invalidOtp ? t('dialogs.otpFailed.message') : errorText(err, t, t('messages.unexpected'));
      flow.alert({ kind: 'error', title: t('dialogs.resetFailed.title'), message, onClose: () => focusErrors(next) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-view">
      <p className="auth-intro">{t('intro.resetPassword', { email })}</p>
      <Notice text={flow.notice} />
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {/* Lets password managers file the new password under the account's e-mail. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly className="visually-hidden" tabIndex={-1} aria-hidden="true" />
        <div className="auth-field">
          <span className="auth-label" id={labelId}>
            {t('fields.otp')}
          </span>
          <OtpInput
            digits={digits}
            onChange={(next) => {
              setDigits(next);
              if (errors.otp) setErrors((x) => ({ ...x, otp: undefined }));
            }}
            labelledBy={labelId}
            digitLabel={(n) => t('fields.otpDigit', { n })}
            error={errors.otp}
            errorId={otpErrorId}
            firstRef={(el) => {
              firstBox.current = el;
            }}
          />
          {errors.otp && (
            <p className="field-error" id={otpErrorId}>
              {errors.otp}
            </p>
          )}
        </div>
        <PasswordField
          name="password"
          label={t('fields.newPassword')}
          value={password}
          onChange={(v) => {
            setPassword(v);
            if (errors.password) setErrors((x) => ({ ...x, password: undefined }));
          }}
          autoComplete="new-password"
          error={errors.password}
          hint={t('hints.password')}
          inputRef={passwordRef}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
        />
        <PasswordField
          name="password_confirmation"
          label={t('fields.confirmNewPassword')}
          value={confirm}
          onChange={(v) => {
            setConfirm(v);
            if (errors.confirm) setErrors((x) => ({ ...x, confirm: undefined }));
          }}
          autoComplete="new-password"
          error={errors.confirm}
          inputRef={confirmRef}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
        />
        <SubmitButton busy={busy} label={t('buttons.resetPassword')} busyLabel={t('buttons.busy')} />
      </form>
      <CodeActions flow={flow} purpose="reset" email={email} changeTo="forgotPassword" />
    </div>
  );
}
