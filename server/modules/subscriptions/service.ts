import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db, Tx } from '../../db/client.ts';
import { companies, companySubscriptions, subscriptionInvoices, subscriptionPlans } from '../../db/schema/index.ts';
import { ApiError, conflict, forbidden, invalidField, notFound } from '../../http/errors.ts';
import { isRowId } from '../../http/ids.ts';
import { formatCents, toCents } from '../../../common/money.ts';
import type { Deps } from '../../platform/deps.ts';
import type { Logger } from '../../platform/log.ts';
import { companyAdsCount } from '../companies/service.ts';
import {
  closeOpenCheckouts,
  findSession,
  openCheckout,
  openCheckoutUrl,
  registerObjectEvents,
  registerPurpose,
  sendTestEvent,
  type PaymentSessionRow,
  type WebhookOutcome,
} from '../payments/service.ts';

/** How long a company keeps posting after a renewal failed, counted from the end of the last paid period (decision 121). */
export const GRACE_DAYS = 7;
const DAY_MS = 86_400_000;
const CURRENCY = 'usd';

type PlanRow = typeof subscriptionPlans.$inferSelect;
type SubscriptionRow = typeof companySubscriptions.$inferSelect;
type Provider = SubscriptionRow['provider'];
type CompanyRow = { id: number; userId: number; name: string; status: string; maxAds: number; subscriptionExpiresAt: Date | null };

/** The provider's statuses of a subscription that has ended for good: no later event brings it back. */
const ENDED = new Set(['canceled', 'incomplete_expired']);
/** The provider's statuses of a subscription whose latest invoice is unpaid. */
const ARREARS = new Set(['past_due', 'unpaid']);

const planJson = (p: PlanRow) => ({
  id: p.id,
  name: p.name,
  description: p.translations.description.en,
  translations: p.translations,
  price: p.price,
  currency: CURRENCY,
  interval: p.interval,
  interval_count: p.intervalCount,
  max_ads: p.maxAds,
});

/** GET /subscription-plans: the plans on offer, in their order. */
export async function listPlans(db: Db) {
  const rows = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.active, true)).orderBy(asc(subscriptionPlans.position), asc(subscriptionPlans.id));
  return rows.map(planJson);
}

/** 404 for a missing company, 403 NOT_COMPANY_OWNER for anyone but its owner (moderators included). */
async function ownedCompany(db: Db, userId: number, companyId: number): Promise<CompanyRow> {
  const [company] = await db
    .select({ id: companies.id, userId: companies.userId, name: companies.name, status: companies.status, maxAds: companies.maxAds, subscriptionExpiresAt: companies.subscriptionExpiresAt })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) throw notFound('Company not found.', 'COMPANY_NOT_FOUND');
  if (company.userId !== userId) throw forbidden("Only the company's owner can manage its subscription.", 'NOT_COMPANY_OWNER');
  return company;
}

const time = (d: Date | null | undefined) => d?.getTime() ?? -Infinity;

/** Whether an unpaid period is open: a failed invoice no later payment covered, or the provider says past due. */
function inArrears(r: SubscriptionRow): boolean {
  const paid = time(r.paidThrough);
  return time(r.failedPeriodEnd) > paid || (r.status !== null && ARREARS.has(r.status) && paid < time(r.currentPeriodEnd));
}

/**
 * Until when a subscription lets its company post, from what its events recorded (whatever order they came in):
 * - ended (deleted): when it ended, so posting stops;
 * - incomplete (the first payment not made): only what paid invoices cover, no grace;
 * - in arrears: the end of the last paid period (the failed period's start) plus GRACE_DAYS;
 * - otherwise the later of the current period's end and what paid invoices cover; before any subscription event,
 *   only what paid invoices cover.
 */
