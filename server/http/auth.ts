import type { MiddlewareHandler } from 'hono';
import { resolveToken } from '../modules/auth/tokens.ts';
import type { AppEnv } from './context.ts';
import { ROLES } from '../../common/roles.ts';
import { forbidden, unauthorized } from './errors.ts';

function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1]?.trim() || undefined;
}

/** Attaches the signed-in user when a valid token came along; anonymous requests pass through. */
export const optionalUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearer(c.req.header('authorization'));
  if (token) {
    const session = await resolveToken(c.var.deps.db, token, c.req.header('user-agent') ?? '');
    if (session) {
      c.set('user', session.user);
      c.set('tokenId', session.tokenId);
    }
  }
  await next();
};

/** Rejects the request with 401 unless a valid, unrevoked, unexpired token came along. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearer(c.req.header('authorization'));
  if (!token) throw unauthorized('Unauthenticated.');
  const session = await resolveToken(c.var.deps.db, token, c.req.header('user-agent') ?? '');
  if (!session) throw unauthorized('Your session has expired. Please sign in again.');
  c.set('user', session.user);
  c.set('tokenId', session.tokenId);
  await next();
};

/**
 * The operator console's gate (issue 16): 401 without a valid token, 403 OPERATOR_ONLY for a member, and a budget of
 * calls per operator, so a stolen operator token cannot drain the marketplace in a burst.
 */
export const requireOperator: MiddlewareHandler<AppEnv> = async (c, next) =>
  requireUser(c, async () => {
    const user = c.var.user!;
    if (user.roleId !== ROLES.operator) throw forbidden('Only the marketplace operators can do this.', 'OPERATOR_ONLY');
    await c.var.deps.limits.consume('operator', `user:${user.id}`);
    await next();
  });
