import { asc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, currencies } from '../../db/schema/index.ts';
import { majorCityKeys } from './gazetteer.ts';
import { rows } from '../../db/rows.ts';

/**
 * The maps and places service of the specification, served offline from the gazetteer in `countries` and `cities`:
 * country and city lists, autocomplete (prefix, then trigram similarity for typos) and reverse geocoding
 * (nearest city through the earthdistance GiST index).
 */


const collator = new Intl.Collator('en', { sensitivity: 'base' });

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export async function countryList(db: Db) {
  const list = await db
    .select({ id: countries.id, name: countries.name, iso2: countries.iso2, flag: countries.flag, currency_code: countries.currencyCode })
    .from(countries)
    .orderBy(asc(countries.name));
  // Locale-aware, so "Åland Islands" sorts with the A's whatever the database collation.
  return list.sort((a, b) => collator.compare(a.name, b.name));
}

/** A country by its ISO2 code or its name (any letter case). */
export async function findCountry(db: Db, nameOrIso2: string) {
  const value = nameOrIso2.trim();
  if (!value) return undefined;
  const [row] = await db
    .select()
    .from(countries)
    .where(sql`${countries.iso2} = ${value.toUpperCase()} or lower(${countries.name}) = ${value.toLowerCase()}`)
    .orderBy(sql`${countries.iso2} = ${value.toUpperCase()} desc`)
    .limit(1);
  return row;
}

/** The country's city names, each once, sorted; an unknown country has none. */
export async function cityNames(db: Db, country: string): Promise<string[]> {
  const found = await findCountry(db, country);
  if (!found) return [];
  const list = await rows<{ name: string }>(db, sql`select distinct name from cities where country_id = ${found.id}`);
  return list.map((r) => r.name).sort((a, b) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** The currency an ad created in this country is most likely priced in; USD when unknown. */
export async function countryCurrency(db: Db, country: string) {
  const found = await findCountry(db, country);
  const code = found?.currencyCode ?? 'USD';
  const list = await db
    .select({ id: currencies.id, code: currencies.code, symbol: currencies.symbol })
    .from(currencies)
    .where(sql`${currencies.code} in (${code}, 'USD')`);
  const hit = list.find((c) => c.code === code) ?? list.find((c) => c.code === 'USD');
  return { currency: hit ?? { id: null, code: 'USD', symbol: '$' } };
}

// ---- Autocomplete ----

export type Prediction = {
  id: number;
  type: 'city' | 'country';
  name: string;
  description: string;
  lat: number | null;
  lng: number | null;
  country_iso2: string;
};

type Candidate = Prediction & { rank: number; major: boolean; sim: number };

/** "City, State, Country", leaving out a missing state and a state named like the city. */
const describe = (city: string, state: string | null, country: string) =>
  [city, state && state !== city ? state : null, country].filter(Boolean).join(', ');

const stripAccents = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '');
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** "London", "London, UK", "London, England, United Kingdom": the first part names the place, the rest narrows it. */
function parseQuery(query: string) {
  const parts = query
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  const [place = '', ...qualifiers] = parts;
  return { place, qualifiers: qualifiers.slice(0, 2) };
}

/** Variants of the typed text (as typed, and without accents so "Chișinău" finds "Chisinau"). */
function variants(text: string): string[] {
  return [...new Set([text, stripAccents(text)])];
}

function matchClause(column: SQL, forms: string[]) {
  return sql.join(
    forms.flatMap((f) => [sql`${column} like ${`${likeEscape(f)}%`}`, sql`${column} like ${`% ${likeEscape(f)}%`}`, sql`${column} % ${f}`]),
    sql` or `,
  );
}

function rankExpr(column: SQL, forms: string[]) {
  const exact = sql.join(forms.map((f) => sql`${column} = ${f}`), sql` or `);
  const prefix = sql.join(forms.map((f) => sql`${column} like ${`${likeEscape(f)}%`}`), sql` or `);
  const wordPrefix = sql.join(forms.map((f) => sql`${column} like ${`% ${likeEscape(f)}%`}`), sql` or `);
  return sql`case when ${exact} then 0 when ${prefix} then 1 when ${wordPrefix} then 2 else 3 end`;
}

function simExpr(column: SQL, forms: string[]) {
  return forms.length === 1 ? sql`similarity(${column}, ${forms[0]})` : sql`greatest(${sql.join(forms.map((f) => sql`similarity(${column}, ${f})`), sql`, `)})`;
}

type CityMatchRow = {
  id: number;
  name: string;
  state: string | null;
  country: string;
  iso2: string;
  lat: string;
  lon: string;
  rank: number;
  major: boolean;
  sim: number;
};

/** The city half of autocomplete, as one statement (exported so tests can EXPLAIN exactly what runs). */
export function cityMatchesSql(place: string, opts: { qualifiers?: string[]; countryId?: number | undefined; limit: number }): SQL {
  const forms = variants(place.trim().toLowerCase());
  const name = sql`lower(ci.name)`;
  const qualifierClauses = (opts.qualifiers ?? []).map((q) => {
    const p = `${likeEscape(q)}%`;
    const alias = q === 'uk' ? 'GB' : q === 'usa' ? 'US' : q.toUpperCase();
    return sql`(lower(co.name) like ${p} or lower(coalesce(ci.state, '')) like ${p} or co.iso2 = ${alias})`;
  });
  return sql`select ci.id, ci.name, ci.state, co.name as country, co.iso2, ci.lat, ci.lon,
          ${rankExpr(name, forms)} as rank,
          (co.iso2 || '|' || lower(ci.name)) = any(${sql.param(majorCityKeys())}::text[]) as major,
          ${simExpr(name, forms)} as sim
        from cities ci join countries co on co.id = ci.country_id
        where (${matchClause(name, forms)})
          ${opts.countryId === undefined ? sql`` : sql`and ci.country_id = ${opts.countryId}`}
          ${qualifierClauses.length ? sql`and ${sql.join(qualifierClauses, sql` and `)}` : sql``}
        order by rank, major desc, sim desc, length(ci.name), ci.name, ci.id
        limit ${opts.limit}`;
}

/**
 * Suggestions for the location picker. Exact names first, then names starting with the text, then names with a word
 * starting with it, then trigram-similar names (typos); ties go to countries, then to a country's principal cities.
 * Both the prefix (`like 'lond%'`) and the similarity (`%`) conditions are answered by the trigram GIN index.
 */
export async function autocomplete(db: Db, query: string, limit: number, countryFilter?: string): Promise<Prediction[]> {
  const { place, qualifiers } = parseQuery(query);
  if (place.length < 2) return [];
  const forms = variants(place);

  let onlyCountry: number | undefined;
  if (countryFilter) {
    const found = await findCountry(db, countryFilter);
    if (!found) return [];
    onlyCountry = found.id;
  }

  const cityRows = await rows<CityMatchRow>(db, cityMatchesSql(place, { qualifiers, countryId: onlyCountry, limit: limit * 4 }));

  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const r of cityRows) {
    const description = describe(r.name, r.state, r.country);
    // The gazetteer lists some places twice within a state (a town and its district): one suggestion each.
    if (seen.has(description)) continue;
    seen.add(description);
    candidates.push({
      id: r.id,
      type: 'city',
      name: r.name,
      description,
      lat: num(r.lat),
      lng: num(r.lon),
      country_iso2: r.iso2,
      rank: Number(r.rank),
      major: Boolean(r.major),
      sim: Number(r.sim),
    });
  }

  if (qualifiers.length === 0 && onlyCountry === undefined) {
    const cname = sql`lower(co.name)`;
    const countryRows = await rows<{ id: number; name: string; iso2: string; lat: string | null; lon: string | null; rank: number; sim: number }>(
      db,
      sql`select co.id, co.name, co.iso2, co.lat, co.lon, ${rankExpr(cname, forms)} as rank, ${simExpr(cname, forms)} as sim
          from countries co
          where ${matchClause(cname, forms)}
          order by rank, sim desc, co.name
          limit ${limit}`,
    );
    for (const r of countryRows) {
      candidates.push({
        id: r.id,
        type: 'country',
        name: r.name,
        description: r.name,
        lat: num(r.lat),
        lng: num(r.lon),
        country_iso2: r.iso2,
        rank: Number(r.rank),
        major: true,
        sim: Number(r.sim),
      });
    }
  }

  candidates.sort(
    (a, b) =>
      a.rank - b.rank ||
      (a.type === b.type ? 0 : a.type === 'country' ? -1 : 1) ||
      Number(b.major) - Number(a.major) ||
      b.sim - a.sim ||
      a.name.length - b.name.length ||
      collator.compare(a.description, b.description),
  );
  return candidates.slice(0, limit).map(({ rank: _rank, major: _major, sim: _sim, ...p }) => p);
}

