import { atom } from 'nanostores';

/** The six views of the auth modal (spec 000 §2.3). */
export type AuthView = 'login' | 'register' | 'forgotPassword' | 'verifyAccountPrompt' | 'otpVerification' | 'resetPassword';

export type AuthModalState = {
  open: boolean;
  view: AuthView;
  /** Opened by the access guard: closing goes back, or home when there is no history. */
  fromGuard: boolean;
  email?: string;
};

export const $authModal = atom<AuthModalState>({ open: false, view: 'login', fromGuard: false });

/** Opens the modal on `view` (any island may call it: the top bar's 'Login here', a [data-requires-auth] click, ...). */
export function openAuthModal(view: AuthView = 'login', opts: { fromGuard?: boolean; email?: string } = {}) {
  $authModal.set({ open: true, view, fromGuard: opts.fromGuard ?? false, ...(opts.email ? { email: opts.email } : {}) });
}

/** Switches the open modal to another view, keeping how it was opened (guard or not). */
export function showAuthView(view: AuthView, opts: { email?: string } = {}) {
  const current = $authModal.get();
  const email = opts.email ?? current.email;
  $authModal.set({ open: true, view, fromGuard: current.fromGuard, ...(email ? { email } : {}) });
}

/** Closes the modal. Leaving a guarded route is the AuthModal island's business, see its onClose. */
export function closeAuthModal() {
  const current = $authModal.get();
  if (current.open) $authModal.set({ ...current, open: false });
}