export function effectiveExpiry(r: SubscriptionRow): Date | null {
  if (r.status !== null && ENDED.has(r.status)) return r.endedAt ?? r.stateAt;
  const paid = time(r.paidThrough);
  // Never paid yet (the first payment failed or waits): no grace for what was never bought.
  if (r.status === 'incomplete') return Number.isFinite(paid) ? new Date(paid) : null;
  if (inArrears(r)) {
    const failedOpen = time(r.failedPeriodEnd) > paid;
    const base = Math.max(paid, failedOpen ? time(r.failedPeriodStart) : -Infinity, r.status !== null && ARREARS.has(r.status) ? time(r.currentPeriodStart) : -Infinity);
    return Number.isFinite(base) ? new Date(base + GRACE_DAYS * DAY_MS) : null;
  }
  const until = r.status === null ? paid : Math.max(paid, time(r.currentPeriodEnd));
  return Number.isFinite(until) ? new Date(until) : null;
}

/**
 * The company's effective state (what company-ad posting reads) from its best subscription: the one running
 * longest; none running at all clears it. A company without subscription rows (demo data) is left as it is.
 */
async function applyToCompany(tx: Tx, companyId: number): Promise<void> {
  const [best] = await tx
    .select({ expiresAt: companySubscriptions.expiresAt, maxAds: subscriptionPlans.maxAds })
    .from(companySubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, companySubscriptions.planId))
    .where(eq(companySubscriptions.companyId, companyId))
    .orderBy(sql`${companySubscriptions.expiresAt} desc nulls last`)
    .limit(1);
  if (!best) return;
  await tx.update(companies).set({ subscriptionExpiresAt: best.expiresAt, maxAds: best.maxAds, updatedAt: sql`now()` }).where(eq(companies.id, companyId));
}

/** What an event says the subscription is for: the metadata our checkout gave it (the company and plan), and its customer. */
type Link = { companyId?: string | number | undefined; planId?: string | number | undefined; customerId?: string | null };

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/**
 * This provider subscription's row, locked for the event's transaction; created from the event's link when it is the
 * first event about it. Undefined for a subscription that is not one of ours (another application on the account).
 */
async function lockedRow(tx: Tx, provider: Provider, subscriptionId: string, link: Link): Promise<SubscriptionRow | undefined> {
  const key = and(eq(companySubscriptions.provider, provider), eq(companySubscriptions.providerSubscriptionId, subscriptionId));
  const [found] = await tx.select({ id: companySubscriptions.id }).from(companySubscriptions).where(key).limit(1);
  if (!found) {
    const companyId = Number(link.companyId);
    const planId = Number(link.planId);
    if (!isRowId(companyId) || !isRowId(planId)) return undefined;
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
    const [plan] = await tx.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.id, planId)).limit(1);
    if (!company || !plan) return undefined;
    // Two first events at once: one inserts, the other finds its row below.
    await tx.insert(companySubscriptions).values({ provider, providerSubscriptionId: subscriptionId, companyId, planId }).onConflictDoNothing();
  }
  const [row] = await tx.select().from(companySubscriptions).where(key).for('update');
  if (row && link.customerId && !row.providerCustomerId) {
    await tx.update(companySubscriptions).set({ providerCustomerId: link.customerId }).where(eq(companySubscriptions.id, row.id));
    row.providerCustomerId = link.customerId;
  }
  return row;
}

/**
 * One event's facts about one subscription: `change` answers the fields to set (null when the event is older than
 * what is stored), then the subscription's and its company's effective state are derived again.
 */
async function record(
  tx: Tx,
  provider: Provider,
  subscriptionId: string,
  link: Link,
  change: (row: SubscriptionRow) => Partial<SubscriptionRow> | null,
): Promise<WebhookOutcome> {
  const row = await lockedRow(tx, provider, subscriptionId, link);
  if (!row) return { received: true, ignored: 'unknown subscription' };
  const patch = change(row);
  if (!patch) return { received: true, ignored: 'older than the stored state' };
  const expiresAt = effectiveExpiry({ ...row, ...patch });
  await tx.update(companySubscriptions).set({ ...patch, expiresAt, updatedAt: sql`now()` }).where(eq(companySubscriptions.id, row.id));
  await applyToCompany(tx, row.companyId);
  return { received: true };
}

const fromUnix = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null);

