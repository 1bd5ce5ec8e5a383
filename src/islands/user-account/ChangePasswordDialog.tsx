import { useState, type FormEvent } from 'react';
import { CHANGE_PASSWORD_MIN } from '../../../common/passwords.ts';
import { Field, describedBy } from '../../components/Field.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import type { Translate } from '../../i18n/translator.ts';
import { changePassword } from '../../lib/api/account.ts';
import { ApiCallError } from '../../lib/api/client.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';

type Fields = { current_password: string; new_password: string; new_password_confirmation: string };
const EMPTY: Fields = { current_password: '', new_password: '', new_password_confirmation: '' };

/** The spec's checks before sending (spec 001 §5 'Change password'; decision 105). */
function check(values: Fields, t: Translate): Partial<Fields> {
  const out: Partial<Fields> = {};
  for (const key of Object.keys(values) as (keyof Fields)[]) if (!values[key]) out[key] = t('password.required');
  if (values.new_password && values.new_password.length < CHANGE_PASSWORD_MIN) out.new_password = t('password.tooShort');
  else if (values.new_password_confirmation && values.new_password !== values.new_password_confirmation) out.new_password_confirmation = t('password.mismatch');
  return out;
}

/** Change password: current, new and confirmation; other devices are signed out by the server, this one stays. */
export function ChangePasswordDialog({ open, onClose, onDone, t }: { open: boolean; onClose: () => void; onDone: (text: string) => void; t: Translate }) {
  const [values, setValues] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    setFailure(null);
    onClose();
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = check(values, t);
    setErrors(found);
    setFailure(found.new_password_confirmation === t('password.mismatch') ? { title: t('password.mismatchTitle'), text: t('password.mismatch') } : null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await changePassword(values);
      close();
      onDone(t('password.changed'));
    } catch (err) {
      const fields = fieldErrorTexts(err, t);
      const wrongCurrent = err instanceof ApiCallError && err.httpStatus === 422 && 'current_password' in (err.body.errors ?? {});
      setErrors({
        ...(fields.current_password ? { current_password: wrongCurrent ? t('errors:codes.WRONG_PASSWORD') : fields.current_password } : {}),
        ...(fields.new_password ? { new_password: fields.new_password } : {}),
      });
      setFailure(
        wrongCurrent
          ? { title: t('password.invalidTitle'), text: t('errors:codes.WRONG_PASSWORD') }
          : { title: t('password.failed'), text: errorText(err, t, t('password.failed')) },
      );
    } finally {
      setBusy(false);
    }
  }

  const field = (key: keyof Fields, label: string, autoComplete: string) => (
    <Field id={`cp-${key}`} label={label} required error={errors[key]}>
      <input
        id={`cp-${key}`}
        type="password"
        autoComplete={autoComplete}
        value={values[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(`cp-${key}`, false, errors[key])}
        onChange={(e) => setValues({ ...values, [key]: e.target.value })}
      />
    </Field>
  );

  return (
    <Modal open={open} title={t('changePassword')} onClose={close} closeLabel={t('password.cancel')}>
      <form className="ua-form" onSubmit={submit} noValidate>
        {failure && (
          <div className="ua-alert" role="alert">
            <strong>{failure.title}</strong> {failure.text}
          </div>
        )}
        {field('current_password', t('password.current'), 'current-password')}
        {field('new_password', t('password.new'), 'new-password')}
        {field('new_password_confirmation', t('password.confirm'), 'new-password')}
        <div className="ua-form-actions">
          <button type="button" className="btn" onClick={close}>
            {t('password.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('password.saving') : t('password.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
