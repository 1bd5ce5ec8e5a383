import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './ads.ts';
import type { Localized } from './catalog.ts';

/** What a company can subscribe to (reference data, seeded from server/seed/data/reference.ts; docs/decisions.md 120). */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  translations: jsonb('translations').$type<{ name: Localized; description: Localized }>().notNull(),
  /** Charged every period, in US dollars. */
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  /** The billing period: `interval_count` months or years. */
  interval: text('interval', { enum: ['month', 'year'] }).notNull(),
  intervalCount: integer('interval_count').notNull().default(1),
  /** Company ads (type 2) the company may have at once while subscribed. */
  maxAds: integer('max_ads').notNull(),
  position: integer('position').notNull().default(0),
  /** An operator retires a plan by setting it false: existing subscriptions keep it, nobody can buy it any more. */
  active: boolean('active').notNull().default(true),
});

/**
 * One subscription at the payment provider, as its signed webhooks described it. Each event may arrive late, twice or
 * before the one it follows, so every field is kept the way the provider's own timestamps order them: the
 * subscription object's state only from an event newer than `state_at`, paid and failed periods as maxima. The
 * company's effective state (companies.subscription_expires_at and max_ads) is derived from these rows.
 */
export const companySubscriptions = pgTable(
  'company_subscriptions',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').notNull().references(() => subscriptionPlans.id),
    /** The provider's status (Stripe's words: incomplete, active, past_due, unpaid, canceled, ...); null until a subscription event came. */
    status: text('status'),
    /** The `created` time of the event whose subscription object set status and period. */
    stateAt: timestamp('state_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The latest end of a period a paid invoice covered. */
    paidThrough: timestamp('paid_through', { withTimezone: true }),
    /** The latest period whose invoice failed (its start and end); it counts while no paid invoice reaches its end. */
    failedPeriodStart: timestamp('failed_period_start', { withTimezone: true }),
    failedPeriodEnd: timestamp('failed_period_end', { withTimezone: true }),
    /** What this subscription gives the company: posting allowed until then (the grace period included). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_subscriptions_provider_key').on(t.provider, t.providerSubscriptionId), index('company_subscriptions_company_idx').on(t.companyId)],
);

/**
 * Every paid invoice of a subscription (its first period and each renewal), as its invoice.paid webhook described
 * it, once per invoice: the operators' subscription revenue (decision 175). It outlives a deleted company's
 * subscription row, since revenue already earned stays earned; it holds no personal data.
 */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    companySubscriptionId: integer('company_subscription_id').references(() => companySubscriptions.id, { onDelete: 'set null' }),
    /** What the invoice collected, in its currency's units (plans are charged in US dollars). */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('subscription_invoices_provider_key').on(t.provider, t.providerInvoiceId), index('subscription_invoices_paid_idx').on(t.paidAt)],
);