/** A subscription's current period: on its items since Stripe's 2025-03 API, on the subscription itself before. */
function periodOf(sub: Stripe.Subscription): { start: Date | null; end: Date | null } {
  const items = sub.items?.data ?? [];
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  const starts = items.map((i) => i.current_period_start).filter((n) => typeof n === 'number');
  const ends = items.map((i) => i.current_period_end).filter((n) => typeof n === 'number');
  return {
    start: fromUnix(starts.length ? Math.min(...starts) : legacy.current_period_start),
    end: fromUnix(ends.length ? Math.max(...ends) : legacy.current_period_end),
  };
}

/**
 * customer.subscription.created / updated / deleted: the subscription object's status and period, applied only when
 * the event is not older than the state stored (Stripe's `created`), and never bringing an ended subscription back.
 */
async function onSubscriptionEvent(tx: Tx, event: Stripe.Event, provider: Provider): Promise<WebhookOutcome> {
  const sub = event.data.object as Stripe.Subscription;
  const at = new Date(event.created * 1000);
  const deleted = event.type === 'customer.subscription.deleted';
  const status = deleted && !ENDED.has(sub.status) ? 'canceled' : sub.status;
  const { start, end } = periodOf(sub);
  return record(tx, provider, sub.id, { ...sub.metadata, customerId: idOf(sub.customer) }, (row) => {
    if (row.stateAt && row.stateAt > at) return null;
    if (row.status !== null && ENDED.has(row.status) && !ENDED.has(status)) return null;
    return {
      status,
      stateAt: at,
      currentPeriodStart: start ?? row.currentPeriodStart,
      currentPeriodEnd: end ?? row.currentPeriodEnd,
      cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
      endedAt: fromUnix(sub.ended_at) ?? (ENDED.has(status) ? at : null),
    };
  });
}

/** The subscription an invoice bills: on its parent since Stripe's 2025-03 API, on the invoice itself before. */
function invoiceSubscription(inv: Stripe.Invoice): { id: string | null; metadata: Record<string, string> } {
  const details = inv.parent?.subscription_details;
  const legacy = (inv as unknown as { subscription?: string | { id: string } | null }).subscription;
  return { id: idOf(details?.subscription ?? legacy), metadata: details?.metadata ?? {} };
}

/** The service period an invoice bills (its lines' periods; the invoice's own period_* are the previous one's). */
function invoicePeriod(inv: Stripe.Invoice): { start: Date; end: Date } | null {
  const lines = inv.lines?.data ?? [];
  if (lines.length === 0) return null;
  return { start: new Date(Math.min(...lines.map((l) => l.period.start)) * 1000), end: new Date(Math.max(...lines.map((l) => l.period.end)) * 1000) };
}

/**
 * invoice.paid moves `paid_through` forward and records what the invoice collected (once per invoice, however often
 * or late it is delivered); invoice.payment_failed records the failed period. Periods only ever grow.
 */
async function onInvoiceEvent(tx: Tx, event: Stripe.Event, provider: Provider): Promise<WebhookOutcome> {
  const inv = event.data.object as Stripe.Invoice;
  const { id, metadata } = invoiceSubscription(inv);
  const period = invoicePeriod(inv);
  if (!id || !period) return { received: true, ignored: 'not a subscription invoice' };
  const paid = event.type === 'invoice.paid';
  const outcome = await record(tx, provider, id, { ...metadata, customerId: idOf(inv.customer) }, (row) => {
    if (paid) return row.paidThrough && row.paidThrough >= period.end ? null : { paidThrough: period.end };
    return row.failedPeriodEnd && row.failedPeriodEnd >= period.end ? null : { failedPeriodStart: period.start, failedPeriodEnd: period.end };
  });
  if (paid && outcome.ignored !== 'unknown subscription') await recordPaidInvoice(tx, provider, id, inv, event);
  return outcome;
}

