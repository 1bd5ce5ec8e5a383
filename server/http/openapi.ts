import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { invalidBody, throwSchemaProblems } from './validation.ts';
import { errorSchema, pagedSchema, successSchema } from './envelope.ts';
import { ApiError } from './errors.ts';
import { refuseNul } from './nul-guard.ts';

/** The spec sends multipart where the phone app does; JSON and url-encoded forms are accepted alike. */
export function formOrJson<T extends z.ZodType>(schema: T, description?: string) {
  return {
    required: false,
    ...(description ? { description } : {}),
    content: {
      'application/json': { schema },
      'multipart/form-data': { schema },
      'application/x-www-form-urlencoded': { schema },
    },
  };
}

/** The validated body, whichever of the accepted encodings it came in; a missing body is validated as empty. */
export function readBody<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const req = c.req as unknown as { valid: (target: 'json' | 'form') => z.infer<T> };
  if (type.startsWith('application/json')) return req.valid('json');
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) return req.valid('form');
  const parsed = schema.safeParse({});
  if (parsed.success) return parsed.data;
  throwSchemaProblems(parsed.error.issues);
}

/**
 * The body as sent, unvalidated, in any accepted encoding: multipart keeps repeated keys (`attachment[]`, `tags[]`)
 * and files. For calls whose fields and files a service parses itself (ads with photos).
 */
export async function readRawBody(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  let body: unknown = {};
  if (type.startsWith('application/json')) {
    body = await c.req.json();
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalidBody();
  } else if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    try {
      body = await c.req.parseBody({ all: true });
    } catch {
      throw new ApiError(400, 'The form data could not be read.', { messageStatus: 'INVALID_REQUEST' });
    }
  }
  refuseNul(body);
  return body as Record<string, unknown>;
}

const errorContent = { 'application/json': { schema: errorSchema } };

export const errorResponses = {
  401: { description: 'Missing, expired or revoked token, or wrong credentials', content: errorContent },
  403: { description: 'Not allowed', content: errorContent },
  404: { description: 'Not found', content: errorContent },
  415: { description: 'Unsupported content type', content: errorContent },
  422: { description: 'Validation failed', content: errorContent },
  429: { description: 'Rate limit reached', content: errorContent },
  503: { description: 'Temporarily unavailable (the database cannot be reached); try again after Retry-After seconds', content: errorContent },
};

export function okResponse<T extends z.ZodType>(data: T, description = 'Success') {
  return { 200: { description, content: { 'application/json': { schema: successSchema(data) } } }, ...errorResponses };
}

export function pagedResponse<T extends z.ZodType>(item: T, description = 'A page of results') {
  return { 200: { description, content: { 'application/json': { schema: pagedSchema(item) } } }, ...errorResponses };
}

export const bearerSecurity = [{ bearerAuth: [] as string[] }];
