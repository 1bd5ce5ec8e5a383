import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';

const NUL = '\u0000';

/** Where a NUL hides in a parsed body: the field's path as validation errors name it ('items.0.variant'), or null. */
function nulIn(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || '_' : null;
  if (value instanceof Blob) return value instanceof File && value.name.includes(NUL) ? path || '_' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulIn(item, path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = key.includes(NUL) ? path || '_' : nulIn(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

function nulInUrl(url: string): { field: string | null } | null {
  const { pathname, searchParams } = new URL(url);
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    /* a malformed escape is the router's business; it cannot hide a NUL that decoding would reveal */
  }
  if (path.includes(NUL)) return { field: null };
  for (const [key, value] of searchParams) {
    if (key.includes(NUL) || value.includes(NUL)) return { field: key.replaceAll(NUL, '') || '_' };
  }
  return null;
}

async function nulInBody(c: Parameters<MiddlewareHandler>[0]): Promise<{ field: string | null } | null> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (/^application\/([\w.-]+\+)?json/.test(type)) {
    let body: unknown;
    try {
      // Read as text first and cached by Hono, so a route that needs the raw bytes (the signed webhook) gets them.
      body = await c.req.json();
    } catch {
      return null; // malformed JSON: the route answers that itself
    }
    const field = nulIn(body, '');
    return field ? { field } : null;
  }
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    let form: Record<string, unknown>;
    try {
      // Cached by Hono: the route's own validation reads the same parsed form.
      form = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
    } catch {
      throw new ApiError(400, 'The form data could not be read.');
    }
    const field = nulIn(form, '');
    return field ? { field } : null;
  }
  return null;
}

/**
 * One guard for every input: PostgreSQL text cannot hold U+0000 and no field of the product needs it, so a NUL in
 * the path, the query, a JSON value or key, or a form field is refused with 422 before any route runs.
 */
export const refuseNulCharacters: MiddlewareHandler = async (c, next) => {
  const found = nulInUrl(c.req.url) ?? (c.req.raw.body ? await nulInBody(c) : null);
  if (found) {
    const message = 'The request contains a NUL character (\\u0000), which no field accepts.';
    throw new ApiError(422, message, found.field ? { errors: { [found.field]: ['This field must not contain a NUL character.'] } } : {});
  }
  await next();
};
