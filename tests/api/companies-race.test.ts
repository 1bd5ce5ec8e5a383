import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRaceApp } from '../../support/shop-fixtures.ts';
import { form, makeMember, type Member, type TestApp } from './helpers.ts';

/** PGlite runs one statement at a time, so posts cannot overlap there; .ci/run sets DATABASE_URL for its PostgreSQL run. */
const RACE_ON = Boolean(process.env.DATABASE_URL);
if (!RACE_ON) console.info('companies-race.test.ts skipped: set DATABASE_URL to a PostgreSQL server (PGlite runs one post at a time, so nothing can race).');

let t: TestApp;
let pool: pg.Pool;
let photo: Blob;
let categoryId: number;
let currencyId: number;

const first = async <T>(q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows[0]!;

/** An approved company with a running subscription, `maxAds` slots and `moderators` accepted moderators. */
async function companyWith(maxAds: number, moderators: number): Promise<{ id: number; posters: Member[] }> {
  const owner = await makeMember(t, 'Owner');
  const { id } = await first<{ id: number }>(
    sql`insert into companies (user_id, name, city, country, email, status, approved_at, subscription_expires_at, max_ads)
      values (${owner.id}, 'Race Audio', 'Berlin', 'Germany', 'race@example.com', 'approved', now(), now() + interval '30 days', ${maxAds}) returning id`,
  );
  const posters: Member[] = [];
  for (let i = 0; i < moderators; i++) {
    const m = await makeMember(t, `Moderator${i}`);
    await t.db.execute(sql`insert into company_moderators (company_id, moderator_id, status) values (${id}, ${m.id}, 'accepted')`);
    posters.push(m);
  }
  return { id: Number(id), posters };
}

function post(token: string, companyId: number) {
  const fd = form({
    category_id: String(categoryId),
    name: 'Studio monitors',
    description: 'A pair of active monitors',
    price: '450',
    currency_id: String(currencyId),
    type: '2',
    company_id: String(companyId),
    external_website: 'https://race.example.com/monitors',
    location: 'Berlin, Germany',
    lat: '52.52',
    lon: '13.405',
  });
  fd.append('attachment[]', photo, 'photo.png');
  return t.call('POST', '/api/v1/seller/ads/create', { token, body: fd });
}

const counted = async (companyId: number) => Number((await first<{ n: number }>(sql`select count(*)::int as n from ads where company_id = ${companyId} and type = 2 and deleted_at is null`)).n);

describe.skipIf(!RACE_ON)('company ads posted for the last slot at the same moment (PostgreSQL, needs DATABASE_URL)', () => {
  beforeAll(async () => {
    ({ t, pool } = await startRaceApp(25, { RATE_LIMIT_SCALE: '100' }));
    photo = new Blob([new Uint8Array(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#a50' } }).png().toBuffer())], { type: 'image/png' });
    categoryId = Number((await first<{ id: number }>(sql`select id from categories where kind = 'ad' and parent_id is not null order by id limit 1`)).id);
    currencyId = Number((await first<{ id: number }>(sql`select id from currencies order by id limit 1`)).id);
  });

  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  it('two moderators post the last slot at once: exactly one wins, the other is told the ads are used up', async () => {
    const { id, posters } = await companyWith(1, 2);
    const answers = await Promise.all(posters.map((m) => post(m.token, id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.status === 422)!.json.errors_status.company_id).toBe('COMPANY_ADS_EXHAUSTED');
    expect(await counted(id)).toBe(1);
  }, 60_000);

  it('twelve posts at once for three slots: three ads, nine refusals', async () => {
    const { id, posters } = await companyWith(3, 12);
    const answers = await Promise.all(posters.map((m) => post(m.token, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 422 && a.json.errors_status.company_id === 'COMPANY_ADS_EXHAUSTED')).toHaveLength(9);
    expect(await counted(id)).toBe(3);
  }, 120_000);
});
