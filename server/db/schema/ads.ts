import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { categories, currencies } from './catalog.ts';
import { users } from './users.ts';

/** Classified ads (type 1 personal, 2 company). The ads issue extends this table; the foundation needs it for category counts. */
export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: smallint('type').notNull().default(1),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    offerPrice: numeric('offer_price', { precision: 12, scale: 2 }),
    currencyId: integer('currency_id').references(() => currencies.id),
    location: text('location'),
    lat: numeric('lat', { precision: 9, scale: 6 }),
    lon: numeric('lon', { precision: 9, scale: 6 }),
    status: smallint('status').notNull().default(1),
    isSponsored: smallint('is_sponsored').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('ads_category_active_idx').on(t.categoryId).where(sql`${t.status} = 1 and ${t.deletedAt} is null`),
    index('ads_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('ads_location_trgm_idx').using('gin', sql`lower(${t.location}) gin_trgm_ops`),
    index('ads_earth_idx')
      .using('gist', sql`ll_to_earth(${t.lat}::float8, ${t.lon}::float8)`)
      .where(sql`${t.status} = 1 and ${t.deletedAt} is null`),
  ],
);
