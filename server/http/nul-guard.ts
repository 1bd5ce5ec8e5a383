import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';

const NUL = '\u0000';
const MESSAGE = 'The request contains a NUL character (\\u0000), which no field accepts.';
const FIELD_MESSAGE = 'This field must not contain a NUL character.';

/** Where a NUL hides in parsed input: the field's path as validation errors name it ('items.0.variant'), or null. */
function nulField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || '_' : null;
  if (value instanceof Blob) return value instanceof File && value.name.includes(NUL) ? path || '_' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulField(item, path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes(NUL) ? path || '_' : nulField(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

const refusal = (field: string | null) =>
  new ApiError(422, MESSAGE, { messageStatus: 'INVALID_CHARACTER', ...(field ? { errors: { [field]: [FIELD_MESSAGE] }, errorsStatus: { [field]: 'INVALID_CHARACTER' } } : {}) });

/**
 * PostgreSQL text cannot hold U+0000 and no field of the product needs it, so every input refuses it with 422 here,
 * before any rule or query sees it: the URL in `refuseNulInUrl`, bodies where they are parsed (the routers'
 * validation hook and readRawBody), which is after a route's sign-in check, so no upload is read for a stranger.
 */
export function refuseNul(input: unknown): void {
  const field = nulField(input);
  if (field) throw refusal(field);
}

/** The path and the query of every request, whichever route (or none) answers it. */
export const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  const { pathname, searchParams } = new URL(c.req.url);
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    /* a malformed escape decodes to no NUL in the router either */
  }
  if (path.includes(NUL)) throw refusal(null);
  for (const [key, value] of searchParams) {
    if (key.includes(NUL) || value.includes(NUL)) throw refusal(key.replaceAll(NUL, '') || '_');
  }
  await next();
};
