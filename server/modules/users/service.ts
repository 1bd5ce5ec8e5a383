import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { serializeUser } from '../auth/serialize.ts';
import { isFavouriteSeller } from '../favorites/service.ts';
import type { PublicUserDetails } from './schemas.ts';

/**
 * A member's public profile, or undefined when there is no such undeleted, verified member (an unverified account
 * belongs to nobody yet: whoever registered it has not proven the mailbox); is_favourite is the viewer's follow state.
 */
export async function publicUserDetails(db: Db, id: number, viewerId?: number): Promise<PublicUserDetails | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  if (!row) return undefined;
  const u = serializeUser(row, { self: false });
  const isFavourite = await isFavouriteSeller(db, viewerId, id);
  return {
    id: u.id,
    name: u.name,
    last_name: u.last_name,
    user_name: u.user_name,
    avatar: u.avatar,
    gender: u.gender,
    location: u.location,
    show_my_ads: u.show_my_ads,
    is_favourite: isFavourite,
    created_at: u.created_at,
    email_verified_at: u.email_verified_at,
  };
}
