import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { isoTime } from '../../db/values.ts';

/** What an operator acted on. */
export type AuditTarget = {
  type:
    | 'shop_request'
    | 'company'
    | 'user'
    | 'complaint'
    | 'question_topic'
    | 'ad'
    | 'feed'
    | 'story'
    | 'comment'
    | 'review'
    | 'currency'
    | 'promotion_option'
    | 'shipping_method'
    | 'subscription_plan'
    | 'category'
    | 'blog'
    | 'blog_category'
    | 'hotel'
    | 'hotel_review';
  id: number;
};

/**
 * Writes one operator action to the audit log, inside the action's own transaction, so the log holds exactly what
 * happened: who, what, on which row, and the row before and after.
 */
export async function recordAction(tx: Db, operatorId: number, action: string, target: AuditTarget, before: unknown, after: unknown): Promise<void> {
  await tx.execute(sql`insert into operator_actions (operator_id, action, target_type, target_id, before, after)
    values (${operatorId}, ${action}, ${target.type}, ${target.id}, ${before === null ? null : JSON.stringify(before)}::jsonb, ${after === null ? null : JSON.stringify(after)}::jsonb)`);
}

export type AuditEntry = {
  id: number;
  operator: { id: number; name: string };
  action: string;
  target_type: string;
  target_id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
};

/** A page of the audit log, newest first. */
export async function auditLog(db: Db, page: number, perPage: number): Promise<{ items: AuditEntry[]; total: number; page: number; perPage: number }> {
  const [count] = await rows<{ total: number }>(db, sql`select count(*)::int as total from operator_actions`);
  const found = await rows<{ id: number; operator_id: number; name: string | null; last_name: string | null; action: string; target_type: string; target_id: number; before: unknown; after: unknown; created_at: Date | string }>(
    db,
    sql`select a.*, u.name, u.last_name from operator_actions a left join users u on u.id = a.operator_id
      order by a.created_at desc, a.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  const items = found.map((r) => ({
    id: Number(r.id),
    operator: { id: Number(r.operator_id), name: [r.name, r.last_name].filter(Boolean).join(' ') },
    action: r.action,
    target_type: r.target_type,
    target_id: Number(r.target_id),
    before: (r.before as Record<string, unknown> | null) ?? null,
    after: (r.after as Record<string, unknown> | null) ?? null,
    created_at: isoTime(r.created_at),
  }));
  return { items, total: Number(count?.total ?? 0), page, perPage };
}
