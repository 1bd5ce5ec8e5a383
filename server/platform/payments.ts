import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Config } from '../config.ts';
import type { Logger } from './log.ts';

export type CheckoutRequest = {
  /** Smallest currency unit (cents). */
  amountCents: number;
  /** ISO code, lower case (usd). */
  currency: string;
  /** Shown to the payer as the line item's name. */
  description: string;
  /** May contain Stripe's `{CHECKOUT_SESSION_ID}` placeholder; both adapters fill it in. */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  /** Unix seconds; Stripe accepts 30 minutes to 24 hours from now. */
  expiresAt?: number;
  /**
   * Set for a subscription: the amount is charged every `intervalCount` `interval`s until cancelled, and the
   * metadata goes onto the provider's subscription too, so its own events (and its invoices') name what it is for.
   */
  recurring?: { interval: 'month' | 'year'; intervalCount: number };
};

export type CheckoutSession = { sessionId: string; url: string };

/**
 * The payment port. Stripe Checkout when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; otherwise the built-in
 * test checkout, whose Pay and Cancel buttons post Stripe-shaped events signed with a per-process secret through the
 * same webhook handling code. In production the test checkout would hand out free promotions, so there it is live
 * only with TEST_CHECKOUT=1; without it no provider is live and checkouts are refused.
 */
export type Payments = {
  provider: 'stripe' | 'test';
  /** False when no provider is live: callers refuse paid actions before storing anything. */
  live: boolean;
  createCheckout: (req: CheckoutRequest) => Promise<CheckoutSession>;
  /** Verifies the `stripe-signature` header over the raw body; throws on a bad or stale signature. */
  parseWebhook: (rawBody: string, signatureHeader: string) => Stripe.Event;
  /**
   * Stripe only: a customer portal session (cancel, card changes) for this customer, answering its URL. The test
   * checkout has none; its subscriptions are cancelled by a signed event instead (server/modules/subscriptions).
   */
  createPortal?: (customerId: string, returnUrl: string) => Promise<string>;
  /**
   * Stripe only: ends a subscription at once (no further invoice; the provider then sends
   * customer.subscription.deleted). One the provider no longer knows counts as ended. The test checkout's
   * subscriptions never renew, so it has nothing to cancel.
   */
  cancelSubscription?: (subscriptionId: string) => Promise<void>;
  /**
   * Stripe only: closes a checkout so it can no longer be paid. A checkout that was no longer open (expired, or paid
   * in the meantime) is left as it is, and the subscription it started, if any, is answered.
   */
  expireCheckout?: (sessionId: string) => Promise<{ subscriptionId: string | null }>;
  /** Test adapter only: what createCheckout was asked for (kept in memory, so lost on restart). */
  testSession?: (sessionId: string) => CheckoutRequest | undefined;
  /** Test adapter only: a valid `stripe-signature` header for this payload. */
  signTestPayload?: (payload: string) => string;
};

/** Stripe's answer for an object it does not know (any more). */
const missing = (err: unknown) => err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing';

/** Stripe's own webhook verification works without an API key. */
const verifier = new Stripe('sk_test_unused');

/** Fills in Stripe's `{CHECKOUT_SESSION_ID}` placeholder (the test adapter does what Stripe does). */
export function fillSessionId(url: string, sessionId: string): string {
  return url.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId));
}

