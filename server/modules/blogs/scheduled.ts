import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { Deps } from '../../platform/deps.ts';
import { startSweep } from '../../platform/sweep.ts';

/** How often the origin looks for scheduled posts whose time came. */
export const SCHEDULED_BLOG_SWEEP_MS = 30_000;

/**
 * A scheduled post goes public by the clock, with no write to fire the blogs trigger (migration 0033), so the edge
 * would keep the cached blog lists and sitemap without it for their fresh minutes (decision 146). This names on the
 * page_change channel, as that trigger does, the posts whose publication time fell after `since` and up to the
 * database's now, and answers that now for the next look (`since` null: the last five minutes, which covers a
 * restart). Every origin process may do it: a purge named twice costs nothing.
 */
export async function announceScheduledBlogs(db: Db, since: string | null): Promise<{ count: number; until: string }> {
  const from = since === null ? sql`now() - interval '5 minutes'` : sql`${since}::timestamptz`;
  const due = await rows<{ slug: string | null; until: string }>(
    db,
    sql`select b.slug, t.until::text as until from (select now() as until) t
      left join blogs b on b.published_at > ${from} and b.published_at <= t.until`,
  );
  const keys = due.flatMap((d) => (d.slug === null ? [] : [`blog:${d.slug}`]));
  if (keys.length > 0) await db.execute(sql`select pg_notify('page_change', k) from unnest(${sql.param(['blogs', ...keys])}::text[]) k`);
  return { count: keys.length, until: String(due[0]!.until) };
}

/** Runs announceScheduledBlogs now and every `everyMs`; answers the function that stops it. */
export function startScheduledBlogSweep(deps: Pick<Deps, 'db' | 'log'>, everyMs = SCHEDULED_BLOG_SWEEP_MS): () => void {
  let since: string | null = null;
  return startSweep(
    deps.log,
    'scheduled blog sweep',
    everyMs,
    async () => {
      const { count, until } = await announceScheduledBlogs(deps.db, since);
      since = until;
      return count;
    },
    (n) => `${n} scheduled blog post(s) went public`,
  );
}
