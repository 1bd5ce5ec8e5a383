import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { categories, currencies, orderStatuses, promotionOptions, questionTopics, shippingMethods, subscriptionPlans } from '../db/schema/index.ts';
import { ORDER_STATUS_NAMES } from '../modules/orders/states.ts';
import type { Deps } from '../platform/deps.ts';
import { adCategories, type CategorySeed } from './data/ad-categories.ts';
import { shopCategories } from './data/shop-categories.ts';
import {
  countryCurrency,
  currencies as currencySeeds,
  promotionOptions as promotionSeeds,
  questionTopics as topicSeeds,
  shippingMethods as shippingSeeds,
  subscriptionPlans as planSeeds,
} from './data/reference.ts';
import { lockSeeding, seedPlaces } from './places.ts';

/**
 * Reference data every installation needs, upserted on each start so edits to the data files reach existing
 * databases: currencies, promotion options, subscription plans, shipping methods, complaint topics, and the places
 * gazetteer. Running it twice changes nothing. A status an operator set (a hidden shipping method) is kept. The two
 * category trees are seeded once, into an empty tree: from then on operators manage them in the console (decision 186).
 *
 * `placeCountries` limits the cities loaded to those ISO2 countries (tests); every country is always loaded.
 */
export async function seedReferenceData(deps: Deps, opts: { placeCountries?: string[] } = {}) {
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await lockSeeding(db);
    await seedCategoryTree(db, 'ad', adCategories);
    await seedCategoryTree(db, 'shop', shopCategories);
    await upsertCurrencies(db);
    await upsertPromotionOptions(db);
    await upsertSubscriptionPlans(db);
    await upsertShippingMethods(db);
    await upsertQuestionTopics(db);
    await upsertOrderStatuses(db);
  });
  const places = await seedPlaces(deps.db, { placeCountries: opts.placeCountries, countryCurrency });
  if (places.citiesLoaded > 0) {
    deps.log.info(`places: loaded ${places.citiesLoaded} cities of ${places.countries} countries in ${(places.ms / 1000).toFixed(1)} s`);
  }
}

/**
 * The `set` of an upsert that takes these columns from the incoming row (`excluded`); columns left out (an
 * operator's status) keep their stored value.
 */
function fromIncoming<T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded.${columns[key]!.name}`)]));
}

/**
 * A category tree from its data file, only while the tree is empty: an operator's renames, icons, order and deletions
 * must survive restarts (decision 186). One statement per tree level, parents first, so each child knows its parent's
 * id; `position` keeps the file's order. The upsert on the slug keeps two starts racing on an empty tree harmless.
 */
async function seedCategoryTree(db: Db, kind: 'ad' | 'shop', tree: CategorySeed[]) {
  const [any] = await db.select({ id: categories.id }).from(categories).where(sql`${categories.kind} = ${kind}`).limit(1);
  if (any) return;
  const idBySlug = new Map<string, number>();
  let level = tree.map((node, position) => ({ node, parentSlug: null as string | null, position }));
  while (level.length > 0) {
    const saved = await db
      .insert(categories)
      .values(
        level.map(({ node, parentSlug, position }) => ({
          kind,
          parentId: parentSlug === null ? null : idBySlug.get(parentSlug)!,
          slug: node.slug,
          name: node.name.en,
          translations: node.name,
          icon: node.icon ?? null,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: categories.slug,
        set: fromIncoming(categories, ['kind', 'parentId', 'name', 'translations', 'icon', 'position']),
      })
      .returning({ id: categories.id, slug: categories.slug });
    for (const row of saved) idBySlug.set(row.slug, row.id);
    level = level.flatMap(({ node }) => (node.children ?? []).map((child, position) => ({ node: child, parentSlug: node.slug, position })));
  }
}

async function upsertCurrencies(db: Db) {
  await db
    .insert(currencies)
    .values(currencySeeds.map((c) => ({ code: c.code, shortName: c.short_name, name: c.name, symbol: c.symbol })))
    .onConflictDoUpdate({
      target: currencies.code,
      set: fromIncoming(currencies, ['shortName', 'name', 'symbol']),
    });
}

async function upsertPromotionOptions(db: Db) {
  await db
    .insert(promotionOptions)
    .values(
      promotionSeeds.map((p) => ({
        id: p.id,
        name: p.name.en,
        description: p.description.en,
        translations: { name: p.name, description: p.description },
        price: p.price,
      })),
    )
    .onConflictDoUpdate({
      target: promotionOptions.id,
      set: fromIncoming(promotionOptions, ['name', 'description', 'translations', 'price']),
    });
}

/** A plan an operator retired (active false) stays retired. */
async function upsertSubscriptionPlans(db: Db) {
  await db
    .insert(subscriptionPlans)
    .values(
      planSeeds.map((p, position) => ({
        id: p.id,
        name: p.name.en,
        translations: { name: p.name, description: p.description },
        price: p.price,
        interval: p.interval,
        intervalCount: p.interval_count,
        maxAds: p.max_ads,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: subscriptionPlans.id,
      set: fromIncoming(subscriptionPlans, ['name', 'translations', 'price', 'interval', 'intervalCount', 'maxAds', 'position']),
    });
}

async function upsertShippingMethods(db: Db) {
  await db
    .insert(shippingMethods)
    .values(
      shippingSeeds.map((s) => ({
        id: s.id,
        name: s.name.en,
        description: s.description.en,
        translations: { name: s.name, description: s.description },
        estimatedDeliveryTime: s.estimated_delivery_time,
        rate: s.rate,
        status: s.status,
      })),
    )
    .onConflictDoUpdate({
      target: shippingMethods.id,
      set: fromIncoming(shippingMethods, ['name', 'description', 'translations', 'estimatedDeliveryTime', 'rate']),
    });
}

/** The tracking statuses, in timeline order (ids ordered numerically, spec 002 §4). */
async function upsertOrderStatuses(db: Db) {
  await db
    .insert(orderStatuses)
    .values(Object.entries(ORDER_STATUS_NAMES).map(([id, name]) => ({ id: Number(id), name })))
    .onConflictDoUpdate({ target: orderStatuses.id, set: fromIncoming(orderStatuses, ['name']) });
}

/** Topics have no natural key but their English name: existing ones get fresh translations, new ones are added in order. */
async function upsertQuestionTopics(db: Db) {
  const existing = await db.select({ id: questionTopics.id, name: questionTopics.name }).from(questionTopics);
  const idByName = new Map(existing.map((t) => [t.name, t.id]));
  const fresh = topicSeeds.filter((t) => !idByName.has(t.en));
  for (const t of topicSeeds) {
    const id = idByName.get(t.en);
    if (id !== undefined) await db.update(questionTopics).set({ translations: t }).where(sql`${questionTopics.id} = ${id}`);
  }
  if (fresh.length > 0) await db.insert(questionTopics).values(fresh.map((t) => ({ name: t.en, translations: t })));
}
