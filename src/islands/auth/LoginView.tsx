import { useRef, useState, type FormEvent } from 'react';
import { ApiCallError } from '../../lib/api/client.ts';
import { login } from '../../lib/api/auth.ts';
import { mapLoginError } from '../../lib/auth-errors.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { PasswordField, SubmitButton, TextField } from './fields.tsx';
import { focusFirstError, isEmail, type AuthFlow, type FieldErrors } from './flow.ts';
import { SocialButtons } from './SocialButtons.tsx';

/** Authorization: e-mail and password, 'Keep me logged in', links to the other views, social sign-in. */
export function LoginView({ flow }: { flow: AuthFlow }) {
  const { t } = flow;
  const [email, setEmail] = useState(flow.email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const validate = (): FieldErrors => {
    const out: FieldErrors = {};
    if (!email.trim()) out.email = t('validation.emailRequired');
    else if (!isEmail(email)) out.email = t('validation.emailInvalid');
    if (!password) out.password = t('validation.passwordRequired');
    return out;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError(found, [
        ['email', emailRef.current],
        ['password', passwordRef.current],
      ]);
      return;
    }
    setBusy(true);
    try {
      const user = await login({ email: email.trim(), password, remember: flow.remember });
      flow.signedIn(user, { event: 'user_login', method: 'password' });
    } catch (err) {
      const httpStatus = err instanceof ApiCallError ? err.httpStatus : 0;
      const body = err instanceof ApiCallError ? err.body : null;
      const mapped = mapLoginError(httpStatus, body);
      const address = email.trim();
      switch (mapped.status) {
        case 'EMAIL_UNVERIFIED':
          flow.alert({
            kind: 'question',
            title: t('dialogs.emailNotVerified.title'),
            message: t('dialogs.emailNotVerified.message'),
            actions: [
              // Yes: a new code, then the OTP view ('Change email' there leads to the verify prompt).
              { label: t('buttons.yes'), primary: true, onSelect: () => void flow.sendVerification(address, 'verifyAccountPrompt', t('dialogs.resendFailed.title')) },
              { label: t('buttons.no') },
            ],
          });
          break;
        case 'INVALID_EMAIL':
          setErrors({ email: t('messages.invalidEmail') });
          flow.alert({
            kind: 'question',
            title: t('dialogs.emailNotFound.title'),
            message: t('dialogs.emailNotFound.message'),
            actions: [
              { label: t('buttons.register'), primary: true, onSelect: () => flow.go('register', { email: address }) },
              { label: t('buttons.cancel') },
            ],
          });
          break;
        case 'WRONG_PASSWORD':
          setErrors({ password: t('messages.wrongPassword') });
          flow.alert({ kind: 'error', title: t('dialogs.loginFailed.title'), message: t('messages.wrongPassword') });
          break;
        default: {
          const fields = fieldErrorTexts(err, t);
          setErrors({ email: fields.email, password: fields.password });
          flow.alert({ kind: 'error', title: t('dialogs.loginFailed.title'), message: errorText(err, t, t('messages.unexpected')) });
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-view">
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          name="email"
          type="email"
          inputMode="email"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          value={email}
          onChange={(v) => {
            setEmail(v);
            if (errors.email) setErrors({ ...errors, email: undefined });
          }}
          autoComplete="username"
          error={errors.email}
          inputRef={emailRef}
        />
        <PasswordField
          name="password"
          label={t('fields.password')}
          value={password}
          onChange={(v) => {
            setPassword(v);
            if (errors.password) setErrors({ ...errors, password: undefined });
          }}
          autoComplete="current-password"
          error={errors.password}
          inputRef={passwordRef}
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
        />
        <div className="auth-row">
          <label className="auth-check">
            <input type="checkbox" checked={flow.remember} onChange={(e) => flow.setRemember(e.target.checked)} name="remember" />
            <span>{t('fields.keepLoggedIn')}</span>
          </label>
          <button type="button" className="auth-link" onClick={() => flow.go('forgotPassword', { email: email.trim() })}>
            {t('links.forgotPassword')}
          </button>
        </div>
        <SubmitButton busy={busy} label={t('buttons.login')} busyLabel={t('buttons.busy')} />
      </form>
      <p className="auth-alt">
        {t('links.notVerified')}{' '}
        <button type="button" className="auth-link" onClick={() => flow.go('verifyAccountPrompt', { email: email.trim() })}>
          {t('links.verifyNow')}
        </button>
      </p>
      <p className="auth-alt">
        {t('links.noAccount')}{' '}
        <button type="button" className="auth-link" onClick={() => flow.go('register', { email: email.trim() })}>
          {t('links.register')}
        </button>
      </p>
      <SocialButtons flow={flow} />
    </div>
  );
}
