import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { ads, paymentEvents, paymentSessions } from '../../db/schema/index.ts';
import { ApiError, badRequest, notFound } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import type { Logger } from '../../platform/log.ts';
import { fillSessionId } from '../../platform/payments.ts';
import { fulfilOrderPayment, releaseOrderPayment } from '../checkout/payment.ts';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
/** The transaction handle drizzle passes to `db.transaction`. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How long a paid promotion lasts (docs/decisions.md, promotion prices). */
export const PROMOTION_DAYS = 30;

/**
 * What a confirmed payment does, by the session's purpose. Each runs inside the webhook's transaction, after the
 * session moved pending → paid, so it runs exactly once per session.
 */
export const fulfilers: Record<PaymentSessionRow['purpose'], ((tx: Tx, session: PaymentSessionRow, log: Logger) => Promise<void>) | undefined> = {
  promotion: fulfilPromotion,
  /** Shop orders: the reserved order becomes paid (checkout module). */
  order: fulfilOrderPayment,
};

/**
 * What an expired or cancelled checkout gives back, by purpose, inside the webhook's transaction. Runs whatever the
 * session's status was (the test checkout marks it cancelled before the event), so the releaser must be idempotent.
 */
export const releasers: Record<PaymentSessionRow['purpose'], ((tx: Tx, session: PaymentSessionRow) => Promise<void>) | undefined> = {
  promotion: undefined,
  /** Shop orders: the reserved stock goes back and the sub-orders are cancelled, once (checkout module). */
  order: releaseOrderPayment,
};

async function fulfilPromotion(tx: Tx, session: PaymentSessionRow) {
  const adId = Number(session.subject.adId);
  const level = Number(session.subject.level);
  if (!Number.isInteger(adId) || !(level === 1 || level === 2)) throw new Error(`Payment session ${session.sessionId} has a bad promotion subject.`);
  // A still-active higher level is kept; an active promotion is extended rather than cut short.
  await tx
    .update(ads)
    .set({
      isSponsored: sql`case when ${ads.promotionExpiresAt} > now() and ${ads.isSponsored} > ${level} then ${ads.isSponsored} else ${level} end`,
      promotionExpiresAt: sql`greatest(coalesce(${ads.promotionExpiresAt}, now()), now()) + make_interval(days => ${PROMOTION_DAYS})`,
      updatedAt: sql`now()`,
    })
    .where(eq(ads.id, adId));
}

export type WebhookOutcome = { received: true; duplicate?: true; ignored?: string };

/** The one way into fulfilment: verifies the signature, then handles the event once. */
export async function receiveWebhook(deps: Deps, rawBody: string, signatureHeader: string | undefined): Promise<WebhookOutcome> {
  if (!signatureHeader) throw badRequest('Missing stripe-signature header.');
  let event: Stripe.Event;
  try {
    event = deps.payments.parseWebhook(rawBody, signatureHeader);
  } catch {
    throw badRequest('Webhook signature verification failed.');
  }
  return handleEvent(deps, event);
}

const HANDLED = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.expired']);

async function handleEvent(deps: Deps, event: Stripe.Event): Promise<WebhookOutcome> {
  if (!HANDLED.has(event.type)) return { received: true, ignored: event.type };
  const object = event.data.object as Stripe.Checkout.Session;
  const provider = deps.payments.provider;
  return deps.db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(paymentSessions)
      .where(and(eq(paymentSessions.provider, provider), eq(paymentSessions.sessionId, object.id)))
      .limit(1);
    // Another application's checkout on the same Stripe account: acknowledge, record nothing.
    if (!session) return { received: true as const, ignored: 'unknown session' };
    const recorded = await tx.insert(paymentEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.eventId });
    if (recorded.length === 0) return { received: true as const, duplicate: true as const };

    if (event.type === 'checkout.session.expired') {
      await tx
        .update(paymentSessions)
        .set({ status: 'expired', completedAt: sql`now()` })
        .where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, 'pending')));
      const release = releasers[session.purpose];
      if (release && session.status !== 'paid') await release(tx, session);
      return { received: true as const };
    }
    // completed with a delayed method (bank debit) is not paid yet; async_payment_succeeded follows.
    if (object.payment_status !== 'paid') return { received: true as const, ignored: `payment_status ${object.payment_status}` };
    const [paid] = await tx
      .update(paymentSessions)
      .set({ status: 'paid', completedAt: sql`now()` })
      .where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, 'pending')))
      .returning();
    if (!paid) return { received: true as const, ignored: `session already ${session.status}` };
    const fulfil = fulfilers[paid.purpose];
    if (fulfil) await fulfil(tx, paid, deps.log);
    else deps.log.warn(`Payment session ${paid.sessionId} paid for ${paid.purpose}, which has no fulfilment yet.`);
    return { received: true as const };
  });
}

