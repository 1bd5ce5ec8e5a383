import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adFavorites, ads, sellerFavorites, users } from '../../db/schema/index.ts';
import { loadAds } from '../ads/serialize.ts';
import { favoriteFeeds } from '../feeds/service.ts';
import { PUBLIC_AD } from '../ads/visibility.ts';
import { FAVORITES_CAP } from './schemas.ts';

export type FavoriteType = 'ads' | 'feeds' | 'seller' | 'shop';

/** The member's ads anyone may find (ads/visibility.ts): what their Ads tab lists; none while 'Show My Ads' is off. */
export function publicAdCount(ownerId: SQL | number): SQL<number> {
  return sql<number>`(select count(*)::int from ads a where a.owner_id = ${ownerId} and ${PUBLIC_AD})`;
}

/**
 * Adds or removes the caller's favorite on an ad and keeps ads.total_like in step, both in one transaction under a
 * row lock on the ad. Undefined when the ad does not exist (or is deleted; an inactive ad can be removed, not added).
 */
export async function toggleAdFavorite(db: Db, userId: number, adId: number): Promise<{ is_favorite: 0 | 1; total_like: number } | undefined> {
  return db.transaction(async (tx) => {
    const [ad] = await tx
      .select({ id: ads.id, status: ads.status })
      .from(ads)
      .where(and(eq(ads.id, adId), isNull(ads.deletedAt)))
      .for('update');
    if (!ad) return undefined;
    const removed = await tx
      .delete(adFavorites)
      .where(and(eq(adFavorites.userId, userId), eq(adFavorites.adsId, adId)))
      .returning({ id: adFavorites.id });
    if (removed.length > 0) {
      const [row] = await tx
        .update(ads)
        .set({ totalLike: sql`greatest(${ads.totalLike} - ${removed.length}, 0)` })
        .where(eq(ads.id, adId))
        .returning({ totalLike: ads.totalLike });
      return { is_favorite: 0 as const, total_like: row!.totalLike };
    }
    if (ad.status !== 1) return undefined;
    const inserted = await tx.insert(adFavorites).values({ userId, adsId: adId }).onConflictDoNothing().returning({ id: adFavorites.id });
    const [row] = await tx
      .update(ads)
      .set({ totalLike: sql`${ads.totalLike} + ${inserted.length}` })
      .where(eq(ads.id, adId))
      .returning({ totalLike: ads.totalLike });
    return { is_favorite: 1 as const, total_like: row!.totalLike };
  });
}

/** Follows or unfollows a seller. 'self' when the caller names themselves, undefined when there is no such member. */
export async function toggleSellerFavorite(db: Db, userId: number, sellerId: number): Promise<{ is_favourite: 0 | 1 } | 'self' | undefined> {
  if (sellerId === userId) return 'self';
  const [seller] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, sellerId), isNull(users.deletedAt)))
    .limit(1);
  if (!seller) return undefined;
  const removed = await db
    .delete(sellerFavorites)
    .where(and(eq(sellerFavorites.userId, userId), eq(sellerFavorites.sellerId, sellerId)))
    .returning({ id: sellerFavorites.id });
  if (removed.length > 0) return { is_favourite: 0 };
  await db.insert(sellerFavorites).values({ userId, sellerId }).onConflictDoNothing();
  return { is_favourite: 1 };
}

/** 1 when `viewerId` follows `sellerId`. */
export async function isFavouriteSeller(db: Db, viewerId: number | undefined, sellerId: number): Promise<0 | 1> {
  if (!viewerId) return 0;
  const [row] = await db
    .select({ id: sellerFavorites.id })
    .from(sellerFavorites)
    .where(and(eq(sellerFavorites.userId, viewerId), eq(sellerFavorites.sellerId, sellerId)))
    .limit(1);
  return row ? 1 : 0;
}

/**
 * The caller's favorites among active, undeleted listings of one kind (classified ads: no shop; shop items: a shop),
 * newest favorite first, at most FAVORITES_CAP, serialized by the ads module like every other ad list (is_favorite is
 * 1 on each; shop items carry their shop).
 */
async function favoriteListings(db: Db, userId: number, kind: 'ads' | 'shop') {
  const rows = await db
    .select({ id: ads.id })
    .from(adFavorites)
    .innerJoin(ads, eq(ads.id, adFavorites.adsId))
    .where(and(eq(adFavorites.userId, userId), eq(ads.status, 1), isNull(ads.deletedAt), kind === 'shop' ? isNotNull(ads.shopId) : isNull(ads.shopId)))
    .orderBy(desc(adFavorites.createdAt), desc(adFavorites.id))
    .limit(FAVORITES_CAP);
  return loadAds(
    db,
    rows.map((r) => r.id),
    { id: userId },
  );
}

/** The sellers the caller follows, most recently followed first, at most FAVORITES_CAP. */
export async function favoriteSellers(db: Db, userId: number) {
  const rows = await db
    .select({ id: users.id, name: users.name, lastName: users.lastName, avatar: users.avatar, totalAds: publicAdCount(sql`${users}.id`) })
    .from(sellerFavorites)
    .innerJoin(users, eq(users.id, sellerFavorites.sellerId))
    .where(and(eq(sellerFavorites.userId, userId), isNull(users.deletedAt)))
    .orderBy(desc(sellerFavorites.createdAt), desc(sellerFavorites.id))
    .limit(FAVORITES_CAP);
  return rows.map((r) => ({ id: r.id, name: r.name, lastName: r.lastName, avatar: r.avatar, totalAds: Number(r.totalAds) }));
}

export async function listFavorites(db: Db, userId: number, type: FavoriteType) {
  if (type === 'ads') return favoriteListings(db, userId, 'ads');
  if (type === 'seller') return favoriteSellers(db, userId);
  if (type === 'shop') return favoriteListings(db, userId, 'shop');
  return favoriteFeeds(db, userId, FAVORITES_CAP);
}
