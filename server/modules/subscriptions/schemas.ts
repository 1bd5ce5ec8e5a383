import { z } from '@hono/zod-openapi';
import { rowId, rowIdParam } from '../../http/ids.ts';

const localized = z.record(z.string(), z.string());
const stamp = z.string().nullable().openapi({ description: 'ISO 8601 date-time' });

export const companyIdParam = z.object({ id: rowIdParam('company id', 'id') });

export const sessionIdParam = z.object({ sessionId: z.string().min(1).max(255).openapi({ param: { name: 'sessionId', in: 'path' } }) });

export const planSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    translations: z.object({ name: localized, description: localized }),
    price: z.string().openapi({ description: 'Charged every period, two decimals', example: '29.00' }),
    currency: z.string().openapi({ description: 'ISO code, lower case', example: 'usd' }),
    interval: z.enum(['month', 'year']),
    interval_count: z.number().int(),
    max_ads: z.number().int().openapi({ description: 'Company ads the company may have at once' }),
  })
  .openapi('SubscriptionPlan');

/**
 * What a company's subscription means now, by the server clock: active (paid period running), cancelling (runs to
 * the period end, then stops), grace (a renewal failed; posting goes on until expires_at), expired, none.
 */
export const subscriptionStateSchema = z.enum(['none', 'active', 'cancelling', 'grace', 'expired']);

export const subscriptionSchema = z
  .object({
    state: subscriptionStateSchema,
    plan: planSchema.nullable().openapi({ description: 'The plan of the latest subscription; null when there never was one' }),
    status: z.string().nullable().openapi({ description: "The payment provider's own status (active, past_due, canceled, ...)" }),
    current_period_start: stamp,
    current_period_end: stamp,
    expires_at: stamp.openapi({ description: 'Company ads may be posted until then (a grace period included)' }),
    cancel_at_period_end: z.boolean(),
    max_ads: z.number().int(),
    used_ads: z.number().int(),
    remaining_ads: z.number().int(),
  })
  .openapi('CompanySubscription');

export const companySubscriptionSchema = z
  .object({
    company: z.object({ id: z.number().int(), name: z.string(), status: z.string() }),
    subscription: subscriptionSchema,
    can_subscribe: z.boolean().openapi({ description: 'An approved company without a running subscription' }),
    manage: z.enum(['portal', 'test']).nullable().openapi({
      description: "portal: the provider's customer portal (POST …/subscription/portal); test: the test checkout's cancel (POST …/subscription/cancel); null: nothing to manage",
    }),
    pending_checkout_url: z.string().nullable().openapi({ description: "The owner's still-open checkout for this company, if any" }),
  })
  .openapi('CompanySubscriptionState');

export const checkoutBody = z.object({ plan_id: rowId('plan id') }).openapi('SubscriptionCheckoutInput');

export const urlAnswer = z.object({ url: z.string().openapi({ description: 'Send the owner here' }) }).openapi('SubscriptionRedirect');

export const subscriptionSessionSchema = z
  .object({
    session_id: z.string(),
    payment: z.enum(['pending', 'paid', 'cancelled', 'expired']).openapi({ description: 'The checkout session: paid once the signed webhook confirmed it' }),
    company: z.object({ id: z.number().int(), name: z.string() }),
    plan: planSchema,
    subscription: subscriptionSchema,
  })
  .openapi('SubscriptionSession');
