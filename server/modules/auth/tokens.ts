import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { authTokens, users } from '../../db/schema/index.ts';

export type SessionUser = typeof users.$inferSelect;

/** "Keep me logged in" keeps a session for 30 days; otherwise a day. */
export const SESSION_TTL_MS = { short: 24 * 60 * 60 * 1000, remember: 30 * 24 * 60 * 60 * 1000 } as const;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a random bearer token; only its hash is stored. The id prefix keeps tokens recognisable in logs without revealing them. */
export async function issueToken(db: Db, userId: number, remember: boolean): Promise<string> {
  const token = `${userId}|${randomBytes(32).toString('base64url')}`;
  await db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + (remember ? SESSION_TTL_MS.remember : SESSION_TTL_MS.short)),
  });
  return token;
}

/** How often a session's last use is written: often enough for 'signed-in devices', not a write per request. */
const TOUCH_EVERY_MS = 5 * 60_000;

/**
 * The session of a bearer token. With the caller's User-Agent (HTTP calls) the session's last use and device are
 * written, at most every few minutes, for the list of signed-in devices.
 */
export async function resolveToken(db: Db, token: string, userAgent?: string): Promise<{ user: SessionUser; tokenId: number } | undefined> {
  const [row] = await db
    .select({ user: users, tokenId: authTokens.id, lastUsedAt: authTokens.lastUsedAt, userAgent: authTokens.userAgent })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        // A member an operator blocked is signed out everywhere at once, whatever tokens survive (decision 173).
        eq(users.isBlocked, false),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const agent = userAgent?.slice(0, 512);
  if (agent !== undefined && (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS || row.userAgent !== agent)) {
    await db.update(authTokens).set({ lastUsedAt: sql`now()`, userAgent: agent }).where(eq(authTokens.id, row.tokenId));
  }
  return { user: row.user, tokenId: row.tokenId };
}

/** The user id a bearer token signs in, for the realtime handshake (platform/realtime.ts's Authenticate). */
export function tokenAuthenticator(db: Db) {
  return async (token: string): Promise<{ userId: number; sessionId: number } | undefined> => {
    const session = await resolveToken(db, token);
    return session && { userId: session.user.id, sessionId: session.tokenId };
  };
}

export async function revokeToken(db: Db, tokenId: number) {
  await db.update(authTokens).set({ revokedAt: sql`now()` }).where(eq(authTokens.id, tokenId));
}

/** Signs every session of a member out and closes their sockets; the current one may be kept (a password change). */
export async function revokeAllTokens(deps: Pick<Deps, 'db' | 'broadcast'>, userId: number, exceptTokenId?: number) {
  await deps.db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        exceptTokenId === undefined ? undefined : sql`${authTokens.id} <> ${exceptTokenId}`,
      ),
    );
  await deps.broadcast.disconnect(userId, { except: exceptTokenId });
}
