import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { $session, $user, loadSession, type Session } from './session.ts';

/** The session as an island renders it; `restored` is false on the server and while hydrating. */
export type SessionView = Session & { restored: boolean };

const SIGNED_OUT: SessionView = { user: null, isAuthenticated: false, restored: false };
const noSubscribe = () => () => {};

/**
 * The one way an island reads the session. Pages render signed out on the server (the token lives in the browser),
 * so an island shows the signed-out state while it hydrates and the real one right after: no hydration mismatch,
 * whichever island restored the session first. Mounting restores the stored session (loadSession).
 */
export function useSession(): SessionView {
  const session = useStore($session);
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  useEffect(() => loadSession(), []);
  return useMemo(() => (hydrated ? { ...session, restored: true } : SIGNED_OUT), [hydrated, session]);
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
    // The stored session first, so restoring it on page load never counts as a sign-in (a reload then would reset a
    // form the user is already typing in).
    loadSession();
    // Only a change from signed out to signed in counts: a refreshed user object (GET /auth/me) is not a sign-in.
    let signedIn = $user.get() != null;
    return $user.subscribe((u) => {
      if (u && !signedIn) latest.current();
      signedIn = u != null;
    });
  }, []);
}

/** Counts sign-ins on this page, so a guarded screen can reload its data after the sign-in dialog. */
export function useSignInReload(): number {
  const [count, setCount] = useState(0);
  useOnSignIn(() => setCount((n) => n + 1));
  return count;
}
