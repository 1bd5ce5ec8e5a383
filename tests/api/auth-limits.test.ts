import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { rateLimitRules } from '../../server/platform/rate-limit.ts';
import { makeMember, randomIp, startTestApp, type TestApp } from './helpers.ts';

/** Refused passwords (OWASP ASVS 6.2) and the rate limits against credential stuffing and address harvesting. */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const newEmail = () => `p-${randomBytes(5).toString('hex')}@example.com`;

function api(path: string, body: unknown, opts: { token?: string; ip?: string } = {}) {
  return t.call('POST', `/api/v1${path}`, {
    body,
    ...(opts.token ? { token: opts.token } : {}),
    headers: { 'x-edge-secret': t.config.EDGE_SECRET, 'x-forwarded-for': opts.ip ?? randomIp() },
  });
}

const registration = (password: string, email = newEmail()) => ({
  name: 'Jane',
  last_name: 'Doe',
  username: `jd_${randomBytes(4).toString('hex')}`,
  email,
  phone: '+40712345678',
  password,
});

const lastCode = (email: string) => /\b(\d{6})\b/.exec([...t.mails].reverse().find((m) => m.to === email)!.text)![1]!;

const REFUSED: [string, string][] = [
  ['password', 'PASSWORD_TOO_COMMON'],
  ['12345678', 'PASSWORD_TOO_COMMON'],
  ['PassWord', 'PASSWORD_TOO_COMMON'],
  [' iloveyou ', 'PASSWORD_TOO_COMMON'],
  ['        ', 'PASSWORD_BLANK'],
  ['\t\t\t\t    ', 'PASSWORD_BLANK'],
];

describe('refused passwords', () => {
  it('registration refuses common, breached-list and blank passwords, stores nothing and mails nothing', async () => {
    for (const [password, status] of REFUSED) {
      const body = registration(password);
      const res = await api('/auth/registration', body);
      expect(res.status, JSON.stringify(password)).toBe(422);
      expect(res.json).toMatchObject({ status: 'error', message_status: status });
      expect(res.json.errors.password).toEqual([res.json.message]);
      expect(await t.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
      expect(t.mails.filter((m) => m.to === body.email)).toEqual([]);
    }
    expect((await api('/auth/registration', registration('violet tram 42'))).status).toBe(200);
  });

  it('a reset refuses them and leaves the code for a better password', async () => {
    const email = newEmail();
    expect((await api('/auth/registration', registration('violet tram 42', email))).status).toBe(200);
    const verified = await api('/auth/verify-otp', { email, otp: lastCode(email) });
    expect(verified.status).toBe(200);
    expect((await api('/auth/forget-password/sent-otp', { email })).status).toBe(200);
    const code = lastCode(email);
    const common = await api('/auth/forget-password/change-password', { email, otp: code, password: 'qwertyuiop' });
    expect(common.status).toBe(422);
    expect(common.json).toMatchObject({ message_status: 'PASSWORD_TOO_COMMON', errors: { password: [common.json.message] } });
    const blank = await api('/auth/forget-password/change-password', { email, otp: code, password: '          ' });
    expect(blank.json.message_status).toBe('PASSWORD_BLANK');
    expect((await api('/auth/forget-password/change-password', { email, otp: code, password: 'amber kettle 7' })).status).toBe(200);
  });

  it('a change refuses them under new_password and keeps the old password', async () => {
    const email = newEmail();
    await api('/auth/registration', registration('violet tram 42', email));
    const { token } = (await api('/auth/verify-otp', { email, otp: lastCode(email) })).json.data as { token: string };
    for (const [password, status] of REFUSED) {
      const res = await api('/auth/change-password', { current_password: 'violet tram 42', new_password: password, new_password_confirmation: password }, { token });
      expect(res.status, JSON.stringify(password)).toBe(422);
      expect(res.json.message_status).toBe(status);
      expect(res.json.errors.new_password).toEqual([res.json.message]);
    }
    expect((await api('/auth/login', { email, password: 'violet tram 42' })).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('sign-in: one address trying passwords on many accounts is stopped, other addresses are not', async () => {
    const ip = randomIp();
    for (let i = 0; i < rateLimitRules.loginAddress.points; i++) {
      // Every try on another account, so the per-account budget is never the one that ends it.
      const res = await api('/auth/login', { email: newEmail(), password: 'Summer2024!' }, { ip });
      expect(res.status).toBe(422);
    }
    const refused = await api('/auth/login', { email: newEmail(), password: 'Summer2024!' }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ status: 'error', message_status: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api('/auth/login', { email: newEmail(), password: 'Summer2024!' })).status).toBe(422);
  });

  it('resend-otp: one address asking codes for many mailboxes is stopped', async () => {
    const ip = randomIp();
    for (let i = 0; i < rateLimitRules.codeRequest.points; i++) expect((await api('/auth/resend-otp', { email: newEmail() }, { ip })).status).toBe(422);
    const refused = await api('/auth/resend-otp', { email: newEmail() }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.json.message_status).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("resend-otp's 30 s cooldown says OTP_COOLDOWN", async () => {
    const email = newEmail();
    await api('/auth/registration', registration('violet tram 42', email));
    const early = await api('/auth/resend-otp', { email });
    expect(early.status).toBe(429);
    expect(early.json.message_status).toBe('OTP_COOLDOWN');
  });

  it('search-user-by-email: a member matching an address book is stopped; unverified accounts are never found', async () => {
    const me = await makeMember(t, 'Looker');
    const pending = await makeMember(t, 'Pending', { emailVerifiedAt: null });
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, pending.id));
    expect((await api('/auth/search-user-by-email', { email: row!.email }, { token: me.token })).status).toBe(404);
    for (let i = 1; i < rateLimitRules.userLookup.points; i++) {
      expect((await api('/auth/search-user-by-email', { email: newEmail() }, { token: me.token, ip: randomIp() })).status).toBe(404);
    }
    const refused = await api('/auth/search-user-by-email', { email: newEmail() }, { token: me.token });
    expect(refused.status).toBe(429);
    expect(refused.json.message_status).toBe('TOO_MANY_REQUESTS');
    const someoneElse = await makeMember(t, 'Other');
    expect((await api('/auth/search-user-by-email', { email: newEmail() }, { token: someoneElse.token })).status).toBe(404);
  });
});
