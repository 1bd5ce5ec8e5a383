import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews, users } from '../../db/schema/index.ts';
import { publicAdCount } from '../favorites/service.ts';
import { publicUserDetails } from '../users/service.ts';
import { REVIEWS_PER_PAGE } from './schemas.ts';

/** Average (1 decimal, 0 without reviews) and count of the reviews written about a seller. */
export async function ratingSummary(db: Db, sellerId: number) {
  const [row] = await db
    .select({ total: count(), average: sql<string | null>`avg(${reviews.rating})` })
    .from(reviews)
    .where(eq(reviews.sellerId, sellerId));
  const total = Number(row?.total ?? 0);
  const average = row?.average == null ? 0 : Math.round(Number(row.average) * 10) / 10;
  return { average_rating: total ? average : 0, total_reviews: total };
}

/** The seller page: public fields, follow state, ad count, ratings; the phone only for signed-in callers. */
export async function sellerProfile(db: Db, sellerId: number, viewerId: number | undefined) {
  const user = await publicUserDetails(db, sellerId, viewerId);
  if (!user) return undefined;
  const [[counts], rating] = await Promise.all([
    db.select({ totalAds: publicAdCount(sellerId) }).from(users).where(eq(users.id, sellerId)),
    ratingSummary(db, sellerId),
  ]);
  const phone = viewerId ? user.phone : null;
  return {
    user: { ...user, phone },
    is_favourite: user.is_favourite,
    total_ads: Number(counts?.totalAds ?? 0),
    ...rating,
    phone,
    has_phone: Boolean(user.phone),
  };
}

/** A page of reviews about a seller, newest first; undefined when there is no such member. */
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
      .where(eq(reviews.sellerId, sellerId))
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
