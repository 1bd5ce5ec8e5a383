import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY, forgetVisitor, readConsent, track, VISITOR_KEY, visitorId } from '../../src/lib/analytics.ts';
import { $consent, loadConsent, setConsent } from '../../src/stores/consent.ts';

class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.has(key) ? this.map.get(key)! : null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

let storage: MemoryStorage;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  storage = new MemoryStorage();
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 'success', message: 'Recorded', data: { recorded: true } }), { status: 200 }));
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', new URL('https://market.example/catalogue'));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('consent', () => {
  it('reads true, false or no choice from analyticsConsent', () => {
    expect(CONSENT_KEY).toBe('analyticsConsent');
    expect(readConsent()).toBeNull();
    storage.setItem(CONSENT_KEY, 'true');
    expect(readConsent()).toBe(true);
    storage.setItem(CONSENT_KEY, 'false');
    expect(readConsent()).toBe(false);
    storage.setItem(CONSENT_KEY, 'maybe');
    expect(readConsent()).toBeNull();
  });

  it('the store loads the choice and saves a new one', () => {
    expect(loadConsent()).toBeNull();
    expect($consent.get()).toBeNull();
    setConsent(true);
    expect(storage.getItem(CONSENT_KEY)).toBe('true');
    expect($consent.get()).toBe(true);
    expect(storage.getItem(VISITOR_KEY)).toMatch(/^[0-9a-f-]{32,36}$/);
    setConsent(false);
    expect(storage.getItem(CONSENT_KEY)).toBe('false');
    expect(storage.getItem(VISITOR_KEY)).toBeNull();
    expect($consent.get()).toBe(false);
  });
});

describe('visitor id', () => {
  it('is created only after consent and then kept', () => {
    expect(visitorId()).toBeNull();
    expect(storage.getItem(VISITOR_KEY)).toBeNull();
    storage.setItem(CONSENT_KEY, 'false');
    expect(visitorId()).toBeNull();
    storage.setItem(CONSENT_KEY, 'true');
    const id = visitorId();
    expect(id).toBeTruthy();
    expect(visitorId()).toBe(id);
    forgetVisitor();
    expect(storage.getItem(VISITOR_KEY)).toBeNull();
  });
});

describe('track', () => {
  it('sends nothing without a stored choice or after Decline', async () => {
    expect(await track('user_login')).toBe(false);
    storage.setItem(CONSENT_KEY, 'false');
    expect(await track('user_login', { method: 'password' })).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storage.getItem(VISITOR_KEY)).toBeNull();
  });

  it('posts the event to our own API after Accept, with the visitor id and the bearer token', async () => {
    storage.setItem(CONSENT_KEY, 'true');
    storage.setItem('authToken', 'tok123');
    expect(await track('user_registered', { method: 'password', empty: undefined, n: 2 })).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toBe('https://market.example/api/v1/analytics/events');
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok123');
    const body = JSON.parse(String(init.body));
    expect(body).toEqual({ name: 'user_registered', visitor_id: storage.getItem(VISITOR_KEY), properties: { method: 'password', n: 2 } });
  });

  it('never throws when the call fails', async () => {
    storage.setItem(CONSENT_KEY, 'true');
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    expect(await track('user_verified')).toBe(false);
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 429 }));
    expect(await track('user_verified')).toBe(false);
  });
});
