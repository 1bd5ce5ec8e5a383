import { openAuthModal, type AuthView } from '../../stores/auth-modal.ts';
import { $session } from '../../stores/session.ts';
import { closeMenus } from '../../stores/ui.ts';

/**
 * Links and buttons marked data-requires-auth (Add Listing, Messages, Cart, the user button, create menu entries,
 * the tab bar's member tabs, the home board's Chats tile) open the sign-in dialog for visitors instead of navigating
 * (spec 000 §2.5). The attribute may name the view to open (data-requires-auth="register"); bare, it opens login.
 * One delegated listener covers islands and static markup alike. Returns the uninstaller.
 */
const VIEWS: readonly AuthView[] = ['login', 'register', 'forgotPassword', 'verifyAccountPrompt'];

export function installRequiresAuth(): () => void {
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0) return;
    const target = e.target instanceof Element ? e.target.closest('[data-requires-auth]') : null;
    if (!target || $session.get().isAuthenticated) return;
    e.preventDefault();
    closeMenus();
    const wanted = target.getAttribute('data-requires-auth') as AuthView | null;
    openAuthModal(wanted && VIEWS.includes(wanted) ? wanted : 'login');
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
