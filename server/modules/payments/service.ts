import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db, Tx } from '../../db/client.ts';
import { paymentEvents, paymentSessions } from '../../db/schema/index.ts';
import { ApiError, badRequest, notFound } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import type { Logger } from '../../platform/log.ts';
import { fillSessionId } from '../../platform/payments.ts';
import { formatCents, requireCents } from '../../../common/money.ts';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type PaymentPurpose = PaymentSessionRow['purpose'];
/** The transaction handle drizzle passes to `db.transaction`. */

/**
 * What a purpose's own module does with its checkouts. Payments knows nothing of orders or promotions: it opens the
 * checkout, records the session, verifies the provider's events and hands each one to the purpose's handler.
 */
export type PurposeHandler = {
  /**
   * The payment is confirmed: runs inside the webhook's transaction, after the session moved pending → paid, so once
   * per session. `checkout` is the provider's checkout session object (a subscription's ids are on it).
   */
  fulfil: (tx: Tx, session: PaymentSessionRow, log: Logger, checkout: Stripe.Checkout.Session) => Promise<void>;
  /**
   * The checkout expired or was cancelled: runs inside the webhook's transaction whatever the session's status was
   * (the test checkout marks it cancelled before the event), so it must be idempotent.
   */
  release?: (tx: Tx, session: PaymentSessionRow) => Promise<void>;
  /** What is paid for, for the test checkout page when the adapter no longer remembers the request (a restart). */
  describe: (session: PaymentSessionRow) => string;
  /**
   * A recurring purpose only: what the provider would send besides checkout.session.completed when the test
   * checkout's Pay is pressed (the subscription and its first paid invoice), and the fields the checkout session
   * object carries for it (mode, subscription, customer).
   */
  testPayment?: (db: Db, session: PaymentSessionRow) => Promise<{ checkout: Record<string, unknown>; events: TestEvent[] }>;
};

/** An event the test checkout signs and delivers as the provider would. */
export type TestEvent = { type: string; object: Record<string, unknown> };

const handlers = new Map<PaymentPurpose, PurposeHandler>();

/** Called once by the module that owns a purpose (checkout: 'order', promotions: 'promotion', subscriptions: 'subscription'). */
export function registerPurpose(purpose: PaymentPurpose, handler: PurposeHandler): void {
  handlers.set(purpose, handler);
}

/**
 * Handles the provider's events about objects other than a checkout session (a subscription, an invoice): runs
 * inside the webhook's transaction once per event id, whatever order the events come in.
 */
export type ObjectEventHandler = (tx: Tx, event: Stripe.Event, provider: PaymentSessionRow['provider'], log: Logger) => Promise<WebhookOutcome>;

const objectHandlers = new Map<string, ObjectEventHandler>();

/** Called once by the module that owns these event types (subscriptions: customer.subscription.*, invoice.*). */
export function registerObjectEvents(types: string[], handler: ObjectEventHandler): void {
  for (const type of types) objectHandlers.set(type, handler);
}

/** The provider's amount (smallest unit) of a stored decimal amount, by the shared money rules. */
export const providerAmount = (amount: string): number => requireCents(amount);

/** Every checkout is in US dollars (shop items are priced in USD, decision 28; promotions too). */
const CURRENCY = 'usd';

export type CheckoutOpening = {
  purpose: PaymentPurpose;
  /** A subscription: charged every period until cancelled (the provider's subscription mode). */
  recurring?: { interval: 'month' | 'year'; intervalCount: number };
  userId: number;
  /** What is paid for, as the purpose's module will read it back from the session (sent to the provider as metadata too). */
  subject: Record<string, string | number>;
  /** Decimal amount ('24.99'). */
  amount: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** Unix seconds; Stripe accepts 30 minutes to 24 hours from now. */
  expiresAt?: number;
};

/**
 * THE way to ask for a payment: opens the provider's hosted checkout for a purpose and records the session, which
 * the provider's signed events later fulfil or release through the purpose's handler. A provider failure throws
 * (nothing is recorded); the caller decides what it means for its purpose.
 */
export async function openCheckout(deps: Deps, req: CheckoutOpening): Promise<{ sessionId: string; url: string }> {
  const checkout = await deps.payments.createCheckout({
    amountCents: providerAmount(req.amount),
    currency: CURRENCY,
    description: req.description,
    successUrl: req.successUrl,
    cancelUrl: req.cancelUrl,
    metadata: { purpose: req.purpose, ...Object.fromEntries(Object.entries(req.subject).map(([k, v]) => [k, String(v)])), userId: String(req.userId) },
    ...(req.expiresAt === undefined ? {} : { expiresAt: req.expiresAt }),
    ...(req.recurring ? { recurring: req.recurring } : {}),
  });
  await deps.db.insert(paymentSessions).values({
    provider: deps.payments.provider,
    sessionId: checkout.sessionId,
    userId: req.userId,
    purpose: req.purpose,
    subject: req.subject,
    amount: req.amount,
    currency: CURRENCY,
    checkoutUrl: checkout.url,
  });
  return checkout;
}

/** The payment page of the payer's still-open checkout for this purpose and subject, if there is one. */
export async function openCheckoutUrl(db: Db, userId: number, purpose: PaymentPurpose, subject: Record<string, string | number>): Promise<string | null> {
  const [row] = await db
    .select({ url: paymentSessions.checkoutUrl })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.userId, userId),
        eq(paymentSessions.purpose, purpose),
        eq(paymentSessions.status, 'pending'),
        sql`${paymentSessions.subject} @> ${JSON.stringify(subject)}::jsonb`,
      ),
    )
    .limit(1);
  return row?.url ?? null;
}