/** One paid invoice's amount for the revenue figures, when it collected anything (Stripe's amounts are in cents). */
async function recordPaidInvoice(tx: Tx, provider: Provider, subscriptionId: string, inv: Stripe.Invoice, event: Stripe.Event) {
  if (!inv.id || !(inv.amount_paid > 0) || !inv.currency) return;
  const [owner] = await tx
    .select({ id: companySubscriptions.id })
    .from(companySubscriptions)
    .where(and(eq(companySubscriptions.provider, provider), eq(companySubscriptions.providerSubscriptionId, subscriptionId)))
    .limit(1);
  await tx
    .insert(subscriptionInvoices)
    .values({
      provider,
      providerInvoiceId: inv.id,
      companySubscriptionId: owner?.id ?? null,
      amount: formatCents(inv.amount_paid),
      currency: inv.currency.toLowerCase(),
      paidAt: fromUnix(inv.status_transitions?.paid_at) ?? new Date(event.created * 1000),
    })
    .onConflictDoNothing();
}

registerObjectEvents(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted'], onSubscriptionEvent);
registerObjectEvents(['invoice.paid', 'invoice.payment_failed'], onInvoiceEvent);

/** The end of a period of `plan` that starts at `from` (calendar months and years, as the provider bills them). */
function periodEnd(plan: PlanRow, from: Date): Date {
  const end = new Date(from);
  if (plan.interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + plan.intervalCount);
  else end.setUTCMonth(end.getUTCMonth() + plan.intervalCount);
  return end;
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** A Stripe-shaped subscription object, for the events the test checkout sends. */
function testSubscription(f: { id: string; customer: string; status: string; start: Date; end: Date; cancelAtPeriodEnd: boolean; metadata: Record<string, string> }) {
  return {
    id: f.id,
    object: 'subscription',
    customer: f.customer,
    status: f.status,
    cancel_at_period_end: f.cancelAtPeriodEnd,
    ended_at: null,
    metadata: f.metadata,
    items: { object: 'list', data: [{ object: 'subscription_item', current_period_start: unix(f.start), current_period_end: unix(f.end) }] },
  };
}

/**
 * Checkout completed in subscription mode: the provider's subscription is linked to the company and plan the
 * session was opened for. Its status and period come with its own events (created, updated, invoice.paid).
 */
async function fulfilSubscription(tx: Tx, session: PaymentSessionRow, log: Logger, checkout: Stripe.Checkout.Session): Promise<void> {
  const subscriptionId = idOf(checkout.subscription);
  if (!subscriptionId) {
    log.warn(`Subscription checkout ${session.sessionId} completed without a subscription.`);
    return;
  }
  await record(tx, session.provider, subscriptionId, { companyId: session.subject.companyId, planId: session.subject.planId, customerId: idOf(checkout.customer) }, () => ({}));
  // Two checkouts opened side by side and both paid: the company would pay twice for one posting right.
  const others = await tx
    .select({ id: companySubscriptions.providerSubscriptionId })
    .from(companySubscriptions)
    .where(
      and(
        eq(companySubscriptions.companyId, Number(session.subject.companyId)),
        sql`${companySubscriptions.providerSubscriptionId} <> ${subscriptionId}`,
        sql`${companySubscriptions.expiresAt} > now()`,
        sql`coalesce(${companySubscriptions.status}, '') not in ('canceled', 'incomplete_expired')`,
      ),
    );
  if (others.length > 0) {
    log.error(`Company ${String(session.subject.companyId)} now has more than one running subscription (${[subscriptionId, ...others.map((o) => o.id)].join(', ')}): cancel and refund the extra one.`);
  }
}

async function planById(db: Db | Tx, planId: number): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId)).limit(1);
  return plan;
}

