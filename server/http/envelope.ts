import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiError } from './errors.ts';

export type PageMeta = {
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
  next_page_url: string | null;
  prev_page_url: string | null;
};

export function ok<T>(c: Context, data: T, message = 'Success') {
  return c.json({ status: 'success' as const, message, data }, 200);
}

/** Paged answer: the page's rows in `data`, paging in `meta`, links built from the request URL. */
export function paged<T>(c: Context, rows: T[], page: { page: number; perPage: number; total: number }, message = 'Success') {
  return c.json({ status: 'success' as const, message, data: rows, meta: pageMeta(c.req.url, page) }, 200);
}

export function pageMeta(requestUrl: string, { page, perPage, total }: { page: number; perPage: number; total: number }): PageMeta {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const link = (p: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set('page', String(p));
    return url.pathname + url.search;
  };
  return {
    current_page: page,
    last_page: lastPage,
    total,
    per_page: perPage,
    next_page_url: page < lastPage ? link(page + 1) : null,
    prev_page_url: page > 1 ? link(page - 1) : null,
  };
}

export function errorBody(err: ApiError) {
  return {
    status: 'error' as const,
    message: err.message,
    ...(err.messageStatus ? { message_status: err.messageStatus } : {}),
    ...(err.params ? { message_params: err.params } : {}),
    ...(err.errors ? { errors: err.errors } : {}),
    ...(err.errorsStatus ? { errors_status: err.errorsStatus } : {}),
  };
}

/** OpenAPI shapes of the envelope, so every route documents the same wrapper. */
export const errorSchema = z
  .object({
    status: z.literal('error'),
    message: z.string(),
    message_status: z.string().optional().openapi({ description: 'Stable code of the failure (server/http/message-status.ts); clients show its translation, the message is the English fallback' }),
    message_params: z
      .record(z.string(), z.union([z.string(), z.number()]))
      .optional()
      .openapi({ description: 'Values for the translation of message_status (an item name, a total)' }),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    errors_status: z.record(z.string(), z.string()).optional().openapi({ description: "Code of each field's first error, as message_status" }),
  })
  .openapi('Error');

export const pageMetaSchema = z
  .object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    per_page: z.number().int(),
    next_page_url: z.string().nullable(),
    prev_page_url: z.string().nullable(),
  })
  .openapi('PageMeta');

export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), message: z.string(), data });
}

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ status: z.literal('success'), message: z.string(), data: z.array(item), meta: pageMetaSchema });
}
