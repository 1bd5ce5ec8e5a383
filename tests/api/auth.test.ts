import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, otpCodes, users } from '../../server/db/schema/index.ts';
import { form, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------- helpers

const unique = () => randomBytes(5).toString('hex');
const newEmail = (tag = 'u') => `${tag}-${unique()}@example.com`;
const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

type CallOpts = { token?: string; ip?: string; headers?: Record<string, string> };

/** Each call comes from its own client address (through the trusted edge header) unless `ip` pins one. */
function api(method: string, path: string, body?: unknown, opts: CallOpts = {}) {
  return t.call(method, `/api/v1${path}`, {
    ...(body === undefined ? {} : { body }),
    ...(opts.token ? { token: opts.token } : {}),
    headers: { 'x-edge-secret': t.config.EDGE_SECRET, 'x-forwarded-for': opts.ip ?? randomIp(), ...(opts.headers ?? {}) },
  });
}

function lastCode(email: string): string {
  const mail = [...t.mails].reverse().find((m) => m.to === email);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const mailsTo = (email: string) => t.mails.filter((m) => m.to === email);

function registration(email = newEmail(), over: Record<string, string> = {}) {
  return {
    name: 'Jane',
    last_name: 'Doe',
    username: `jd_${unique()}`,
    email,
    phone: '+40712345678',
    password: 'correct horse',
    ...over,
  };
}

/** Skips the 30 s resend cooldown by ageing the codes already sent to this address. */
async function ageCodes(email: string, seconds = 31) {
  await t.db
    .update(otpCodes)
    .set({ createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(sql`lower(${otpCodes.email}) = ${email.toLowerCase()}`);
}

async function registerOnly(email = newEmail(), over: Record<string, string> = {}) {
  const body = registration(email, over);
  const res = await api('POST', '/auth/registration', body);
  expect(res.status).toBe(200);
  return body;
}

/** A verified account with a session: registration, then the mailed code. */
async function signUp(email = newEmail()) {
  const body = await registerOnly(email);
  const res = await api('POST', '/auth/verify-otp', { email, otp: lastCode(email) });
  expect(res.status).toBe(200);
  return { ...body, token: res.json.data.token as string, id: res.json.data.id as number };
}

async function userRow(email: string) {
  const [row] = await t.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row!;
}

// ---------------------------------------------------------------- registration

describe('POST /auth/registration', () => {
  it('creates an unverified user with an argon2id hash and mails a 6-digit code', async () => {
    const email = newEmail();
    const body = registration(email);
    const res = await api('POST', '/auth/registration', form(body));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'success', message_status: 'OTP_SENT' });
    expect(typeof res.json.message).toBe('string');

    const row = await userRow(email);
    expect(row.emailVerifiedAt).toBeNull();
    expect(row.userName).toBe(body.username);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe('Your verification code');
    expect(mail!.text).toMatch(/\b\d{6}\b/);
    expect(mail!.text).toContain('10 minutes');
    expect(mail!.text).toContain(t.config.APP_URL);

    const [code] = await t.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(code!.purpose).toBe('verify');
    expect(code!.codeHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(code!.codeHash).not.toContain(lastCode(email));
  });

  it('accepts url-encoded forms too', async () => {
    const email = newEmail();
    const res = await t.app.request('/api/v1/auth/registration', {
      method: 'POST',
      body: new URLSearchParams(registration(email)).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-edge-secret': t.config.EDGE_SECRET, 'x-forwarded-for': randomIp() },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).message_status).toBe('OTP_SENT');
  });

  it('requires every field and checks their format', async () => {
    const res = await api('POST', '/auth/registration', {});
    expect(res.status).toBe(422);
    expect(res.json.status).toBe('error');
    for (const f of ['name', 'last_name', 'username', 'email', 'phone', 'password']) expect(res.json.errors[f]).toBeDefined();
    expect(res.json.errors.email).toEqual(['The email field is required.']);

    const bad = await api('POST', '/auth/registration', registration('not-an-email', { password: 'short', phone: '12ab', username: 'a b' }));
    expect(bad.status).toBe(422);
    expect(bad.json.errors.email).toEqual(['The email must be a valid email address.']);
    expect(bad.json.errors.password).toEqual(['The password must be at least 8 characters.']);
    expect(bad.json.errors.phone).toBeDefined();
    expect(bad.json.errors.username).toBeDefined();
  });

  it('answers EMAIL_TAKEN for a verified e-mail', async () => {
    const { email } = await signUp();
    const res = await api('POST', '/auth/registration', registration(email.toUpperCase()));
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ status: 'error', message: 'The email has already been taken.', message_status: 'EMAIL_TAKEN' });
  });

  it('answers EMAIL_UNVERIFIED for an unverified e-mail and sends a new code outside the cooldown', async () => {
    const email = newEmail();
    await registerOnly(email);
    expect(mailsTo(email)).toHaveLength(1);

    const within = await api('POST', '/auth/registration', registration(email));
    expect(within.status).toBe(422);
    expect(within.json).toMatchObject({ message: 'Email not verified. A new code has been sent.', message_status: 'EMAIL_UNVERIFIED' });
    expect(mailsTo(email)).toHaveLength(1);

    await ageCodes(email);
    const later = await api('POST', '/auth/registration', registration(email, { password: 'a newer password' }));
    expect(later.status).toBe(422);
    expect(later.json.message_status).toBe('EMAIL_UNVERIFIED');
    expect(mailsTo(email)).toHaveLength(2);

    // The newest registration's password is the one that stands once the mailbox is proven.
    const verified = await api('POST', '/auth/verify-otp', { email, otp: lastCode(email) });
    expect(verified.status).toBe(200);
    expect((await api('POST', '/auth/login', { email, password: 'a newer password' })).status).toBe(200);
  });

  it('answers 422 with errors.username and no message_status for a taken username', async () => {
    const first = await registerOnly();
    const res = await api('POST', '/auth/registration', registration(newEmail(), { username: first.username.toUpperCase() }));
    expect(res.status).toBe(422);
    expect(res.json.errors.username).toEqual(['The username has already been taken.']);
    expect(res.json.message_status).toBeUndefined();
  });

  it('is rate-limited per client address', async () => {
    const ip = randomIp();
    let last = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i < 20 && last !== 429; i++) {
      const res = await api('POST', '/auth/registration', registration(), { ip });
      last = res.status;
      retryAfter = res.headers.get('retry-after');
      if (last === 429) expect(res.json.status).toBe('error');
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------- verification codes

describe('POST /auth/verify-otp', () => {
  it('verifies with the mailed code and signs in', async () => {
    const email = newEmail();
    await registerOnly(email);
    const res = await api('POST', '/auth/verify-otp', form({ email, otp: lastCode(email) }));
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Verification Successful');
    const user = res.json.data;
    expect(user).toMatchObject({ email, role_id: 2, show_my_ads: '1', is_blocked: 0, currency_symbol: '$', provider: null });
    for (const k of ['id', 'name', 'last_name', 'user_name', 'phone', 'avatar', 'gender', 'location', 'lat', 'lon', 'email_verified_at', 'provider_id', 'created_at', 'token']) {
      expect(user).toHaveProperty(k);
    }
    expect(user.email_verified_at).not.toBeNull();
    expect(JSON.stringify(res.json)).not.toMatch(/password|argon2/);

    const me = await api('GET', '/auth/me', undefined, { token: user.token });
    expect(me.status).toBe(200);
    expect(me.json.data.id).toBe(user.id);
    expect(me.json.data.token).toBeUndefined();

    // The code is used up.
    const again = await api('POST', '/auth/verify-otp', { email, otp: lastCode(email) });
    expect(again.status).toBe(422);
    expect(again.json.message_status).toBe('ALREADY_VERIFIED');
  });

  it('rejects a wrong code, an unknown e-mail and a malformed code', async () => {
    const email = newEmail();
    await registerOnly(email);
    const code = lastCode(email);
    const wrong = await api('POST', '/auth/verify-otp', { email, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toMatchObject({ message: 'Invalid OTP, please try again.', message_status: 'INVALID_OTP' });

    const unknown = await api('POST', '/auth/verify-otp', { email: newEmail(), otp: '123456' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.message_status).toBe('INVALID_EMAIL');

    const short = await api('POST', '/auth/verify-otp', { email, otp: '123' });
    expect(short.status).toBe(422);
    expect(short.json.errors.otp).toEqual(['Please enter all 6 digits of the OTP.']);
  });

  it('rejects an expired code', async () => {
    const email = newEmail();
    await registerOnly(email);
    await t.db.update(otpCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(otpCodes.email, email));
    const res = await api('POST', '/auth/verify-otp', { email, otp: lastCode(email) });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ message: 'This code has expired. Please request a new one.', message_status: 'OTP_EXPIRED' });
  });

  it('burns a code after 5 wrong tries; a new code works', async () => {
    const email = newEmail();
    await registerOnly(email);
    const code = lastCode(email);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await api('POST', '/auth/verify-otp', { email, otp: wrongCode })).json.message_status);
    expect(statuses).toEqual(['INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP', 'INVALID_OTP', 'OTP_LOCKED']);

    const right = await api('POST', '/auth/verify-otp', { email, otp: code });
    expect(right.status).toBe(422);
    expect(right.json).toMatchObject({ message: 'Too many wrong attempts. Please request a new code.', message_status: 'OTP_LOCKED' });

    await ageCodes(email);
    expect((await api('POST', '/auth/resend-otp', { email })).status).toBe(200);
    const fresh = await api('POST', '/auth/verify-otp', { email, otp: lastCode(email) });
    expect(fresh.status).toBe(200);
  });

  it('is rate-limited per e-mail', async () => {
    const email = newEmail();
    await registerOnly(email);
    let last = 0;
    for (let i = 0; i < 40 && last !== 429; i++) {
      // Renew the code now and then so the per-code limit does not end the loop first.
      if (i % 4 === 3) {
        await ageCodes(email);
        await api('POST', '/auth/resend-otp', { email }).catch(() => undefined);
      }
      last = (await api('POST', '/auth/verify-otp', { email, otp: '000000' })).status;
    }
    expect(last).toBe(429);
  });
});

describe('POST /auth/resend-otp', () => {
  it('sends a new code once the 30 s cooldown has passed', async () => {
    const email = newEmail();
    await registerOnly(email);
    const first = lastCode(email);

    const early = await api('POST', '/auth/resend-otp', { email });
    expect(early.status).toBe(429);
    expect(early.json.status).toBe('error');
    expect(early.json.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    const retry = Number(early.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(30);

    await ageCodes(email);
    const res = await api('POST', '/auth/resend-otp', form({ email }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'success', data: { cooldown: 30 } });
    expect(mailsTo(email)).toHaveLength(2);

    // Only the newest code counts.
    const second = lastCode(email);
    if (first !== second) {
      const old = await api('POST', '/auth/verify-otp', { email, otp: first });
      expect(old.json.message_status).toBe('INVALID_OTP');
    }
    expect((await api('POST', '/auth/verify-otp', { email, otp: second })).status).toBe(200);
  });

  it('rejects unknown and already verified addresses', async () => {
    const unknown = await api('POST', '/auth/resend-otp', { email: newEmail() });
    expect(unknown.status).toBe(422);
    expect(unknown.json).toMatchObject({ message: 'The selected email is invalid.', message_status: 'INVALID_EMAIL' });

    const { email } = await signUp();
    const verified = await api('POST', '/auth/resend-otp', { email });
    expect(verified.status).toBe(422);
    expect(verified.json).toMatchObject({ message: 'This email is already verified.', message_status: 'ALREADY_VERIFIED' });
  });

  it('limits the mails sent to one mailbox', async () => {
    const email = newEmail();
    await registerOnly(email);
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++) {
      await ageCodes(email);
      last = (await api('POST', '/auth/resend-otp', { email })).status;
    }
    expect(last).toBe(429);
  });
});

// ---------------------------------------------------------------- login

describe('POST /auth/login', () => {
  it('signs in and answers the user with a token', async () => {
    const { email, password, id } = await signUp();
    const res = await api('POST', '/auth/login', form({ email, password }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'success', message_status: 'LOGIN_SUCCESS', data: { id, email } });
    expect(res.json.data.token).toMatch(/^\d+\|/);
    expect((await api('GET', '/auth/me', undefined, { token: res.json.data.token })).status).toBe(200);
  });

  it('gives a long session with remember and a short one without', async () => {
    const { email, password, id } = await signUp();
    await api('POST', '/auth/login', { email, password });
    await api('POST', '/auth/login', form({ email, password, remember: '1' }));
    const rows = await t.db
      .select({ hours: sql<number>`extract(epoch from (${authTokens.expiresAt} - now())) / 3600` })
      .from(authTokens)
      .where(eq(authTokens.userId, id))
      .orderBy(authTokens.id);
    const [, short, long] = rows.map((r) => Number(r.hours));
    expect(short).toBeGreaterThan(23);
    expect(short).toBeLessThanOrEqual(24);
    expect(long).toBeGreaterThan(29 * 24);
  });

  it('maps the sign-in errors the client relies on', async () => {
    const unknown = await api('POST', '/auth/login', { email: newEmail(), password: 'whatever1' });
    expect(unknown.status).toBe(422);
    expect(unknown.json).toMatchObject({ status: 'error', message: 'The selected email is invalid.', message_status: 'INVALID_EMAIL' });

    const pending = registration();
    await registerOnly(pending.email, pending);
    const unverified = await api('POST', '/auth/login', { email: pending.email, password: pending.password });
    expect(unverified.status).toBe(401);
    expect(unverified.json).toMatchObject({ message: 'Email not verified', message_status: 'EMAIL_UNVERIFIED' });

    const { email } = await signUp();
    const wrong = await api('POST', '/auth/login', { email, password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ message: 'Incorrect password. Please try again.', message_status: 'WRONG_PASSWORD' });
    expect(wrong.json.message.toLowerCase()).not.toContain('invalid');
    expect(wrong.json.message.toLowerCase()).not.toContain('not found');

    const missing = await api('POST', '/auth/login', {});
    expect(missing.status).toBe(422);
    expect(missing.json.errors.email).toEqual(['The email field is required.']);
    expect(missing.json.errors.password).toEqual(['The password field is required.']);
  });

  it('refuses a blocked account', async () => {
    const { email, password } = await signUp();
    await t.db.update(users).set({ isBlocked: true }).where(eq(users.email, email));
    const res = await api('POST', '/auth/login', { email, password });
    expect(res.status).toBe(403);
    expect(res.json.message_status).toBe('ACCOUNT_BLOCKED');
  });

  it('is rate-limited per client address and e-mail', async () => {
    const { email } = await signUp();
    const ip = randomIp();
    let res = await api('POST', '/auth/login', { email, password: 'wrong password' }, { ip });
    for (let i = 0; i < 30 && res.status !== 429; i++) res = await api('POST', '/auth/login', { email, password: 'wrong password' }, { ip });
    expect(res.status).toBe(429);
    expect(res.json.status).toBe('error');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await api('POST', '/auth/login', { email, password: 'wrong password' })).status).toBe(401);
  });
});

// ---------------------------------------------------------------- password reset

describe('forgotten password', () => {
  it('mails a reset code, sets the new password, ends every session and signs in', async () => {
    const { email, password, token } = await signUp();
    const second = (await api('POST', '/auth/login', { email, password })).json.data.token as string;

    const sent = await api('POST', '/auth/forget-password/sent-otp', form({ email }));
    expect(sent.status).toBe(200);
    expect(sent.json.data).toEqual({ cooldown: 30 });
    const mail = mailsTo(email).at(-1)!;
    expect(mail.subject).toBe('Your password reset code');
    expect(mail.text).toContain('10 minutes');

    const early = await api('POST', '/auth/forget-password/sent-otp', { email });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBeTruthy();

    const code = lastCode(email);
    const mismatch = await api('POST', '/auth/forget-password/change-password', { email, otp: code, password: 'brand new pass', password_confirmation: 'other' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.errors.password_confirmation).toEqual(['The password confirmation does not match.']);

    const short = await api('POST', '/auth/forget-password/change-password', { email, otp: code, password: 'short' });
    expect(short.status).toBe(422);
    expect(short.json.errors.password).toBeDefined();

    const wrong = await api('POST', '/auth/forget-password/change-password', { email, otp: code === '000000' ? '111111' : '000000', password: 'brand new pass' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.message_status).toBe('INVALID_OTP');

    const res = await api('POST', '/auth/forget-password/change-password', form({ email, otp: code, password: 'brand new pass', password_confirmation: 'brand new pass' }));
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Password Reset & Logged In');
    expect(res.json.data.token).toBeTruthy();

    expect((await api('GET', '/auth/me', undefined, { token })).status).toBe(401);
    expect((await api('GET', '/auth/me', undefined, { token: second })).status).toBe(401);
    expect((await api('GET', '/auth/me', undefined, { token: res.json.data.token })).status).toBe(200);
    expect((await api('POST', '/auth/login', { email, password })).status).toBe(401);
    expect((await api('POST', '/auth/login', { email, password: 'brand new pass' })).status).toBe(200);
  });

  it('verifies the e-mail of an unverified account (the mailbox was proven)', async () => {
    const email = newEmail();
    await registerOnly(email);
    expect((await api('POST', '/auth/forget-password/sent-otp', { email })).status).toBe(200);
    const res = await api('POST', '/auth/forget-password/change-password', { email, otp: lastCode(email), password: 'another password' });
    expect(res.status).toBe(200);
    expect(res.json.data.email_verified_at).not.toBeNull();
    expect((await api('POST', '/auth/login', { email, password: 'another password' })).status).toBe(200);
  });

  it('rejects unknown e-mails and expired codes', async () => {
    const unknown = await api('POST', '/auth/forget-password/sent-otp', { email: newEmail() });
    expect(unknown.status).toBe(422);
    expect(unknown.json).toMatchObject({ message: 'The selected email is invalid.', message_status: 'INVALID_EMAIL' });

    const { email } = await signUp();
    await api('POST', '/auth/forget-password/sent-otp', { email });
    await t.db.update(otpCodes).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(otpCodes.email, email));
    const expired = await api('POST', '/auth/forget-password/change-password', { email, otp: lastCode(email), password: 'whatever new' });
    expect(expired.status).toBe(422);
    expect(expired.json.message_status).toBe('OTP_EXPIRED');
  });

  it('a verification code cannot reset a password', async () => {
    const email = newEmail();
    await registerOnly(email);
    const res = await api('POST', '/auth/forget-password/change-password', { email, otp: lastCode(email), password: 'whatever new' });
    expect(res.status).toBe(422);
    expect(res.json.message_status).toBe('INVALID_OTP');
  });

  it('is rate-limited per client address', async () => {
    const ip = randomIp();
    let last = 0;
    for (let i = 0; i < 20 && last !== 429; i++) last = (await api('POST', '/auth/forget-password/sent-otp', { email: newEmail() }, { ip })).status;
    expect(last).toBe(429);
  });
});

// ---------------------------------------------------------------- sessions

describe('sessions', () => {
  it('logout revokes the token used', async () => {
    const { email, password, token } = await signUp();
    const other = (await api('POST', '/auth/login', { email, password })).json.data.token as string;
    const res = await api('POST', '/auth/logout', undefined, { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'success', message: 'Logged out.' });
    const after = await api('GET', '/auth/me', undefined, { token });
    expect(after.status).toBe(401);
    expect(after.json.status).toBe('error');
    expect((await api('GET', '/auth/me', undefined, { token: other })).status).toBe(200);
    expect((await api('POST', '/auth/logout')).status).toBe(401);
  });

  it('rejects forged and expired tokens', async () => {
    const forged = await api('GET', '/auth/me', undefined, { token: `1|${randomBytes(32).toString('base64url')}` });
    expect(forged.status).toBe(401);
    expect(forged.json.status).toBe('error');

    const { token, id } = await signUp();
    await t.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(authTokens.userId, id));
    const expired = await api('GET', '/auth/me', undefined, { token });
    expect(expired.status).toBe(401);
    expect(expired.json.message).toBe('Your session has expired. Please sign in again.');
  });

  it('stores only a hash of the token', async () => {
    const { token, id } = await signUp();
    const rows = await t.db.select({ hash: authTokens.tokenHash }).from(authTokens).where(eq(authTokens.userId, id));
    expect(rows.some((r) => r.hash === token)).toBe(false);
  });
});

describe('POST /auth/change-password', () => {
  it('checks the current password and the new one', async () => {
    const { token } = await signUp();
    const wrong = await api('POST', '/auth/change-password', { current_password: 'nope nope', new_password: 'new password 1', new_password_confirmation: 'new password 1' }, { token });
    expect(wrong.status).toBe(422);
    expect(wrong.json.message).toBe('The current password is incorrect.');
    expect(wrong.json.errors.current_password).toEqual(['The current password is incorrect.']);

    const short = await api('POST', '/auth/change-password', { current_password: 'correct horse', new_password: 'short', new_password_confirmation: 'short' }, { token });
    expect(short.status).toBe(422);
    expect(short.json.errors.new_password).toEqual(['Password must be at least 6 characters long!']);

    const mismatch = await api('POST', '/auth/change-password', { current_password: 'correct horse', new_password: 'new password 1', new_password_confirmation: 'new password 2' }, { token });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.errors.new_password_confirmation).toBeDefined();

    expect((await api('POST', '/auth/change-password', { current_password: 'x', new_password: 'new password 1', new_password_confirmation: 'new password 1' })).status).toBe(401);
  });

  it('keeps the current session and ends the others', async () => {
    const { email, password, token } = await signUp();
    const other = (await api('POST', '/auth/login', { email, password })).json.data.token as string;
    const res = await api('POST', '/auth/change-password', form({ current_password: password, new_password: 'new password 1', new_password_confirmation: 'new password 1' }), { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'success', message: 'Password changed successfully.' });
    expect((await api('GET', '/auth/me', undefined, { token })).status).toBe(200);
    expect((await api('GET', '/auth/me', undefined, { token: other })).status).toBe(401);
    expect((await api('POST', '/auth/login', { email, password })).status).toBe(401);
    expect((await api('POST', '/auth/login', { email, password: 'new password 1' })).status).toBe(200);
  });
});

// ---------------------------------------------------------------- account

describe('account calls', () => {
  it('toggles ads visibility', async () => {
    const { token, email } = await signUp();
    const off = await api('POST', '/auth/user/toggle-ads-visibility', form({ show_my_ads: '0' }), { token });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ status: 'success', data: { success: true, show_my_ads: '0' } });
    expect((await userRow(email)).showMyAds).toBe(false);

    const on = await api('POST', '/auth/user/toggle-ads-visibility', { show_my_ads: true }, { token });
    expect(on.json.data).toEqual({ success: true, show_my_ads: '1' });
    expect((await api('POST', '/auth/user/toggle-ads-visibility', { show_my_ads: 1 }, { token })).json.data.show_my_ads).toBe('1');
    expect((await api('POST', '/auth/user/toggle-ads-visibility', { show_my_ads: 'maybe' }, { token })).status).toBe(422);
    expect((await api('POST', '/auth/user/toggle-ads-visibility', {}, { token })).status).toBe(422);
    expect((await api('POST', '/auth/user/toggle-ads-visibility', { show_my_ads: '1' })).status).toBe(401);
  });

  it('finds a user by e-mail with public fields only', async () => {
    const me = await signUp();
    const other = await signUp();
    const res = await api('POST', '/auth/search-user-by-email', { email: other.email.toUpperCase() }, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ id: other.id, name: 'Jane', last_name: 'Doe', user_name: other.username, avatar: null, email: other.email });

    const none = await api('POST', '/auth/search-user-by-email', { email: newEmail() }, { token: me.token });
    expect(none.status).toBe(404);
    expect(none.json).toMatchObject({ status: 'error', message: 'No user found with this email.' });
    expect((await api('POST', '/auth/search-user-by-email', { email: other.email })).status).toBe(401);
  });

  it('providers are off when not configured, and the sign-in calls say so', async () => {
    const res = await api('GET', '/auth/providers');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ google: false, apple: false });
    const google = await api('POST', '/auth/google', { token: 'x', tokenType: 'access' });
    expect(google.status).toBe(404);
    expect(google.json.message).toBe('Google sign-in is not configured.');
    expect((await api('POST', '/auth/apple', { token: 'x', isWeb: true })).status).toBe(404);
  });
});

