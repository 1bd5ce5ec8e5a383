import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { rows } from '../db/rows.ts';
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
 * Reference data every installation needs: both category trees, currencies, promotion options, subscription plans,
 * shipping methods and complaint topics are loaded from the data files into each empty table, once; from then on
 * operators own those rows in the console (decision 188: a restart never undoes a rename, a price or a deletion).
 * The order statuses, which the code's order states name, are upserted on every start; the places gazetteer loads
 * what is missing. Running it twice changes nothing.
 *
 * `placeCountries` limits the cities loaded to those ISO2 countries (tests); every country is always loaded.
 */
export async function seedReferenceData(deps: Deps, opts: { placeCountries?: string[] } = {}) {
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await lockSeeding(db);
    if (await isEmpty(db, sql`select 1 from categories where kind = 'ad' limit 1`)) await insertCategoryTree(db, 'ad', adCategories);
    if (await isEmpty(db, sql`select 1 from categories where kind = 'shop' limit 1`)) await insertCategoryTree(db, 'shop', shopCategories);
    if (await isEmpty(db, sql`select 1 from currencies limit 1`)) await insertCurrencies(db);
    if (await isEmpty(db, sql`select 1 from promotion_options limit 1`)) await insertPromotionOptions(db);
    if (await isEmpty(db, sql`select 1 from subscription_plans limit 1`)) await insertSubscriptionPlans(db);
    if (await isEmpty(db, sql`select 1 from shipping_methods limit 1`)) await insertShippingMethods(db);
    if (await isEmpty(db, sql`select 1 from question_topics limit 1`)) await insertQuestionTopics(db);
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

async function isEmpty(db: Db, probe: SQL): Promise<boolean> {
  return (await rows(db, probe)).length === 0;
}

/** One statement per tree level, parents first, so each child knows its parent's id; `position` keeps the file's order. */
async function insertCategoryTree(db: Db, kind: 'ad' | 'shop', tree: CategorySeed[]) {
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
      .returning({ id: categories.id, slug: categories.slug });
    for (const row of saved) idBySlug.set(row.slug, row.id);
    level = level.flatMap(({ node }) => (node.children ?? []).map((child, position) => ({ node: child, parentSlug: node.slug, position })));
  }
}

async function insertCurrencies(db: Db) {
  await db
    .insert(currencies)
    .values(currencySeeds.map((c) => ({ code: c.code, shortName: c.short_name, name: c.name, symbol: c.symbol })));
}

async function insertPromotionOptions(db: Db) {
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
    );
}

async function insertSubscriptionPlans(db: Db) {
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
    );
}

async function insertShippingMethods(db: Db) {
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
    );
}

/** The tracking statuses, in timeline order (ids ordered numerically, spec 002 §4). */
async function upsertOrderStatuses(db: Db) {
  await db
    .insert(orderStatuses)
    .values(Object.entries(ORDER_STATUS_NAMES).map(([id, name]) => ({ id: Number(id), name })))
    .onConflictDoUpdate({ target: orderStatuses.id, set: fromIncoming(orderStatuses, ['name']) });
}

async function insertQuestionTopics(db: Db) {
  await db.insert(questionTopics).values(topicSeeds.map((t) => ({ name: t.en, translations: t })));
}
