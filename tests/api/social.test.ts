import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers.ts';

const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';
const APPLE_CLIENT_ID = 'com.example.marketplace.web';
const APPLE_ISSUER = 'https://appleid.apple.com';

let t: TestApp;
let server: Server;
let baseUrl: string;
/** access token → what the fake Google userinfo endpoint answers for it */
const googleTokens = new Map<string, Record<string, unknown>>();
const googleCalls: { authorization: string | undefined }[] = [];
let appleKey: CryptoKey;
let strangerKey: CryptoKey;
const KID = 'test-key-1';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  appleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };

  // One local server speaks both Google's userinfo API and Apple's key set.
  server = createServer((req, res) => {
    if (req.url === '/oauth2/v3/userinfo') {
      googleCalls.push({ authorization: req.headers.authorization });
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const info = googleTokens.get(token);
      res.writeHead(info ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(info ?? { error: 'invalid_request', error_description: 'Invalid Credentials' }));
      return;
    }
    if (req.url?.startsWith('/tokeninfo?')) {
      const token = new URL(req.url, 'http://x').searchParams.get('access_token') ?? '';
      const info = googleTokens.get(token);
      const aud = typeof info?.aud === 'string' ? info.aud : GOOGLE_CLIENT_ID;
      res.writeHead(info ? 200 : 400, { 'content-type': 'application/json' });
      res.end(JSON.stringify(info ? { aud, azp: aud, sub: info.sub, expires_in: 3500 } : { error: 'invalid_token' }));
      return;
    }
    if (req.url === '/auth/keys') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  t = await startTestApp({
    GOOGLE_CLIENT_ID,
    GOOGLE_USERINFO_URL: `${baseUrl}/oauth2/v3/userinfo`,
    GOOGLE_TOKENINFO_URL: `${baseUrl}/tokeninfo`,
    APPLE_CLIENT_ID,
    APPLE_JWKS_URL: `${baseUrl}/auth/keys`,
    APPLE_ISSUER,
  });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const unique = () => randomBytes(5).toString('hex');
const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
const api = (method: string, path: string, body?: unknown, token?: string) =>
  t.call(method, `/api/v1${path}`, {
    ...(body === undefined ? {} : { body }),
    ...(token ? { token } : {}),
    headers: { 'x-edge-secret': t.config.EDGE_SECRET, 'x-forwarded-for': randomIp() },
  });

function googleUser(over: Record<string, unknown> = {}) {
  const token = `ya29.${unique()}`;
  const local = `g.user_${unique()}`;
  const info = { sub: `1${Date.now()}${Math.floor(Math.random() * 1e6)}`, email: `${local}@gmail.com`, email_verified: true, given_name: 'Grace', family_name: 'Hopper', name: 'Grace Hopper', ...over };
  googleTokens.set(token, info);
  return { token, info: info as typeof info & Record<string, unknown> };
}

function appleToken(claims: { sub: string; email?: string; [k: string]: unknown }, opts: { aud?: string; iss?: string; key?: CryptoKey; exp?: string | number } = {}) {
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setIssuer(opts.iss ?? APPLE_ISSUER)
    .setAudience(opts.aud ?? APPLE_CLIENT_ID)
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '10m')
    .sign(opts.key ?? appleKey);
}

async function registeredUser(verified: boolean) {
  const email = `p-${unique()}@example.com`;
  const body = { name: 'Pat', last_name: 'Lee', username: `pat_${unique()}`, email, phone: '+40712345678', password: 'password one' };
  expect((await api('POST', '/auth/registration', body)).status).toBe(200);
  if (verified) {
    const code = /\b(\d{6})\b/.exec([...t.mails].reverse().find((m) => m.to === email)!.text)![1];
    expect((await api('POST', '/auth/verify-otp', { email, otp: code })).status).toBe(200);
  }
  return body;
}

describe('GET /auth/providers', () => {
  it('reports both providers configured, with their public client ids', async () => {
    const res = await api('GET', '/auth/providers');
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ google: true, apple: true, google_client_id: GOOGLE_CLIENT_ID, apple_client_id: APPLE_CLIENT_ID });
  });
});

