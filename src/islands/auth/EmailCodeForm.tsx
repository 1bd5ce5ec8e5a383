import { useRef, useState, type FormEvent } from 'react';
import { SubmitButton, TextField } from './fields.tsx';
import { isEmail, type AuthFlow } from './flow.ts';

type Props = {
  flow: AuthFlow;
  intro: string;
  /** The message for an empty e-mail field. */
  requiredMessage: string;
  /** Sends the code and moves on; false when it failed (the controller showed why). */
  send: (email: string) => Promise<boolean>;
};

/** The e-mail-only form of the Forgot Password and Verify Account views: one field, 'Send Code', back to login. */
export function EmailCodeForm({ flow, intro, requiredMessage, send }: Props) {
  const { t } = flow;
  const [email, setEmail] = useState(flow.email);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const address = email.trim();
    const problem = !address ? requiredMessage : !isEmail(address) ? t('validation.emailInvalid') : undefined;
    setError(problem);
    if (problem) {
      ref.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await send(address);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-view">
      <p className="auth-intro">{intro}</p>
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
            if (error) setError(undefined);
          }}
          autoComplete="email"
          error={error}
          inputRef={ref}
        />
        <SubmitButton busy={busy} label={t('buttons.sendCode')} busyLabel={t('buttons.busy')} />
      </form>
      <p className="auth-alt">
        <button type="button" className="auth-link" onClick={() => flow.go('login', { email: email.trim() })}>
          {t('links.backToLogin')}
        </button>
      </p>
    </div>
  );
}
