import { sql } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { LOCALES } from '../catalog/schemas.ts';
import { recordAction } from './audit.ts';
import type { currencyBody, promotionOptionBody, shippingMethodBody, subscriptionPlanBody } from './schemas.ts';

/**
 * The reference data operators keep in the console (decision 189): currencies, the promotion options' texts and
 * prices, shipping methods and subscription plans. Every write shares its transaction with its audit entry.
 * Promotion options are the fixed levels the promotion rules count on: they are edited, never added or removed.
 */

type Described = { name: string; description: string; translations?: { name?: Partial<Record<string, string>> | undefined; description?: Partial<Record<string, string>> | undefined } | undefined };

/** Name and description in every language; a language left blank shows the English text. */
function translationsOf(input: Described) {
  const fill = (english: string, given: Partial<Record<string, string>> | undefined) =>
    Object.fromEntries(LOCALES.map((l) => [l, l === 'en' ? english : given?.[l]?.trim() || english]));
  return { name: fill(input.name, input.translations?.name), description: fill(input.description, input.translations?.description) };
}

const transaction = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

const KINDS = {
  currencies: { label: 'currency', code: 'CURRENCY_NOT_FOUND' },
  promotion_options: { label: 'promotion option', code: 'PROMOTION_OPTION_NOT_FOUND' },
  shipping_methods: { label: 'shipping method', code: 'SHIPPING_METHOD_NOT_FOUND' },
  subscription_plans: { label: 'subscription plan', code: 'PLAN_NOT_FOUND' },
} as const;

/** Locks the row and returns it as it was, or answers 404. */
async function lockedRow(tx: Db, table: keyof typeof KINDS, id: number) {
  const [row] = await rows<Record<string, unknown>>(tx, sql`select * from ${sql.identifier(table)} where id = ${id} for update`);
  if (!row) throw notFound(`No ${KINDS[table].label} with id ${id}.`, KINDS[table].code);
  return row;
}

const currencyOut = (r: Record<string, unknown>) => ({ id: Number(r.id), code: String(r.code), short_name: String(r.short_name), name: String(r.name), symbol: String(r.symbol) });
type Translations = { name: Record<string, string>; description: Record<string, string> };
const describedOut = (r: Record<string, unknown>) => ({ id: Number(r.id), name: String(r.name), description: String(r.description ?? ''), translations: r.translations as Translations });
const optionOut = (r: Record<string, unknown>) => ({ ...describedOut(r), price: String(r.price) });
const shippingOut = (r: Record<string, unknown>) => ({ ...describedOut(r), rate: String(r.rate), estimated_delivery_time: Number(r.estimated_delivery_time), status: Number(r.status) });
const planOut = (r: Record<string, unknown>) => {
  const translations = r.translations as Translations;
  return {
    id: Number(r.id),
    name: String(r.name),
    description: translations.description.en ?? '',
    translations,
    price: String(r.price),
    interval: r.interval as 'month' | 'year',
    interval_count: Number(r.interval_count),
    max_ads: Number(r.max_ads),
    position: Number(r.position),
    active: r.active ? (1 as const) : (0 as const),
  };
};

/** Everything the console's Catalogue tab shows, retired plans and hidden shipping methods included. */
export async function referenceData(db: Db) {
  const [currencies, options, methods, plans] = await Promise.all([
    rows<Record<string, unknown>>(db, sql`select * from currencies order by code`),
    rows<Record<string, unknown>>(db, sql`select id, name, description, translations, price::text as price from promotion_options order by id`),
    rows<Record<string, unknown>>(db, sql`select id, name, description, translations, rate::text as rate, estimated_delivery_time, status from shipping_methods order by id`),
    rows<Record<string, unknown>>(db, sql`select id, name, translations, price::text as price, interval, interval_count, max_ads, position, active from subscription_plans order by position, id`),
  ]);
  return { currencies: currencies.map(currencyOut), promotion_options: options.map(optionOut), shipping_methods: methods.map(shippingOut), subscription_plans: plans.map(planOut) };
}

/** Adds a currency (id null) or changes one; codes are unique (409 CURRENCY_CODE_TAKEN). */
export function saveCurrency(db: Db, operatorId: number, id: number | null, input: z.infer<typeof currencyBody>) {
  return transaction(db, async (tx) => {
    const before = id === null ? null : currencyOut(await lockedRow(tx, 'currencies', id));
    const [taken] = await rows(tx, sql`select 1 from currencies where code = ${input.code} and id <> ${id ?? 0}`);
    if (taken) throw conflict(`A currency with the code ${input.code} already exists.`, 'CURRENCY_CODE_TAKEN');
    const [row] =
      id === null
        ? await rows<Record<string, unknown>>(tx, sql`insert into currencies (code, short_name, name, symbol) values (${input.code}, ${input.short_name}, ${input.name}, ${input.symbol}) returning *`)
        : await rows<Record<string, unknown>>(tx, sql`update currencies set code = ${input.code}, short_name = ${input.short_name}, name = ${input.name}, symbol = ${input.symbol} where id = ${id} returning *`);
    const after = currencyOut(row!);
    await recordAction(tx, operatorId, id === null ? 'currency.create' : 'currency.update', { type: 'currency', id: after.id }, before, after);
    return after;
  });
}

