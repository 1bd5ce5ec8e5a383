import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

let t: TestApp;
let member: Member;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_SCALE: '100' });
  member = await makeMember(t, 'Nul');
});
afterAll(() => t.close());

const MESSAGE = 'The request contains a NUL character (\\u0000), which no field accepts.';
const counts = async () =>
  ((await t.db.execute(sql`select (select count(*) from users)::int as users, (select count(*) from ads)::int as ads, (select count(*) from contact_messages)::int as contact`)) as unknown as { rows: unknown[] }).rows[0];

describe('a NUL character anywhere in the input', () => {
  it('is refused in the query with 422, naming the field', async () => {
    for (const path of ['/api/v1/places/autocomplete?query=lon%00don', '/api/v1/cities?country=M%00D', '/api/v1/seller/ads/search-all?query=a%00b']) {
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(422);
      expect(res.json.message).toBe(MESSAGE);
      expect(Object.values(res.json.errors)).toEqual([['This field must not contain a NUL character.']]);
    }
    const res = await t.call('GET', '/api/v1/seller/ads/user-list?search=x%00', { token: member.token });
    expect(res.json).toEqual({
      status: 'error',
      message: MESSAGE,
      message_status: 'INVALID_CHARACTER',
      errors: { search: ['This field must not contain a NUL character.'] },
      errors_status: { search: 'INVALID_CHARACTER' },
    });
  });

  it('is refused in the path, also where no route matches', async () => {
    expect((await t.call('GET', '/api/v1/payments/session/cs_%00x', { token: member.token })).json).toEqual({ status: 'error', message: MESSAGE, message_status: 'INVALID_CHARACTER' });
    expect((await t.call('GET', '/api/v1/no-such%00call')).status).toBe(422);
    expect((await t.call('GET', '/storage/avatars/a%00.webp')).status).toBe(422);
  });

  it('is refused in JSON values, nested values and keys, and stores nothing', async () => {
    const before = await counts();
    const login = await t.call('POST', '/api/v1/auth/login', { body: { email: 'someone\u0000@example.com', password: 'Secret123!' } });
    expect(login.status).toBe(422);
    expect(login.json.errors).toEqual({ email: ['This field must not contain a NUL character.'] });
    const registration = await t.call('POST', '/api/v1/auth/registration', {
      body: { name: 'Ann\u0000', last_name: 'Lee', username: 'annlee', email: 'ann@example.com', phone: '+37360000001', password: 'Secret123!' },
    });
    expect(registration.status).toBe(422);
    const nested = await t.call('POST', '/api/v1/seller/cart/batch-update', { token: member.token, body: { items: [{ id: 1, quantity: 1, variant: 'red\u0000' }] } });
    expect(nested.json.errors).toEqual({ 'items.0.variant': ['This field must not contain a NUL character.'] });
    const key = await t.call('POST', '/api/v1/contact', { token: member.token, body: { name: 'Ann', email: 'ann@example.com', message: 'Hello', 'x\u0000': '1' } });
    expect(key.status).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('is refused in url-encoded and multipart fields, uploads included, and stores nothing', async () => {
    const before = await counts();
    const encoded = await t.app.request('/api/v1/contact', {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Ann&email=ann%40example.com&message=hi%00there',
    });
    expect(encoded.status).toBe(422);
    expect((await encoded.json()).errors).toEqual({ message: ['This field must not contain a NUL character.'] });
    const ad = await t.call('POST', '/api/v1/seller/ads/create', { token: member.token, body: form({ name: 'Bike\u0000', price: '10', category_id: '1' }) });
    expect(ad.status).toBe(422);
    expect(ad.json.errors).toEqual({ name: ['This field must not contain a NUL character.'] });
    expect(await counts()).toEqual(before);
  });

  it('leaves text without NUL alone, other control characters and right-to-left marks included', async () => {
    const res = await t.call('GET', `/api/v1/places/autocomplete?query=${encodeURIComponent('\u202Elon\tdon')}`);
    expect(res.status).toBe(200);
  });
});

describe('a body that cannot be read', () => {
  it('answers 400 with the envelope for broken multipart', async () => {
    const res = await t.app.request('/api/v1/seller/ads/create', {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nBike',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/form/i) });
  });
});
