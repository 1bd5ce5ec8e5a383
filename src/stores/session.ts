import { atom, computed } from 'nanostores';
import { TOKEN_KEY } from '../lib/api/client.ts';

/** The signed-in user as the API returns it (spec 000 §3). */
export type SessionUser = {
  id: number;
  role_id: number;
  name: string;
  last_name: string;
  user_name: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  gender: number | null;
  location: string | null;
  lat: number | null;
  lon: number | null;
  show_my_ads: '1' | '0';
  email_verified_at: string | null;
  created_at: string;
};

/** Persisted session of the spec (§4.2): the user and an isAuthenticated flag; the token itself lives under authToken. */
export const SESSION_KEY = 'session';

export type Session = { user: SessionUser | null; isAuthenticated: boolean };

export const $session = atom<Session>({ user: null, isAuthenticated: false });
export const $user = computed($session, (s) => s.user);

/** Reads the persisted session once in the browser (islands call this on mount). */
export function loadSession() {
  if (typeof localStorage === 'undefined') return;
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(SESSION_KEY);
    const parsed = raw ? (JSON.parse(raw) as Session) : null;
    if (token && parsed?.user) $session.set({ user: parsed.user, isAuthenticated: true });
  } catch {
    /* a corrupt entry is treated as signed out */
  }
}

export function setSession(user: SessionUser, token?: string) {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  const session = { user, isAuthenticated: true };
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  $session.set(session);
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(SESSION_KEY);
  $session.set({ user: null, isAuthenticated: false });
}
