import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ICountry } from 'country-state-city';

/** The gazetteer of the country-state-city package: the seed loads it into `countries` and `cities`; search ranks with it. */

/**
 * The package's data files, read when needed rather than through its index, which parses all 148,000 cities on import
 * and keeps them (about 85 MB) for the life of the process. The version is pinned; seed.test.ts checks the layout.
 */
const assetsDir = join(dirname(createRequire(import.meta.url).resolve('country-state-city/package.json')), 'lib', 'assets');
export const readGazetteer = <T>(file: 'country.json' | 'state.json' | 'city.json'): T => JSON.parse(readFileSync(join(assetsDir, file), 'utf8')) as T;
/** city.json rows: name, ISO2 country code, state code, latitude, longitude. */
export type CityTuple = [string, string, string, string, string];

/**
 * The package has no population figures. The IANA time-zone names of each country (Europe/London, America/New_York,
 * Europe/Chisinau, …) name its principal cities, so they serve as the "major city" signal that breaks ties between
 * equally good autocomplete matches (London, England before London, Ontario).
 */
let majorKeys: string[] | undefined;
export function majorCityKeys(): string[] {
  if (majorKeys) return majorKeys;
  const keys = new Set<string>();
  for (const c of readGazetteer<ICountry[]>('country.json')) {
    for (const tz of c.timezones ?? []) {
      const city = tz.zoneName.split('/').pop();
      if (city) keys.add(`${c.isoCode}|${city.replace(/_/g, ' ').toLowerCase()}`);
    }
  }
  majorKeys = [...keys];
  return majorKeys;
}
