import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, categories, shops, users } from '../../server/db/schema/index.ts';
import { seedDemoCompanies } from '../../server/seed/demo-companies.ts';
import { seedDemoOrders } from '../../server/seed/demo-orders.ts';
import { seedDemoShops } from '../../server/seed/demo-shop.ts';
import { seedDemoData } from '../../server/seed/demo.ts';
import { makeMember, startTestApp, type Member, type TestApp } from './helpers.ts';

/**
 * Nothing the API answers shows a member's e-mail or phone to anyone else (docs/decisions.md 30). The walk reads the
 * OpenAPI document, so every GET call added later is covered without touching this file: each is called signed out
 * and as an unrelated member, with every id of the seeded data in each integer parameter and every value of each enum.
 */

type Param = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: { type?: string; enum?: unknown[]; example?: unknown; default?: unknown } };
type Operation = { parameters?: Param[] };

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PHONE = /\+?\d{7,15}/g;

let t: TestApp;
let stranger: Member;
let ids: number[];
const emails = new Map<string, number>();
const phones = new Set<string>();

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_SCALE: '1000' });
  // The demo's members with ads, companies, a shop, orders between them and reviews.
  await seedDemoData(t.deps);
  await seedDemoCompanies(t.deps);
  await seedDemoShops(t.deps);
  await seedDemoOrders(t.deps);
  // An unverified registration and a seller who hides the phone of his only ad.
  await t.db.insert(users).values({ name: 'Pending', lastName: 'Person', userName: 'pending.person', email: 'pending@example.com', phone: '+40700000111' });
  const hider = await makeMember(t, 'Hider', { phone: '+40700000222' });
  const [cat] = await t.db.select({ id: categories.id }).from(categories).where(sql`kind = 'ad' and parent_id is not null`).limit(1);
  const [quiet] = await t.db.insert(ads).values({ categoryId: cat!.id, ownerId: hider.id, name: 'Quiet bike', price: '50.00', contactEmail: 'hider-ad@example.com', contactPhone: '+40700000333', showContact: false }).returning({ id: ads.id });
  // A chat between two demo members, and a follow, so the chat and favourites calls have rows.
  const [alice, bob] = await t.db.select({ id: users.id }).from(users).where(sql`user_name in ('alice', 'bob')`).orderBy(users.userName);
  const aliceToken = (await t.call('POST', '/api/v1/auth/login', { body: { email: 'alice@example.com', password: 'Demo1234!' } })).json.data.token as string;
  await t.call('POST', '/api/v1/send-message', { token: aliceToken, body: { sender_id: alice!.id, receiver_id: bob!.id, content: 'Is the bike still for sale?' } });
  await t.call('GET', `/api/v1/seller/seller-favorite?seller_id=${bob!.id}`, { token: aliceToken });

  stranger = await makeMember(t, 'Stranger');
  const everyone = await t.db.select({ id: users.id, email: users.email, phone: users.phone }).from(users);
  for (const u of everyone) {
    if (u.id === stranger.id) continue;
    emails.set(u.email.toLowerCase(), u.id);
    if (u.phone) phones.add(u.phone);
  }
  // A shop's own e-mail and phone are the shop's public contact; the contacts of classified ads are the seller's.
  const contacts = await t.db.select({ email: ads.contactEmail, phone: ads.contactPhone }).from(ads).where(sql`shop_id is null`);
  for (const c of contacts) {
    if (c.email) emails.set(c.email.toLowerCase(), 0);
    if (c.phone) phones.add(c.phone);
  }
  // What an owner published as the shop's phone is public, even where it is also the account's (the demo's Carol).
  for (const shop of await t.db.select({ phone: shops.phone }).from(shops)) phones.delete(shop.phone);
  // Small ids reach the first rows of every table; every member's id and the hidden ad's are added.
  ids = [...new Set([...Array.from({ length: 12 }, (_, i) => i + 1), ...everyone.map((u) => u.id), quiet!.id])].sort((a, b) => a - b);
}, 240_000);

afterAll(async () => {
  await t?.close();
});

/** Every URL to try for one GET operation: each parameter over its values while the others keep their first. */
function urlsOf(path: string, op: Operation): string[] {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const valuesOf = (p: Param): (string | undefined)[] => {
    const s = p.schema ?? {};
    if (s.enum?.length) return s.enum.map(String);
    if (/(^|_)id$|Id$/.test(p.name)) return ids.map(String);
    if (s.example !== undefined) return [String(s.example)];
    return p.required || p.in === 'path' ? ['1'] : [undefined];
  };
  const choices = params.map((p) => ({ p, values: valuesOf(p) }));
  const build = (pick: Map<string, string | undefined>) => {
    let url = path;
    const query = new URLSearchParams();
    for (const { p } of choices) {
      const v = pick.get(p.name);
      if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(v ?? '1'));
      else if (v !== undefined) query.set(p.name, v);
    }
    const qs = query.toString();
    return qs ? `${url}?${qs}` : url;
  };
  const base = new Map(choices.map(({ p, values }) => [p.name, values[0]]));
  const urls = new Set([build(base)]);
  for (const { p, values } of choices) for (const v of values) urls.add(build(new Map(base).set(p.name, v)));
  return [...urls];
}

describe('no e-mail and no phone of a member in any GET answer', () => {
  it('walks every GET call of the OpenAPI document signed out and as an unrelated member', async () => {
    const doc = (await t.call('GET', '/api/v1/openapi.json')).json as { paths: Record<string, Record<string, Operation>> };
    const gets = Object.entries(doc.paths).filter(([, ops]) => ops.get);
    expect(gets.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    let answered = 0;
    for (const [path, ops] of gets) {
      const full = path.startsWith('/api/') ? path : `/api/v1${path}`;
      for (const url of urlsOf(full, ops.get!)) {
        for (const viewer of [undefined, stranger]) {
          const res = await t.call('GET', url, viewer ? { token: viewer.token } : {});
          if (res.status === 200) answered++;
          const text = typeof res.json === 'string' ? res.json : JSON.stringify(res.json);
          const who = viewer ? 'a member' : 'a visitor';
          for (const [email] of text.matchAll(EMAIL)) if (emails.has(email.toLowerCase())) leaks.push(`${url} shows ${who} the e-mail ${email}`);
          for (const [phone] of text.matchAll(PHONE)) if (phones.has(phone)) leaks.push(`${url} shows ${who} the phone ${phone}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The walk reached real answers, not only refusals.
    expect(answered).toBeGreaterThan(200);
  }, 240_000);
});
