import { atom } from 'nanostores';
import { CONSENT_KEY, forgetVisitor, readConsent, visitorId } from '../lib/analytics.ts';

/**
 * The analytics consent of spec 000 §2.4 and §4.4: true (accepted), false (declined) or null (not chosen yet;
 * the prompt shows). Stored under localStorage 'analyticsConsent'. undefined until read in the browser, so the
 * server render and the first client render show no prompt.
 */
export const $consent = atom<boolean | null | undefined>(undefined);

/** Reads the stored choice (islands call this on mount; the server render knows nothing of it). */
export function loadConsent(): boolean | null {
  const value = readConsent();
  $consent.set(value);
  return value;
}

export function setConsent(accepted: boolean) {
  try {
    localStorage.setItem(CONSENT_KEY, String(accepted));
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  if (accepted) visitorId();
  else forgetVisitor();
  $consent.set(accepted);
}
