import { createRoute } from '@hono/zod-openapi';
import { optionalUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { bearerSecurity, formOrJson, okResponse, readBody } from '../../http/openapi.ts';
import { analyticsEventBody, recordedSchema } from './schemas.ts';
import { recordEvent } from './service.ts';

export const analyticsRoutes = moduleRouter().openapi(
  createRoute({
    method: 'post',
    path: '/analytics/events',
    tags: ['Analytics'],
    summary: 'Record a first-party analytics event (user_registered, user_verified, user_login, ad_posted)',
    description:
      'The web client calls this only after the visitor accepted the consent prompt ("Your Privacy Matters"); ' +
      'a declined or missing choice sends nothing. The signed-in user is attached when a bearer token comes along. ' +
      'Properties are at most 20 primitive values. Rate-limited per client address.',
    security: [{}, ...bearerSecurity],
    middleware: [optionalUser] as const,
    request: { body: formOrJson(analyticsEventBody) },
    responses: okResponse(recordedSchema, 'Recorded'),
  }),
  async (c) => {
    await c.var.deps.limits.consume('analytics', c.var.clientIp);
    const body = readBody(c, analyticsEventBody);
    const result = await recordEvent(c.var.deps.db, {
      name: body.name,
      visitorId: body.visitor_id,
      userId: c.var.user?.id,
      properties: body.properties,
    });
    return ok(c, result, 'Recorded');
  },
);
