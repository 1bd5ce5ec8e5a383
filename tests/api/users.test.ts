import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/modules/auth/password.ts';
import { issueToken } from '../../server/modules/auth/tokens.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let sellerId: number;
let viewerToken: string;

beforeAll(async () => {
  t = await startTestApp();
  const passwordHash = await hashPassword('Secret-pass-1');
  const [seller] = await t.db
    .insert(users)
    .values({
      name: 'Maria',
      lastName: 'Popescu',
      userName: 'maria.p',
      email: 'maria@example.com',
      phone: '+37360000001',
      gender: 0,
      location: 'Chisinau, Moldova',
      lat: '47.005560',
      lon: '28.857500',
      passwordHash,
      emailVerifiedAt: new Date('2024-03-01T10:00:00Z'),
      showMyAds: false,
    })
    .returning();
  sellerId = seller!.id;
  const [viewer] = await t.db
    .insert(users)
    .values({ name: 'Viewer', userName: 'viewer', email: 'viewer@example.com', passwordHash, emailVerifiedAt: new Date() })
    .returning();
  viewerToken = await issueToken(t.db, viewer!.id, false);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /get-single-user-details', () => {
  it("answers a member's public profile, never the e-mail or the phone", async () => {
    const res = await t.call('GET', `/api/v1/get-single-user-details?id=${sellerId}`);
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('success');
    expect(res.json.data).toEqual({
      id: sellerId,
      name: 'Maria',
      last_name: 'Popescu',
      user_name: 'maria.p',
      avatar: null,
      gender: 0,
      location: 'Chisinau, Moldova',
      show_my_ads: '0',
      is_favourite: 0,
      created_at: expect.any(String),
      email_verified_at: '2024-03-01T10:00:00.000Z',
    });
    expect(new Date(res.json.data.created_at).getTime()).not.toBeNaN();
  });

  it('never carries the password hash, tokens or exact coordinates', async () => {
    const res = await t.call('GET', `/api/v1/get-single-user-details?id=${sellerId}`, { token: viewerToken });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.json);
    expect(text).not.toMatch(/password|\$argon2|token/i);
    expect(res.json.data).not.toHaveProperty('lat');
    expect(res.json.data).not.toHaveProperty('lon');
    expect(res.json.data).not.toHaveProperty('provider_id');
  });

  it('works with or without a token, and ignores a bad one', async () => {
    const anonymous = await t.call('GET', `/api/v1/get-single-user-details?id=${sellerId}`);
    const signedIn = await t.call('GET', `/api/v1/get-single-user-details?id=${sellerId}`, { token: viewerToken });
    const badToken = await t.call('GET', `/api/v1/get-single-user-details?id=${sellerId}`, { token: 'nope' });
    expect(signedIn.json.data).toEqual(anonymous.json.data);
    expect(badToken.status).toBe(200);
  });

  it("shows is_favourite 1 to a viewer who follows the member, and 0 to everyone else", async () => {
    const follow = await t.call('GET', `/api/v1/seller/seller-favorite?seller_id=${sellerId}`, { token: viewerToken });
    expect(follow.json.data.is_favourite).toBe(1);
    try {
      const followed = await t.call('GET', `/api/v1/get-single-user-details?id=${sellerId}`, { token: viewerToken });
      expect(followed.status).toBe(200);
      expect(followed.json.data.is_favourite).toBe(1);
      expect((await t.call('GET', `/api/v1/get-single-user-details?id=${sellerId}`)).json.data.is_favourite).toBe(0);
      const sellerToken = await issueToken(t.db, sellerId, false);
      expect((await t.call('GET', `/api/v1/get-single-user-details?id=${sellerId}`, { token: sellerToken })).json.data.is_favourite).toBe(0);
    } finally {
      await t.call('GET', `/api/v1/seller/seller-favorite?seller_id=${sellerId}`, { token: viewerToken });
    }
    const unfollowed = await t.call('GET', `/api/v1/get-single-user-details?id=${sellerId}`, { token: viewerToken });
    expect(unfollowed.json.data.is_favourite).toBe(0);
  });

  it('answers 404 "No seller data available." for an unknown or deleted member', async () => {
    for (const id of ['999999', '2147483648', '0']) {
      const res = await t.call('GET', `/api/v1/get-single-user-details?id=${id}`);
      expect(res.status, id).toBe(404);
      expect(res.json).toEqual({ status: 'error', message: 'No seller data available.' });
    }
    const [gone] = await t.db
      .insert(users)
      .values({ name: 'Gone', userName: 'gone', email: 'gone@example.com', deletedAt: sql`now()` })
      .returning({ id: users.id });
    const res = await t.call('GET', `/api/v1/get-single-user-details?id=${gone!.id}`);
    expect(res.status).toBe(404);
    await t.db.delete(users).where(eq(users.id, gone!.id));
  });

  it('answers 404 for an account whose e-mail was never verified, signed out or in', async () => {
    const [pending] = await t.db
      .insert(users)
      .values({ name: 'Pending', userName: 'pending', email: 'pending@example.com', phone: '+37360000002' })
      .returning({ id: users.id });
    for (const token of [undefined, viewerToken]) {
      const res = await t.call('GET', `/api/v1/get-single-user-details?id=${pending!.id}`, token ? { token } : {});
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.json)).not.toMatch(/pending@|37360000002/);
    }
    await t.db.delete(users).where(eq(users.id, pending!.id));
  });

  it('answers 422 for a missing or non-numeric id', async () => {
    const missing = await t.call('GET', '/api/v1/get-single-user-details');
    expect(missing.status).toBe(422);
    expect(missing.json).toMatchObject({ status: 'error', message: 'The id field is required.' });
    for (const id of ['abc', '1.5', '-3', '1%20OR%201=1']) {
      const res = await t.call('GET', `/api/v1/get-single-user-details?id=${id}`);
      expect(res.status, id).toBe(422);
      expect(res.json.message).toBe('The id must be a number.');
      expect(res.json.errors.id).toBeTruthy();
    }
  });

  it('is documented with a tag and a summary', async () => {
    const res = await t.call('GET', '/api/v1/openapi.json');
    const op = res.json.paths['/api/v1/get-single-user-details'].get;
    expect(op.tags).toEqual(['Users']);
    expect(op.summary).toBeTruthy();
  });
});
