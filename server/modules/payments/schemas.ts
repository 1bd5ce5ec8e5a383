import { z } from '@hono/zod-openapi';

export const webhookAnswerSchema = z
  .object({ received: z.literal(true), duplicate: z.literal(true).optional(), ignored: z.string().optional() })
  .openapi('WebhookAnswer');

export const sessionIdParam = z.object({ sessionId: z.string().min(1).max(255).openapi({ param: { name: 'sessionId', in: 'path' } }) });

export const paymentSessionSchema = z
  .object({
    sessionId: z.string(),
    status: z.enum(['pending', 'paid', 'cancelled', 'expired']),
    purpose: z.enum(['promotion', 'order']),
    subject: z.record(z.string(), z.union([z.string(), z.number()])),
    amount: z.string(),
    currency: z.string(),
  })
  .openapi('PaymentSession');
