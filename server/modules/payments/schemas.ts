import { z } from '@hono/zod-openapi';

export const webhookAnswerSchema = z
  .object({ received: z.literal(true), duplicate: z.literal(true).optional(), ignored: z.string().optional() })
  .openapi('WebhookAnswer');

export const sessionIdParam = z.object({ sessionId: z.string().min(1).max(255).openapi({ param: { name: 'sessionId', in: 'path' } }) });

export const paymentSessionSchema = z
  .object({
    sessionId: z.string(),
    status: z.enum(['pending', 'paid', 'cancelled', 'expired']),
    purpose: z.enum(['promotion', 'order', 'subscription']),
    subject: z.record(z.string(), z.union([z.string(), z.number()])),
    amount: z.string(),
    currency: z.string(),
  })
  .openapi('PaymentSession');

export const testCheckoutParams = z.object({
  sessionId: z.string().min(1).max(255).openapi({ param: { name: 'sessionId', in: 'path' } }),
  outcome: z.enum(['pay', 'cancel'], { error: 'The outcome must be pay or cancel.' }).openapi({ param: { name: 'outcome', in: 'path' } }),
});

export const testCheckoutSchema = z
  .object({
    session_id: z.string(),
    status: z.enum(['pending', 'paid', 'cancelled', 'expired']),
    purpose: z.enum(['promotion', 'order', 'subscription']),
    description: z.string().openapi({ description: 'What is paid for, as the provider would show it' }),
    amount: z.string().openapi({ example: '2.00' }),
    currency: z.string().openapi({ description: 'ISO code, lower case', example: 'usd' }),
    interval: z.enum(['month', 'year']).nullable().openapi({ description: 'A subscription: the amount is charged every interval_count of these; null for a one-off payment' }),
    interval_count: z.number().int().nullable(),
    success_url: z.string(),
    cancel_url: z.string(),
  })
  .openapi('TestCheckout');

export const testCheckoutAnswer = z.object({ redirect_url: z.string().openapi({ description: 'Where the payer goes next (the return page)' }) });
