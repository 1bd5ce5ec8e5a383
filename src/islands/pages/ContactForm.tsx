import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { sendContactMessage } from '../../lib/api/contact.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { useT } from '../../i18n/useT.ts';
import type { I18nProps } from '../../i18n/translator.ts';
import './ContactForm.css';
import { useSession } from '../../stores/use-session.ts';

type Fields = { name: string; email: string; message: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

/** The contact form's basic address pattern (spec 002 section 5), the same one the server applies. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MESSAGE_MAX = 5000;

export function validateContact(raw: Fields): { values: Fields; errors: FieldErrors } {
  const values = { name: raw.name.trim(), email: raw.email.trim(), message: raw.message.trim() };
  const errors: FieldErrors = {};
  if (!values.name) errors.name = 'contact.nameRequired';
  if (!values.email) errors.email = 'contact.emailRequired';
  else if (!EMAIL_PATTERN.test(values.email)) errors.email = 'contact.emailInvalid';
  if (!values.message) errors.message = 'contact.messageRequired';
  else if (values.message.length > MESSAGE_MAX) errors.message = 'contact.messageTooLong';
  return { values, errors };
}

/** Contact Us form (spec 002 sections 2.16 and 5): validated here, delivered to the support inbox by POST /contact. */
export default function ContactForm({ i18n }: { i18n: I18nProps }) {
  const t = useT(i18n, 'pages');
  const session = useSession();
  const id = useId();
  /** What the visitor typed; untouched name and e-mail fall back to the signed-in user's. */
  const [edits, setEdits] = useState<Partial<Fields>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const [failure, setFailure] = useState('');
  const refs = { name: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null), message: useRef<HTMLTextAreaElement>(null) };

  const user = session.user;
  const fields: Fields = {
    name: edits.name ?? (user ? [user.name, user.last_name].filter(Boolean).join(' ') : ''),
    email: edits.email ?? user?.email ?? '',
    message: edits.message ?? '',
  };

  const update = (key: keyof Fields) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setEdits((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((errs) => ({ ...errs, [key]: undefined }));
    setSent('');
  };

  const focusFirst = (errs: FieldErrors) => {
    const first = (['name', 'email', 'message'] as const).find((k) => errs[k]);
    if (first) refs[first].current?.focus();
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setSent('');
    setFailure('');
    const { values, errors: errs } = validateContact(fields);
    setErrors(errs);
    if (Object.keys(errs).length) {
      focusFirst(errs);
      return;
    }
    setBusy(true);
    try {
      await sendContactMessage(values);
      setEdits({});
      setErrors({});
      setSent(t('contact.sent'));
    } catch (err) {
      const texts = fieldErrorTexts(err, t);
      const serverErrs: FieldErrors = {};
      for (const key of ['name', 'email', 'message'] as const) if (texts[key]) serverErrs[key] = texts[key];
      setErrors(serverErrs);
      focusFirst(serverErrs);
      if (!Object.keys(serverErrs).length) setFailure(errorText(err, t, t('contact.failed')));
    } finally {
      setBusy(false);
    }
  }

  const fieldText = (key: keyof Fields) => {
    const value = errors[key];
    return value ? (value.startsWith('contact.') ? t(value, { max: MESSAGE_MAX }) : value) : '';
  };

  const field = (key: keyof Fields, control: (props: Record<string, unknown>) => ReactNode) => {
    const err = fieldText(key);
    const inputId = `${id}-${key}`;
    return (
      <div className="field">
        <label htmlFor={inputId}>{t(`contact.${key}`)}</label>
        {control({
          id: inputId,
          name: key,
          value: fields[key],
          onChange: update(key),
          'aria-invalid': err ? true : undefined,
          'aria-describedby': err ? `${inputId}-error` : undefined,
          readOnly: busy,
        })}
        {err && (
          <span className="field-error" id={`${inputId}-error`}>
            {err}
          </span>
        )}
      </div>
    );
  };

  return (
    <section className="contact-form card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('contact.title')}</h2>
      <form noValidate onSubmit={onSubmit} aria-busy={busy}>
        {field('name', (p) => <input ref={refs.name} type="text" autoComplete="name" maxLength={100} {...p} />)}
        {field('email', (p) => <input ref={refs.email} type="email" autoComplete="email" inputMode="email" maxLength={254} {...p} />)}
        {field('message', (p) => <textarea ref={refs.message} rows={6} maxLength={MESSAGE_MAX} {...p} />)}
        {failure && (
          <p className="contact-failure" role="alert">
            {failure}
          </p>
        )}
        <div className="contact-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('contact.sending') : t('contact.send')}
          </button>
        </div>
        <div className="contact-status" role="status" aria-live="polite">
          {sent}
        </div>
      </form>
    </section>
  );
}