export function createStripePayments(opts: {
  secretKey: string;
  webhookSecret: string;
  /** For tests: point the client at a local server speaking the Stripe API. */
  client?: { host?: string; port?: number; protocol?: 'http' | 'https' };
}): Payments {
  const stripe = new Stripe(opts.secretKey, { maxNetworkRetries: 1, timeout: 20_000, ...(opts.client ?? {}) });
  return {
    provider: 'stripe',
    live: true,
    async createCheckout(req) {
      const recurring = req.recurring ? { recurring: { interval: req.recurring.interval, interval_count: req.recurring.intervalCount } } : {};
      const session = await stripe.checkout.sessions.create({
        mode: req.recurring ? 'subscription' : 'payment',
        line_items: [{ price_data: { currency: req.currency, unit_amount: req.amountCents, product_data: { name: req.description }, ...recurring }, quantity: 1 }],
        success_url: req.successUrl,
        cancel_url: req.cancelUrl,
        metadata: req.metadata,
        ...(req.recurring ? { subscription_data: { metadata: req.metadata } } : {}),
        ...(req.expiresAt ? { expires_at: req.expiresAt } : {}),
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL.');
      return { sessionId: session.id, url: session.url };
    },
    parseWebhook: (rawBody, signatureHeader) => verifier.webhooks.constructEvent(rawBody, signatureHeader, opts.webhookSecret),
    async createPortal(customerId, returnUrl) {
      return (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url;
    },
    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (err) {
        if (!missing(err)) throw err;
      }
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return { subscriptionId: null };
      } catch (err) {
        // Stripe expires open checkouts only: see what became of this one.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        if (missing(err)) return { subscriptionId: null };
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'open') throw err;
        const sub = session.subscription;
        return { subscriptionId: typeof sub === 'string' ? sub : (sub?.id ?? null) };
      }
    },
  };
}

export function createTestPayments(opts: { appUrl: string; webhookSecret?: string }): Payments {
  const secret = opts.webhookSecret ?? `whsec_local_${randomBytes(24).toString('hex')}`;
  const sessions = new Map<string, CheckoutRequest>();
  const base = opts.appUrl.replace(/\/+$/, '');
  return {
    provider: 'test',
    live: true,
    async createCheckout(req) {
      const sessionId = `cs_test_local_${randomBytes(16).toString('hex')}`;
      sessions.set(sessionId, { ...req, metadata: { ...req.metadata } });
      // The site's page (src/pages/test-checkout): Pay and Cancel there need the payer's sign-in.
      return { sessionId, url: `${base}/test-checkout/${sessionId}` };
    },
    parseWebhook: (rawBody, signatureHeader) => verifier.webhooks.constructEvent(rawBody, signatureHeader, secret),
    testSession: (sessionId) => sessions.get(sessionId),
    signTestPayload: (payload) => verifier.webhooks.generateTestHeaderString({ payload, secret }),
  };
}

/**
 * No provider: refuses every checkout and every webhook. Its provider name is Stripe's, the provider production is
 * meant to use, so sessions Stripe recorded before its keys were removed are still found by their payers.
 */
export function createUnavailablePayments(): Payments {
  const refuse = (): never => {
    throw new Error('No payment provider is configured (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or TEST_CHECKOUT=1).');
  };
  return { provider: 'stripe', live: false, createCheckout: async () => refuse(), parseWebhook: refuse };
}

/** Whether the built-in test checkout may take payments: TEST_CHECKOUT decides, else everywhere but production. */
function testCheckoutAllowed(config: Pick<Config, 'NODE_ENV' | 'TEST_CHECKOUT'>): boolean {
  return config.TEST_CHECKOUT === undefined ? config.NODE_ENV !== 'production' : config.TEST_CHECKOUT === '1';
}

export const TEST_CHECKOUT_IN_PRODUCTION_WARNING =
  'TEST_CHECKOUT=1 in production: the built-in test checkout takes "payments" without charging anything ' +
  '(Pay marks orders and promotions paid). Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or TEST_CHECKOUT=0, for a public site.';

/**
 * Stripe when both keys are configured; else the built-in test checkout where allowed; else no provider. A test
 * checkout enabled in production is warned about in the log, every time the origin starts.
 */
export function paymentsFromConfig(config: Config, log?: Logger): Payments {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return createStripePayments({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET });
  }
  if (!testCheckoutAllowed(config)) return createUnavailablePayments();
  if (config.NODE_ENV === 'production') log?.warn(TEST_CHECKOUT_IN_PRODUCTION_WARNING);
  return createTestPayments({ appUrl: config.APP_URL });
}
