import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ads, promotionOptions } from '../../db/schema/index.ts';
import { ApiError, conflict, forbidden, invalidField, notFound } from '../../http/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { startSweep } from '../../platform/sweep.ts';
import type { Tx } from '../../db/client.ts';
import { openCheckout, providerAmount, registerPurpose, type PaymentSessionRow } from '../payments/service.ts';
import { OFFER_LEVELS, type OfferType } from './schemas.ts';
import { PROMOTION_DAYS } from '../../../common/promotions.ts';

/** The one price table of the create flow and the boost modal (docs/decisions.md, promotion prices). */
export async function listPromotionOptions(db: Db) {
  const rows = await db.select().from(promotionOptions).orderBy(asc(promotionOptions.id));
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, price: r.price, translations: r.translations }));
}

/** `is_sponsored` as sent by the clients (option id − 1): 1 urgent, 2 top page; anything else is not a paid offer. */
export function offerTypeForLevel(level: number): OfferType | undefined {
  return level === 1 ? 'urgent' : level === 2 ? 'toppage' : undefined;
}

export const PAYMENTS_UNAVAILABLE = 'Online payments are not available right now, so ads cannot be promoted. Please try again later.';

/**
 * 503 PAYMENTS_UNAVAILABLE when no payment provider is live (production without Stripe keys and without
 * TEST_CHECKOUT=1). Checked before anything is stored, so a refused paid create or update changes nothing.
 */
export function assertPaymentsLive(deps: Deps) {
  if (deps.payments.live) return;
  deps.log.warn('Paid promotion refused: no payment provider is live (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or TEST_CHECKOUT=1).');
  throw new ApiError(503, PAYMENTS_UNAVAILABLE, { messageStatus: 'PAYMENTS_UNAVAILABLE' });
}

const isActive = (ad: { isSponsored: number; promotionExpiresAt: Date | null }, level: number) =>
  ad.isSponsored >= level && (ad.promotionExpiresAt === null || ad.promotionExpiresAt.getTime() > Date.now());

/** 404 for a missing ad, 403 for someone else's, 409 when an active promotion of this level or higher exists. */
export async function assertPromotable(deps: Deps, userId: number, adId: number, offerType: OfferType) {
  const level = OFFER_LEVELS[offerType];
  const [ad] = await deps.db
    .select({ id: ads.id, ownerId: ads.ownerId, name: ads.name, isSponsored: ads.isSponsored, promotionExpiresAt: ads.promotionExpiresAt })
    .from(ads)
    .where(and(eq(ads.id, adId), isNull(ads.deletedAt)))
    .limit(1);
  if (!ad) throw notFound('Ad not found.', 'AD_NOT_FOUND');
  if (ad.ownerId !== userId) throw forbidden('You can only promote your own ads.', 'NOT_YOUR_AD');
  if (isActive(ad, level)) throw conflict('This ad is already promoted.', 'ALREADY_PROMOTED');
  return ad;
}

/**
 * Starts a hosted checkout for promoting the owner's ad. The ad changes only when the provider's signed webhook
 * confirms payment (fulfilPromotion, through the payments module).
 */
export async function startPromotionCheckout(deps: Deps, userId: number, adId: number, offerType: OfferType): Promise<{ sessionId: string; url: string }> {
  assertPaymentsLive(deps);
  const level = OFFER_LEVELS[offerType];
  const ad = await assertPromotable(deps, userId, adId, offerType);
  const [option] = await deps.db.select().from(promotionOptions).where(eq(promotionOptions.id, level + 1)).limit(1);
  if (!option || providerAmount(option.price) <= 0) throw invalidField('offerType', 'PROMOTION_UNAVAILABLE', 'This promotion is not available.');

  const base = deps.config.APP_URL.replace(/\/+$/, '');
  return openCheckout(deps, {
    purpose: 'promotion',
    userId,
    subject: { adId: ad.id, offerType, level },
    amount: option.price,
    description: `${option.name}: ${ad.name}`.slice(0, 250),
    successUrl: `${base}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${base}/payment-cancel`,
  });
}

export { PROMOTION_DAYS };

/** A confirmed promotion payment: the ad gets its level for PROMOTION_DAYS (once per session, payments sees to that). */
async function fulfilPromotion(tx: Tx, session: PaymentSessionRow) {
  const adId = Number(session.subject.adId);
  const level = Number(session.subject.level);
  if (!Number.isInteger(adId) || !(level === 1 || level === 2)) throw new Error(`Payment session ${session.sessionId} has a bad promotion subject.`);
  // A still-active higher level is kept; an active promotion is extended rather than cut short.
  await tx
    .update(ads)
    .set({
      isSponsored: sql`case when ${ads.promotionExpiresAt} > now() and ${ads.isSponsored} > ${level} then ${ads.isSponsored} else ${level} end`,
      promotionExpiresAt: sql`greatest(coalesce(${ads.promotionExpiresAt}, now()), now()) + make_interval(days => ${PROMOTION_DAYS})`,
      updatedAt: sql`now()`,
    })
    .where(eq(ads.id, adId));
}

// An unpaid promotion holds nothing, so there is nothing to release.
registerPurpose('promotion', { fulfil: fulfilPromotion, describe: (session) => `Ad promotion (${String(session.subject.offerType ?? '')})` });

/** How often the origin sets lapsed promotions back to regular. */
export const PROMOTION_SWEEP_MS = 60_000;

/**
 * Sets ads whose promotion lapsed back to regular (is_sponsored 0; promotion_expires_at stays as history and as the
 * base of a renewal). is_sponsored is then the truth for every reader, and "sponsored first" lists keep walking
 * ads_active_ranked_idx (docs/decisions.md, promotion expiry). Answers how many ads lapsed.
 */
export async function expirePromotions(db: Db): Promise<number> {
  const lapsed = await db
    .update(ads)
    .set({ isSponsored: 0 })
    .where(and(gt(ads.isSponsored, 0), lte(ads.promotionExpiresAt, sql`now()`)))
    .returning({ id: ads.id });
  return lapsed.length;
}

/** Runs expirePromotions now and then every `everyMs`; answers the function that stops it. */
export function startPromotionExpirySweep(deps: Pick<Deps, 'db' | 'log'>, everyMs = PROMOTION_SWEEP_MS): () => void {
  return startSweep(deps.log, 'promotion expiry sweep', everyMs, () => expirePromotions(deps.db), (n) => `${n} ad promotion(s) lapsed`);
}
