import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../server/db/client.ts';
import * as schema from '../server/db/schema/index.ts';
import { ads, categories, shops, users } from '../server/db/schema/index.ts';
import { rows } from '../server/db/rows.ts';
import { makeMember, startTestApp, type Member, type TestApp } from './app.ts';

export type ShopItemRow = typeof ads.$inferSelect;

/**
 * Shops, shop items and members written straight into the database, for suites that need shop data without the
 * demo seed. Shop items are `ads` rows with `shop_id` set, in a leaf category of the shop tree (the first one).
 */
export async function shopFixtures(t: TestApp) {
  const [leaf] = await rows<{ id: number }>(
    t.db,
    sql`select c.id from categories c where c.kind = 'shop' and not exists (select 1 from categories k where k.parent_id = c.id) order by c.id limit 1`,
  );
  const shopCategoryId = Number(leaf!.id);
  const [adCategory] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.kind, 'ad')).limit(1);
  let serial = 0;

  const makeUser = (name: string, extra: Partial<typeof users.$inferInsert> = {}): Promise<Member> => makeMember(t, name, extra);

  async function makeShop(ownerId: number, extra: Partial<typeof shops.$inferInsert> = {}) {
    const n = ++serial;
    const [shop] = await t.db
      .insert(shops)
      .values({ ownerId, name: `Shop ${n}`, userName: `shop${n}`, email: `shop${n}@example.com`, phone: '+37360000000', location: 'Chișinău', city: 'Chișinău', ...extra })
      .returning();
    return shop!;
  }

  /** A shop item of `shop` (owned by the shop's owner): 40.00, stock 5, active, unless told otherwise. */
  async function makeItem(shop: { id: number; ownerId: number }, extra: Partial<typeof ads.$inferInsert> = {}): Promise<ShopItemRow> {
    const [item] = await t.db
      .insert(ads)
      .values({ categoryId: shopCategoryId, ownerId: shop.ownerId, shopId: shop.id, name: `Item ${++serial}`, price: '40.00', availableQuantity: 5, brand: 'Acme', ...extra })
      .returning();
    return item!;
  }

  /** A classified ad (no shop): it must never be sellable through the cart. */
  async function makeClassified(ownerId: number): Promise<ShopItemRow> {
    const [ad] = await t.db.insert(ads).values({ categoryId: adCategory!.id, ownerId, name: `Classified ${++serial}`, price: '10.00' }).returning();
    return ad!;
  }

  async function stockOf(id: number): Promise<number> {
    const [row] = await t.db.select({ q: ads.availableQuantity }).from(ads).where(eq(ads.id, id));
    return row!.q;
  }

  return { shopCategoryId, makeUser, makeShop, makeItem, makeClassified, stockOf };
}

export type ShopFixtures = Awaited<ReturnType<typeof shopFixtures>>;

/**
 * A test app on a fresh PostgreSQL database (DATABASE_URL) whose pool holds `poolSize` connections, so that many
 * checkouts really run at once (the app's own pool keeps 10). Close `pool` after the app.
 */
export async function startRaceApp(poolSize = 25, env: Record<string, string> = {}): Promise<{ t: TestApp; pool: pg.Pool }> {
  if (!process.env.DATABASE_URL) throw new Error('startRaceApp needs DATABASE_URL (a PostgreSQL server).');
  let pool: pg.Pool | undefined;
  const t = await startTestApp(env, (base) => {
    pool = new pg.Pool({ connectionString: base.config.DATABASE_URL, max: poolSize });
    // Dropping the test database (WITH FORCE) ends connections whose goodbye is still in flight; that is expected.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return { db: drizzle(pool, { schema }) as unknown as Db };
  });
  return { t, pool: pool! };
}

export type RaceResult = {
  /** The item raced for. */
  itemId: number;
  statuses: number[];
  messages: string[];
  /** Wall time of each checkout call, in milliseconds. */
  latencies: number[];
  /** The lowest stock a poller saw while the race ran (it must never go below zero). */
  lowestSeen: number;
  finalStock: number;
  orders: number;
  orderedQuantity: number;
};

/**
 * `buyers` separate members check out `quantity` of one item with `stock` units, all at once (cash on delivery,
 * or card with `shippingId` above 1), while a poller watches the stock.
 */
export async function raceForStock(t: TestApp, f: ShopFixtures, opts: { buyers: number; stock: number; quantity?: number; shippingId?: number }): Promise<RaceResult> {
  const quantity = opts.quantity ?? 1;
  const seller = await f.makeUser('raceseller');
  const shop = await f.makeShop(seller.id, { name: 'Race shop' });
  const item = await f.makeItem(shop, { name: 'Race item', price: '10.00', availableQuantity: opts.stock });
  const [method] = await t.db.execute(sql`select rate::text as rate from shipping_methods where id = ${opts.shippingId ?? 1}`).then((r) => (r as unknown as { rows: { rate: string }[] }).rows);
  const total = (1000 * quantity + Math.round(Number(method!.rate) * 100)) / 100;
  const buyers: Member[] = [];
  for (let i = 0; i < opts.buyers; i++) buyers.push(await f.makeUser('racer'));

  let lowestSeen = opts.stock;
  let racing = true;
  const poller = (async () => {
    while (racing) {
      lowestSeen = Math.min(lowestSeen, await f.stockOf(item.id));
      await new Promise((r) => setTimeout(r, 2));
    }
  })();
  const results = await Promise.all(
    buyers.map(async (b) => {
      const started = performance.now();
      const res = await t.call('POST', '/api/v1/seller/ads/checkout', {
        token: b.token,
        body: {
          shipping_id: opts.shippingId ?? 1,
          total_amount: total.toFixed(2),
          delivery_address: '1 Race Road',
          street: 'Race Road 1',
          city: 'Chișinău',
          zip_code: 'MD-2000',
          ads: [{ id: item.id, quantity }],
        },
      });
      return { status: res.status, message: String(res.json?.message ?? ''), ms: performance.now() - started };
    }),
  );
  racing = false;
  await poller;
  const [counted] = await t.db
    .execute(sql`select count(distinct o.master_order_id)::int as orders, coalesce(sum(od.quantity), 0)::int as quantity
      from order_details od join orders o on o.id = od.order_id where od.ads_id = ${item.id}`)
    .then((r) => (r as unknown as { rows: { orders: number; quantity: number }[] }).rows);
  const finalStock = await f.stockOf(item.id);
  return {
    itemId: item.id,
    statuses: results.map((r) => r.status),
    messages: results.map((r) => r.message),
    latencies: results.map((r) => r.ms),
    lowestSeen: Math.min(lowestSeen, finalStock),
    finalStock,
    orders: Number(counted!.orders),
    orderedQuantity: Number(counted!.quantity),
  };
}
