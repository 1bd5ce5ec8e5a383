/**
 * First-party analytics (spec 000 §7: events user_registered, user_verified, user_login, ad_posted).
 * Nothing is sent and nothing is stored unless the visitor accepted the consent prompt; no third-party script is
 * involved: events go to our own POST /api/v1/analytics/events.
 */
import { apiCall } from './api/client.ts';
import { localStore } from './browser-storage.ts';

/** Browser storage key of the consent choice: 'true' or 'false'; absent until the visitor chose. */
export const CONSENT_KEY = 'analyticsConsent';
/** A random id kept only after consent, to count visitors without an account. */
export const VISITOR_KEY = 'visitorId';

export type AnalyticsEventName = 'user_registered' | 'user_verified' | 'user_login' | 'ad_posted';
export type AnalyticsProperties = Record<string, string | number | boolean | null | undefined>;

const MAX_PROPERTIES = 20;

/** The stored choice: true, false, or null when the visitor has not chosen yet. */
export function readConsent(): boolean | null {
  const value = localStore()?.getItem(CONSENT_KEY);
  return value === 'true' ? true : value === 'false' ? false : null;
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The visitor id, created on first use, but only once consent is given; null otherwise. */
export function visitorId(): string | null {
  const store = localStore();
  if (!store || readConsent() !== true) return null;
  let id = store.getItem(VISITOR_KEY);
  if (!id) {
    id = randomId();
    store.setItem(VISITOR_KEY, id);
  }
  return id;
}

/** Forgets the visitor id (after a Decline). */
export function forgetVisitor() {
  localStore()?.removeItem(VISITOR_KEY);
}

function cleanProperties(properties: AnalyticsProperties | undefined): Record<string, string | number | boolean> | undefined {
  if (!properties) return undefined;
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(properties)) {
    if (Object.keys(out).length >= MAX_PROPERTIES) break;
    if (v === null || v === undefined) continue;
    if (typeof v === 'number' && !Number.isFinite(v)) continue;
    out[k.slice(0, 64)] = typeof v === 'string' ? v.slice(0, 500) : v;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * Records one event when the stored consent is true; otherwise does nothing. Never throws: analytics must not
 * break the flow it observes. `keepalive` lets the event finish even when the page reloads right after (sign-in).
 * Resolves to true when the server recorded it.
 */
export async function track(name: AnalyticsEventName, properties?: AnalyticsProperties): Promise<boolean> {
  if (readConsent() !== true || typeof fetch === 'undefined') return false;
  try {
    const id = visitorId();
    const props = cleanProperties(properties);
    await apiCall('POST /analytics/events', { body: { name, ...(id ? { visitor_id: id } : {}), ...(props ? { properties: props } : {}) }, keepalive: true });
    return true;
  } catch {
    return false;
  }
}
