import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireUser } from '../../http/auth.ts';
import { moduleRouter, type AppEnv } from '../../http/context.ts';
import { errorSchema, ok } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { bearerSecurity, okResponse } from '../../http/openapi.ts';
import { paymentSessionSchema, sessionIdParam, webhookAnswerSchema } from './schemas.ts';
import { completeTestCheckout, receiveWebhook, sessionStatus, testCheckoutView } from './service.ts';

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
      'checkout.session.completed (paid) moves the session pending → paid and fulfils it once; checkout.session.expired moves pending → expired.',
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
  );

/* The built-in test checkout (only when Stripe is not configured): plain HTML, no scripts, no external assets. */

paymentsRoutes.get('/test-checkout/:sessionId', async (c) => {
  try {
    const view = await testCheckoutView(c.var.deps, c.req.param('sessionId'));
    if (view.row.status !== 'pending') return c.html(messagePage('Checkout finished', `This checkout is already ${view.row.status}.`, view.successUrl), 409);
    const amount = `${(view.amountCents / 100).toFixed(2)} ${view.currency.toUpperCase()}`;
    const action = `/api/v1/test-checkout/${encodeURIComponent(view.row.sessionId)}`;
    return c.html(
      page(
        'Test checkout',
        `<p class="note">Test checkout — no real card is charged.</p>
<h1>${esc(view.description)}</h1>
<p class="amount">${esc(amount)}</p>
<div class="actions">
<form method="post" action="${esc(action)}/pay"><button type="submit" class="pay">Pay ${esc(amount)}</button></form>
<form method="post" action="${esc(action)}/cancel"><button type="submit" class="cancel">Cancel</button></form>
</div>`,
      ),
      200,
    );
  } catch (err) {
    return errorPage(c, err);
  }
});

for (const outcome of ['pay', 'cancel'] as const) {
  paymentsRoutes.post(`/test-checkout/:sessionId/${outcome}`, async (c) => {
    try {
      return c.redirect(await completeTestCheckout(c.var.deps, c.req.param('sessionId'), outcome), 303);
    } catch (err) {
      return errorPage(c, err);
    }
  });
}

function errorPage(c: Context<AppEnv>, err: unknown) {
  if (!(err instanceof ApiError)) throw err;
  const status = err.status === 409 ? 409 : 404;
  const home = c.var.deps.config.APP_URL;
  return c.html(messagePage(status === 409 ? 'Checkout finished' : 'Checkout not found', err.message, home), status);
}

function messagePage(title: string, message: string, link: string) {
  return page(title, `<h1>${esc(title)}</h1><p>${esc(message)}</p><p><a href="${esc(link)}">Continue</a></p>`);
}

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f6f8;color:#1d1f23;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:2rem;max-width:26rem;width:100%}
h1{font-size:1.25rem;margin:.5rem 0}.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
.note{background:#fff4d6;border:1px solid #e8c766;border-radius:8px;padding:.5rem .75rem;font-size:.9rem}
.actions{display:flex;gap:.75rem}form{flex:1}button{width:100%;padding:.75rem;border-radius:8px;border:0;font-size:1rem;cursor:pointer}
.pay{background:#1f6feb;color:#fff}.cancel{background:#e6e8eb;color:#1d1f23}button:focus-visible{outline:3px solid #0b3d91;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
