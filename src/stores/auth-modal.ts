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

export function openAuthModal(view: AuthView = 'login', opts: { fromGuard?: boolean; email?: string } = {}) {
  $authModal.set({ open: true, view, fromGuard: opts.fromGuard ?? false, ...(opts.email ? { email: opts.email } : {}) });
}
