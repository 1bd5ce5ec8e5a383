/**
 * Google Identity Services and Sign in with Apple JS, loaded only when their button is pressed (and the provider
 * is configured): no third-party script runs on a page until the visitor asks for it.
 */

export const GOOGLE_SDK_URL = 'https://accounts.google.com/gsi/client';
export const APPLE_SDK_URL = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

/** The visitor closed the provider's window: not an error to report. */
export class SignInCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'SignInCancelled';
  }
}

const scripts = new Map<string, Promise<void>>();

/** Adds a script once; rejects when it fails to load within `timeoutMs` (blocked, offline). A failed load may be retried. */
export function loadScript(src: string, timeoutMs = 15_000): Promise<void> {
  const cached = scripts.get(src);
  if (cached) return cached;
  const promise = new Promise<void>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = src;
    el.async = true;
    el.defer = true;
    const timer = window.setTimeout(() => fail(new Error(`timeout loading ${src}`)), timeoutMs);
    const fail = (err: Error) => {
      window.clearTimeout(timer);
      el.remove();
      scripts.delete(src);
      reject(err);
    };
    el.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    el.onerror = () => fail(new Error(`could not load ${src}`));
    document.head.appendChild(el);
  });
  scripts.set(src, promise);
  return promise;
}

type GoogleTokenResponse = { access_token?: string; error?: string; error_description?: string };
type GoogleTokenClient = { requestAccessToken: (overrides?: { prompt?: string }) => void };
type GoogleAccounts = {
  oauth2: {
    initTokenClient: (config: {
      client_id: string;
      scope: string;
      callback: (response: GoogleTokenResponse) => void;
      error_callback?: (error: { type?: string; message?: string }) => void;
    }) => GoogleTokenClient;
  };
};

/** An OAuth access token from Google's token client (popup); the server reads the profile with it. */
export async function googleAccessToken(clientId: string): Promise<string> {
  await loadScript(GOOGLE_SDK_URL);
  const accounts = (window as unknown as { google?: { accounts?: GoogleAccounts } }).google?.accounts;
  if (!accounts?.oauth2) throw new Error('Google Identity Services is unavailable');
  return new Promise<string>((resolve, reject) => {
    const client = accounts.oauth2.initTokenClient({
      client_id: clientId,
      scope: 'openid email profile',
      callback: (response) => {
        if (response.access_token) resolve(response.access_token);
        else if (response.error === 'access_denied') reject(new SignInCancelled());
        else reject(new Error(response.error_description || response.error || 'Google sign-in failed'));
      },
      error_callback: (error) => {
        if (error.type === 'popup_closed') reject(new SignInCancelled());
        else reject(new Error(error.message || error.type || 'Google sign-in failed'));
      },
    });
    client.requestAccessToken({ prompt: 'select_account' });
  });
}

type AppleSignInResponse = {
  authorization?: { id_token?: string; code?: string; state?: string };
  user?: { email?: string; name?: { firstName?: string; lastName?: string } };
};
type AppleAuth = {
  init: (config: { clientId: string; scope: string; redirectURI: string; usePopup: boolean; state?: string; nonce?: string }) => void;
  signIn: () => Promise<AppleSignInResponse>;
};

/**
 * An identity token from Sign in with Apple JS (popup). The redirect URI is this site's origin, which must be
 * registered for the Services ID. Apple gives the name only on the first sign-in; it is passed on when present.
 */
export async function appleIdentity(clientId: string): Promise<{ idToken: string; name?: string; lastName?: string }> {
  await loadScript(APPLE_SDK_URL);
  const auth = (window as unknown as { AppleID?: { auth?: AppleAuth } }).AppleID?.auth;
  if (!auth) throw new Error('Sign in with Apple is unavailable');
  auth.init({ clientId, scope: 'name email', redirectURI: `${location.origin}/`, usePopup: true });
  let response: AppleSignInResponse;
  try {
    response = await auth.signIn();
  } catch (err) {
    const code = (err as { error?: string } | null)?.error;
    if (code === 'popup_closed_by_user' || code === 'user_cancelled_authorize') throw new SignInCancelled();
    throw new Error(code || 'Apple sign-in failed');
  }
  const idToken = response.authorization?.id_token;
  if (!idToken) throw new Error('Apple sign-in gave no identity token');
  const name = response.user?.name;
  return { idToken, ...(name?.firstName ? { name: name.firstName } : {}), ...(name?.lastName ? { lastName: name.lastName } : {}) };
}
