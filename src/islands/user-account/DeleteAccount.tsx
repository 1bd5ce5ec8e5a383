import { useState, type FormEvent } from 'react';
import { Field, describedBy } from '../../components/Field.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import type { Translate } from '../../i18n/translator.ts';
import { deleteAccount } from '../../lib/api/account.ts';
import { errorText, fieldErrorTexts } from '../../lib/error-text.ts';
import { clearSession } from '../../stores/session.ts';
import { DownloadData } from './AccountSettings.tsx';

/**
 * Delete account with its confirmation (spec 001 'Edit Account'; decision 107). The password confirms it; an account
 * made with Google or Apple may have none, so there it may stay empty.
 */
export function DeleteAccount({ t, hasPassword }: { t: Translate; hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');

  const close = () => {
    if (state === 'busy') return;
    setOpen(false);
    setPassword('');
    setError('');
    setFieldError('');
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (hasPassword && !password) {
      setFieldError(t('password.required'));
      return;
    }
    setState('busy');
    setError('');
    setFieldError('');
    try {
      await deleteAccount(password);
      setState('done');
      // The message first: ending the session at once would take this screen (and the message) away.
      setTimeout(() => {
        clearSession();
        location.assign('/');
      }, 1500);
    } catch (err) {
      setState('idle');
      setFieldError(fieldErrorTexts(err, t).password ?? '');
      setError(errorText(err, t, t('delete.failed')));
    }
  }

  return (
    <section className="ua-section card ua-danger" aria-labelledby="ua-delete">
      <h2 id="ua-delete">{t('delete.title')}</h2>
      <p>{t('delete.intro')}</p>
      <p className="ua-muted">{t('delete.downloadFirst')}</p>
      <DownloadData t={t} />
      <button type="button" className="btn ua-btn-danger" onClick={() => setOpen(true)}>
        {t('delete.button')}
      </button>
      <Modal open={open} title={t('delete.confirmTitle')} onClose={close} size="sm" closeLabel={t('delete.cancel')}>
        {state === 'done' ? (
          <p className="ua-ok" role="status">
            {t('delete.done')}
          </p>
        ) : (
          <form className="ua-form" onSubmit={submit} noValidate>
            <p>{t('delete.confirmText')}</p>
            <Field id="da-password" label={t('delete.password')} required={hasPassword} hint={hasPassword ? t('delete.passwordHint') : t('delete.passwordSocialHint')} error={fieldError || undefined}>
              <input
                id="da-password"
                type="password"
                autoComplete="current-password"
                value={password}
                aria-invalid={fieldError ? true : undefined}
                aria-describedby={describedBy('da-password', true, fieldError)}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            {error && (
              <p className="ua-error" role="alert">
                {error}
              </p>
            )}
            <div className="ua-form-actions">
              <button type="button" className="btn" onClick={close}>
                {t('delete.cancel')}
              </button>
              <button type="submit" className="btn ua-btn-danger" disabled={state === 'busy'}>
                {state === 'busy' ? t('delete.deleting') : t('delete.confirm')}
              </button>
            </div>
          </form>
        )}
      </Modal>
    </section>
  );
}
