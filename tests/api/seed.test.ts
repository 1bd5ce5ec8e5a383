import { City } from 'country-state-city';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, shippingMethods, users } from '../../server/db/schema/index.ts';
import { demoUsers } from '../../server/seed/data/demo-users.ts';
import { adCategories } from '../../server/seed/data/ad-categories.ts';
import { shopCategories } from '../../server/seed/data/shop-categories.ts';
import { currencies, promotionOptions, questionTopics, shippingMethods as shippingSeeds } from '../../server/seed/data/reference.ts';
import { demoAccounts, seedDemoData } from '../../server/seed/demo.ts';
import { seedReferenceData } from '../../server/seed/reference.ts';
import { verifyPassword } from '../../server/modules/auth/password.ts';
import { startTestApp, type TestApp } from './helpers.ts';

const PLACES = ['GB', 'FR', 'MD', 'DE', 'US', 'RO'];
const TABLES = ['categories', 'currencies', 'promotion_options', 'shipping_methods', 'question_topics', 'countries', 'cities'] as const;

let t: TestApp;

async function query<T>(text: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(text)) as unknown as { rows: T[] }).rows;
}

async function counts() {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    out[table] = row!.n;
  }
  return out;
}

const treeSize = (nodes: { children?: unknown[] }[]): number =>
  nodes.reduce((n, node) => n + 1 + treeSize((node.children ?? []) as { children?: unknown[] }[]), 0);

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('seedReferenceData', () => {
  it('loads every reference table from the data files', async () => {
    const c = await counts();
    expect(c.categories).toBe(treeSize(adCategories) + treeSize(shopCategories));
    expect(c.currencies).toBe(currencies.length);
    expect(c.promotion_options).toBe(promotionOptions.length);
    expect(c.shipping_methods).toBe(shippingSeeds.length);
    expect(c.question_topics).toBe(questionTopics.length);
    expect(c.countries).toBe(250);
    expect(c.cities).toBe(PLACES.reduce((n, iso) => n + City.getCitiesOfCountry(iso)!.length, 0));

    const [topic] = await query<{ id: number; name: string; translations: Record<string, string> }>(
      sql`select id, name, translations from question_topics order by id limit 1`,
    );
    expect(topic).toMatchObject({ name: questionTopics[0]!.en, translations: questionTopics[0] });
    const [promo] = await query<{ name: string; description: string; price: string; translations: { name: { fr: string } } }>(
      sql`select name, description, price, translations from promotion_options where id = 2`,
    );
    expect(promo!.name).toBe('Urgent Ad');
    expect(promo!.translations.name.fr).toBe(promotionOptions[1]!.name.fr);
    expect(Number(promo!.price)).toBe(1);
    const [md] = await query<{ currency_code: string; flag: string }>(sql`select currency_code, flag from countries where iso2 = 'MD'`);
    expect(md).toEqual({ currency_code: 'MDL', flag: '🇲🇩' });
    const [london] = await query<{ state: string; lat: string }>(
      sql`select ci.state, ci.lat from cities ci join countries co on co.id = ci.country_id where co.iso2 = 'GB' and ci.name = 'London'`,
    );
    expect(london!.state).toBe('England');
    expect(Number(london!.lat)).toBeCloseTo(51.5085, 3);
  });

  it('is idempotent: a second run keeps the same rows and ids', async () => {
    const before = await counts();
    const idsBefore = await query<{ id: number; slug: string; parent_id: number | null }>(sql`select id, slug, parent_id from categories order by id`);
    await seedReferenceData(t.deps, { placeCountries: PLACES });
    expect(await counts()).toEqual(before);
    expect(await query(sql`select id, slug, parent_id from categories order by id`)).toEqual(idsBefore);
  });

  it("restores edited reference text but keeps a status an operator set, and leaves the operators' category trees as they are", async () => {
    await t.db.update(categories).set({ name: 'Edited', status: 0 }).where(eq(categories.slug, 'sedans'));
    await t.db.update(shippingMethods).set({ rate: '99.00', status: 0 }).where(eq(shippingMethods.id, 2));
    await seedReferenceData(t.deps, { placeCountries: PLACES });
    const [sedans] = await t.db.select().from(categories).where(eq(categories.slug, 'sedans'));
    // Seeded once into an empty tree: from then on the console manages the categories (decision 186).
    expect(sedans).toMatchObject({ name: 'Edited', status: 0 });
    const [standard] = await t.db.select().from(shippingMethods).where(eq(shippingMethods.id, 2));
    expect(standard).toMatchObject({ rate: shippingSeeds[1]!.rate, status: 0 });
    await t.db.update(categories).set({ name: 'Sedans', status: 1 }).where(eq(categories.slug, 'sedans'));
    await t.db.update(shippingMethods).set({ status: 1 }).where(eq(shippingMethods.id, 2));
  });

  it("loads a further country's cities only for that country", async () => {
    const before = await counts();
    await seedReferenceData(t.deps, { placeCountries: ['MD', 'LU'] });
    const after = await counts();
    expect(after.cities - before.cities).toBe(City.getCitiesOfCountry('LU')!.length);
    expect(after.countries).toBe(before.countries);
  });
});

describe('seedDemoData', () => {
  it('creates verified demo users whose passwords verify, only into an empty users table', async () => {
    const [{ n }] = (await query<{ n: number }>(sql`select count(*)::int as n from users`)) as [{ n: number }];
    expect(n).toBe(0);
    await seedDemoData(t.deps);
    const rows = await t.db.select().from(users).orderBy(users.id);
    expect(rows).toHaveLength(demoUsers.length);
    for (const seed of demoUsers) {
      const row = rows.find((r) => r.email === seed.email)!;
      expect(row).toMatchObject({ name: seed.name, lastName: seed.last_name, userName: seed.user_name, phone: seed.phone, gender: seed.gender });
      expect(row.emailVerifiedAt).toBeInstanceOf(Date);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(row.passwordHash, seed.password)).toBe(true);
      expect(await verifyPassword(row.passwordHash, `${seed.password}x`)).toBe(false);
    }
  });

  it('is a no-op the second time', async () => {
    const before = await t.db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).orderBy(users.id);
    await seedDemoData(t.deps);
    expect(await t.db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).orderBy(users.id)).toEqual(before);
  });

  it('lists the demo sign-ins for the start script', () => {
    const accounts = demoAccounts();
    expect(accounts.map((a) => a.email)).toEqual(demoUsers.map((u) => u.email));
    for (const a of accounts) {
      expect(a.password).toBeTruthy();
      expect(a.note).toBeTruthy();
    }
  });

  it('lets a demo user sign in through the API', async () => {
    const [alice] = demoUsers;
    const res = await t.call('POST', '/api/v1/auth/login', { body: { email: alice!.email, password: alice!.password } });
    expect(res.status).toBe(200);
    expect(res.json.data.token).toBeTruthy();
  });
});