export async function findSession(db: Db, provider: PaymentSessionRow['provider'], sessionId: string): Promise<PaymentSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.provider, provider), eq(paymentSessions.sessionId, sessionId)))
    .limit(1);
  return row;
}

/** GET /payments/session/{id}: the payer's own sessions only. */
export async function sessionStatus(deps: Deps, userId: number, sessionId: string) {
  const row = await findSession(deps.db, deps.payments.provider, sessionId);
  if (!row || row.userId !== userId) throw notFound('Payment session not found.');
  return { sessionId: row.sessionId, status: row.status, purpose: row.purpose, subject: row.subject, amount: row.amount, currency: row.currency };
}

export const amountToCents = (amount: string) => Math.round(Number(amount) * 100);

const checkoutNotFound = () => new ApiError(404, 'Checkout session not found.', { messageStatus: 'CHECKOUT_NOT_FOUND' });

/**
 * Everything the test checkout page shows. Only the member who opened the checkout sees it: anyone else, like an
 * unknown session or a server without the test checkout, gets 404.
 */
export async function testCheckoutView(deps: Deps, userId: number, sessionId: string) {
  if (deps.payments.provider !== 'test') throw checkoutNotFound();
  const row = await findSession(deps.db, 'test', sessionId);
  if (!row || row.userId !== userId) throw checkoutNotFound();
  const req = deps.payments.testSession?.(sessionId);
  const base = deps.config.APP_URL.replace(/\/+$/, '');
  const successUrl = fillSessionId(req?.successUrl ?? `${base}/payment-success?session_id={CHECKOUT_SESSION_ID}`, sessionId);
  const cancelUrl = fillSessionId(req?.cancelUrl ?? `${base}/payment-cancel`, sessionId);
  const description = req?.description ?? (row.purpose === 'promotion' ? `Ad promotion (${String(row.subject.offerType ?? '')})` : 'Order');
  const metadata: Record<string, string> = req?.metadata ?? Object.fromEntries(Object.entries(row.subject).map(([k, v]) => [k, String(v)]));
  return { row, successUrl, cancelUrl, description, metadata, amountCents: amountToCents(row.amount), currency: row.currency };
}

/** The test checkout page's data (GET /test-checkout/{sessionId}). */
export async function testCheckoutDetails(deps: Deps, userId: number, sessionId: string) {
  const view = await testCheckoutView(deps, userId, sessionId);
  return {
    session_id: view.row.sessionId,
    status: view.row.status,
    purpose: view.row.purpose,
    description: view.description,
    amount: (view.amountCents / 100).toFixed(2),
    currency: view.currency,
    success_url: view.successUrl,
    cancel_url: view.cancelUrl,
  };
}

export class CheckoutFinished extends ApiError {
  constructor(status: string) {
    super(409, `This checkout is already ${status}.`, { messageStatus: 'CHECKOUT_FINISHED' });
  }
}

/**
 * The test checkout's buttons, for the signed-in member who opened the checkout only: build the event Stripe would
 * send, sign it with the adapter's secret, and hand it to the same `receiveWebhook` the provider's calls reach.
 * Answers the URL to send the payer to.
 */
export async function completeTestCheckout(deps: Deps, userId: number, sessionId: string, outcome: 'pay' | 'cancel'): Promise<string> {
  const view = await testCheckoutView(deps, userId, sessionId);
  if (view.row.status !== 'pending') throw new CheckoutFinished(view.row.status);
  if (outcome === 'cancel') {
    await deps.db
      .update(paymentSessions)
      .set({ status: 'cancelled', completedAt: sql`now()` })
      .where(and(eq(paymentSessions.id, view.row.id), eq(paymentSessions.status, 'pending')));
  }
  const now = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: null,
    created: now,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: outcome === 'pay' ? 'checkout.session.completed' : 'checkout.session.expired',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: outcome === 'pay' ? 'complete' : 'expired',
        payment_status: outcome === 'pay' ? 'paid' : 'unpaid',
        amount_total: view.amountCents,
        currency: view.currency,
        metadata: view.metadata,
        success_url: view.successUrl,
        cancel_url: view.cancelUrl,
        created: now,
      },
    },
  });
  const signature = deps.payments.signTestPayload?.(payload);
  if (!signature) throw checkoutNotFound();
  await receiveWebhook(deps, payload, signature);
  return outcome === 'pay' ? view.successUrl : view.cancelUrl;
}
