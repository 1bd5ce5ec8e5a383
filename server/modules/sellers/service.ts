import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads, reviews, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { publicAdCount } from '../favorites/service.ts';
import { publicUserDetails } from '../users/service.ts';
import { REVIEWS_PER_PAGE } from './schemas.ts';

/** Average (1 decimal, 0 without reviews) and count of the reviews written about a seller, hidden ones left out. */
export async function ratingSummary(db: Db, sellerId: number) {
  const [row] = await db
    .select({ total: count(), average: sql<string | null>`avg(${reviews.rating})` })
    .from(reviews)
    .where(and(eq(reviews.sellerId, sellerId), isNull(reviews.hiddenAt)));
  const total = Number(row?.total ?? 0);
  const average = row?.average == null ? 0 : Math.round(Number(row.average) * 10) / 10;
  return { average_rating: total ? average : 0, total_reviews: total };
}

/** The seller page: public fields, follow state, ad count, ratings, and whether Show Number has a phone to reveal. */
export async function sellerProfile(db: Db, sellerId: number, viewerId: number | undefined) {
  const user = await publicUserDetails(db, sellerId, viewerId);
  if (!user) return undefined;
  const [[counts], rating, phone] = await Promise.all([
    db.select({ totalAds: publicAdCount(sellerId) }).from(users).where(eq(users.id, sellerId)),
    ratingSummary(db, sellerId),
    shownPhone(db, sellerId),
  ]);
  return {
    user,
    is_favourite: user.is_favourite,
    total_ads: Number(counts?.totalAds ?? 0),
    ...rating,
    has_phone: phone !== null,
  };
}

/**
 * The phone a member chose to show (docs/decisions.md 30), or null: only an active classified ad that shows its
 * contact (show_contact) shows a phone, the one given on the ad or else the account's. With `adId`, that ad's; without,
 * the newest such ad's (the seller page). The account phone alone, given at registration, is never shown.
 */
export async function shownPhone(db: Db, sellerId: number, adId?: number): Promise<string | null> {
  const phone = sql<string>`coalesce(nullif(${ads.contactPhone}, ''), ${users.phone})`;
  const [row] = await db
    .select({ phone })
    .from(ads)
    .innerJoin(users, eq(users.id, ads.ownerId))
    .where(
      and(
        eq(ads.ownerId, sellerId),
        adId === undefined ? undefined : eq(ads.id, adId),
        eq(ads.status, 1),
        isNull(ads.deletedAt),
        isNull(ads.shopId),
        eq(ads.showContact, true),
        isNull(users.deletedAt),
        isNotNull(users.emailVerifiedAt),
        sql`${phone} is not null`,
      ),
    )
    .orderBy(desc(ads.createdAt), desc(ads.id))
    .limit(1);
  return row?.phone ?? null;
}

/** A page of the shown reviews about a seller, newest first; undefined when there is no such member. */
export async function sellerReviews(db: Db, sellerId: number, page: number) {
  const [seller] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, sellerId), isNull(users.deletedAt)))
    .limit(1);
  if (!seller) return undefined;
  const [rows, summary] = await Promise.all([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        files: reviews.files,
        adsId: reviews.adsId,
        shopId: reviews.shopId,
        createdAt: reviews.createdAt,
        reviewerId: users.id,
        reviewerName: users.name,
        reviewerLastName: users.lastName,
        reviewerAvatar: users.avatar,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.sellerId, sellerId), isNull(reviews.hiddenAt)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PER_PAGE)
      .offset((page - 1) * REVIEWS_PER_PAGE),
    ratingSummary(db, sellerId),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      comment: r.comment,
      files: r.files,
      ads_id: r.adsId,
      shop_id: r.shopId,
      reviewer: { id: r.reviewerId, name: r.reviewerName, last_name: r.reviewerLastName, avatar: r.reviewerAvatar },
      created_at: r.createdAt.toISOString(),
    })),
    summary,
  };
}

/** Show Number: the phone the member shows (on `adId`, or on the seller page); 404 for an unknown member or ad. */
export async function revealPhone(db: Db, sellerId: number, adId: number | undefined): Promise<{ phone: string | null }> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, sellerId), isNull(users.deletedAt), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  if (!member) throw notFound('No seller data available.');
  if (adId !== undefined) {
    const [ad] = await db
      .select({ id: ads.id })
      .from(ads)
      .where(and(eq(ads.id, adId), eq(ads.ownerId, sellerId), eq(ads.status, 1), isNull(ads.deletedAt)))
      .limit(1);
    if (!ad) throw notFound('Ad not found.');
  }
  return { phone: await shownPhone(db, sellerId, adId) };
}
