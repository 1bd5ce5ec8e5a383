import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityMatchesSql, explain, nearestCitySql } from '../../server/modules/places/service.ts';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('GET /countries', () => {
  it('lists every country sorted by name with ISO2, flag and currency in data.data', async () => {
    const res = await t.call('GET', '/api/v1/countries');
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('success');
    const list = res.json.data.data as { id: number; name: string; iso2: string; flag: string; currency_code: string }[];
    expect(list.length).toBeGreaterThan(240);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const md = list.find((c) => c.iso2 === 'MD')!;
    expect(md).toMatchObject({ name: 'Moldova', flag: '🇲🇩', currency_code: 'MDL' });
    expect(typeof md.id).toBe('number');
    // All countries are present even where no cities were loaded for this test run.
    expect(list.find((c) => c.iso2 === 'JP')).toBeTruthy();
  });
});

describe('GET /cities', () => {
  it('lists plain city names by country name, any letter case', async () => {
    const res = await t.call('GET', '/api/v1/cities?country=moldova');
    expect(res.status).toBe(200);
    const cities = res.json.data.data as string[];
    expect(cities).toContain('Chisinau');
    expect(cities).toContain('Bălţi');
    expect(cities.every((c) => typeof c === 'string')).toBe(true);
    expect(new Set(cities).size).toBe(cities.length);
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('accepts an ISO2 code and gives the same list', async () => {
    const byCode = await t.call('GET', '/api/v1/cities?country=MD');
    const byName = await t.call('GET', '/api/v1/cities?country=Moldova');
    expect(byCode.json.data.data).toEqual(byName.json.data.data);
    const gb = await t.call('GET', `/api/v1/cities?country=${encodeURIComponent('United Kingdom')}`);
    expect(gb.json.data.data).toContain('London');
  });

  it('lists each name once even when several states have a city of that name', async () => {
    const res = await t.call('GET', '/api/v1/cities?country=US');
    const cities = res.json.data.data as string[];
    expect(cities.filter((c) => c === 'London')).toHaveLength(1);
  });

  it('answers an empty list for an unknown country and 422 without one', async () => {
    const unknown = await t.call('GET', '/api/v1/cities?country=Atlantis');
    expect(unknown.status).toBe(200);
    expect(unknown.json.data.data).toEqual([]);
    const missing = await t.call('GET', '/api/v1/cities');
    expect(missing.status).toBe(422);
    expect(missing.json).toMatchObject({ status: 'error', message: 'The country field is required.' });
    const blank = await t.call('GET', '/api/v1/cities?country=%20');
    expect(blank.status).toBe(422);
  });
});

describe('GET /countries/currency', () => {
  it("gives the country's currency when the platform knows it, else USD", async () => {
    const gb = await t.call('GET', '/api/v1/countries/currency?country=GB');
    expect(gb.status).toBe(200);
    expect(gb.json.data.currency).toMatchObject({ code: 'GBP' });
    expect(typeof gb.json.data.currency.id).toBe('number');
    const md = await t.call('GET', '/api/v1/countries/currency?country=moldova');
    expect(md.json.data.currency.code).toBe('MDL');
    const unknown = await t.call('GET', '/api/v1/countries/currency?country=Atlantis');
    expect(unknown.json.data.currency).toMatchObject({ code: 'USD', symbol: '$' });
  });
});

describe('GET /places/autocomplete', () => {
  it('puts London, England first for "lond" and describes it as City, State, Country', async () => {
    const res = await t.call('GET', '/api/v1/places/autocomplete?query=lond');
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe('OK');
    const [first, ...rest] = res.json.data.predictions;
    expect(first).toMatchObject({ type: 'city', name: 'London', description: 'London, England, United Kingdom', country_iso2: 'GB' });
    expect(first.lat).toBeCloseTo(51.5085, 2);
    expect(first.lng).toBeCloseTo(-0.1257, 2);
    expect(rest.length).toBe(4);
  });

  it('finds London despite a typo, through trigram similarity', async () => {
    const res = await t.call('GET', '/api/v1/places/autocomplete?query=Londn');
    expect(res.json.data.status).toBe('OK');
    expect(res.json.data.predictions[0]).toMatchObject({ name: 'London', country_iso2: 'GB' });
  });

  it('finds a city written with its diacritics, and the capital of Moldova', async () => {
    const res = await t.call('GET', `/api/v1/places/autocomplete?query=${encodeURIComponent('Chișinău')}`);
    expect(res.json.data.predictions[0]).toMatchObject({ name: 'Chisinau', country_iso2: 'MD' });
    const balti = await t.call('GET', `/api/v1/places/autocomplete?query=${encodeURIComponent('bălţi')}`);
    expect(balti.json.data.predictions[0]).toMatchObject({ name: 'Bălţi', country_iso2: 'MD' });
  });

  it('matches countries by name and narrows "City, Country" queries', async () => {
    const mold = await t.call('GET', '/api/v1/places/autocomplete?query=moldo');
    expect(mold.json.data.predictions[0]).toMatchObject({ type: 'country', name: 'Moldova', description: 'Moldova', country_iso2: 'MD' });
    const us = await t.call('GET', `/api/v1/places/autocomplete?query=${encodeURIComponent('London, Kentucky')}`);
    expect(us.json.data.predictions[0]).toMatchObject({ name: 'London', description: 'London, Kentucky, United States', country_iso2: 'US' });
    const fr = await t.call('GET', '/api/v1/places/autocomplete?query=paris&country=fr&limit=3');
    expect(fr.json.data.predictions.length).toBeLessThanOrEqual(3);
    expect(fr.json.data.predictions.every((p: { country_iso2: string }) => p.country_iso2 === 'FR')).toBe(true);
    expect(fr.json.data.predictions[0].name).toBe('Paris');
  });

  it('respects the limit and answers ZERO_RESULTS when nothing matches', async () => {
    const many = await t.call('GET', '/api/v1/places/autocomplete?query=sa&limit=10');
    expect(many.json.data.predictions).toHaveLength(10);
    const none = await t.call('GET', '/api/v1/places/autocomplete?query=qqxxzzqq');
    expect(none.status).toBe(200);
    expect(none.json.data).toEqual({ status: 'ZERO_RESULTS', predictions: [] });
    const wild = await t.call('GET', '/api/v1/places/autocomplete?query=%25%25');
    expect(wild.status).toBe(200);
    expect(wild.json.data.status).toBe('ZERO_RESULTS');
  });

  it('rejects a query shorter than 2 characters or a limit outside 1 to 10 with 422 INVALID_REQUEST', async () => {
    for (const qs of ['', '?query=', '?query=%20l%20', '?query=lo&limit=0', '?query=lo&limit=11', '?query=lo&limit=abc']) {
      const res = await t.call('GET', `/api/v1/places/autocomplete${qs}`);
      expect(res.status, qs).toBe(422);
      expect(res.json.status).toBe('error');
      expect(res.json.message_status).toBe('INVALID_REQUEST');
    }
  });
});

describe('GET /places/reverse', () => {
  it('finds the nearest city to the default map centre', async () => {
    const res = await t.call('GET', '/api/v1/places/reverse?lat=51.505&lng=-0.09');
    expect(res.status).toBe(200);
    expect(res.json.data.status).toBe('OK');
    const { result } = res.json.data;
    expect(result.country_iso2).toBe('GB');
    expect(result.name).toMatch(/London/);
    expect(result.description).toMatch(/United Kingdom$/);
    expect(result.distance_km).toBeLessThan(5);
  });

  it('finds Chisinau for a point in the city, and answers ZERO_RESULTS mid-ocean', async () => {
    const md = await t.call('GET', '/api/v1/places/reverse?lat=47.01&lng=28.86');
    expect(md.json.data.result).toMatchObject({ name: 'Chisinau', country_iso2: 'MD' });
    const ocean = await t.call('GET', '/api/v1/places/reverse?lat=0&lng=-140');
    expect(ocean.json.data).toEqual({ status: 'ZERO_RESULTS', result: null });
  });

  it('widens the search for remote points (a city more than 100 km away)', async () => {
    // Mid-Atlantic west of Brittany, about 200 km from the French coast.
    const res = await t.call('GET', '/api/v1/places/reverse?lat=48.2&lng=-7.3');
    expect(res.json.data.status).toBe('OK');
    expect(res.json.data.result.distance_km).toBeGreaterThan(100);
    expect(res.json.data.result.distance_km).toBeLessThan(500);
  });

  it('rejects invalid coordinates with 422 "Invalid coordinates."', async () => {
    for (const qs of ['', '?lat=51.5', '?lat=91&lng=0', '?lat=0&lng=181', '?lat=abc&lng=0', '?lat=&lng=', '?lat=1e3&lng=0']) {
      const res = await t.call('GET', `/api/v1/places/reverse${qs}`);
      expect(res.status, qs).toBe(422);
      expect(res.json).toMatchObject({ status: 'error', message: 'Invalid coordinates.', message_status: 'INVALID_REQUEST' });
    }
  });
});

describe('query plans', () => {
  it('answers autocomplete from the trigram GIN index', async () => {
    const [{ n }] = ((await t.db.execute(sql`select count(*)::int as n from cities`)) as unknown as { rows: { n: number }[] }).rows as [{ n: number }];
    expect(n).toBeGreaterThan(40_000);
    for (const q of ['lond', 'londn', 'chișinău']) {
      const plan = await explain(t.db, cityMatchesSql(q, { limit: 20 }));
      expect(plan, q).toContain('cities_name_trgm_idx');
      expect(plan, q).not.toMatch(/Seq Scan on cities/);
    }
  });

  it('answers reverse geocoding from the earthdistance GiST index', async () => {
    for (const radius of [25_000, 100_000, 500_000]) {
      const plan = await explain(t.db, nearestCitySql(51.505, -0.09, radius));
      expect(plan).toContain('cities_earth_idx');
      expect(plan).not.toMatch(/Seq Scan on cities/);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every places route with a tag and a summary', async () => {
    const res = await t.call('GET', '/api/v1/openapi.json');
    for (const path of ['/countries', '/countries/currency', '/cities', '/places/autocomplete', '/places/reverse']) {
      const op = res.json.paths[`/api/v1${path}`]?.get;
      expect(op, path).toBeTruthy();
      expect(op.tags).toEqual(['Places']);
      expect(op.summary).toBeTruthy();
    }
  });
});
