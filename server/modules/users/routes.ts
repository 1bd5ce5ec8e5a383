import { createRoute } from '@hono/zod-openapi';
import { optionalUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { bearerSecurity, okResponse } from '../../http/openapi.ts';
import { publicUserDetailsSchema, userDetailsQuery } from './schemas.ts';
import { publicUserDetails } from './service.ts';

export const usersRoutes = moduleRouter().openapi(
  createRoute({
    method: 'get',
    path: '/get-single-user-details',
    tags: ['Users'],
    summary: "A member's public profile (the seller page); a token is optional",
    description:
      'Never the e-mail or the phone (Show Number reveals a phone the member shows: POST /seller/profile/{id}/phone). ' +
      'Unknown, deleted or never verified members: 404.',
    middleware: [optionalUser] as const,
    security: [{}, ...bearerSecurity],
    request: { query: userDetailsQuery },
    responses: okResponse(publicUserDetailsSchema),
  }),
  async (c) => {
    const { id } = c.req.valid('query');
    const details = await publicUserDetails(c.var.deps.db, id, c.var.user?.id);
    if (!details) throw notFound('No seller data available.');
    return ok(c, details, 'User details');
  },
);