// ---- Reverse geocoding ----

/** Search radii in metres: a city is normally within 25 km; the wider rings cover sparse land. */
const REVERSE_RADII_M = [25_000, 100_000, 500_000];

export type ReverseResult = {
  id: number;
  name: string;
  description: string;
  lat: number;
  lng: number;
  country_iso2: string;
  distance_km: number;
};

/** The nearest city inside the box around a point (exported so tests can EXPLAIN exactly what runs). */
export function nearestCitySql(lat: number, lng: number, radiusM: number): SQL {
  return sql`select ci.id, ci.name, ci.state, co.name as country, co.iso2, ci.lat, ci.lon,
            earth_distance(ll_to_earth(${lat}::float8, ${lng}::float8), ll_to_earth(ci.lat::float8, ci.lon::float8)) as distance
          from cities ci join countries co on co.id = ci.country_id
          where earth_box(ll_to_earth(${lat}::float8, ${lng}::float8), ${radiusM}::float8) @> ll_to_earth(ci.lat::float8, ci.lon::float8)
          order by distance, ci.id
          limit 1`;
}

/**
 * The nearest city to a point. Each ring is an `earth_box` containment test, which the GiST index on
 * `ll_to_earth(lat, lon)` answers; only the few cities inside are ordered by exact great-circle distance. A hit is
 * accepted only when it lies within the ring's radius, since a nearer city could lie just outside the box otherwise.
 */
export async function reverseGeocode(db: Db, lat: number, lng: number): Promise<ReverseResult | undefined> {
  for (const radius of REVERSE_RADII_M) {
    const [hit] = await rows<{ id: number; name: string; state: string | null; country: string; iso2: string; lat: string; lon: string; distance: number }>(
      db,
      nearestCitySql(lat, lng, radius),
    );
    if (hit && Number(hit.distance) <= radius) {
      return {
        id: hit.id,
        name: hit.name,
        description: describe(hit.name, hit.state, hit.country),
        lat: Number(hit.lat),
        lng: Number(hit.lon),
        country_iso2: hit.iso2,
        distance_km: Math.round(Number(hit.distance) / 10) / 100,
      };
    }
  }
  return undefined;
}

/** Used by tests and benches to see which index a statement uses. */
export async function explain(db: Db, query: SQL): Promise<string> {
  const plan = await rows<{ 'QUERY PLAN': string }>(db, sql`explain ${query}`);
  return plan.map((r) => r['QUERY PLAN']).join('\n');
}
