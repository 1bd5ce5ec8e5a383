import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The operators' audit log (issue 16): who did what to which row, when, with the row's state before and after.
 * Written in the same transaction as the action; a trigger (migration 0036) refuses every update and delete, so
 * nobody edits it, operators included. operator_id keeps the number of an operator whose account is later deleted.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_actions_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('operator_actions_target_idx').on(t.targetType, t.targetId),
  ],
);