registerPurpose('subscription', {
  fulfil: fulfilSubscription,
  describe: (session) => `Company subscription (plan ${String(session.subject.planId ?? '')})`,
  // What Stripe sends with a paid subscription checkout: the subscription and its first paid invoice.
  async testPayment(db, session) {
    const plan = await planById(db, Number(session.subject.planId));
    if (!plan) throw new Error(`Payment session ${session.sessionId} names no plan.`);
    const start = new Date();
    const end = periodEnd(plan, start);
    const subscription = `sub_test_local_${randomBytes(12).toString('hex')}`;
    const customer = `cus_test_local_${randomBytes(12).toString('hex')}`;
    const metadata = { purpose: 'subscription', companyId: String(session.subject.companyId), planId: String(plan.id), userId: String(session.userId) };
    return {
      checkout: { mode: 'subscription', subscription, customer },
      events: [
        { type: 'customer.subscription.created', object: testSubscription({ id: subscription, customer, status: 'active', start, end, cancelAtPeriodEnd: false, metadata }) },
        {
          type: 'invoice.paid',
          object: {
            id: `in_test_local_${randomBytes(12).toString('hex')}`,
            object: 'invoice',
            customer,
            status: 'paid',
            amount_paid: toCents(plan.price),
            currency: 'usd',
            status_transitions: { paid_at: unix(start) },
            parent: { type: 'subscription_details', subscription_details: { subscription, metadata } },
            lines: { object: 'list', data: [{ object: 'line_item', period: { start: unix(start), end: unix(end) } }] },
          },
        },
      ],
    };
  },
});

/** The company's latest subscription (the one running longest, else the newest) with its plan. */
async function latestSubscription(db: Db, companyId: number): Promise<{ row: SubscriptionRow; plan: PlanRow } | undefined> {
  const [found] = await db
    .select({ row: companySubscriptions, plan: subscriptionPlans })
    .from(companySubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, companySubscriptions.planId))
    .where(eq(companySubscriptions.companyId, companyId))
    .orderBy(sql`${companySubscriptions.expiresAt} desc nulls last`, desc(companySubscriptions.id))
    .limit(1);
  return found;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Whether the company may post company ads now, by the server clock (the same rule posting applies). */
const isRunning = (company: CompanyRow) => company.subscriptionExpiresAt !== null && company.subscriptionExpiresAt.getTime() > Date.now();

/** The company's subscription as the owner sees it, judged by the server clock now. */
async function subscriptionView(db: Db, company: CompanyRow, latest: { row: SubscriptionRow; plan: PlanRow } | undefined) {
  const used = await companyAdsCount(db, company.id);
  const row = latest?.row;
  // The company's effective state is what posting reads; the subscription row says why (grace, cancelling).
  const expires = company.subscriptionExpiresAt;
  const running = isRunning(company);
  const state = expires === null ? 'none' : !running ? 'expired' : row && inArrears(row) ? 'grace' : row?.cancelAtPeriodEnd ? 'cancelling' : 'active';
  return {
    state: state as 'none' | 'active' | 'cancelling' | 'grace' | 'expired',
    plan: latest ? planJson(latest.plan) : null,
    status: row?.status ?? null,
    current_period_start: iso(row?.currentPeriodStart ?? null),
    current_period_end: iso(row?.currentPeriodEnd ?? null),
    expires_at: iso(expires),
    cancel_at_period_end: row?.cancelAtPeriodEnd ?? false,
    max_ads: company.maxAds,
    used_ads: used,
    remaining_ads: running ? Math.max(0, company.maxAds - used) : 0,
  };
}

/** How the owner manages a subscription that has not ended: the provider's portal, or the test checkout's cancel. */
function manageWay(deps: Deps, row: SubscriptionRow | undefined): 'portal' | 'test' | null {
  if (!row || (row.status !== null && ENDED.has(row.status)) || row.provider !== deps.payments.provider) return null;
  if (row.provider === 'stripe') return row.providerCustomerId && deps.payments.createPortal ? 'portal' : null;
  return 'test';
}

/** GET /company/{id}/subscription: the owner's view of the company's subscription. */
export async function companySubscription(deps: Deps, userId: number, companyId: number) {
  const company = await ownedCompany(deps.db, userId, companyId);
  const latest = await latestSubscription(deps.db, company.id);
  const subscription = await subscriptionView(deps.db, company, latest);
  const pending = await openCheckoutUrl(deps.db, userId, 'subscription', { companyId: company.id });
  return {
    company: { id: company.id, name: company.name, status: company.status },
    subscription,
    can_subscribe: deps.payments.live && company.status === 'approved' && (subscription.state === 'none' || subscription.state === 'expired'),
    manage: manageWay(deps, latest?.row),
    pending_checkout_url: pending,
  };
}