/** Changes a promotion option's texts and price; promotions bought from now on pay the new price. */
export function savePromotionOption(db: Db, operatorId: number, id: number, input: z.infer<typeof promotionOptionBody>) {
  return transaction(db, async (tx) => {
    const before = optionOut(await lockedRow(tx, 'promotion_options', id));
    const [row] = await rows<Record<string, unknown>>(
      tx,
      sql`update promotion_options set name = ${input.name}, description = ${input.description}, translations = ${JSON.stringify(translationsOf(input))}::jsonb, price = ${input.price}
        where id = ${id} returning id, name, description, translations, price::text as price`,
    );
    const after = optionOut(row!);
    await recordAction(tx, operatorId, 'promotion_option.update', { type: 'promotion_option', id }, before, after);
    return after;
  });
}

/** Adds a shipping method (id null) or changes one; status 0 takes it off the checkout, orders keep theirs. */
export function saveShippingMethod(db: Db, operatorId: number, id: number | null, input: z.infer<typeof shippingMethodBody>) {
  return transaction(db, async (tx) => {
    const before = id === null ? null : shippingOut(await lockedRow(tx, 'shipping_methods', id));
    const values = sql`${input.name}, ${input.description}, ${JSON.stringify(translationsOf(input))}::jsonb, ${input.estimated_delivery_time}, ${input.rate}, ${input.status ?? before?.status ?? 1}`;
    const returning = sql`returning id, name, description, translations, rate::text as rate, estimated_delivery_time, status`;
    // The table's ids are the methods' own numbers (no sequence): the next is one past the highest, under the lock.
    if (id === null) await tx.execute(sql`lock table shipping_methods in share row exclusive mode`);
    const [row] =
      id === null
        ? await rows<Record<string, unknown>>(
            tx,
            sql`insert into shipping_methods (id, name, description, translations, estimated_delivery_time, rate, status)
              values ((select coalesce(max(id), 0) + 1 from shipping_methods), ${values}) ${returning}`,
          )
        : await rows<Record<string, unknown>>(
            tx,
            sql`update shipping_methods set (name, description, translations, estimated_delivery_time, rate, status) = (${values}) where id = ${id} ${returning}`,
          );
    const after = shippingOut(row!);
    await recordAction(tx, operatorId, id === null ? 'shipping_method.create' : 'shipping_method.update', { type: 'shipping_method', id: after.id }, before, after);
    return after;
  });
}

/** Adds a subscription plan (id null) or changes one; active 0 retires it: nobody buys it, running ones keep it. */
export function saveSubscriptionPlan(db: Db, operatorId: number, id: number | null, input: z.infer<typeof subscriptionPlanBody>) {
  return transaction(db, async (tx) => {
    const before = id === null ? null : planOut(await lockedRow(tx, 'subscription_plans', id));
    const active = (input.active ?? before?.active ?? 1) === 1;
    const position = input.position ?? before?.position ?? 0;
    const values = sql`${input.name}, ${JSON.stringify(translationsOf(input))}::jsonb, ${input.price}, ${input.interval}, ${input.interval_count}, ${input.max_ads}, ${position}, ${active}`;
    const returning = sql`returning id, name, translations, price::text as price, interval, interval_count, max_ads, position, active`;
    if (id === null) await tx.execute(sql`lock table subscription_plans in share row exclusive mode`);
    const [row] =
      id === null
        ? await rows<Record<string, unknown>>(
            tx,
            sql`insert into subscription_plans (id, name, translations, price, interval, interval_count, max_ads, position, active)
              values ((select coalesce(max(id), 0) + 1 from subscription_plans), ${values}) ${returning}`,
          )
        : await rows<Record<string, unknown>>(
            tx,
            sql`update subscription_plans set (name, translations, price, interval, interval_count, max_ads, position, active) = (${values}) where id = ${id} ${returning}`,
          );
    const after = planOut(row!);
    await recordAction(tx, operatorId, id === null ? 'subscription_plan.create' : 'subscription_plan.update', { type: 'subscription_plan', id: after.id }, before, after);
    return after;
  });
}
