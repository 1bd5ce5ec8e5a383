import { z } from '@hono/zod-openapi';
import { requiredText } from '../auth/schemas.ts';

/** Place statuses, as the maps and places service the clients were written against answers them. */
export const placeStatus = z.enum(['OK', 'ZERO_RESULTS', 'INVALID_REQUEST']);

export const countrySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    iso2: z.string().openapi({ example: 'MD' }),
    flag: z.string().nullable().openapi({ example: '🇲🇩' }),
    currency_code: z.string().nullable().openapi({ example: 'MDL' }),
  })
  .openapi('Country');

export const countryQuery = z.object({
  country: requiredText('country', 100).openapi({ description: 'Country name (any letter case) or ISO 3166-1 alpha-2 code', example: 'Moldova' }),
});

export const countryCurrencySchema = z
  .object({
    currency: z.object({ id: z.number().int().nullable(), code: z.string(), symbol: z.string() }),
  })
  .openapi('CountryCurrency');

export const autocompleteQuery = z.object({
  query: z
    .string({ error: 'The query field is required.' })
    .trim()
    .min(2, 'The query must be at least 2 characters.')
    .max(100, 'The query may not be greater than 100 characters.')
    .openapi({ description: 'What the user typed; "City, Country" or "City, State" narrows the match', example: 'lond' }),
  limit: z.coerce
    .number({ error: 'The limit must be a number.' })
    .int('The limit must be a whole number.')
    .min(1, 'The limit must be between 1 and 10.')
    .max(10, 'The limit must be between 1 and 10.')
    .default(5),
  country: z.string().trim().max(100).optional().openapi({ description: 'Only places in this country (name or ISO2)' }),
});

export const predictionSchema = z
  .object({
    id: z.number().int().openapi({ description: 'City id, or country id when type is country' }),
    type: z.enum(['city', 'country']),
    name: z.string(),
    description: z.string().openapi({ example: 'London, England, United Kingdom' }),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    country_iso2: z.string(),
  })
  .openapi('PlacePrediction');

export const autocompleteSchema = z
  .object({ status: z.enum(['OK', 'ZERO_RESULTS']), predictions: z.array(predictionSchema) })
  .openapi('PlaceAutocomplete');

const INVALID_COORDINATES = 'Invalid coordinates.';
const coordinate = (max: number) =>
  z
    .string({ error: INVALID_COORDINATES })
    .trim()
    .regex(/^[+-]?(\d+(\.\d*)?|\.\d+)$/, INVALID_COORDINATES)
    .transform(Number)
    .pipe(z.number().min(-max, INVALID_COORDINATES).max(max, INVALID_COORDINATES));

export const reverseQuery = z.object({
  lat: coordinate(90).openapi({ type: 'number', example: 51.505 }),
  lng: coordinate(180).openapi({ type: 'number', example: -0.09 }),
});

export const reverseSchema = z
  .object({
    status: z.enum(['OK', 'ZERO_RESULTS']),
    result: z
      .object({
        id: z.number().int(),
        name: z.string(),
        description: z.string(),
        lat: z.number(),
        lng: z.number(),
        country_iso2: z.string(),
        distance_km: z.number(),
      })
      .nullable(),
  })
  .openapi('PlaceReverse');
