import { count, sql } from 'drizzle-orm';
import { shops } from '../db/schema/index.ts';
import type { Deps } from '../platform/deps.ts';
import { createProduct } from '../modules/workspace/service.ts';
import { demoUsers } from './data/demo-users.ts';
import { demoShopItems, demoShops, type DemoShopItemSeed } from './data/demo-shop.ts';
import { demoPhotoSet, demoPictures, fewAtATime } from './demo-ads.ts';

/**
 * Demo shops and their products, added only while there are no shops (a restart or a database with real shops is
 * never touched). The shops are written directly (a shop comes from an approved request, which demo data skips); the
 * products go through the owner workspace's createProduct like an owner's own (validation, sharp photo variants in
 * storage). Photos come from the shared demo set, else labelled illustrations, as for the demo ads.
 */
export async function seedDemoShops(deps: Deps): Promise<{ shops: number; items: number }> {
  const db = deps.db;
  const [row] = await db.select({ n: count() }).from(shops);
  if ((row?.n ?? 0) > 0) return { shops: 0, items: 0 };
  const list = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

  const owners = new Map(
    (await list<{ id: number; email: string }>(sql`select id, email from users where email = any(${sql.param(demoUsers.map((u) => u.email))}::text[])`)).map((r) => [
      r.email,
      Number(r.id),
    ]),
  );
  const countryIds = new Map((await list<{ id: number; iso2: string }>(sql`select id, iso2 from countries`)).map((r) => [r.iso2, Number(r.id)]));
  const currencyIds = new Map((await list<{ id: number; code: string }>(sql`select id, code from currencies`)).map((r) => [r.code, Number(r.id)]));
  const categoryIds = new Map((await list<{ id: number; slug: string }>(sql`select id, slug from categories where kind = 'shop'`)).map((r) => [r.slug, Number(r.id)]));

  const now = Date.now();
  const shopIds = new Map<string, { id: number; ownerId: number }>();
  for (const s of demoShops) {
    const ownerId = owners.get(demoUsers.find((u) => u.user_name === s.owner)?.email ?? '');
    if (!ownerId) continue;
    const [created] = await db
      .insert(shops)
      .values({
        ownerId,
        name: s.name,
        userName: s.user_name,
        email: s.email,
        phone: s.phone,
        location: s.location,
        countryId: countryIds.get(s.country) ?? null,
        city: s.city,
        currencyId: currencyIds.get(s.currency) ?? null,
        lat: s.lat.toFixed(6),
        lon: s.lon.toFixed(6),
        createdAt: new Date(now - s.daysAgo * 86_400_000),
      })
      .returning({ id: shops.id });
    shopIds.set(s.key, { id: created!.id, ownerId });
  }
  if (!shopIds.size) return { shops: 0, items: 0 };

  const set = demoPhotoSet(deps.config);
  let items = 0;
  const one = async (item: DemoShopItemSeed, i: number) => {
    const shop = shopIds.get(item.shop);
    const categoryId = categoryIds.get(item.category);
    if (!shop || !categoryId) {
      deps.log.info(`demo: skipped shop item "${item.name}" (${!shop ? `no shop ${item.shop}` : `no category ${item.category}`})`);
      return;
    }
    const { files, notes } = await demoPictures(set, item.photos, item.art, i);
    const saved = await createProduct(deps, shop.ownerId, shop.id, {
      name: item.name,
      description: item.description,
      ...(notes.length ? { detailed_description: notes.join('\n') } : {}),
      brand: item.brand,
      price: String(item.price),
      ...(item.offer !== undefined ? { offer_price: String(item.offer) } : {}),
      available_quantity: String(item.stock),
      category_id: String(categoryId),
      'photos[]': files,
    });
    // Spread over the past weeks so "Recently Added" means something.
    const createdAt = new Date(now - item.daysAgo * 86_400_000 - (i % 5) * 3_600_000).toISOString();
    await db.execute(sql`update ads set created_at = ${createdAt}::timestamptz, updated_at = ${createdAt}::timestamptz where id = ${saved.id}`);
    items++;
  };
  await fewAtATime(demoShopItems, one);
  deps.log.info(`demo: created ${shopIds.size} demo shops with ${items} items`);
  return { shops: shopIds.size, items };
}
