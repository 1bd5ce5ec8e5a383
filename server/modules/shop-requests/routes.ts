import { createRoute } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth.ts';
import { IMAGE_BODY_LIMIT, type UploadLimit } from '../../http/body-limits.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { bearerSecurity, okResponse, readRawBody } from '../../http/openapi.ts';
import { shopRequestBodyDoc, shopRequestSchema } from './schemas.ts';
import { createShopRequest } from './service.ts';

/** The request carries a logo. */
export const shopRequestsUploadLimits: UploadLimit[] = [{ path: /^\/api\/v1\/request-shops$/, maxBytes: IMAGE_BODY_LIMIT }];

export const shopRequestsRoutes = moduleRouter().openapi(
  createRoute({
    method: 'post',
    path: '/request-shops',
    tags: ['Shops'],
    summary: 'Ask to open a shop (stored as pending for vetting)',
    description:
      'Multipart (spec 002 §7). Fields are trimmed and checked with the texts of spec 002 §5; every failing field is listed in `errors`, ' +
      "the first in `message`. country_id and currency_id must exist; the user name must not be a shop's already. One pending request " +
      'per member (409). An operator approves it with `npm run shop:approve -- ID`, which creates the shop. Rate-limited per user (upload).',
    security: bearerSecurity,
    middleware: [requireUser] as const,
    request: { body: { required: true, content: { 'multipart/form-data': { schema: shopRequestBodyDoc }, 'application/json': { schema: shopRequestBodyDoc } } } },
    responses: okResponse(shopRequestSchema, 'Request submitted'),
  }),
  async (c) => {
    const user = c.var.user!;
    await c.var.deps.limits.consume('upload', `user:${user.id}`);
    return ok(c, await createShopRequest(c.var.deps, user.id, await readRawBody(c)), 'Your request has been submitted for further vetting.');
  },
);
