import { atom, computed } from 'nanostores';
import { ApiCallError, getToken, storeToken, TOKEN_KEY, type ApiSchema } from '../lib/api/client.ts';
import { localStore } from '../lib/browser-storage.ts';

// The auth API and the visitor route list are fetched when first needed (a stored token, a sign-out): every page
// loads this store, most visitors never need them on load (issue 4 budget).
const authApi = () => import('../lib/api/auth.ts');

/** The signed-in user as the API returns it (spec 000 §3), without the token kept apart. */
export type SessionUser = Omit<ApiSchema<'User'>, 'token'>;

/** Persisted session of the spec (§4.2): the user and an isAuthenticated flag; the token itself lives under authToken. */
export const SESSION_KEY = 'session';

export type Session = { user: SessionUser | null; isAuthenticated: boolean };

export const $session = atom<Session>({ user: null, isAuthenticated: false });
export const $user = computed($session, (s) => s.user);

function readStored(): Session {
  const store = localStore();
  if (!store) return { user: null, isAuthenticated: false };
  try {
    const token = getToken();
    const raw = store.getItem(SESSION_KEY);
    const parsed = raw ? (JSON.parse(raw) as Session) : null;
    if (token && parsed?.user) return { user: parsed.user, isAuthenticated: true };
  } catch {
    /* a corrupt entry is treated as signed out */
  }
  return { user: null, isAuthenticated: false };
}

let started = false;

/**
 * Reads the persisted session in the browser (islands call this on mount; calling it again is cheap).
 * The first call of a page also refreshes the user from GET /auth/me in the background when a token is stored
 * (a 401 there signs out), and follows sign-in and sign-out in other tabs.
 */
export function loadSession() {
  if (typeof window === 'undefined') return;
  const stored = readStored();
  if (JSON.stringify(stored) !== JSON.stringify($session.get())) $session.set(stored);
  if (started) return;
  started = true;
  window.addEventListener('storage', (e) => {
    if (e.key === TOKEN_KEY || e.key === SESSION_KEY || e.key === null) $session.set(readStored());
  });
  if (getToken()) void refreshSession();
}

/** Fetches the current user; a 401 means the token is no longer valid and clears the session. */
export async function refreshSession(): Promise<SessionUser | null> {
  if (!getToken()) return null;
  try {
    const { me } = await authApi();
    const user = stripToken(await me());
    setSession(user);
    return user;
  } catch (err) {
    if (err instanceof ApiCallError && err.httpStatus === 401) clearSession();
    return null;
  }
}

function stripToken<T extends { token?: unknown }>(user: T): Omit<T, 'token'> {
  const { token: _token, ...rest } = user;
  return rest;
}

/** Stores the user (and a new token when given) and marks the session authenticated. */
export function setSession(user: SessionUser & { token?: string }, token?: string) {
  const store = localStore();
  const bearer = token ?? user.token;
  const clean = stripToken(user) as SessionUser;
  const session: Session = { user: clean, isAuthenticated: true };
  if (bearer) storeToken(bearer);
  store?.setItem(SESSION_KEY, JSON.stringify(session));
  $session.set(session);
}

const signOutListeners = new Set<() => void>();

/**
 * Runs `listener` whenever the session is cleared (sign-out, an expired token), for stores that hold per-user data
 * (the cart's items, chat). Returns the unsubscribe function.
 */
export function onSessionCleared(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}

export function clearSession() {
  storeToken(null);
  localStore()?.removeItem(SESSION_KEY);
  $session.set({ user: null, isAuthenticated: false });
  // Logout empties the cart (spec 000 §4.2): the cart registers for this (src/islands/cart/start-cart.ts).
  for (const listener of signOutListeners) {
    try {
      listener();
    } catch {
      /* one listener failing must not stop the others */
    }
  }
}

/**
 * Logout (spec 000 §4.2): revokes the token on the server (a failure is ignored: the local session ends anyway),
 * clears the session and the cart, then reloads so every island and the server render start signed out.
 * On a route visitors may not open, it goes home instead of reloading into the sign-in dialog.
 */
export async function signOut(opts: { reload?: boolean } = {}) {
  if (getToken()) {
    try {
      await (await authApi()).logout();
    } catch {
      /* already revoked or offline */
    }
  }
  clearSession();
  if (opts.reload === false || typeof location === 'undefined') return;
  // Without the route list (offline), home is the safe way out.
  const access = await import('../lib/access.ts').catch(() => null);
  if (access?.isVisitorRoute(location.pathname)) location.reload();
  else location.assign('/');
}
