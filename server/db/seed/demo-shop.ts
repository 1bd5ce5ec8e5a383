import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { shops } from '../schema/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { createProduct } from '../../modules/workspace/service.ts';
import { demoUsers } from './data/demo-users.ts';
import { demoShopItems, demoShops, type DemoShopItemSeed } from './data/demo-shop.ts';
import { attributionOf, demoMediaDir, illustration, readCredits, type PhotoCredit } from './demo-ads.ts';

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

  const media = demoMediaDir();
  const credits = media ? readCredits(media) : new Map<string, PhotoCredit>();
  let items = 0;
  const one = async (item: DemoShopItemSeed, i: number) => {
    const shop = shopIds.get(item.shop);
    const categoryId = categoryIds.get(item.category);
    if (!shop || !categoryId) {
      deps.log.info(`demo: skipped shop item "${item.name}" (${!shop ? `no shop ${item.shop}` : `no category ${item.category}`})`);
      return;
    }
    const files: Blob[] = [];
    const attributions: string[] = [];
    for (const file of item.photos ?? []) {
      const credit = credits.get(file);
      if (!media || !credit || !existsSync(join(media, file))) continue;
      files.push(new Blob([new Uint8Array(readFileSync(join(media, file)))], { type: 'image/jpeg' }));
      const line = attributionOf(credit);
      if (line) attributions.push(line);
    }
    const drawn = files.length === 0;
    if (drawn) files.push(await illustration(item.art ?? 'bag', i));
    const notes = [...attributions, drawn ? 'Image: illustration, not a photo of the item.' : undefined].filter(Boolean).join('\n');
    const saved = await createProduct(deps, shop.ownerId, shop.id, {
      name: item.name,
      description: item.description,
      ...(notes ? { detailed_description: notes } : {}),
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
  // A few at a time: photo encoding dominates and sharp runs on its own threads.
  const queue = demoShopItems.map((item, i) => [item, i] as const);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await one(next[0], next[1]);
    }),
  );
  deps.log.info(`demo: created ${shopIds.size} demo shops with ${items} items`);
  return { shops: shopIds.size, items };
}
