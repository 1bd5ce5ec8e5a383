import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { errorSchema, ok } from '../../http/envelope.ts';
import { bearerSecurity, formOrJson, okResponse, readBody } from '../../http/openapi.ts';
import { revokeAllTokens } from '../auth/tokens.ts';
import { accountExportSchema, deleteAccountBody, sessionIdParam, sessionSchema } from './schemas.ts';
import { deleteAccount, endSession, exportData, listSessions } from './service.ts';

const tags = ['Account'];

export const accountRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/account/sessions',
      tags,
      summary: 'My signed-in devices',
      description: 'Every session that is neither signed out nor expired, most recently used first.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      responses: okResponse(z.array(sessionSchema)),
    }),
    async (c) => ok(c, await listSessions(c.var.deps.db, c.var.user!.id, c.var.tokenId), 'Signed-in devices'),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/account/sessions/{id}',
      tags,
      summary: 'Sign one of my devices out',
      description: 'Its token stops working at once. Unknown, ended or another member’s session: 404 SESSION_NOT_FOUND.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { params: sessionIdParam },
      responses: okResponse(z.null()),
    }),
    async (c) => {
      await endSession(c.var.deps, c.var.user!.id, c.req.valid('param').id);
      return ok(c, null, 'Signed out on that device.');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/account/sessions/sign-out-everywhere',
      tags,
      summary: 'Sign out everywhere, this device included',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      responses: okResponse(z.null()),
    }),
    async (c) => {
      await revokeAllTokens(c.var.deps, c.var.user!.id);
      return ok(c, null, 'Signed out everywhere.');
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/account/export',
      tags,
      summary: 'Download my data: everything stored about me, as a JSON file',
      description:
        'The envelope with the archive in data, sent as an attachment (Content-Disposition). Every table with a column ' +
        'referencing the member contributes its rows; token and password hashes are left out.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      responses: okResponse(accountExportSchema, 'The archive'),
    }),
    async (c) => {
      const user = c.var.user!;
      const archive = await exportData(c.var.deps.db, user);
      c.header('Content-Disposition', `attachment; filename="rm-marketplace-data-${user.id}-${archive.generated_at.slice(0, 10)}.json"`);
      c.header('Cache-Control', 'no-store');
      return ok(c, archive, 'Your data');
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/account/delete',
      tags,
      summary: 'Delete my account',
      description:
        'Removes or anonymises everything personal (docs/decisions.md 107) and signs out everywhere; the e-mail can then ' +
        'register again. Wrong or missing password on an account with one: 422 WRONG_PASSWORD. An order bought or sold ' +
        'still on its way: 409 ORDERS_IN_PROGRESS. The companies the member owns go too, after their open plan checkouts ' +
        'are closed and their running subscriptions cancelled at the payment provider (decision 127); when the provider ' +
        'cannot do so, 503 SUBSCRIPTIONS_NOT_CANCELLED and nothing is deleted.',
      security: bearerSecurity,
      middleware: [requireUser] as const,
      request: { body: formOrJson(deleteAccountBody) },
      responses: {
        ...okResponse(z.null()),
        409: { description: 'Orders still on their way', content: { 'application/json': { schema: errorSchema } } },
        503: { description: 'A company subscription could not be cancelled', content: { 'application/json': { schema: errorSchema } } },
      },
    }),
    async (c) => {
      const body = readBody(c, deleteAccountBody);
      await deleteAccount(c.var.deps, c.var.user!, body.password);
      return ok(c, null, 'Your account has been deleted.');
    },
  );
