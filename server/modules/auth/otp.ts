import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/index.ts';

export type OtpPurpose = 'verify' | 'reset';

/** Spec 000 section 9: six digits, a new code at most every 30 s. A code lives 10 minutes and survives 5 wrong tries. */
export const OTP = { length: 6, cooldownSeconds: 30, ttlMinutes: 10, maxAttempts: 5 } as const;

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** Stored as 'salt:hash'; a per-code random salt keeps equal codes from giving equal hashes. */
function encode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${hashCode(salt, code)}`;
}

function matches(stored: string, code: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const a = Buffer.from(hashCode(salt, code), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

const normal = (email: string) => email.trim().toLowerCase();

/** Seconds left before another code for this address and purpose may be sent; 0 when one may go now. */
export async function cooldownLeft(db: Db, email: string, purpose: OtpPurpose): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`ceil(${OTP.cooldownSeconds} - extract(epoch from (now() - ${otpCodes.createdAt})))::int` })
    .from(otpCodes)
    .where(and(sql`lower(${otpCodes.email}) = ${normal(email)}`, eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return Math.max(0, Number(row?.left ?? 0));
}

/** A fresh code; earlier unused codes for the same address and purpose stop working. */
export async function issueCode(db: Db, email: string, purpose: OtpPurpose): Promise<{ id: number; code: string }> {
  const code = String(randomInt(0, 10 ** OTP.length)).padStart(OTP.length, '0');
  const address = normal(email);
  await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(sql`lower(${otpCodes.email}) = ${address}`, eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
  const [row] = await db
    .insert(otpCodes)
    .values({ email: address, purpose, codeHash: encode(code), expiresAt: sql`now() + make_interval(mins => ${OTP.ttlMinutes})` })
    .returning({ id: otpCodes.id });
  return { id: row!.id, code };
}

/** Removes a code that never reached its mailbox, so the cooldown does not hold the user back. */
export async function discardCode(db: Db, id: number) {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

export type CheckResult = 'ok' | 'invalid' | 'expired' | 'locked';

/**
 * Checks a code against the newest one sent for the address and purpose and uses it up on success.
 * An attempt is reserved atomically before comparing, so parallel guesses cannot exceed the limit;
 * the fifth wrong guess burns the code.
 */
export async function checkCode(db: Db, email: string, purpose: OtpPurpose, code: string): Promise<CheckResult> {
  const [latest] = await db
    .select({
      id: otpCodes.id,
      codeHash: otpCodes.codeHash,
      attempts: otpCodes.attempts,
      consumedAt: otpCodes.consumedAt,
      expired: sql<boolean>`${otpCodes.expiresAt} <= now()`,
    })
    .from(otpCodes)
    .where(and(sql`lower(${otpCodes.email}) = ${normal(email)}`, eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  if (!latest) return 'invalid';
  if (latest.consumedAt) return latest.attempts >= OTP.maxAttempts ? 'locked' : 'invalid';
  if (latest.expired) return 'expired';

  const [reserved] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt), sql`${otpCodes.attempts} < ${OTP.maxAttempts}`))
    .returning({ attempts: otpCodes.attempts });
  if (!reserved) return 'locked';

  if (matches(latest.codeHash, code)) {
    const [used] = await db
      .update(otpCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    return used ? 'ok' : 'invalid';
  }
  if (reserved.attempts >= OTP.maxAttempts) {
    await db.update(otpCodes).set({ consumedAt: sql`now()` }).where(eq(otpCodes.id, latest.id));
    return 'locked';
  }
  return 'invalid';
}
