import { z } from '@hono/zod-openapi';
import { blankToUndefined } from './paging.ts';

/** The largest value of a PostgreSQL integer column: a larger id can name no row, and the database refuses it. */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether `n` can be the id of a row (a whole number from 1 to MAX_ROW_ID). */
export const isRowId = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_ROW_ID;

/**
 * A row id as clients send it: text (path, query, form field) or a JSON number, a whole number from 1 to MAX_ROW_ID.
 * `label` names the field in messages ("The ads id must be a number."); `messages` replaces them where a screen
 * shows its own.
 */
export const rowId = (label: string, messages: { required?: string; invalid?: string } = {}) => {
  const required = messages.required ?? `The ${label} field is required.`;
  const invalid = messages.invalid ?? `The ${label} must be a number.`;
  return z
    .union([z.string(), z.number()], { error: required })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .regex(/^\d{1,10}$/, invalid)
        .transform(Number)
        .refine((n) => n >= 1 && n <= MAX_ROW_ID, invalid),
    )
    .openapi({ type: 'integer', minimum: 1, maximum: MAX_ROW_ID, example: 1 });
};

/** rowId as the path (or query) parameter `name`. */
export const rowIdParam = (label: string, name: string, place: 'path' | 'query' = 'path') => rowId(label).openapi({ param: { name, in: place } });

/** An optional row id of a query or form: blank counts as not given. */
export const optionalRowId = (label: string) => z.preprocess(blankToUndefined, rowId(label).optional()).openapi({ type: 'integer', minimum: 1 });
