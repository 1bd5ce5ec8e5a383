import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth.ts';
import { moduleRouter } from '../../http/context.ts';
import { errorSchema, ok } from '../../http/envelope.ts';
import { bearerSecurity, formOrJson, okResponse, readBody } from '../../http/openapi.ts';
import { checkoutBody, companyIdParam, companySubscriptionSchema, planSchema, sessionIdParam, subscriptionSessionSchema, urlAnswer } from './schemas.ts';
import { cancelTestSubscription, companySubscription, listPlans, startSubscriptionCheckout, subscriptionPortal, subscriptionSession } from './service.ts';

const tags = ['Subscriptions'];
const errorContent = { 'application/json': { schema: errorSchema } };
const ownerOnly = {
  403: { description: 'Not the company owner (NOT_COMPANY_OWNER)', content: errorContent },
  404: { description: 'No such company (COMPANY_NOT_FOUND)', content: errorContent },
};

export const subscriptionsRoutes = moduleRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/subscription-plans',
      tags,
      summary: 'The plans a company can subscribe to: price per period and the company ads they allow',
      responses: okResponse(z.array(planSchema)),
    }),
    async (c) => ok(c, await listPlans(c.var.deps.db), 'Subscription plans'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/company/{id}/subscription',
      tags,
      summary: "The company's subscription, for its owner",
      description:
        'state is judged by the server clock: company ads may be posted while it is active, cancelling or grace (until expires_at). ' +
        'Only the owner (403 NOT_COMPANY_OWNER for anyone else, moderators included).',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: companyIdParam },
      responses: { ...okResponse(companySubscriptionSchema), ...ownerOnly },
    }),
    async (c) => ok(c, await companySubscription(c.var.deps, c.var.user!.id, c.req.valid('param').id), 'Company subscription'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/company/{id}/subscription/checkout',
      tags,
      summary: "Start the payment provider's checkout for a plan (subscription mode)",
      description:
        "Answers the URL to send the owner to. The subscription changes only when the provider's signed webhooks say so. " +
        '409 COMPANY_NOT_APPROVED for a company not approved, 409 ALREADY_SUBSCRIBED while a subscription runs, 422 PLAN_NOT_FOUND, ' +
        '503 PAYMENTS_UNAVAILABLE when no payment provider is live. The same plan\'s still-open checkout is answered again.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: companyIdParam, body: formOrJson(checkoutBody) },
      responses: { ...okResponse(urlAnswer), ...ownerOnly, 409: { description: 'Not approved, or already subscribed', content: errorContent } },
    }),
    async (c) => ok(c, await startSubscriptionCheckout(c.var.deps, c.var.user!.id, c.req.valid('param').id, readBody(c, checkoutBody).plan_id), 'Checkout session created'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/company/{id}/subscription/portal',
      tags,
      summary: "Open the payment provider's customer portal (cancel, card changes)",
      description: 'Stripe only: answers the portal URL; it returns to the subscription page. 409 NO_SUBSCRIPTION or PORTAL_UNAVAILABLE otherwise.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: companyIdParam },
      responses: { ...okResponse(urlAnswer), ...ownerOnly, 409: { description: 'Nothing to manage here', content: errorContent } },
    }),
    async (c) => ok(c, await subscriptionPortal(c.var.deps, c.var.user!.id, c.req.valid('param').id), 'Customer portal'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/company/{id}/subscription/cancel',
      tags,
      summary: "The built-in test checkout's cancel (Stripe's portal does this there)",
      description:
        'Cancels at the end of the paid period through a signed customer.subscription.updated, the same webhook handling the provider reaches. ' +
        '409 NO_SUBSCRIPTION or PORTAL_UNAVAILABLE when the subscription is not a test checkout one. Answers the new state.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: companyIdParam },
      responses: { ...okResponse(companySubscriptionSchema), ...ownerOnly, 409: { description: 'Nothing to cancel here', content: errorContent } },
    }),
    async (c) => ok(c, await cancelTestSubscription(c.var.deps, c.var.user!.id, c.req.valid('param').id), 'Subscription cancelled at the period end'),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/subscription/session/{sessionId}',
      tags,
      summary: "One of the signed-in owner's subscription checkouts, for /subscription/success",
      description: "payment stays 'pending' until the provider's signed webhook confirms it. Anyone else's or an unknown session: 404 CHECKOUT_NOT_FOUND.",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: sessionIdParam },
      responses: okResponse(subscriptionSessionSchema),
    }),
    async (c) => ok(c, await subscriptionSession(c.var.deps, c.var.user!.id, c.req.valid('param').sessionId), 'Subscription checkout'),
  );
