import { z } from '@hono/zod-openapi';

export const readinessSchema = z
  .object({
    database: z.enum(['up', 'down']).openapi({ description: 'Whether the database answered a trivial query within 2 s' }),
    redis: z.enum(['not configured', 'up', 'down']).openapi({
      description: "Shared rate-limit counters; while Redis is down each node counts in its own memory, so the node stays ready",
    }),
  })
  .openapi('Readiness');
