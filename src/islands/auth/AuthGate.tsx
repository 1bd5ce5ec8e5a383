import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { I18nProps } from '../../i18n/translator.ts';
import { $authModal, openAuthModal } from '../../stores/auth-modal.ts';
import { $session, loadSession, type Session } from '../../stores/session.ts';

const AuthModal = lazy(() => import('./AuthModal.tsx'));

type Props = { i18n: I18nProps; guarded?: boolean };

/**
 * On every page: restores the session and applies the access guard of spec 000 §4.6 (on a guarded page a visitor
 * gets the sign-in dialog; the page still renders). The dialog's code loads the first time it opens, so pages
 * don't pay for six sign-in views nobody asked for.
 */
export default function AuthGate({ i18n, guarded = false }: Props) {
  const { open } = useStore($authModal);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    loadSession();
  }, []);

  useEffect(() => {
    if (!guarded) return undefined;
    const check = (s: Session) => {
      if (!s.isAuthenticated && !$authModal.get().open) openAuthModal('login', { fromGuard: true });
    };
    check($session.get());
    return $session.listen(check);
  }, [guarded]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal i18n={i18n} />
    </Suspense>
  );
}
