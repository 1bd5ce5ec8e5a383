import { EmailCodeForm } from './EmailCodeForm.tsx';
import type { AuthFlow } from './flow.ts';

/** Forgot Password: mails a reset code, then the Reset Password view (spec 000 §4.1). */
export function ForgotPasswordView({ flow }: { flow: AuthFlow }) {
  const { t } = flow;
  return <EmailCodeForm flow={flow} intro={t('intro.forgotPassword')} requiredMessage={t('validation.emailRequired')} send={(email) => flow.sendResetCode(email)} />;
}