describe('POST /auth/update-profile', () => {
  it("updates only the given fields of the caller's own row", async () => {
    const me = await signUp();
    const other = await signUp();
    const before = await userRow(other.email);

    const newName = `me_${unique()}`;
    const res = await api(
      'POST',
      '/auth/update-profile',
      form({ name: 'Janet', user_name: newName, gender: '0', location: 'Chisinau', lat: '47.0105', lon: '28.8638', phone: '+37360000000', avatar: 'https://example.com/a.png' }),
      { token: me.token },
    );
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Profile Updated');
    expect(res.json.data).toMatchObject({ id: me.id, name: 'Janet', last_name: 'Doe', user_name: newName, gender: 0, location: 'Chisinau', lat: 47.0105, lon: 28.8638, phone: '+37360000000', avatar: null });

    // An id in the body changes nothing: the row is always the caller's.
    await api('POST', '/auth/update-profile', { id: other.id, user_id: other.id, name: 'Hijacked' }, { token: me.token });
    expect(await userRow(other.email)).toEqual(before);
    expect((await userRow(me.email)).name).toBe('Hijacked');

    const partial = await api('POST', '/auth/update-profile', { last_name: 'Smith' }, { token: me.token });
    expect(partial.json.data).toMatchObject({ name: 'Hijacked', last_name: 'Smith', user_name: newName });
  });

  it('rejects a taken user name and bad values', async () => {
    const me = await signUp();
    const other = await signUp();
    const taken = await api('POST', '/auth/update-profile', { user_name: other.username }, { token: me.token });
    expect(taken.status).toBe(422);
    expect(taken.json.errors.user_name).toEqual(['The user name has already been taken.']);

    const bad = await api('POST', '/auth/update-profile', { gender: '7', lat: '200', phone: 'abc', name: '' }, { token: me.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(['gender', 'lat', 'name', 'phone']);

    expect((await api('POST', '/auth/update-profile', { name: 'X' })).status).toBe(401);
  });

  it('stores an image avatar as a 256x256 WebP without metadata', async () => {
    const me = await signUp();
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const res = await api('POST', '/auth/update-profile', form({ avatar: new File([png], 'me.png', { type: 'image/png' }) }), { token: me.token });
    expect(res.status).toBe(200);
    const avatar = res.json.data.avatar as string;
    expect(avatar).toMatch(new RegExp(`^/storage/avatars/${me.id}-[0-9a-f]+\\.webp$`));
    const file = join(t.config.dataDir, avatar);
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const served = await t.app.request(avatar);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/webp');

    // A blank file input (an empty, nameless file) keeps the avatar.
    const blank = await api('POST', '/auth/update-profile', form({ name: 'Still Me', avatar: new File([], '') }), { token: me.token });
    expect(blank.status).toBe(200);
    expect(blank.json.data.avatar).toBe(avatar);

    // A JPEG with EXIF replaces it; the metadata is gone and the old file removed.
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#aa2200' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Someone', Copyright: 'Secret place' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const second = await api('POST', '/auth/update-profile', form({ avatar: new File([jpeg], 'photo.bin') }), { token: me.token });
    expect(second.status).toBe(200);
    const next = join(t.config.dataDir, second.json.data.avatar as string);
    expect((await sharp(next).metadata()).exif).toBeUndefined();
    expect(existsSync(file)).toBe(false);
  });

  it('rejects a text file named .jpg', async () => {
    const me = await signUp();
    const dir = join(t.config.dataDir, 'storage', 'avatars');
    const before = existsSync(dir) ? readdirSync(dir).length : 0;
    const res = await api('POST', '/auth/update-profile', form({ name: 'Fake', avatar: new File(['just some text, not an image'], 'photo.jpg', { type: 'image/jpeg' }) }), { token: me.token });
    expect(res.status).toBe(422);
    expect(res.json.errors.avatar).toEqual(['The avatar must be an image (JPEG, PNG, WebP or GIF).']);
    expect((await userRow(me.email)).name).toBe('Jane');
    expect(existsSync(dir) ? readdirSync(dir).length : 0).toBe(before);

    const huge = Buffer.alloc(10 * 1024 * 1024 + 100, 0);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await api('POST', '/auth/update-profile', form({ avatar: new File([huge], 'big.png') }), { token: me.token });
    expect(tooBig.status).toBe(422);
    expect(tooBig.json.errors.avatar).toEqual(['The avatar may not be greater than 10 MB.']);

    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage after the signature')]);
    const res2 = await api('POST', '/auth/update-profile', form({ avatar: new File([broken], 'x.png') }), { token: me.token });
    expect(res2.status).toBe(422);
    expect(res2.json.errors.avatar).toBeDefined();
  });
});

// ---------------------------------------------------------------- bad input

describe('bad input never gives 500', () => {
  it('malformed JSON', async () => {
    const res = await t.app.request('/api/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email": ' });
    expect([400, 422]).toContain(res.status);
    expect((await res.json()).status).toBe('error');
    const arr = await t.app.request('/api/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1,2]' });
    expect(arr.status).toBe(422);
  });

  it('wrong content type', async () => {
    const res = await api('POST', '/auth/login', 'email=a@b.co&password=12345678', { headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(res.json.status).toBe('error');
    expect(typeof res.json.message).toBe('string');
  });

  it('oversized body', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) });
    const res = await t.app.request('/api/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(res.status).toBe(413);
    expect((await res.json()).status).toBe('error');
  });

  it('no body at all', async () => {
    const res = await api('POST', '/auth/registration');
    expect(res.status).toBe(422);
    expect(res.json.errors.email).toBeDefined();
  });

  it('wrong types', async () => {
    const res = await api('POST', '/auth/login', { email: 12, password: ['a'] });
    expect(res.status).toBe(422);
    expect(res.json.status).toBe('error');
  });
});

describe('OpenAPI', () => {
  it('documents the auth, analytics and contact calls', async () => {
    const res = await t.app.request('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    for (const path of ['/auth/login', '/auth/registration', '/auth/verify-otp', '/auth/update-profile', '/auth/logout', '/analytics/events', '/contact']) {
      expect(Object.keys(doc.paths).some((p) => p.endsWith(path))).toBe(true);
    }
    const logout = Object.entries(doc.paths).find(([p]) => p.endsWith('/auth/logout'))![1] as any;
    expect(logout.post.security).toEqual([{ bearerAuth: [] }]);
    expect(logout.post.tags).toBeDefined();
  });
});