describe('POST /auth/google', () => {
  it('creates a verified user on first sign-in and finds it again by Google id', async () => {
    const { token, info } = googleUser();
    const res = await api('POST', '/auth/google', { token, tokenType: 'access' });
    expect(res.status).toBe(200);
    expect(googleCalls.at(-1)!.authorization).toBe(`Bearer ${token}`);
    const user = res.json.data;
    expect(user).toMatchObject({ email: info.email, name: 'Grace', last_name: 'Hopper', provider: 'google', provider_id: info.sub });
    expect(user.email_verified_at).not.toBeNull();
    expect(user.user_name).toMatch(/^g\.user_[0-9a-f]{10}$/);
    expect(user.token).toBeTruthy();
    expect((await api('GET', '/auth/me', undefined, user.token)).json.data.id).toBe(user.id);

    // The same Google account, even with another e-mail now, is the same user.
    const again = googleUser({ sub: info.sub, email: `changed-${unique()}@gmail.com` });
    const res2 = await api('POST', '/auth/google', { token: again.token, tokenType: 'access' });
    expect(res2.status).toBe(200);
    expect(res2.json.data.id).toBe(user.id);
  });

  it('makes derived user names unique', async () => {
    const local = `dup_${unique()}`;
    const a = googleUser({ email: `${local}@gmail.com` });
    const b = googleUser({ email: `${local}@googlemail.com` });
    const ra = await api('POST', '/auth/google', { token: a.token, tokenType: 'access' });
    const rb = await api('POST', '/auth/google', { token: b.token, tokenType: 'access' });
    expect(ra.json.data.user_name).toBe(local);
    expect(rb.json.data.user_name).not.toBe(local);
    expect(rb.json.data.user_name.startsWith(local)).toBe(true);
  });

  it('links an existing account with the same e-mail', async () => {
    const existing = await registeredUser(true);
    const { token, info } = googleUser({ email: existing.email.toUpperCase() });
    const res = await api('POST', '/auth/google', { token, tokenType: 'access' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ email: existing.email, user_name: existing.username, provider: 'google', provider_id: info.sub });
    // The password keeps working for a verified account.
    expect((await api('POST', '/auth/login', { email: existing.email, password: existing.password })).status).toBe(200);
  });

  it('takes over an unverified account: verified now, the unproven password dropped', async () => {
    const pending = await registeredUser(false);
    const { token } = googleUser({ email: pending.email });
    const res = await api('POST', '/auth/google', { token, tokenType: 'access' });
    expect(res.status).toBe(200);
    expect(res.json.data.email_verified_at).not.toBeNull();
    const [row] = await t.db.select().from(users).where(eq(users.email, pending.email));
    expect(row!.passwordHash).toBeNull();
    const login = await api('POST', '/auth/login', { email: pending.email, password: pending.password });
    expect(login.status).toBe(401);
    expect(login.json.message_status).toBe('WRONG_PASSWORD');
  });

  it('fails for bad tokens, unverified e-mails, other audiences and other token types', async () => {
    const failures = [
      { token: 'not-a-known-token', tokenType: 'access' },
      { token: googleUser({ email_verified: false }).token, tokenType: 'access' },
      { token: googleUser({ aud: 'someone-else.apps.googleusercontent.com' }).token, tokenType: 'access' },
      { token: googleUser({ email: undefined }).token, tokenType: 'access' },
      { token: googleUser().token, tokenType: 'id' },
    ];
    for (const body of failures) {
      const res = await api('POST', '/auth/google', body);
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ status: 'error', message: 'Google sign-in failed.' });
    }
    const missing = await api('POST', '/auth/google', { tokenType: 'access' });
    expect(missing.status).toBe(422);
    expect(missing.json.errors.token).toBeDefined();
  });

  it('refuses a deleted account', async () => {
    const existing = await registeredUser(true);
    await t.db.update(users).set({ deletedAt: sql`now()` }).where(eq(users.email, existing.email));
    const res = await api('POST', '/auth/google', { token: googleUser({ email: existing.email }).token, tokenType: 'access' });
    expect(res.status).toBe(401);
  });
});

describe('POST /auth/apple', () => {
  it('creates a user from a valid identity token and signs in again by Apple id', async () => {
    const sub = `001234.${unique()}.0101`;
    const email = `a-${unique()}@privaterelay.appleid.com`;
    const res = await api('POST', '/auth/apple', { token: await appleToken({ sub, email, email_verified: 'true' }), isWeb: true, name: 'Ada', last_name: 'Lovelace' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ email, name: 'Ada', last_name: 'Lovelace', provider: 'apple', provider_id: sub });
    expect(res.json.data.email_verified_at).not.toBeNull();
    expect(res.json.data.token).toBeTruthy();

    // Later identity tokens may lack the e-mail; the Apple id is enough.
    const again = await api('POST', '/auth/apple', { token: await appleToken({ sub }), isWeb: 'true' });
    expect(again.status).toBe(200);
    expect(again.json.data.id).toBe(res.json.data.id);
  });

  it('without a name, the e-mail local part is used', async () => {
    const email = `anon-${unique()}@example.com`;
    const res = await api('POST', '/auth/apple', { token: await appleToken({ sub: `s-${unique()}`, email }), isWeb: true });
    expect(res.status).toBe(200);
    expect(res.json.data.name).toBe(email.split('@')[0]);
  });

  it('links an existing account by e-mail', async () => {
    const existing = await registeredUser(true);
    const res = await api('POST', '/auth/apple', { token: await appleToken({ sub: `s-${unique()}`, email: existing.email }), isWeb: true });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ email: existing.email, provider: 'apple' });
  });

  it('fails for tokens with another audience, issuer, signer, an expiry in the past or garbage', async () => {
    const email = `x-${unique()}@example.com`;
    const bad = [
      await appleToken({ sub: 's1', email }, { aud: 'com.other.app' }),
      await appleToken({ sub: 's1', email }, { iss: 'https://evil.example.com' }),
      await appleToken({ sub: 's1', email }, { key: strangerKey }),
      await appleToken({ sub: 's1', email }, { exp: Math.floor(Date.now() / 1000) - 3600 }),
      await appleToken({ sub: `unknown-${unique()}` }),
      await appleToken({ sub: 's2', email, email_verified: 'false' }),
      'not.a.jwt',
    ];
    for (const token of bad) {
      const res = await api('POST', '/auth/apple', { token, isWeb: true });
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ status: 'error', message: 'Apple sign-in failed.' });
    }
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeUndefined();
  });
});
