import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Gazetteer loaded from the country-state-city package, so places work offline. */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    iso2: text('iso2').notNull(),
    name: text('name').notNull(),
    currencyCode: text('currency_code'),
    flag: text('flag'),
    lat: numeric('lat', { precision: 9, scale: 6 }),
    lon: numeric('lon', { precision: 9, scale: 6 }),
  },
  (t) => [uniqueIndex('countries_iso2_key').on(t.iso2), uniqueIndex('countries_name_key').on(sql`lower(${t.name})`)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id').notNull().references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    state: text('state'),
    lat: numeric('lat', { precision: 9, scale: 6 }).notNull(),
    lon: numeric('lon', { precision: 9, scale: 6 }).notNull(),
  },
  (t) => [
    index('cities_country_idx').on(t.countryId, t.name),
    index('cities_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('cities_earth_idx').using('gist', sql`ll_to_earth(${t.lat}::float8, ${t.lon}::float8)`),
  ],
);
