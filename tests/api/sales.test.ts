import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentOff } from '../../common/price.ts';
import { salesSql, SALES_PER_PAGE, type SaleKind } from '../../server/modules/ads/service.ts';
import { startTestApp, type TestApp } from './helpers.ts';

/** GET /ads/sales: discounted ads and shop items, the biggest percent off first (decision 141). */

let t: TestApp;
let seller = 0;
let shopId = 0;
let category = 0;
let seq = 0;

async function q<T = Record<string, unknown>>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function listing(v: { price: string; offer?: string | null; shop?: boolean; negotiable?: boolean; status?: number; owner?: number }): Promise<number> {
  seq++;
  const [r] = await q<{ id: number }>(sql`insert into ads (category_id, owner_id, shop_id, name, price, offer_price, is_negotiable, status, location, lat, lon, created_at)
    values (${category}, ${v.owner ?? seller}, ${v.shop ? shopId : null}, ${`Sale test ${seq}`}, ${v.price}, ${v.offer ?? null}, ${v.negotiable ?? false}, ${v.status ?? 1},
      'Town', 47, 28, now() + ${`${seq} seconds`}::interval) returning id`);
  return Number(r!.id);
}

const get = (path: string) => t.call('GET', `/api/v1${path}`);
type Row = { id: number; price: string; offer_price: string | null; percent_off: number | null; shop?: unknown };

beforeAll(async () => {
  t = await startTestApp();
  const [u] = await q<{ id: number }>(sql`insert into users (name, user_name, email, email_verified_at) values ('Sally', 'sally', 'sally@example.test', now()) returning id`);
  seller = Number(u!.id);
  const [s] = await q<{ id: number }>(sql`insert into shops (owner_id, name, user_name, email, phone, location, city)
    values (${seller}, 'Sally Sales', 'sallysales', 'shop@example.test', '1', 'Town', 'Town') returning id`);
  shopId = Number(s!.id);
  const [c] = await q<{ id: number }>(sql`select id from categories where kind = 'ad' and parent_id is not null order by id limit 1`);
  category = Number(c!.id);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /ads/sales', () => {
  it('lists only ads whose offer shows, biggest percent off first, each with the percent off of its prices', async () => {
    const ten = await listing({ price: '100', offer: '90' });
    const half = await listing({ price: '80', offer: '40' });
    const quarter = await listing({ price: '200', offer: '150' });
    const none = await listing({ price: '50' });
    const higher = await listing({ price: '50', offer: '60' });
    const negotiable = await listing({ price: '100', offer: '10', negotiable: true });
    const inactive = await listing({ price: '100', offer: '10', status: 0 });
    const item = await listing({ price: '100', offer: '5', shop: true });

    const res = await get('/ads/sales');
    expect(res.status).toBe(200);
    const data = res.json.data as Row[];
    const ids = data.map((a) => a.id);
    expect(ids).toEqual([half, quarter, ten]);
    for (const leftOut of [none, higher, negotiable, inactive, item]) expect(ids).not.toContain(leftOut);
    for (const a of data) expect(a.percent_off).toBe(percentOff(a.price, a.offer_price));
    expect(data.map((a) => a.percent_off)).toEqual([50, 25, 10]);
    expect(res.json.meta).toMatchObject({ current_page: 1, per_page: SALES_PER_PAGE, total: 3 });

    const items = await get('/ads/sales?type=shopAd');
    expect((items.json.data as Row[]).map((a) => a.id)).toEqual([item]);
    expect((items.json.data as Row[])[0]).toMatchObject({ percent_off: 95, shop: { id: shopId } });
  });

  it('leaves out the ads of a member who hides them', async () => {
    const [u] = await q<{ id: number }>(sql`insert into users (name, user_name, email, email_verified_at, show_my_ads) values ('Hid', 'hid', 'hid@example.test', now(), false) returning id`);
    const hiddenAd = await listing({ price: '100', offer: '1', owner: Number(u!.id) });
    const ids = ((await get('/ads/sales')).json.data as Row[]).map((a) => a.id);
    expect(ids).not.toContain(hiddenAd);
  });

  it('answers bad parameters with a 422 envelope', async () => {
    for (const bad of ['?type=hotel', '?page=0', '?page=abc', '?page=10001']) {
      const res = await get(`/ads/sales${bad}`);
      expect(res.status, bad).toBe(422);
      expect(res.json.status).toBe('error');
    }
    expect((await get('/ads/sales?page=50')).json.data).toEqual([]);
  });
});

describe('index use', () => {
  async function plan(kind: SaleKind): Promise<string> {
    let out = '';
    const { where, orderBy } = salesSql(kind);
    try {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into ads (name, category_id, owner_id, shop_id, price, offer_price, location, lat, lon, created_at)
          select 'Filler ' || g, ${category}, ${seller}, case when g % 2 = 0 then ${shopId}::int end, 100, case when g % 10 = 0 then 100 - g % 90 end, 'Town', 47, 28,
            now() - (g || ' minutes')::interval from generate_series(1, 4000) g`);
        await tx.execute(sql`analyze ads`);
        const res = (await tx.execute(sql`explain select a.id from ads a where ${where} order by ${orderBy} limit ${SALES_PER_PAGE} offset 0`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        out = res.rows.map((r) => r['QUERY PLAN']).join('\n');
        tx.rollback();
      });
    } catch (err) {
      if (!(err instanceof TransactionRollbackError)) throw err;
    }
    return out;
  }

  it('walks the discount indexes in order: no scan or sort of ads', async () => {
    const ads = await plan('ad');
    expect(ads, ads).toMatch(/ads_sale_discount_idx/);
    expect(ads).not.toMatch(/Seq Scan on ads|Sort/);
    const items = await plan('shopAd');
    expect(items, items).toMatch(/ads_shop_sale_discount_idx/);
    expect(items).not.toMatch(/Seq Scan on ads|Sort/);
  });
});