/**
 * POST /company/{id}/subscription/checkout: opens the provider's checkout in subscription mode for the owner of an
 * approved company without a running subscription. Nothing changes until the signed webhooks say so.
 */
export async function startSubscriptionCheckout(deps: Deps, userId: number, companyId: number, planId: number): Promise<{ url: string }> {
  const company = await ownedCompany(deps.db, userId, companyId);
  if (company.status !== 'approved') throw conflict('The company can subscribe once it is approved.', 'COMPANY_NOT_APPROVED');
  const plan = await planById(deps.db, planId);
  if (!plan || !plan.active) throw invalidField('plan_id', 'PLAN_NOT_FOUND', 'This plan is not available.');
  if (isRunning(company)) throw conflict('The company already has a running subscription. Manage it instead.', 'ALREADY_SUBSCRIBED');
  if (!deps.payments.live) {
    deps.log.warn('Subscription checkout refused: no payment provider is live (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or TEST_CHECKOUT=1).');
    throw new ApiError(503, 'Online payments are not available right now. Please try again later.', { messageStatus: 'PAYMENTS_UNAVAILABLE' });
  }
  // The same plan's checkout still open: back to it rather than a second subscription.
  const open = await openCheckoutUrl(deps.db, userId, 'subscription', { companyId: company.id, planId: plan.id });
  if (open) return { url: open };
  const base = deps.config.APP_URL.replace(/\/+$/, '');
  const checkout = await openCheckout(deps, {
    purpose: 'subscription',
    recurring: { interval: plan.interval, intervalCount: plan.intervalCount },
    userId,
    subject: { companyId: company.id, planId: plan.id, interval: plan.interval, intervalCount: plan.intervalCount },
    amount: plan.price,
    description: `${plan.name}: ${company.name}`.slice(0, 250),
    successUrl: `${base}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}/account/companies/${company.id}/subscription`,
  });
  return { url: checkout.url };
}

/** The subscription the owner can manage, else 409 NO_SUBSCRIPTION. */
async function manageable(deps: Deps, userId: number, companyId: number) {
  const company = await ownedCompany(deps.db, userId, companyId);
  const latest = await latestSubscription(deps.db, company.id);
  const way = manageWay(deps, latest?.row);
  if (!latest || !way) throw conflict('The company has no subscription to manage.', 'NO_SUBSCRIPTION');
  return { company, row: latest.row, way };
}

/** POST /company/{id}/subscription/portal: the provider's customer portal (cancel, card changes) for the owner. */
export async function subscriptionPortal(deps: Deps, userId: number, companyId: number): Promise<{ url: string }> {
  const { company, row, way } = await manageable(deps, userId, companyId);
  if (way !== 'portal' || !deps.payments.createPortal || !row.providerCustomerId) throw conflict('Managing the subscription with the payment provider is not available here.', 'PORTAL_UNAVAILABLE');
  const base = deps.config.APP_URL.replace(/\/+$/, '');
  return { url: await deps.payments.createPortal(row.providerCustomerId, `${base}/account/companies/${company.id}/subscription`) };
}

/**
 * POST /company/{id}/subscription/cancel, the test checkout's stand-in for the portal: cancels at the period end, as
 * the portal does, by a signed customer.subscription.updated through the webhook handling.
 */
export async function cancelTestSubscription(deps: Deps, userId: number, companyId: number) {
  const { company, row, way } = await manageable(deps, userId, companyId);
  if (way !== 'test') throw conflict('Managing the subscription with the payment provider is not available here.', 'PORTAL_UNAVAILABLE');
  const plan = await planById(deps.db, row.planId);
  const start = row.currentPeriodStart ?? new Date();
  await sendTestEvent(
    deps,
    'customer.subscription.updated',
    testSubscription({
      id: row.providerSubscriptionId,
      customer: row.providerCustomerId ?? `cus_test_local_${randomBytes(12).toString('hex')}`,
      status: row.status ?? 'active',
      start,
      end: row.currentPeriodEnd ?? (plan ? periodEnd(plan, start) : start),
      cancelAtPeriodEnd: true,
      metadata: { purpose: 'subscription', companyId: String(row.companyId), planId: String(row.planId) },
    }),
  );
  return companySubscription(deps, userId, company.id);
}

