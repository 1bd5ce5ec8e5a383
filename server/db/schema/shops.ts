import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { currencies } from './catalog.ts';
import { countries } from './places.ts';
import { users } from './users.ts';

/**
 * A shop of the multi-vendor marketplace. Its products are rows of `ads` with `shop_id` set (one id space, so
 * /seller/ads/single/{id} serves ads and shop items alike). Ratings and likes are kept here, updated with reviews.
 */
export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    location: text('location').notNull(),
    countryId: integer('country_id').references(() => countries.id),
    city: text('city').notNull(),
    currencyId: integer('currency_id').references(() => currencies.id),
    logo: text('logo'),
    lat: numeric('lat', { precision: 9, scale: 6 }),
    lon: numeric('lon', { precision: 9, scale: 6 }),
    /** active, suspended */
    status: text('status', { enum: ['active', 'suspended'] }).notNull().default('active'),
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }).notNull().default('0'),
    totalReview: integer('total_review').notNull().default(0),
    totalLike: integer('total_like').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shops_user_name_key').on(sql`lower(${t.userName})`), index('shops_owner_idx').on(t.ownerId), index('shops_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);
