import type { ICountry, IState } from 'country-state-city';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rows } from '../db/rows.ts';
import { readGazetteer, type CityTuple } from '../modules/places/gazetteer.ts';

/**
 * The gazetteer of the country-state-city package (250 countries, about 148,000 cities) loaded into `countries` and
 * `cities`, so autocomplete, city lists and reverse geocoding work offline.
 *
 * Countries are upserted on every start (cheap: one statement). Cities are loaded only for countries that have none
 * yet, in bulk (one `insert … select from json_array_elements` per 20,000 rows, inside one transaction), so a first
 * start stays fast (about 7 to 10 s for the whole gazetteer on PGlite) and a later start costs one indexed query.
 */

/** Rows sent per statement: large enough to keep round trips few, small enough for PostgreSQL's parser and memory. */
const CHUNK = 20_000;

/** Serialises seeding between origin nodes sharing one database (transaction-scoped advisory lock). */
export async function lockSeeding(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('marketplace:seed-reference'))`);
}

/** State names by "ISO2|state code"; the package stores only the code on each city. */
function stateNames(): Map<string, string> {
  return new Map(readGazetteer<IState[]>('state.json').map((s) => [`${s.countryCode}|${s.isoCode}`, s.name]));
}

function countryRow(c: ICountry, countryCurrency: Record<string, string>) {
  return {
    iso2: c.isoCode,
    name: c.name,
    currency_code: countryCurrency[c.isoCode] ?? c.currency ?? null,
    flag: c.flag || null,
    lat: c.latitude ? Number(c.latitude) : null,
    lon: c.longitude ? Number(c.longitude) : null,
  };
}

export type PlacesSeedResult = { countries: number; citiesLoaded: number; ms: number };

export async function seedPlaces(
  db: Db,
  opts: { placeCountries?: string[] | undefined; countryCurrency?: Record<string, string> | undefined } = {},
): Promise<PlacesSeedResult> {
  const started = performance.now();
  const all = readGazetteer<ICountry[]>('country.json');
  const countryRows = all.map((c) => countryRow(c, opts.countryCurrency ?? {}));

  await db.transaction(async (tx) => {
    await lockSeeding(tx as unknown as Db);
    await tx.execute(sql`
      insert into countries (iso2, name, currency_code, flag, lat, lon)
      select iso2, name, currency_code, flag, lat, lon
      from json_to_recordset(${JSON.stringify(countryRows)}::json)
        as x(iso2 text, name text, currency_code text, flag text, lat numeric, lon numeric)
      on conflict (iso2) do update set
        name = excluded.name, currency_code = excluded.currency_code, flag = excluded.flag, lat = excluded.lat, lon = excluded.lon
      where (countries.name, countries.currency_code, countries.flag, countries.lat, countries.lon)
        is distinct from (excluded.name, excluded.currency_code, excluded.flag, excluded.lat, excluded.lon)`);
  });

  const wanted = opts.placeCountries?.map((c) => c.toUpperCase()) ?? all.map((c) => c.isoCode);
  const emptyCountries = (q: Db) =>
    rows<{ id: number; iso2: string }>(
      q,
      sql`select c.id, c.iso2 from countries c
          where c.iso2 = any(${sql.param(wanted)}::text[])
            and not exists (select 1 from cities ci where ci.country_id = c.id)`,
    );
  // Fast path for every start after the first: one indexed query, no lock.
  if ((await emptyCountries(db)).length === 0) return { countries: all.length, citiesLoaded: 0, ms: performance.now() - started };

  let loaded = 0;
  await db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    // Origin nodes starting together on one PostgreSQL database: one loads, the others then find nothing to do.
    await lockSeeding(q);
    const empty = await emptyCountries(q);
    if (empty.length === 0) return;
    const idOf = new Map(empty.map((r) => [r.iso2, r.id]));
    const source = readGazetteer<CityTuple[]>('city.json');

    const states = stateNames();
    const cityRows: [number, string, string | null, number, number][] = [];
    for (const [name, countryCode, stateCode, latitude, longitude] of source) {
      const countryId = idOf.get(countryCode);
      const lat = Number(latitude);
      const lon = Number(longitude);
      if (countryId === undefined || !name || !Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) continue;
      cityRows.push([countryId, name, states.get(`${countryCode}|${stateCode}`) ?? null, lat, lon]);
    }
    for (let i = 0; i < cityRows.length; i += CHUNK) {
      const chunk = cityRows.slice(i, i + CHUNK);
      await q.execute(sql`
        insert into cities (country_id, name, state, lat, lon)
        select (x->>0)::int, x->>1, x->>2, (x->>3)::numeric, (x->>4)::numeric
        from json_array_elements(${JSON.stringify(chunk)}::json) as x`);
    }
    loaded = cityRows.length;
  });
  if (loaded === 0) return { countries: all.length, citiesLoaded: 0, ms: performance.now() - started };
  // New GIN entries wait in the index's pending list, which every search scans linearly until a vacuum merges it;
  // merge it now, and gather fresh statistics so the planner picks the trigram and earth indexes at once
  // (PGlite has no autovacuum; on PostgreSQL this only saves waiting for it).
  await db.execute(sql`select gin_clean_pending_list('cities_name_trgm_idx'::regclass)`);
  await db.execute(sql`analyze countries`);
  await db.execute(sql`analyze cities`);
  return { countries: all.length, citiesLoaded: loaded, ms: performance.now() - started };
}

