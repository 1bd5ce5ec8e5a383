import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** First-party analytics, recorded only after the visitor accepted the consent prompt. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    name: text('name', { enum: ['user_registered', 'user_verified', 'user_login', 'ad_posted'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    properties: jsonb('properties').$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_time_idx').on(t.name, t.createdAt)],
);

/** Contact-form messages and support questions; kept even when mail delivery fails so nothing is lost. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  /** contact: the Contact Us form; question: a member's 'Ask a question' on the Support page */
  kind: text('kind', { enum: ['contact', 'question'] }).notNull().default('contact'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