/**
 * Before an owner's account, and with it their companies, is deleted (docs/decisions.md 127), through the payment
 * port: the plan checkouts they left open are closed, so none can be paid afterwards (one paid in the meantime has
 * its subscription cancelled), and every subscription of their companies that has not ended is cancelled at once and
 * recorded here as ended, so nobody is billed for a company that is gone. The test checkout's subscriptions never
 * renew and its checkouts need the member's sign-in, so they are only recorded. When the provider cannot do one of
 * these (unreachable, or no longer configured) this throws 503 SUBSCRIPTIONS_NOT_CANCELLED and the account must stay;
 * what was done is recorded, so a retry skips it.
 */
export async function endOwnerSubscriptions(deps: Deps, ownerId: number): Promise<void> {
  const atStripe = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      if (err instanceof ApiError) throw err;
      deps.log.error(`Deleting member ${ownerId}: ${what} failed at Stripe.`, err);
      throw new ApiError(503, 'Your company subscriptions could not be cancelled right now, so your account was not deleted. Please try again in a few minutes.', {
        messageStatus: 'SUBSCRIPTIONS_NOT_CANCELLED',
      });
    }
  };
  const cancel = (subscriptionId: string) =>
    atStripe(`cancelling subscription ${subscriptionId}`, async () => {
      if (deps.payments.provider !== 'stripe' || !deps.payments.cancelSubscription) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET).');
      await deps.payments.cancelSubscription(subscriptionId);
    });

  await atStripe('closing the open plan checkouts', () => closeOpenCheckouts(deps, ownerId, 'subscription', cancel));

  const running = await deps.db
    .select({ row: companySubscriptions })
    .from(companySubscriptions)
    .innerJoin(companies, eq(companies.id, companySubscriptions.companyId))
    .where(and(eq(companies.userId, ownerId), sql`coalesce(${companySubscriptions.status}, '') not in ('canceled', 'incomplete_expired')`))
    .orderBy(asc(companySubscriptions.id));
  for (const { row } of running) {
    if (row.provider === 'stripe') await cancel(row.providerSubscriptionId);
    const ended = { status: 'canceled', stateAt: new Date(), endedAt: new Date(), cancelAtPeriodEnd: false };
    await deps.db.transaction(async (tx) => {
      await tx
        .update(companySubscriptions)
        .set({ ...ended, expiresAt: effectiveExpiry({ ...row, ...ended }), updatedAt: sql`now()` })
        .where(eq(companySubscriptions.id, row.id));
      await applyToCompany(tx, row.companyId);
    });
  }
}

/** GET /subscription/session/{sessionId}: the payer's own subscription checkout, for /subscription/success. */
export async function subscriptionSession(deps: Deps, userId: number, sessionId: string) {
  const session = await findSession(deps.db, deps.payments.provider, sessionId);
  if (!session || session.userId !== userId || session.purpose !== 'subscription') throw new ApiError(404, 'Checkout session not found.', { messageStatus: 'CHECKOUT_NOT_FOUND' });
  const company = await ownedCompany(deps.db, userId, Number(session.subject.companyId));
  const plan = await planById(deps.db, Number(session.subject.planId));
  if (!plan) throw new ApiError(404, 'Checkout session not found.', { messageStatus: 'CHECKOUT_NOT_FOUND' });
  const latest = await latestSubscription(deps.db, company.id);
  return {
    session_id: session.sessionId,
    payment: session.status,
    company: { id: company.id, name: company.name },
    plan: planJson(plan),
    subscription: await subscriptionView(deps.db, company, latest),
  };
}
