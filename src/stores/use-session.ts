import { useStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import { $session, type Session } from './session.ts';

const SIGNED_OUT: Session = { user: null, isAuthenticated: false };
const noSubscribe = () => () => {};

/**
 * The session for rendering. Pages render signed out on the server (the token lives in the browser), so an island
 * shows the signed-out state while it hydrates and the real one right after: no hydration mismatch, whichever
 * island restored the session first.
 */
export function useSession(): Session {
  const session = useStore($session);
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  return hydrated ? session : SIGNED_OUT;
}
