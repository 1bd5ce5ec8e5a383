import { createRoute } from '@hono/zod-openapi';
import { serviceUnavailable } from '../../http/availability.ts';
import { moduleRouter } from '../../http/context.ts';
import { errorSchema, ok, successSchema } from '../../http/envelope.ts';
import { readinessSchema } from './schemas.ts';
import { readiness } from './service.ts';

export const healthRoutes = moduleRouter().openapi(
  createRoute({
    method: 'get',
    path: '/health/ready',
    tags: ['Operations'],
    summary: 'Readiness of this origin node, for a load balancer',
    description:
      'Answers 200 while the node can serve calls (its database answers) and 503 with Retry-After while it cannot; the load balancer sends traffic only to ready nodes. Never cached.',
    responses: {
      200: { description: 'Ready', content: { 'application/json': { schema: successSchema(readinessSchema) } } },
      503: { description: 'Not ready: the database is unreachable', content: { 'application/json': { schema: errorSchema } } },
    },
  }),
  async (c) => {
    c.header('Cache-Control', 'no-store');
    const { ready, ...state } = await readiness(c.var.deps);
    if (!ready) throw serviceUnavailable();
    return ok(c, state, 'Ready');
  },
);