/**
 * Closes the member's checkouts of a purpose that are still open at Stripe, so none can be paid any more, and records
 * them expired: a completed event still on its way then fulfils nothing. A checkout paid in the meantime hands the
 * subscription it started to `paidMeanwhile` (to be cancelled) before it is recorded, so a failure there leaves it
 * for the next try. The test checkout's need the member's sign-in and are left alone. Throws when Stripe cannot be
 * asked (unreachable, or no longer configured).
 */
export async function closeOpenCheckouts(deps: Deps, userId: number, purpose: PaymentPurpose, paidMeanwhile: (subscriptionId: string) => Promise<void>): Promise<void> {
  const open = await deps.db
    .select({ id: paymentSessions.id, sessionId: paymentSessions.sessionId })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.userId, userId), eq(paymentSessions.purpose, purpose), eq(paymentSessions.status, 'pending'), eq(paymentSessions.provider, 'stripe')));
  for (const session of open) {
    if (deps.payments.provider !== 'stripe' || !deps.payments.expireCheckout) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET).');
    const { subscriptionId } = await deps.payments.expireCheckout(session.sessionId);
    if (subscriptionId) await paidMeanwhile(subscriptionId);
    await deps.db
      .update(paymentSessions)
      .set({ status: 'expired', completedAt: sql`now()` })
      .where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, 'pending')));
  }
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

/** Records the event id; false when it was handled before (the provider redelivers, or sends it twice). */
async function firstDelivery(tx: Tx, event: Stripe.Event): Promise<boolean> {
  const recorded = await tx.insert(paymentEvents).values({ eventId: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.eventId });
  return recorded.length > 0;
}

async function handleEvent(deps: Deps, event: Stripe.Event): Promise<WebhookOutcome> {
  const objectHandler = objectHandlers.get(event.type);
  if (objectHandler) {
    return deps.db.transaction(async (tx) =>
      (await firstDelivery(tx, event)) ? objectHandler(tx, event, deps.payments.provider, deps.log) : { received: true as const, duplicate: true as const },
    );
  }
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
    if (!(await firstDelivery(tx, event))) return { received: true as const, duplicate: true as const };

    if (event.type === 'checkout.session.expired') {
      await tx
        .update(paymentSessions)
        .set({ status: 'expired', completedAt: sql`now()` })
        .where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, 'pending')));
      const release = handlers.get(session.purpose)?.release;
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
    const fulfil = handlers.get(paid.purpose)?.fulfil;
    if (fulfil) await fulfil(tx, paid, deps.log, object);
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
  const description = req?.description ?? handlers.get(row.purpose)?.describe(row) ?? row.purpose;
  const metadata: Record<string, string> = req?.metadata ?? { purpose: row.purpose, ...Object.fromEntries(Object.entries(row.subject).map(([k, v]) => [k, String(v)])), userId: String(row.userId) };
  return { row, successUrl, cancelUrl, description, metadata, amountCents: providerAmount(row.amount), currency: row.currency, recurring: req?.recurring ?? recurringOf(row) };
}

/** A subscription session's billing period, as its subject recorded it (openCheckout's `recurring`). */
function recurringOf(row: PaymentSessionRow): CheckoutOpening['recurring'] {
  const { interval, intervalCount } = row.subject;
  return interval === 'month' || interval === 'year' ? { interval, intervalCount: Number(intervalCount) || 1 } : undefined;
}

/** The test checkout page's data (GET /test-checkout/{sessionId}). */
export async function testCheckoutDetails(deps: Deps, userId: number, sessionId: string) {
  const view = await testCheckoutView(deps, userId, sessionId);
  return {
    session_id: view.row.sessionId,
    status: view.row.status,
    purpose: view.row.purpose,
    description: view.description,
    amount: formatCents(view.amountCents),
    currency: view.currency,
    interval: view.recurring?.interval ?? null,
    interval_count: view.recurring?.intervalCount ?? null,
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
 * Signs an event the way the provider would and hands it to the same `receiveWebhook` the provider's calls reach
 * (the built-in test checkout only; else 404 CHECKOUT_NOT_FOUND).
 */
export async function sendTestEvent(deps: Deps, type: string, object: Record<string, unknown>): Promise<WebhookOutcome> {
  const payload = JSON.stringify({
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = deps.payments.signTestPayload?.(payload);
  if (!signature) throw checkoutNotFound();
  return receiveWebhook(deps, payload, signature);
}

/**
 * The test checkout's buttons, for the signed-in member who opened the checkout only: build the events Stripe would
 * send (for a subscription also the subscription and its first paid invoice), sign them and deliver them.
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
  const recurring = outcome === 'pay' ? await handlers.get(view.row.purpose)?.testPayment?.(deps.db, view.row) : undefined;
  for (const e of recurring?.events ?? []) await sendTestEvent(deps, e.type, e.object);
  await sendTestEvent(deps, outcome === 'pay' ? 'checkout.session.completed' : 'checkout.session.expired', {
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
    created: Math.floor(Date.now() / 1000),
    ...recurring?.checkout,
  });
  return outcome === 'pay' ? view.successUrl : view.cancelUrl;
}
