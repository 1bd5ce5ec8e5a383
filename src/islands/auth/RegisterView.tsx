import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiCallError } from '../../lib/api/client.ts';
import { register } from '../../lib/api/auth.ts';
import { track } from '../../lib/analytics.ts';
import { mapRegistrationError } from '../../lib/auth-errors.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { NewTabLink, PasswordField, richText, SubmitButton, TextField } from './fields.tsx';
import { focusFirstError, isEmail, PASSWORD_MIN, type AuthFlow, type FieldErrors } from './flow.ts';
import { SocialButtons } from './SocialButtons.tsx';

type Values = { name: string; last_name: string; username: string; email: string; phone: string; password: string; confirm: string };
type Key = keyof Values | 'terms';

const ORDER: Key[] = ['name', 'last_name', 'username', 'email', 'phone', 'password', 'confirm', 'terms'];
/** The input of each field, for focusing the first one in error. */
const INPUT_NAME: Record<Key, string> = {
  name: 'name',
  last_name: 'last_name',
  username: 'username',
  email: 'email',
  phone: 'phone',
  password: 'password',
  confirm: 'password_confirmation',
  terms: 'terms',
};

/** Register: every field required, matching passwords, the terms agreed (spec 000 §5). */
export function RegisterView({ flow }: { flow: AuthFlow }) {
  const { t } = flow;
  const draft = flow.registerDraft;
  const [values, setValues] = useState<Values>({
    name: draft?.name ?? '',
    last_name: draft?.last_name ?? '',
    username: draft?.username ?? '',
    email: flow.email || draft?.email || '',
    phone: draft?.phone ?? '',
    password: '',
    confirm: '',
  });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const termsErrorId = useId();

  const set = (key: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const validate = (): FieldErrors => {
    const out: FieldErrors = {};
    if (!values.name.trim()) out.name = t('validation.firstNameRequired');
    if (!values.last_name.trim()) out.last_name = t('validation.lastNameRequired');
    if (!values.username.trim()) out.username = t('validation.usernameRequired');
    if (!values.email.trim()) out.email = t('validation.emailRequired');
    else if (!isEmail(values.email)) out.email = t('validation.emailInvalid');
    if (!values.phone.trim()) out.phone = t('validation.phoneRequired');
    if (!values.password) out.password = t('validation.passwordRequired');
    else if (values.password.length < PASSWORD_MIN) out.password = t('validation.passwordTooShort');
    if (!values.confirm) out.confirm = t('validation.confirmPasswordRequired');
    else if (values.password && values.confirm !== values.password) out.confirm = t('validation.passwordsMismatch');
    if (!terms) out.terms = t('validation.termsRequired');
    return out;
  };

  const focusErrors = (found: FieldErrors) => {
    const form = formRef.current;
    focusFirstError(found, ORDER.map((k) => [k, form?.querySelector<HTMLInputElement>(`[name="${INPUT_NAME[k]}"]`)]));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) {
      focusErrors(found);
      return;
    }
    const input = {
      name: values.name.trim(),
      last_name: values.last_name.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      password: values.password,
    };
    const keep = () => flow.setRegisterDraft({ name: input.name, last_name: input.last_name, username: input.username, email: input.email, phone: input.phone });
    setBusy(true);
    try {
      const answer = await register(input);
      void track('user_registered');
      keep();
      const sent = answer.message_status !== 'OTP_SEND_FAILED';
      if (sent) flow.startCooldown('verify', input.email);
      flow.go('otpVerification', { email: input.email, origin: 'register', notice: t(sent ? 'messages.registered' : 'errors:codes.OTP_SEND_FAILED') });
    } catch (err) {
      const httpStatus = err instanceof ApiCallError ? err.httpStatus : 0;
      const body = err instanceof ApiCallError ? err.body : null;
      const mapped = mapRegistrationError(httpStatus, body);
      if (mapped.status === 'EMAIL_UNVERIFIED') {
        // The e-mail exists but is unverified: the server sent a new code.
        keep();
        flow.startCooldown('verify', input.email);
        flow.go('otpVerification', { email: input.email, origin: 'register', notice: t('messages.codeSent') });
        flow.alert({ kind: 'info', title: t('dialogs.otpResent.title'), message: t('dialogs.otpResent.message') });
      } else if (mapped.status === 'EMAIL_TAKEN') {
        setErrors({ email: errorText(err, t, mapped.message) });
        flow.alert({
          kind: 'question',
          title: t('dialogs.emailTaken.title'),
          message: t('dialogs.emailTaken.message'),
          actions: [
            { label: t('links.login'), primary: true, onSelect: () => flow.go('login', { email: input.email }) },
            { label: t('titles.forgotPassword'), onSelect: () => flow.go('forgotPassword', { email: input.email }) },
          ],
        });
      } else {
        const fields = fieldErrorTexts(err, t);
        const mappedFields: FieldErrors = {
          name: fields.name,
          last_name: fields.last_name,
          username: fields.username ?? fields.user_name,
          email: fields.email,
          phone: fields.phone,
          password: fields.password,
        };
        setErrors(mappedFields);
        const message =
          httpStatus === 0 || httpStatus === 429 || httpStatus >= 500 ? errorText(err, t, t('messages.unexpected')) : t('dialogs.registrationFailed.message');
        flow.alert({ kind: 'error', title: t('dialogs.registrationFailed.title'), message, onClose: () => focusErrors(mappedFields) });
      }
    } finally {
      setBusy(false);
    }
  };

  const newTab = t('links.newTab');
  return (
    <div className="auth-view">
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        <div className="auth-grid">
          <TextField name="name" label={t('fields.firstName')} value={values.name} onChange={set('name')} autoComplete="given-name" error={errors.name} maxLength={100} />
          <TextField name="last_name" label={t('fields.lastName')} value={values.last_name} onChange={set('last_name')} autoComplete="family-name" error={errors.last_name} maxLength={100} />
        </div>
        <TextField name="username" label={t('fields.username')} value={values.username} onChange={set('username')} autoComplete="username" error={errors.username} hint={t('hints.username')} maxLength={30} />
        <TextField name="email" type="email" inputMode="email" label={t('fields.email')} placeholder={t('fields.emailPlaceholder')} value={values.email} onChange={set('email')} autoComplete="email" error={errors.email} />
        <TextField name="phone" type="tel" inputMode="tel" label={t('fields.phone')} placeholder={t('fields.phonePlaceholder')} value={values.phone} onChange={set('phone')} autoComplete="tel" error={errors.phone} maxLength={20} />
        <PasswordField name="password" label={t('fields.password')} value={values.password} onChange={set('password')} autoComplete="new-password" error={errors.password} hint={t('hints.password')} showLabel={t('fields.showPassword')} hideLabel={t('fields.hidePassword')} />
        <PasswordField name="password_confirmation" label={t('fields.confirmPassword')} value={values.confirm} onChange={set('confirm')} autoComplete="new-password" error={errors.confirm} showLabel={t('fields.showPassword')} hideLabel={t('fields.hidePassword')} />
        <div className="auth-field">
          <label className="auth-check auth-terms">
            <input
              type="checkbox"
              name="terms"
              checked={terms}
              onChange={(e) => {
                setTerms(e.target.checked);
                if (errors.terms) setErrors((x) => ({ ...x, terms: undefined }));
              }}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? termsErrorId : undefined}
              required
            />
            <span>
              {richText(t('links.agree'), {
                terms: (text) => <NewTabLink href="/terms-conditions" text={text} newTabLabel={newTab} />,
                privacy: (text) => <NewTabLink href="/privacy-policy" text={text} newTabLabel={newTab} />,
              })}
            </span>
          </label>
          {errors.terms && (
            <p className="field-error" id={termsErrorId}>
              {errors.terms}
            </p>
          )}
        </div>
        <p className="auth-small">{richText(t('links.questions'), { contact: (text) => <NewTabLink href="/contact-us" text={text} newTabLabel={newTab} /> })}</p>
        <SubmitButton busy={busy} label={t('buttons.register')} busyLabel={t('buttons.busy')} />
      </form>
      <p className="auth-alt">
        {t('links.haveAccount')}{' '}
        <button type="button" className="auth-link" onClick={() => flow.go('login', { email: values.email.trim() })}>
          {t('links.login')}
        </button>
      </p>
      <SocialButtons flow={flow} />
    </div>
  );
}
