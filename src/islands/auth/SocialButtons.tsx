import { useState } from 'react';
import { errorText } from '../../lib/error-text.ts';
import { appleSignIn, googleSignIn } from '../../lib/api/auth.ts';
import type { AuthFlow } from './flow.ts';
import { appleIdentity, googleAccessToken, SignInCancelled } from './social-sdk.ts';

/**
 * Google and Apple sign-in (login and register views only). Shown only for the providers GET /auth/providers
 * reports configured; each SDK loads on the first press of its button.
 */
export function SocialButtons({ flow }: { flow: AuthFlow }) {
  const { t, providers } = flow;
  const [busy, setBusy] = useState<'google' | 'apple' | null>(null);
  if (!providers || (!providers.google && !providers.apple)) return null;

  const fail = (provider: 'google' | 'apple', err: unknown) => {
    const key = provider === 'google' ? 'googleFailed' : 'appleFailed';
    const message = errorText(err, t, t(`dialogs.${key}.message`));
    flow.alert({ kind: 'error', title: t(`dialogs.${key}.title`), message });
  };

  const withGoogle = async () => {
    if (busy || !providers.google_client_id) return;
    setBusy('google');
    try {
      const token = await googleAccessToken(providers.google_client_id);
      const user = await googleSignIn(token, flow.remember);
      flow.signedIn(user, { event: 'user_login', method: 'google' });
    } catch (err) {
      if (!(err instanceof SignInCancelled)) fail('google', err);
    } finally {
      setBusy(null);
    }
  };

  const withApple = async () => {
    if (busy || !providers.apple_client_id) return;
    setBusy('apple');
    try {
      const identity = await appleIdentity(providers.apple_client_id);
      const user = await appleSignIn(identity.idToken, { name: identity.name, last_name: identity.lastName }, flow.remember);
      flow.signedIn(user, { event: 'user_login', method: 'apple' });
    } catch (err) {
      if (!(err instanceof SignInCancelled)) fail('apple', err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="auth-social">
      <p className="auth-divider">
        <span>{t('buttons.or')}</span>
      </p>
      {providers.google && (
        <button type="button" className="btn auth-social-btn" onClick={withGoogle} disabled={busy !== null} aria-busy={busy === 'google' || undefined}>
          {busy === 'google' ? <span className="auth-spinner auth-spinner-dark" aria-hidden="true" /> : <GoogleLogo />}
          <span>{t('buttons.google')}</span>
        </button>
      )}
      {providers.apple && (
        <button type="button" className="btn auth-social-btn auth-apple" onClick={withApple} disabled={busy !== null} aria-busy={busy === 'apple' || undefined}>
          {busy === 'apple' ? <span className="auth-spinner" aria-hidden="true" /> : <AppleLogo />}
          <span>{t('buttons.apple')}</span>
        </button>
      )}
    </div>
  );
}

function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.5 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.4 5.7c4.3-4 6.9-9.9 6.9-17.2z" />
      <path fill="#FBBC05" d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.9-6z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.9 6C6.5 42.6 14.6 48 24 48z" />
    </svg>
  );
}

function AppleLogo() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
      />
    </svg>
  );
}
