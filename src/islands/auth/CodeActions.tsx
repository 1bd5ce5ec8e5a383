import { useState } from 'react';
import { formatCooldown } from '../../lib/otp.ts';
import type { AuthFlow, CodePurpose } from './flow.ts';
import type { AuthView } from '../../stores/auth-modal.ts';

/**
 * 'Resend OTP' (reading 'Resend in Ns' while the 30 s cooldown runs, restarted on every send) and 'Change email',
 * which returns to the view that sent the code.
 */
export function CodeActions({ flow, purpose, email, changeTo }: { flow: AuthFlow; purpose: CodePurpose; email: string; changeTo: AuthView }) {
  const { t } = flow;
  const [busy, setBusy] = useState(false);
  const left = flow.cooldownLeft(purpose, email);

  const resend = async () => {
    if (busy || left > 0) return;
    setBusy(true);
    try {
      await flow.resend(purpose);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-code-actions">
      <button type="button" className="auth-link" onClick={resend} disabled={busy || left > 0} aria-busy={busy || undefined}>
        {left > 0 ? t('buttons.resendIn', { time: formatCooldown(left) }) : t('buttons.resend')}
      </button>
      <button type="button" className="auth-link" onClick={() => flow.go(changeTo, { email })}>
        {t('links.changeEmail')}
      </button>
    </div>
  );
}
