import { index, integer, jsonb, numeric, pgTable, serial, smallint, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

export type Localized = Record<'en' | 'fr' | 'zh' | 'de' | 'ro' | 'ru' | 'es', string>;

/** Ad and shop categories share one table; `kind` separates the two trees (three levels each). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ad', 'shop'] }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    translations: jsonb('translations').$type<Localized>().notNull(),
    icon: text('icon'),
    status: smallint('status').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_parent_idx').on(t.kind, t.parentId, t.position)],
);

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  shortName: text('short_name').notNull(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
});

export const promotionOptions = pgTable('promotion_options', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  translations: jsonb('translations').$type<{ name: Localized; description: Localized }>().notNull(),
  description: text('description').notNull(),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
});

export const shippingMethods = pgTable('shipping_methods', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  translations: jsonb('translations').$type<{ name: Localized; description: Localized }>().notNull(),
  estimatedDeliveryTime: integer('estimated_delivery_time').notNull(),
  rate: numeric('rate', { precision: 12, scale: 2 }).notNull(),
  status: smallint('status').notNull().default(1),
});

export const questionTopics = pgTable('question_topics', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  translations: jsonb('translations').$type<Localized>().notNull(),
});
