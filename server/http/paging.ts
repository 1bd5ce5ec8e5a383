import { z } from '@hono/zod-openapi';

/** A query or form value left blank counts as not given, so its default applies. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The `page` query parameter of every paged list: 1 to 10,000, 1 when left out. */
export const pageParam = z
  .preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'The page must be a number.' })
      .int('The page must be a whole number.')
      .min(1, 'The page must be at least 1.')
      .max(10_000, 'The page may not be greater than 10000.')
      .default(1),
  )
  .openapi({ type: 'integer', minimum: 1, default: 1 });

/** A per_page number: a whole number of 1 to `max`. */
const perPageNumber = (max: number) =>
  z.coerce
    .number({ error: 'The per page must be a number.' })
    .int('The per page must be a whole number.')
    .min(1, 'The per page must be at least 1.')
    .max(max, `The per page may not be greater than ${max}.`);

/** The `per_page` query parameter of a list: 1 to `max`, `fallback` when left out. */
export const perPageParam = (fallback: number, max: number) =>
  z.preprocess(blankToUndefined, perPageNumber(max).default(fallback)).openapi({ type: 'integer', minimum: 1, maximum: max, default: fallback });

/** A `per_page` whose default the call decides (it differs with another parameter): 1 to `max`, or left out. */
export const optionalPerPageParam = (max: number, description: string) =>
  z.preprocess(blankToUndefined, perPageNumber(max).optional()).openapi({ type: 'integer', minimum: 1, maximum: max, description });
