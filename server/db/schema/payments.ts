import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One checkout at the payment provider (Stripe, or the built-in test checkout). Fulfilment happens only when the
 * signed webhook says it was paid, and only once: `status` moves pending → paid exactly one time.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    sessionId: text('session_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** promotion (an ad's urgent/top page), order (a shop checkout) or subscription (a company's plan, paid every period) */
    purpose: text('purpose', { enum: ['promotion', 'order', 'subscription'] }).notNull(),
    /** What is being paid for: { adId, offerType } for promotions, { masterOrderId } for orders, { companyId, planId } for subscriptions. */
    subject: jsonb('subject').$type<Record<string, string | number>>().notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['pending', 'paid', 'cancelled', 'expired'] }).notNull().default('pending'),
    checkoutUrl: text('checkout_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_sessions_session_key').on(t.provider, t.sessionId),
    index('payment_sessions_user_idx').on(t.userId, t.createdAt),
    // The operators' dashboard sums what was paid per day and purpose.
    index('payment_sessions_paid_idx').on(t.completedAt).where(sql`${t.status} = 'paid'`),
  ],
);

/** Webhook events already handled, by the provider's event id: a redelivered event is acknowledged and ignored. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
