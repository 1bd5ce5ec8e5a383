import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { $session, $user, type Session } from './session.ts';

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

/**
 * Runs `onSignIn` whenever a user signs in while the island is mounted (not for the session present when it mounts):
 * pages guarded by the sign-in dialog load signed out first and reload with it.
 */
export function useOnSignIn(onSignIn: () => void): void {
  const latest = useRef(onSignIn);
  useEffect(() => {
    latest.current = onSignIn;
  });
  useEffect(() => {
    // A store subscription is called at once with the current user; only the changes after it count.
    let first = true;
    return $user.subscribe((u) => {
      if (first) {
        first = false;
        return;
      }
      if (u) latest.current();
    });
  }, []);
}

/** Counts sign-ins on this page, so a guarded screen can reload its data after the sign-in dialog. */
export function useSignInReload(): number {
  const [count, setCount] = useState(0);
  useOnSignIn(() => setCount((n) => n + 1));
  return count;
}
