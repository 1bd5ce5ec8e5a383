import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

/** The socket event that tells a member's contacts they came online or went away (decision 87). */
export const PRESENCE_EVENT = 'presence';

export type Presence = { userId: number; isOnline: boolean; lastSeen: string | null };

/**
 * Who sees a member's presence: everyone they share a one-to-one chat with, unless either of the two blocked the
 * other (the chat list shows is_online to the same members, decision 79).
 */
export async function presenceAudience(db: Db, userId: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select case when c.user1_id = ${userId} then c.user2_id else c.user1_id end as id
        from chats c
        where c.kind = 'user' and (c.user1_id = ${userId} or c.user2_id = ${userId})
          and not exists (select 1 from user_blocks b
            where (b.blocker_id = c.user1_id and b.blocked_id = c.user2_id) or (b.blocker_id = c.user2_id and b.blocked_id = c.user1_id))`,
  );
  return found.map((r) => Number(r.id));
}
