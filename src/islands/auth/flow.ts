import type { Translate } from '../../i18n/translator.ts';
import type { AuthUser, SignInProviders } from '../../lib/api/auth.ts';
import type { AuthView } from '../../stores/auth-modal.ts';

export type AlertKind = 'success' | 'error' | 'info' | 'question';
export type AlertAction = { label: string; onSelect?: () => void; primary?: boolean };

/** A titled dialog of spec 000 §8; success ones close themselves after 1.5 s (§4.1). */
export type AlertState = {
  kind: AlertKind;
  title: string;
  message?: string;
  /** Buttons; an OK button when none are given. */
  actions?: AlertAction[];
  /** Runs however the dialog closes (button, Escape, timer). */
  onClose?: () => void;
};

export type CodePurpose = 'verify' | 'reset';

/** Fields of the register view kept while the visitor goes to the OTP view and back ('Change email'); never passwords. */
export type RegisterDraft = { name: string; last_name: string; username: string; email: string; phone: string };

/** What the AuthModal island gives each view. */
export type AuthFlow = {
  t: Translate;
  /** The e-mail carried between views (prefills, the OTP views' address). */
  email: string;
  go: (view: AuthView, opts?: { email?: string; origin?: AuthView; notice?: string | null }) => void;
  alert: (alert: AlertState) => void;
  /** 'Keep me logged in'. */
  remember: boolean;
  setRemember: (value: boolean) => void;
  /** The view that sent the verification code shown in the OTP view ('Change email' returns there). */
  otpOrigin: AuthView;
  /** A status line for the code views (code sent, still valid, server's 429 message). */
  notice: string | null;
  cooldownLeft: (purpose: CodePurpose, email: string) => number;
  startCooldown: (purpose: CodePurpose, email: string, seconds?: number) => void;
  /** Sends a verification code and opens the OTP view; false when it failed (the failure was shown). */
  sendVerification: (email: string, origin: AuthView, errorTitle: string) => Promise<boolean>;
  /** Sends a password reset code and opens the reset view; false when it failed (the failure was shown). */
  sendResetCode: (email: string) => Promise<boolean>;
  /** Re-sends the code of the current code view, restarting the cooldown. */
  resend: (purpose: CodePurpose) => Promise<void>;
  /** Stores the session, records the event, closes the modal and reloads (after the success dialog when given). */
  signedIn: (user: AuthUser, opts: { event: 'user_login' | 'user_verified'; method: string; success?: { title: string; message: string } }) => void;
  providers: SignInProviders | null;
  registerDraft: RegisterDraft | null;
  setRegisterDraft: (draft: RegisterDraft | null) => void;
};

/** A plain address check, the same as the server's (something@something.tld). */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export const PASSWORD_MIN = 8;

export type FieldErrors = Partial<Record<string, string>>;

/** Focuses the first field with an error, in the order given. */
export function focusFirstError(errors: FieldErrors, order: Array<[string, HTMLElement | null | undefined]>) {
  for (const [key, el] of order) {
    if (errors[key] && el) {
      el.focus();
      return;
    }
  }
}
