import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { currencies } from './catalog.ts';
import { users } from './users.ts';

/**
 * Hotels (decision 134): listings with a place on the map, a price per night and a star class; guest ratings are
 * kept here, recomputed from hotel_reviews in the transaction that writes a review. Bookings are not taken: the page
 * shows the hotel's own phone, e-mail and website. status 1 listed, 0 hidden; an operator who hides a listed hotel
 * gives the reason kept in hidden_reason (decision 190).
 */
export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    address: text('address').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    /** ISO 3166-1 alpha-2, for JSON-LD's addressCountry. */
    countryCode: text('country_code').notNull(),
    postalCode: text('postal_code'),
    lat: numeric('lat', { precision: 9, scale: 6 }).notNull(),
    lon: numeric('lon', { precision: 9, scale: 6 }).notNull(),
    /** Official star class 1 to 5; 0 when the hotel has none. */
    stars: smallint('stars').notNull().default(0),
    /** The lowest price of a double room for one night, taxes included, in the hotel's currency. */
    pricePerNight: numeric('price_per_night', { precision: 12, scale: 2 }).notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    checkIn: text('check_in'),
    checkOut: text('check_out'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    status: smallint('status').notNull().default(1),
    hiddenReason: text('hidden_reason'),
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }).notNull().default('0'),
    totalReview: integer('total_review').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('hotels_stars_check', sql`${t.stars} between 0 and 5`),
    // Nearby search: earth_box containment and nearest-first order (the ads' ads_earth_idx, for hotels).
    index('hotels_earth_idx')
      .using('gist', sql`ll_to_earth(${t.lat}::float8, ${t.lon}::float8)`)
      .where(sql`${t.status} = 1`),
    // A page in each order of the list, cut after the page: recommended, price, stars.
    index('hotels_rating_idx')
      .on(sql`${t.averageRating} desc`, sql`${t.totalReview} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 1`),
    index('hotels_price_idx').on(t.pricePerNight, t.id).where(sql`${t.status} = 1`),
    index('hotels_stars_idx')
      .on(sql`${t.stars} desc`, sql`${t.averageRating} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 1`),
    // The city filter (case-insensitive), then its hotels by price.
    index('hotels_city_idx')
      .on(sql`lower(${t.city})`, t.pricePerNight)
      .where(sql`${t.status} = 1`),
    // Amenity filters: amenities @> '{wifi,pool}'.
    index('hotels_amenities_idx').using('gin', t.amenities),
    // The console's list (decision 190): every hotel newest first, or the listed or hidden ones, cut after the page;
    // its search on part of the name or city through trigrams.
    index('hotels_newest_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('hotels_status_newest_idx').on(t.status, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('hotels_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('hotels_city_trgm_idx').using('gin', sql`${t.city} gin_trgm_ops`),
  ],
);

/** A hotel's photos, re-encoded like ad photos (WebP variants); `credit` is the attribution or illustration note. */
export const hotelPhotos = pgTable(
  'hotel_photos',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    attachment: text('attachment').notNull(),
    variants: text('variants').array().notNull().default(sql`'{}'::text[]`),
    width: integer('width'),
    height: integer('height'),
    position: integer('position').notNull().default(0),
    credit: text('credit'),
  },
  (t) => [index('hotel_photos_hotel_idx').on(t.hotelId, t.position)],
);

/** Guest reviews: one per member and hotel (a second one replaces the first); stays are not verified (decision 136). */
export const hotelReviews = pgTable(
  'hotel_reviews',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** Set when an operator hid the review (decision 191): it leaves the hotel's page, count and average. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('hotel_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    uniqueIndex('hotel_reviews_once_key').on(t.hotelId, t.userId),
    // A hotel's reviews, newest first.
    index('hotel_reviews_hotel_idx').on(t.hotelId, sql`${t.updatedAt} desc`, sql`${t.id} desc`),
    // The console's moderation list (decision 191): newest first, all or the hidden ones only.
    index('hotel_reviews_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('hotel_reviews_hidden_idx')
      .on(sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.hiddenAt} is not null`),
  ],
);
