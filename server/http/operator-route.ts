import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { requireOperator } from './auth.ts';
import { bearerSecurity } from './openapi.ts';

/** What every console call's documentation starts with (decision 171). */
const GATE = 'Operators only: 401 signed out, 403 OPERATOR_ONLY for members (decision 171). ';

/**
 * A route of the operator console: operators only and within their rate limit (requireOperator), bearer-secured,
 * under the console's tag, its description prefixed with the gate. Modules keep their console calls beside their
 * public ones; this keeps the gate itself in one place.
 */
export function operatorRoute<P extends string, R extends Omit<RouteConfig, 'path' | 'tags' | 'middleware' | 'security'> & { path: P }>(config: R) {
  return createRoute({
    ...config,
    tags: ['Operator console'],
    description: `${GATE}${config.description ?? ''}`,
    middleware: [requireOperator] as const,
    security: bearerSecurity,
  });
}
