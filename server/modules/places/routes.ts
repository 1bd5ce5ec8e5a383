import { createRoute, z } from '@hono/zod-openapi';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { schemaProblems } from '../../http/validation.ts';
import { okResponse } from '../../http/openapi.ts';
import {
  autocompleteQuery,
  autocompleteSchema,
  countryCurrencySchema,
  countryQuery,
  countrySchema,
  reverseQuery,
  reverseSchema,
} from './schemas.ts';
import { autocomplete, cityNames, countryCurrency, countryList, reverseGeocode } from './service.ts';

/**
 * Failed validation on the places service answers like the maps service the clients know: 422 with message_status
 * INVALID_REQUEST, besides the usual field errors.
 */
function invalidRequest(result: { success: boolean; error?: { issues: readonly z.core.$ZodIssue[] } }) {
  if (result.success || !result.error) return undefined;
  const { errors, codes } = schemaProblems(result.error.issues);
  throw new ApiError(422, Object.values(errors)[0]?.[0] ?? 'Invalid request.', { messageStatus: 'INVALID_REQUEST', errors, errorsStatus: codes });
}

export const placesRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/countries',
      tags: ['Places'],
      summary: 'Countries, sorted by name (list in data.data)',
      responses: okResponse(z.object({ data: z.array(countrySchema) })),
    }),
    async (c) => ok(c, { data: await countryList(c.var.deps.db) }, 'Countries'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/countries/currency',
      tags: ['Places'],
      summary: "The currency of a country (name or ISO2), to guess an ad's currency; USD when unknown",
      request: { query: countryQuery },
      responses: okResponse(countryCurrencySchema),
    }),
    async (c) => ok(c, await countryCurrency(c.var.deps.db, c.req.valid('query').country), 'Country currency'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/cities',
      tags: ['Places'],
      summary: "A country's city names, each once, sorted (list in data.data); an unknown country has none",
      request: { query: countryQuery },
      responses: okResponse(z.object({ data: z.array(z.string()) })),
    }),
    async (c) => ok(c, { data: await cityNames(c.var.deps.db, c.req.valid('query').country) }, 'Cities'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/places/autocomplete',
      tags: ['Places'],
      summary: 'Place suggestions for the location picker: cities (prefix matches first, then typo-tolerant) and countries',
      request: { query: autocompleteQuery },
      responses: okResponse(autocompleteSchema),
    }),
    async (c) => {
      const { query, limit, country } = c.req.valid('query');
      const predictions = await autocomplete(c.var.deps.db, query, limit, country || undefined);
      return ok(c, { status: predictions.length ? ('OK' as const) : ('ZERO_RESULTS' as const), predictions }, 'Place suggestions');
    },
    invalidRequest,
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/places/reverse',
      tags: ['Places'],
      summary: 'Reverse geocoding: the nearest city to a point (within 500 km)',
      request: { query: reverseQuery },
      responses: okResponse(reverseSchema),
    }),
    async (c) => {
      const { lat, lng } = c.req.valid('query');
      const result = await reverseGeocode(c.var.deps.db, lat, lng);
      return ok(c, result ? { status: 'OK' as const, result } : { status: 'ZERO_RESULTS' as const, result: null }, 'Nearest place');
    },
    invalidRequest,
  );
