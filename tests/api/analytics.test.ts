import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../server/db/schema/index.ts';
import { form, makeMember, postViaEdge, randomIp, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const unique = () => randomBytes(5).toString('hex');
const api = (body: unknown, opts: { token?: string; ip?: string } = {}) => postViaEdge(t, '/api/v1/analytics/events', body, opts);

async function eventsOf(visitorId: string) {
  return t.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, visitorId)).orderBy(desc(analyticsEvents.id));
}

describe('POST /analytics/events', () => {
  it('records an anonymous event with its properties', async () => {
    const visitor = `v-${unique()}`;
    const res = await api({ name: 'ad_posted', visitor_id: visitor, properties: { category_id: 12, ai: true, source: 'create-menu' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'success', message: 'Recorded', data: { recorded: true } });
    const [row] = await eventsOf(visitor);
    expect(row).toMatchObject({ name: 'ad_posted', userId: null, visitorId: visitor, properties: { category_id: 12, ai: true, source: 'create-menu' } });
  });

  it('attaches the signed-in user', async () => {
    const { id, token } = await makeMember(t, 'A');
    const visitor = `v-${unique()}`;
    const res = await api({ name: 'user_login', visitor_id: visitor }, { token });
    expect(res.status).toBe(200);
    const [row] = await eventsOf(visitor);
    expect(row).toMatchObject({ name: 'user_login', userId: id, properties: {} });

    // A bad token is simply anonymous here.
    const anon = `v-${unique()}`;
    expect((await api({ name: 'user_login', visitor_id: anon }, { token: '1|forged' })).status).toBe(200);
    expect((await eventsOf(anon))[0]!.userId).toBeNull();
  });

  it('accepts each of the four events, also as a form', async () => {
    for (const name of ['user_registered', 'user_verified', 'user_login', 'ad_posted']) {
      const visitor = `v-${unique()}`;
      expect((await api(form({ name, visitor_id: visitor }))).status).toBe(200);
      expect((await eventsOf(visitor))[0]!.name).toBe(name);
    }
  });

  it('rejects unknown events and malformed fields', async () => {
    const unknown = await api({ name: 'page_view' });
    expect(unknown.status).toBe(422);
    expect(unknown.json).toMatchObject({ status: 'error', message: 'The selected name is invalid.', errors: { name: ['The selected name is invalid.'] } });

    const missing = await api({});
    expect(missing.status).toBe(422);
    expect(missing.json.errors.name).toEqual(['The name field is required.']);

    const longVisitor = await api({ name: 'user_login', visitor_id: 'x'.repeat(65) });
    expect(longVisitor.status).toBe(422);
    expect(longVisitor.json.errors.visitor_id).toBeDefined();

    const tooMany = await api({ name: 'user_login', properties: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) });
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.message).toBe('The properties may not have more than 20 keys.');

    const nested = await api({ name: 'user_login', properties: { deep: { a: 1 } } });
    expect(nested.status).toBe(422);

    const list = await api({ name: 'user_login', properties: [1, 2] });
    expect(list.status).toBe(422);
  });

  it('is rate-limited per client address', async () => {
    const ip = randomIp();
    let last = 0;
    let res;
    for (let i = 0; i < 200 && last !== 429; i++) {
      res = await api({ name: 'user_login' }, { ip });
      last = res.status;
    }
    expect(last).toBe(429);
    expect(res!.json.status).toBe('error');
    expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api({ name: 'user_login' })).status).toBe(200);
  });
});
