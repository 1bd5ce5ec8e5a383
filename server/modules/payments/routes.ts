import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '../../http/auth.ts';
import { moduleRouter, type AppEnv } from '../../http/context.ts';
import { errorSchema, ok } from '../../http/envelope.ts';
import { bearerSecurity, okResponse } from '../../http/openapi.ts';
import { paymentSessionSchema, sessionIdParam, testCheckoutAnswer, testCheckoutParams, testCheckoutSchema, webhookAnswerSchema } from './schemas.ts';
import { completeTestCheckout, receiveWebhook, sessionStatus, testCheckoutDetails } from './service.ts';

const tags = ['Payments'];

const webhookRoute = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags,
    summary,
    description:
      'Send the raw event body with the `stripe-signature` header (Stripe, or the built-in test checkout signing the same way). ' +
      'A bad signature answers 400 and changes nothing; an event already handled answers `duplicate: true`. ' +
      'checkout.session.completed (paid) moves the session pending → paid and fulfils it once; checkout.session.expired moves pending → expired. ' +
      'customer.subscription.created/updated/deleted, invoice.paid and invoice.payment_failed update a company subscription (in any order).',
    responses: {
      200: { description: 'Event accepted', content: { 'application/json': { schema: webhookAnswerSchema } } },
      400: { description: 'Missing or bad signature', content: { 'application/json': { schema: errorSchema } } },
    },
  });

async function webhook(c: Context<AppEnv>) {
  const raw = await c.req.text();
  return c.json(await receiveWebhook(c.var.deps, raw, c.req.header('stripe-signature')), 200);
}

export const paymentsRoutes = moduleRouter()
  .openapi(webhookRoute('/payments/webhook', 'Payment provider webhook'), webhook)
  .openapi(webhookRoute('/stripe/webhook', 'Payment provider webhook (alias)'), webhook)
  .openapi(
    createRoute({
      method: 'get',
      path: '/payments/session/{sessionId}',
      tags,
      summary: "State of one of the signed-in user's checkout sessions (for /payment-success)",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: sessionIdParam },
      responses: okResponse(paymentSessionSchema),
    }),
    async (c) => ok(c, await sessionStatus(c.var.deps, c.var.user!.id, c.req.valid('param').sessionId), 'Payment session'),
  )
  // The built-in test checkout (no Stripe keys; in production only with TEST_CHECKOUT=1). Its page is /test-checkout/{id}
  // on the site; these calls serve it, for the signed-in member who opened the checkout only.
  .openapi(
    createRoute({
      method: 'get',
      path: '/test-checkout/{sessionId}',
      tags,
      summary: 'The built-in test checkout: what the signed-in payer is asked to pay',
      description: "Only the member who opened the checkout; anyone else, an unknown session or a server without the test checkout: 404 CHECKOUT_NOT_FOUND.",
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: sessionIdParam },
      responses: okResponse(testCheckoutSchema),
    }),
    async (c) => ok(c, await testCheckoutDetails(c.var.deps, c.var.user!.id, c.req.valid('param').sessionId), 'Test checkout'),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/test-checkout/{sessionId}/{outcome}',
      tags,
      summary: "The built-in test checkout's Pay or Cancel",
      description:
        'Only the member who opened the checkout (else 404 CHECKOUT_NOT_FOUND). Pay sends a signed checkout.session.completed ' +
        'through the webhook handling (fulfilment), Cancel a checkout.session.expired (release); a finished checkout answers ' +
        '409 CHECKOUT_FINISHED. Answers the return page to go to.',
      middleware: [requireUser] as const,
      security: bearerSecurity,
      request: { params: testCheckoutParams },
      responses: okResponse(testCheckoutAnswer),
    }),
    async (c) => {
      const { sessionId, outcome } = c.req.valid('param');
      return ok(c, { redirect_url: await completeTestCheckout(c.var.deps, c.var.user!.id, sessionId, outcome) }, outcome === 'pay' ? 'Paid' : 'Cancelled');
    },
  );
