import { EmailCodeForm } from './EmailCodeForm.tsx';
import type { AuthFlow } from './flow.ts';

/** Verify Account (verifyAccountPrompt): mails a new verification code, then the OTP view (spec 000 §4.1). */
export function VerifyAccountView({ flow }: { flow: AuthFlow }) {
  const { t } = flow;
  return (
    <EmailCodeForm
      flow={flow}
      intro={t('intro.verifyAccountPrompt')}
      requiredMessage={t('validation.verifyEmailRequired')}
      send={(email) => flow.sendVerification(email, 'verifyAccountPrompt', t('dialogs.verificationError.title'))}
    />
  );
}
